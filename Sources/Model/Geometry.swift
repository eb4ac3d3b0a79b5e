/// A rectangle in points: a view's frame relative to its superview, y growing downwards.
public struct Rect: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The left edge's x in points (a frame's, from its superview's left edge).
    public var x: Double
    /// The top edge's y in points, growing downwards (a frame's, from its superview's top edge).
    public var y: Double
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A rectangle at `x`, `y` (its top left) of the given size, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin: a frame not yet laid out.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// `X,Y,W,H`, as ``init(commaSeparated:)`` reads it: `16,40,200,21`.
    public var description: String {
        "\(formatNumber(x)),\(formatNumber(y)),\(formatNumber(width)),\(formatNumber(height))"
    }
}

/// Insets from each side of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Points inward from the top edge.
    public var top: Double
    /// Points inward from the left edge (always the left, whatever the layout direction).
    public var left: Double
    /// Points inward from the bottom edge.
    public var bottom: Double
    /// Points inward from the right edge (always the right, whatever the layout direction).
    public var right: Double

    /// Insets in `UIEdgeInsets` order: top, left, bottom, right.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all inset: Double) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    /// No inset on any side.
    public static let zero = EdgeInsets(all: 0)
    /// UIKit's default layout margins.
    public static let defaultLayoutMargins = EdgeInsets(all: 8)

    /// `T,L,B,R`, as ``init(commaSeparated:)`` reads it: `8,16,8,16`.
    public var description: String {
        "\(formatNumber(top)),\(formatNumber(left)),\(formatNumber(bottom)),\(formatNumber(right))"
    }
}

/// A view's intrinsic content size; either dimension may be absent
/// (`UIView.noIntrinsicMetric`), as for a label constrained in width only.
public struct IntrinsicContentSize: Hashable, Codable, Sendable {
    /// The intrinsic width in points; nil for none (`UIView.noIntrinsicMetric`).
    public var width: Double?
    /// The intrinsic height in points; nil for none (`UIView.noIntrinsicMetric`).
    public var height: Double?

    /// A size with an intrinsic metric on the axes given; ``noIntrinsicMetric`` when neither is.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    /// No intrinsic size on either axis (`UIView.noIntrinsicMetric` for both). Not `.none`,
    /// which where an optional size is expected would mean no value at all.
    public static let noIntrinsicMetric = IntrinsicContentSize()
}

/// A priority for each axis, as content hugging and compression resistance are kept.
public struct AxisPriorities: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The priority on the horizontal axis (width).
    public var horizontal: Priority
    /// The priority on the vertical axis (height).
    public var vertical: Priority

    /// A priority for each axis.
    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority on an axis, to read or set.
    public subscript(axis: Axis) -> Priority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }

    /// `H,V`, as ``init(commaSeparated:)`` reads it: `250,750`.
    public var description: String { "\(horizontal),\(vertical)" }
}

/// Where a view's text baselines lie: the first from its top, the last from its bottom,
/// as `UIView.forFirstBaselineLayout` and `forLastBaselineLayout` place them. A view with no
/// text has neither, and Auto Layout puts both baselines at its bottom edge.
public struct BaselineOffsets: Hashable, Codable, Sendable {
    /// The first baseline's distance below the view's top edge, in points; nil for a view with no text.
    public var firstFromTop: Double?
    /// The last baseline's distance above the view's bottom edge, in points; nil for a view with no text.
    public var lastFromBottom: Double?

    /// Baseline offsets, either or both absent (``noText`` for neither).
    public init(firstFromTop: Double? = nil, lastFromBottom: Double? = nil) {
        self.firstFromTop = firstFromTop
        self.lastFromBottom = lastFromBottom
    }

    /// Neither baseline: a view with no text. Not `.none`, which where optional offsets are
    /// expected would mean no value at all.
    public static let noText = BaselineOffsets()
}

/// Prints a number as people write it: `8`, `0.5`, `-12.25`.
package func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
