import Model

/// How UIKit shows solved frames on a screen of `scale` pixels per point, and so how Interface
/// Builder stores them: each edge, in the root's coordinates, rounded to the nearest pixel, and
/// each frame then taken relative to its superview's rounded frame (a seventh of 360 pt, 51.43,
/// is stored 52 pt wide at 1x, the edges around it on whole points; Eureka's week-days cell).
/// The scale is the design device's (``IBDevice/scale``); a document naming no device (Xcode 7
/// and before) was laid out at 1x.
///
/// An edge halfway between two pixels (a quarter point at 2x: 375 / 4 = 93.75) goes up or down
/// as the last bits of Apple's engine fall, which no other solve can know: Interface Builder
/// stores two buttons of one row 415.5 and 416 pt down (RxSwift's calculator). Given the
/// stored frames, such an edge is rounded the way the stored frame has it.
public struct IBPixelGrid: Sendable {
    /// Pixels per point.
    public var scale: Double

    /// A grid of `scale` pixels per point (2 for a 2x screen).
    public init(scale: Double) {
        self.scale = scale
    }

    /// Each view's frame relative to its superview, rounded as UIKit shows it, from the solved
    /// frames in the root's coordinates; edges halfway between pixels go the way the project's
    /// (stored) frames have them.
    ///
    /// - Complexity: that of `Project/viewsInLayoutOrder`, then O(1) per view.
    public func shownFrames(absolute: [ItemID: Rect], in project: Project) -> [ItemID: Rect] {
        let storedAbsolute = project.designFramesInRoot
        var shownAbsolute: [ItemID: Rect] = [:]
        var shown: [ItemID: Rect] = [:]
        for view in project.viewsInLayoutOrder {
            guard let exact = absolute[view.id], let stored = storedAbsolute[view.id] else { continue }
            let minX = round(exact.x, towards: stored.x), maxX = round(exact.x + exact.width, towards: stored.x + stored.width)
            let minY = round(exact.y, towards: stored.y), maxY = round(exact.y + exact.height, towards: stored.y + stored.height)
            let frame = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            shownAbsolute[view.id] = frame
            let origin = view.parent.flatMap { shownAbsolute[$0] } ?? Rect(x: minX, y: minY, width: 0, height: 0)
            shown[view.id] = Rect(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height)
        }
        return shown
    }

    /// The nearest pixel boundary to `value`; for a value halfway between two (within a
    /// thousandth of a pixel), the one nearer `stored`.
    public func round(_ value: Double, towards stored: Double) -> Double {
        guard scale > 0 else { return value }
        let pixels = value * scale
        let down = pixels.rounded(.down)
        guard abs(pixels - down - 0.5) < 0.001 else { return pixels.rounded() / scale }
        let lower = down / scale, upper = (down + 1) / scale
        return abs(lower - stored) <= abs(upper - stored) ? lower : upper
    }
}
