/// A point on the picture, in points, y growing downwards as in the layout.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Points from the picture's left edge.
    public var x: Double
    /// Points down from the picture's top edge.
    public var y: Double

    /// The point `x` right of and `y` below the picture's top left.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `(x, y)`, each to at most two decimals.
    public var description: String { "(\(fixedPoint(x)), \(fixedPoint(y)))" }
}
