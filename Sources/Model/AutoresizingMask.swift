/// Which parts of a view's frame follow its superview's size: UIKit's `UIView.AutoresizingMask`,
/// with its names and raw values. AppKit's `NSView.AutoresizingMask` is the same six parts, named
/// `minXMargin`, `width`, `maxXMargin`, `minYMargin`, `height`, `maxYMargin` and measured y up;
/// import turns it into this one (y down).
///
/// A view with a mask (``View/autoresizingMask`` not nil) translates it into constraints, as
/// UIKit's `translatesAutoresizingMaskIntoConstraints` does: on each axis the fixed parts keep
/// their design lengths and the flexible ones share the superview's change in size. The empty
/// mask (``notSizable``, written `none`) keeps the whole design frame.
///
/// ```swift
/// let mask = try AutoresizingMask(text: "flexibleWidth,flexibleBottomMargin")
/// mask.notation  // "h=-&- v=--&"
/// ```
public struct AutoresizingMask: OptionSet, Hashable, Codable, Sendable {
    /// The bits, as UIKit's `UIView.AutoresizingMask` has them.
    public let rawValue: Int

    /// A mask from UIKit's raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The space to the superview's left edge changes with the superview's width.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The view's width changes with the superview's width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The space to the superview's right edge changes with the superview's width.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The space to the superview's top edge changes with the superview's height.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The view's height changes with the superview's height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The space to the superview's bottom edge changes with the superview's height.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Every part fixed: the view keeps its design frame relative to its superview's top left.
    /// AppKit's name (`NSViewNotSizable`); not `none`, which where a mask is optional
    /// (``View/autoresizingMask``) would be read as no mask at all.
    public static let notSizable: AutoresizingMask = []

    /// The parts by UIKit's names, in UIKit's order.
    public static let namedParts: [(name: String, part: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The three parts of an axis, leading margin to trailing margin (left, width, right; or
    /// top, height, bottom).
    public static func parts(of axis: Axis) -> [AutoresizingMask] {
        axis == .horizontal
            ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
    }

    /// Which of an axis's three parts are flexible, margin before, length, margin after.
    public func flexibility(along axis: Axis) -> [Bool] { Self.parts(of: axis).map(contains) }

    /// UIKit's names joined by commas (`flexibleWidth,flexibleBottomMargin`), or `none`.
    public var text: String {
        let names = Self.namedParts.filter { contains($0.part) }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: ",")
    }

    /// A mask from UIKit's names separated by commas (spaces allowed), or `none`.
    ///
    /// - Throws: ``ModelError/invalidAutoresizingMask(_:)`` naming the word it does not know.
    public init(text: String) throws(ModelError) {
        self = []
        let words = text.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }
        guard !words.isEmpty else { throw .invalidAutoresizingMask(text) }
        if words == ["none"] { return }
        for word in words {
            guard let part = Self.namedParts.first(where: { $0.name == word })?.part else {
                throw .invalidAutoresizingMask(word)
            }
            insert(part)
        }
    }

    /// UIKit's notation for the constraints a mask makes (`NSAutoresizingMaskLayoutConstraint`'s
    /// description): `h=` then the left margin, width and right margin, `v=` then the top margin,
    /// height and bottom margin, each `-` when fixed and `&` when flexible: `h=-&- v=--&`.
    public var notation: String {
        func axis(_ axis: Axis) -> String { String(flexibility(along: axis).map { $0 ? "&" : "-" }) }
        return "h=\(axis(.horizontal)) v=\(axis(.vertical))"
    }
}
