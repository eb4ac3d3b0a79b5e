import Model

/// Where each view's built-in guides lie once its frame is known: its safe area, its margins
/// and its readable content guide, measured as a solve measures them (`LayoutGeometry`), so
/// a picture draws them where the constraints put things.
///
/// ```swift
/// let guides = BuiltInGuideFrames(project: project, environment: environment, absoluteFrames: solution.absoluteFrames)
/// guides.frame(of: .safeArea, on: root)   // the root's frame less the device's insets
/// ```
public struct BuiltInGuideFrames: Sendable {
    private let geometry: LayoutGeometry
    private let absolute: [ItemID: Rect]

    /// The guides of views at these frames (in the root's coordinates, as
    /// ``LayoutSolution/absoluteFrames`` gives them).
    public init(project: Project, environment: LayoutEnvironment, absoluteFrames: [ItemID: Rect]) {
        geometry = LayoutGeometry(project: project, environment: environment, absoluteFrames: absoluteFrames)
        absolute = absoluteFrames
    }

    /// The guide's rectangle in the root's coordinates, or nil for a view with no frame here.
    ///
    /// - Complexity: O(*d*), where *d* is the view's depth (margins may reach down from every
    ///   superview).
    public func frame(of guide: BuiltInGuide, on view: View) -> Rect? {
        // The content layout guide's size is the solve's, which the frames do not hold.
        guard guide != .contentLayout, let frame = absolute[view.id] else { return nil }
        return geometry.rect(of: guide, on: view, in: LayoutRect(frame)).rect
    }

    /// Whether leading is the right edge in the view: the layout's direction, unless the
    /// view's semantic content attribute fixes one.
    public func isRightToLeft(_ view: View) -> Bool { geometry.isRightToLeft(view) }
}
