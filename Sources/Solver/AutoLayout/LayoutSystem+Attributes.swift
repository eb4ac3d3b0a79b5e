import Model

extension LayoutSystem {
    /// A rectangle as linear expressions: a frame, or a frame inset by margins or a safe area.
    struct RectExpression {
        var left, top, width, height: LinearExpression

        var right: LinearExpression { left + width }
        var bottom: LinearExpression { top + height }
        var centerX: LinearExpression { left + width / 2 }
        var centerY: LinearExpression { top + height / 2 }

        init(_ frame: FrameVariables) {
            left = LinearExpression(frame.x)
            top = LinearExpression(frame.y)
            width = LinearExpression(frame.width)
            height = LinearExpression(frame.height)
        }

        func inset(by insets: EdgeInsets) -> RectExpression {
            var rect = self
            rect.left = left + LinearExpression(constant: insets.left)
            rect.top = top + LinearExpression(constant: insets.top)
            rect.width = width - LinearExpression(constant: insets.left + insets.right)
            rect.height = height - LinearExpression(constant: insets.top + insets.bottom)
            return rect
        }
    }

    /// The expression of an anchor: its item's frame (or built-in guide), and the attribute
    /// in it. `nil` for an item the project does not have.
    func expression(for anchor: Anchor<ItemID>) -> LinearExpression? {
        guard let frame = frames[anchor.item] else { return nil }
        var rect = RectExpression(frame)
        let view = project.view(anchor.item)
        let isRightToLeft = isRightToLeft(anchor.item)
        if let view {
            switch anchor.guide {
            case .margins?: rect = rect.inset(by: designFrames.margins(of: view))
            case .safeArea?: rect = rect.inset(by: designFrames.safeAreaInsets(of: view))
            case .readable?: rect = readableRect(of: view, in: rect)
            case nil: break
            }
            if anchor.attribute.isMarginForm, anchor.guide == nil {
                rect = rect.inset(by: designFrames.margins(of: view))
            }
        }
        let baselines = view?.baselineOffsets ?? .none
        switch anchor.attribute.edge {
        case .left: return rect.left
        case .right: return rect.right
        case .top: return rect.top
        case .bottom: return rect.bottom
        case .leading: return isRightToLeft ? rect.right : rect.left
        case .trailing: return isRightToLeft ? rect.left : rect.right
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.centerX
        case .centerY: return rect.centerY
        case .firstBaseline:
            return baselines.firstFromTop.map { rect.top + LinearExpression(constant: $0) } ?? rect.bottom
        case .lastBaseline:
            return rect.bottom - LinearExpression(constant: baselines.lastFromBottom ?? 0)
        default: return nil
        }
    }

    /// Whether an item lays out right to left: a view by its own semantic content attribute,
    /// a custom guide by its owner's.
    func isRightToLeft(_ item: ItemID) -> Bool {
        let owner = project.view(item) ?? project.guide(item).flatMap { project.view($0.owner) }
        return owner.map(designFrames.isRightToLeft) ?? (environment.direction == .rightToLeft)
    }

    /// The readable content guide: the margins guide's height, and its width narrowed to the
    /// readable width, centred.
    private func readableRect(of view: View, in frame: RectExpression) -> RectExpression {
        var rect = frame.inset(by: designFrames.margins(of: view))
        let width = min(environment.readableWidth, designFrames.marginsWidth(of: view))
        rect.left = rect.centerX - LinearExpression(constant: width / 2)
        rect.width = LinearExpression(constant: width)
        return rect
    }
}

/// What the layout takes from the design rather than solving for it: margins, safe areas and
/// layout directions, which in UIKit depend on where a view ends up (a `max` of insets, not a
/// linear relation). They are computed from the root's solve size and the views' design frames.
struct DesignGeometry {
    let project: Project
    let environment: LayoutEnvironment
    private var absolute: [ItemID: Rect] = [:]

    init(project: Project, environment: LayoutEnvironment) {
        self.project = project
        self.environment = environment
        for view in project.viewsInLayoutOrder {
            if let parent = view.parent, let origin = absolute[parent] {
                absolute[view.id] = Rect(
                    x: origin.x + view.frame.x, y: origin.y + view.frame.y, width: view.frame.width, height: view.frame.height)
            } else {
                absolute[view.id] = Rect(x: 0, y: 0, width: environment.rootWidth, height: environment.rootHeight)
            }
        }
    }

    /// The part of the window's safe-area insets that overlaps the view's design frame.
    func safeAreaInsets(of view: View) -> EdgeInsets {
        guard let frame = absolute[view.id] else { return .zero }
        let window = environment.safeAreaInsets
        return EdgeInsets(
            top: max(0, window.top - frame.y), left: max(0, window.left - frame.x),
            bottom: max(0, frame.y + frame.height - (environment.rootHeight - window.bottom)),
            right: max(0, frame.x + frame.width - (environment.rootWidth - window.right)))
    }

    /// The view's layout margins, from the safe area's edge when it insets them from the
    /// safe area, and at least the superview's when it preserves them. A root view has the
    /// environment's root margins, when it sets them.
    func margins(of view: View) -> EdgeInsets {
        var margins = view.parent == nil ? environment.rootMargins ?? view.layoutMargins : view.layoutMargins
        if view.preservesSuperviewLayoutMargins, let superview = view.parent.flatMap(project.view) {
            let inherited = self.margins(of: superview)
            margins = EdgeInsets(
                top: max(margins.top, inherited.top), left: max(margins.left, inherited.left),
                bottom: max(margins.bottom, inherited.bottom), right: max(margins.right, inherited.right))
        }
        if view.insetsLayoutMarginsFromSafeArea {
            let safeArea = safeAreaInsets(of: view)
            margins = EdgeInsets(
                top: margins.top + safeArea.top, left: margins.left + safeArea.left,
                bottom: margins.bottom + safeArea.bottom, right: margins.right + safeArea.right)
        }
        return margins
    }

    /// The width of the view's margins guide at its design (or, for a root, solve) size.
    func marginsWidth(of view: View) -> Double {
        let margins = margins(of: view)
        return max(0, (absolute[view.id]?.width ?? 0) - margins.left - margins.right)
    }

    /// Whether leading is the right edge: right-to-left layout, unless the view's semantic
    /// content attribute fixes the direction (playback and spatial content stay left to right).
    func isRightToLeft(_ view: View) -> Bool {
        switch view.semanticContentAttribute {
        case .forceRightToLeft: true
        case .forceLeftToRight, .playback, .spatial: false
        case .unspecified: environment.direction == .rightToLeft
        }
    }
}
