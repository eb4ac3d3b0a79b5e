/// A point on the picture, in points, y growing downwards as in the layout.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(fixedPoint(x)), \(fixedPoint(y)))" }
}
