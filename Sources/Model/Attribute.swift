/// A part of an item's alignment rectangle that a constraint can relate, as `NSLayoutConstraint.Attribute`.
///
/// Each attribute knows its axis, whether it is a location or a size, and, for the margin forms,
/// which edge it measures and which of the item's margins insets it.
public enum Attribute: String, Hashable, Codable, Sendable, CaseIterable {
    /// The edges of the alignment rectangle: left and right fixed, leading and trailing following the
    /// layout direction (leading is left in a left-to-right language, right in a right-to-left one).
    case left, right, top, bottom, leading, trailing
    /// The extents, in points.
    case width, height
    /// The centers: midway between left and right, and between top and bottom.
    case centerX, centerY
    /// The baselines of the view's first and last lines of text (its bottom edge when it has no text).
    case firstBaseline, lastBaseline
    /// The edges of the item's margins: each edge moved inward by the matching layout margin.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// The centers of the box the margins leave.
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second anchor of a constant-only constraint, as UIKit stores it; never valid
    /// as the first.
    case notAnAttribute

    /// Whether the attribute is a position (an edge, a center, a baseline) or an extent.
    public enum Kind: String, Hashable, Sendable {
        /// An edge, center or baseline; a width or height; or neither (``Attribute/notAnAttribute``).
        case location, size, none
    }

    /// The family of horizontal edges an attribute is named in: Auto Layout forbids relating
    /// a leading/trailing attribute to a left/right one.
    public enum Direction: Hashable, Sendable {
        /// leading and trailing: follows the layout direction.
        case natural
        /// left and right: fixed, whatever the layout direction.
        case absolute
    }

    /// Whether the attribute is a location, a size, or (``notAnAttribute``) neither.
    public var kind: Kind {
        switch self {
        case .width, .height: .size
        case .notAnAttribute: .none
        default: .location
        }
    }

    /// The axis the attribute measures along; `nil` for `notAnAttribute`.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        case .notAnAttribute:
            nil
        }
    }

    /// `.natural` for leading/trailing forms, `.absolute` for left/right forms, `nil` otherwise.
    public var direction: Direction? {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: .natural
        case .left, .right, .leftMargin, .rightMargin: .absolute
        default: nil
        }
    }

    /// For a margin form, the edge (or center) it measures, without the margin:
    /// `leadingMargin.edge == .leading`, `centerXWithinMargins.edge == .centerX`.
    /// Every other attribute is its own edge.
    public var edge: Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// Whether this is one of the margin forms (`leftMargin` … `centerYWithinMargins`).
    public var isMarginForm: Bool { edge != self }

    /// Whether this is one of a rectangle's sides (left, right, top, bottom, leading, trailing),
    /// or its margin form: not a centre, baseline or size.
    public var isSide: Bool { [.left, .right, .top, .bottom, .leading, .trailing].contains(edge) }

    /// For a margin form, the margins that inset it: `leadingMargin` is inset by the leading
    /// margin; `centerXWithinMargins` lies midway between the leading and trailing margins.
    /// Empty for attributes that are not margin forms.
    public var margins: [Margin] {
        switch self {
        case .leftMargin: [.left]
        case .rightMargin: [.right]
        case .topMargin: [.top]
        case .bottomMargin: [.bottom]
        case .leadingMargin: [.leading]
        case .trailingMargin: [.trailing]
        case .centerXWithinMargins: [.leading, .trailing]
        case .centerYWithinMargins: [.top, .bottom]
        default: []
        }
    }

    /// The margin form of an edge or center (`leading.marginForm == .leadingMargin`);
    /// `nil` for sizes, baselines and `notAnAttribute`.
    public var marginForm: Attribute? {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: nil
        }
    }

    /// Where the attribute lies along its axis, from the start edge (0) to the end edge (2);
    /// used to put equivalent equations in layout order (leading to trailing, top to bottom).
    var layoutPosition: Int {
        switch edge {
        case .left, .leading, .top: 0
        case .firstBaseline: 1
        case .centerX, .centerY, .width, .height: 2
        case .lastBaseline: 3
        case .right, .trailing, .bottom: 4
        default: 5
        }
    }

    /// Looks an attribute up by name, ignoring case (the Auto Layout Guide writes `NotAnAttribute`),
    /// and accepting `baseline` for `lastBaseline` as UIKit does.
    public init?(name: String) {
        let lowered = name.lowercased()
        if lowered == "baseline" {
            self = .lastBaseline
            return
        }
        guard let match = Attribute.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
            return nil
        }
        self = match
    }
}

/// One of the four sides of a margin box, or a direction-relative side.
public enum Margin: String, Hashable, Codable, Sendable {
    /// The fixed sides, and the two horizontal sides that follow the layout direction.
    case top, left, bottom, right, leading, trailing
}
