/// A rectangle in points: a view's frame relative to its superview, y growing downwards.
public struct Rect: Hashable, Codable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var description: String {
        "\(formatNumber(x)),\(formatNumber(y)),\(formatNumber(width)),\(formatNumber(height))"
    }
}

/// Insets from each side of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Codable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all inset: Double) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    public static let zero = EdgeInsets(all: 0)
    /// UIKit's default layout margins.
    public static let defaultLayoutMargins = EdgeInsets(all: 8)

    public var description: String {
        "\(formatNumber(top)),\(formatNumber(left)),\(formatNumber(bottom)),\(formatNumber(right))"
    }
}

/// A view's intrinsic content size; either dimension may be absent
/// (`UIView.noIntrinsicMetric`), as for a label constrained in width only.
public struct IntrinsicContentSize: Hashable, Codable, Sendable {
    public var width: Double?
    public var height: Double?

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
    public var horizontal: Priority
    public var vertical: Priority

    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: Axis) -> Priority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }

    public var description: String { "\(horizontal),\(vertical)" }
}

/// Where a view's text baselines lie: the first from its top, the last from its bottom,
/// as `UIView.forFirstBaselineLayout` and `forLastBaselineLayout` place them. A view with no
/// text has neither, and Auto Layout puts both baselines at its bottom edge.
public struct BaselineOffsets: Hashable, Codable, Sendable {
    public var firstFromTop: Double?
    public var lastFromBottom: Double?

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
