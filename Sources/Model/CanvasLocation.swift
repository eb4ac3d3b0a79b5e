import Foundation

/// Where a layout root stands on Interface Builder's canvas: the centre of its scene, in the
/// canvas's points (a storyboard scene's `<point key="canvasLocation">`, a xib's top-level
/// object's, or the middle of an older xib's top-level frame). It places nothing in a layout;
/// a document's overview lays its scenes out by it, as the canvas does.
public struct CanvasLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The centre's x in the canvas's points, growing to the right.
    public var x: Double
    /// The centre's y in the canvas's points, growing downwards.
    public var y: Double

    /// The centre of a scene on the canvas, in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `X,Y`, as ``init(text:)`` reads it: `456.8,232.5`.
    public var description: String { "\(formatNumber(x)),\(formatNumber(y))" }

    /// Reads ``description``'s form; nil for anything else.
    public init?(text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
        self.init(x: x, y: y)
    }
}
