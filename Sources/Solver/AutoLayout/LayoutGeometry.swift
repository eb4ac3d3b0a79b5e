import Model

/// What the layout takes from where views are rather than solving for it: margins, safe areas
/// and readable widths, which in UIKit depend on a view's frame through a `max` (how far the
/// window's safe area or the superview's margins reach into it), not a linear relation.
///
/// A solve starts from the design frames and then, as UIKit's layout passes do, takes them
/// again from the frames it solved until they settle (see ``LayoutSystem/solve(_:in:)``), so
/// a view solved below the status bar is not inset by it wherever its design frame was.
struct LayoutGeometry {
    let environment: LayoutEnvironment
    private let views: ViewsByID
    /// Every view's frame in the root's coordinates; a root view's is the solve's size.
    private let absolute: [ItemID: Rect]

    /// The geometry of the views' design frames.
    init(designOf project: Project, in environment: LayoutEnvironment) {
        self.init(project: project, environment: environment, absoluteFrames: Self.designFrames(of: project, in: environment))
    }

    /// Every view's design frame in the root's coordinates; a root view's is the solve's size.
    static func designFrames(of project: Project, in environment: LayoutEnvironment) -> [ItemID: Rect] {
        var absolute = project.designFramesInRoot
        for root in project.rootViews {
            absolute[root.id] = Rect(x: 0, y: 0, width: environment.rootWidth, height: environment.rootHeight)
        }
        return absolute
    }

    /// The geometry of solved frames (in the root's coordinates).
    init(project: Project, environment: LayoutEnvironment, absoluteFrames: [ItemID: Rect]) {
        self.init(views: ViewsByID(project.views), environment: environment, absoluteFrames: absoluteFrames)
    }

    /// The geometry of solved frames, given the project's views by id (the first of an id).
    init(views: ViewsByID, environment: LayoutEnvironment, absoluteFrames: [ItemID: Rect]) {
        self.environment = environment
        self.views = views
        self.absolute = absoluteFrames
    }

    /// The part of the window's safe-area insets that overlaps the view's frame.
    func safeAreaInsets(of view: View) -> EdgeInsets {
        guard let frame = absolute[view.id] else { return .zero }
        let window = environment.safeAreaInsets
        return EdgeInsets(
            top: max(0, window.top - frame.y), left: max(0, window.left - frame.x),
            bottom: max(0, frame.y + frame.height - (environment.rootHeight - window.bottom)),
            right: max(0, frame.x + frame.width - (environment.rootWidth - window.right)))
    }

    /// The view's layout margins: its own, widened where the superview's margins reach into it
    /// when it preserves them, and inset from the safe area when it asks to be. A root view has
    /// the environment's root margins, when it sets them.
    func margins(of view: View) -> EdgeInsets {
        var margins = view.parent == nil ? environment.rootMargins ?? view.layoutMargins : view.layoutMargins
        if view.preservesSuperviewLayoutMargins, let superview = view.parent.flatMap({ views[$0] }) {
            margins = margins.widened(toReach: self.margins(of: superview), by: inset(of: view, in: superview))
        }
        if view.insetsLayoutMarginsFromSafeArea {
            let safeArea = safeAreaInsets(of: view)
            margins = EdgeInsets(
                top: margins.top + safeArea.top, left: margins.left + safeArea.left,
                bottom: margins.bottom + safeArea.bottom, right: margins.right + safeArea.right)
        }
        return margins
    }

    /// The width of the view's margins guide.
    func marginsWidth(of view: View) -> Double {
        let margins = margins(of: view)
        return max(0, (absolute[view.id]?.width ?? 0) - margins.left - margins.right)
    }

    /// The rectangle of one of the view's built-in guides within `frame` (its frame, or its
    /// content area for the content layout guide): margins and safe area inset it, the
    /// readable content guide is the margins' height and, centred, the readable width.
    func rect<Quantity: LayoutQuantity>(of guide: BuiltInGuide, on view: View, in frame: LayoutRect<Quantity>) -> LayoutRect<Quantity> {
        switch guide {
        case .margins:
            return frame.inset(by: margins(of: view))
        case .safeArea:
            return frame.inset(by: safeAreaInsets(of: view))
        case .readable:
            var rect = frame.inset(by: margins(of: view))
            let width = min(environment.readableWidth, marginsWidth(of: view))
            rect.left = rect.centerX - Quantity(points: width / 2)
            rect.width = Quantity(points: width)
            return rect
        case .contentLayout, .frameLayout:
            return frame
        }
    }

    /// How far in from each edge of its superview a view sits.
    private func inset(of view: View, in superview: View) -> EdgeInsets {
        guard let frame = absolute[view.id], let container = absolute[superview.id] else { return .zero }
        return EdgeInsets(
            top: frame.y - container.y, left: frame.x - container.x,
            bottom: container.y + container.height - frame.y - frame.height,
            right: container.x + container.width - frame.x - frame.width)
    }

    /// Whether leading is the right edge in the view: right-to-left layout, unless its
    /// semantic content attribute fixes the direction (playback and spatial content stay left
    /// to right).
    func isRightToLeft(_ view: View) -> Bool {
        switch view.semanticContentAttribute {
        case .forceRightToLeft: true
        case .forceLeftToRight, .playback, .spatial: false
        case .unspecified: environment.direction == .rightToLeft
        }
    }
}

extension EdgeInsets {
    /// These margins, each at least what is left of the superview's margin on that side once
    /// the view sits `inset` in from the superview's edge: UIKit's preserved superview margins,
    /// "the smallest amount needed" to keep the view's content inside the superview's margins.
    func widened(toReach superviewMargins: EdgeInsets, by inset: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(top, superviewMargins.top - inset.top), left: max(left, superviewMargins.left - inset.left),
            bottom: max(bottom, superviewMargins.bottom - inset.bottom), right: max(right, superviewMargins.right - inset.right))
    }
}
