/// What makes a view a stack view (`UIStackView`, `NSStackView`): it lays out its arranged
/// subviews in a row or a column, and the layout derives the constraints that do it (see the
/// Solver's `StackArrangement`); none of them is stored.
public struct StackView: Hashable, Codable, Sendable {
    /// How arranged views share the length along the axis.
    public enum Distribution: String, Hashable, Codable, Sendable, CaseIterable {
        /// Views keep their sizes where they can; the one that hugs least stretches (or the one
        /// that resists compression least shrinks).
        case fill
        /// Every view the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// Views keep their sizes; the gaps between them are equal.
        case equalSpacing
        /// Views keep their sizes; their centres are equally far apart.
        case equalCentering
        /// `NSStackView`'s gravity areas (AppKit's default for a stack made in code): views keep
        /// their sizes and gather in three areas, each packed at the spacing — the leading (top)
        /// area against the leading edge, the trailing (bottom) area against the trailing edge,
        /// the center area centred when it can be — with at least the spacing between areas.
        /// Each arranged view's area is its ``Gravity`` (``StackView/gravities``).
        case gravityAreas
    }

    /// The gravity area an arranged view sits in under ``Distribution/gravityAreas``
    /// (`NSStackView.Gravity`): `leading` is the top of a vertical stack, `trailing` its bottom.
    /// Its cases are in the areas' order along the axis.
    public enum Gravity: String, Hashable, Codable, Sendable, CaseIterable {
        /// The leading (top) area, the center one, the trailing (bottom) one.
        case leading, center, trailing
    }

    /// Where arranged views sit across the axis. `leading` is the top of a horizontal stack,
    /// `trailing` its bottom; the baselines apply to horizontal stacks only (a vertical stack
    /// fills instead, as UIKit does).
    public enum Alignment: String, Hashable, Codable, Sendable, CaseIterable {
        /// Fill the stack across the axis; or sit at one side, the center, or a baseline of the row.
        case fill, leading, firstBaseline, center, trailing, lastBaseline
    }

    /// The space between neighbours: a number of points, or the system's standard spacing.
    public enum Spacing: Hashable, Codable, Sendable {
        /// The system's standard spacing, ``standardPoints``.
        case standard
        /// A number of points.
        case points(Double)

        /// The standard spacing between sibling views (Auto Layout's `-` in visual formats).
        public static let standardPoints = 8.0

        /// The spacing in points (``standardPoints`` for ``standard``).
        public var points: Double {
            switch self {
            case .standard: Spacing.standardPoints
            case .points(let points): points
            }
        }
    }

    /// The direction views are laid out in: horizontal for a row, vertical for a column.
    public var axis: Axis
    /// How the arranged views share the length along the axis.
    public var distribution: Distribution
    /// Where the arranged views sit across the axis.
    public var alignment: Alignment
    /// The space between neighbouring arranged views.
    public var spacing: Spacing
    /// Spacing after particular arranged views, in place of ``spacing``.
    public var customSpacing: [ItemID: Double]
    /// A vertical stack measures spacing from one view's last baseline to the next one's first.
    public var isBaselineRelativeArrangement: Bool
    /// The arrangement fills the stack's margins rather than its edges.
    public var isLayoutMarginsRelativeArrangement: Bool
    /// An `NSStackView`'s hugging priorities (`setHuggingPriority(_:for:)`, Interface Builder's
    /// `horizontalStackHuggingPriority` and `verticalStackHuggingPriority`): how strongly it keeps
    /// to the size of its views on each axis. `nil` for a `UIStackView`, which has none: a stack
    /// view with hugging priorities is laid out as AppKit lays one out (see the Solver's
    /// `StackArrangement`), one without as UIKit does.
    public var hugging: AxisPriorities?
    /// The gravity areas of arranged views that are not in the leading one (AppKit's
    /// `addArrangedSubview` and `addView(_:in: .leading)` put a view there): only
    /// ``Distribution/gravityAreas`` reads them. Ids that are not arranged are ignored.
    public var gravities: [ItemID: Gravity]
    /// The views it arranges, in order (leading to trailing, top to bottom); subviews of the
    /// stack, not necessarily in subview order. Ids that are not its subviews are ignored.
    public var arrangedSubviews: [ItemID]

    /// A stack with UIKit's defaults for what is not given: fill, fill, no spacing, nothing arranged.
    public init(
        axis: Axis, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Spacing = .points(0),
        customSpacing: [ItemID: Double] = [:], isBaselineRelativeArrangement: Bool = false,
        isLayoutMarginsRelativeArrangement: Bool = false, hugging: AxisPriorities? = nil, gravities: [ItemID: Gravity] = [:],
        arrangedSubviews: [ItemID] = []
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacing = customSpacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.hugging = hugging
        self.gravities = gravities
        self.arrangedSubviews = arrangedSubviews
    }

    /// The gravity area of an arranged view: leading unless ``gravities`` says otherwise.
    public func gravity(of view: ItemID) -> Gravity { gravities[view] ?? .leading }
}
