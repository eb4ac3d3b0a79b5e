import Model

/// Where each view's built-in guides lie once its frame is known: its safe area, its margins
/// and its readable content guide, measured as a solve measures them (``LayoutGeometry``), so
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
        guard let frame = absolute[view.id] else { return nil }
        switch guide {
        case .safeArea:
            return frame.inset(by: geometry.safeAreaInsets(of: view))
        case .margins:
            return frame.inset(by: geometry.margins(of: view))
        case .readable:
            let margins = frame.inset(by: geometry.margins(of: view))
            let width = min(geometry.environment.readableWidth, geometry.marginsWidth(of: view))
            return Rect(x: margins.x + margins.width / 2 - width / 2, y: margins.y, width: width, height: margins.height)
        case .frameLayout:
            return frame
        case .contentLayout:
            // Its size is the solve's, which the frames do not hold.
            return nil
        }
    }

    /// Whether leading is the right edge in the view: the layout's direction, unless the
    /// view's semantic content attribute fixes one.
    public func isRightToLeft(_ view: View) -> Bool { geometry.isRightToLeft(view) }
}

extension Rect {
    /// The rectangle less these insets on each side.
    func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}
