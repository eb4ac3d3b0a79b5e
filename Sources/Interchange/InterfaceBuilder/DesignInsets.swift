import Model

/// What Interface Builder gives a root view that the file does not store: the safe-area insets
/// of the design device and, for a view controller's root view (or a xib's top-level view,
/// which Interface Builder lays out as one), the controller's margins. Each starts from the
/// device (``IBDevice``) and, edge by edge, yields to what the stored frames say: where
/// required equalities pin views to the root's safe area or margins, the frames measure the
/// guide's edge (documents saved by another Xcode than the table's disagree by a few points).
struct DesignInsets {
    /// The root's safe-area insets; zero where neither the device nor the frames say.
    var safeArea: EdgeInsets
    /// The root's layout margins, when the document leaves them to Interface Builder.
    var margins: EdgeInsets?

    /// The insets of a project's root (its first view), from the document's device for a
    /// controller's or top-level view, and from the frames.
    ///
    /// - Complexity: O(*v* + *c*) for *v* views and *c* constraints.
    init(of project: Project, root ibRoot: IBLayoutRoot, device: IBDevice?, platform: IBDocument.Platform) {
        guard let root = project.rootViews.first else {
            self.init(safeArea: .zero, margins: nil)
            return
        }
        let isScreenRoot = platform == .cocoaTouch && (ibRoot.isControllerView || ibRoot.isTopLevelView)
        let measured = Self.measuredInsets(of: project, root: root)
        var safeArea = isScreenRoot ? device?.safeAreaInsets ?? .zero : .zero
        safeArea.merge(measured.safeArea)
        var margins: EdgeInsets?
        if isScreenRoot, ibRoot.view.layoutMargins == nil {
            // A view controller's root view has the system's minimum margins, which the file leaves out.
            let side = root.frame.width >= 414 ? 20.0 : 16.0
            var controller = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            // The frames measure margins plus the safe area (the root insets its margins from it):
            // an edge of margins nearer than the device's safe area says the safe area is nearer.
            var own = measured.margins
            if root.insetsLayoutMarginsFromSafeArea {
                func split(_ effective: Double?, _ inset: inout Double, measured: Double?) -> Double? {
                    guard let effective else { return nil }
                    if measured == nil, effective < inset { inset = max(0, effective) }
                    return effective - inset
                }
                own.top = split(own.top, &safeArea.top, measured: measured.safeArea.top)
                own.left = split(own.left, &safeArea.left, measured: measured.safeArea.left)
                own.bottom = split(own.bottom, &safeArea.bottom, measured: measured.safeArea.bottom)
                own.right = split(own.right, &safeArea.right, measured: measured.safeArea.right)
            }
            controller.merge(own)
            margins = controller
        }
        self.init(safeArea: safeArea, margins: margins)
    }

    private init(safeArea: EdgeInsets, margins: EdgeInsets?) {
        self.safeArea = safeArea
        self.margins = margins
    }

    /// Per edge, an inset the frames measure (nil where nothing does).
    struct PartialInsets {
        var top, left, bottom, right: Double?
    }

    /// The insets from the root's edges of its safe area and of its margins guide that the
    /// required equalities to them imply on the stored frames: the median per edge.
    static func measuredInsets(of project: Project, root: View) -> (safeArea: PartialInsets, margins: PartialInsets) {
        let absolute = project.designFramesInRoot
        func edge(_ attribute: Attribute, of frame: Rect) -> Double? {
            switch attribute {
            case .top: frame.y
            case .bottom: frame.y + frame.height
            case .leading, .left: frame.x
            case .trailing, .right: frame.x + frame.width
            default: nil
            }
        }
        enum Guide { case safeArea, margins }
        /// The root's guide an anchor names, and the edge of it.
        func rootGuide(_ anchor: Anchor<ItemID>) -> (Guide, Attribute)? {
            guard anchor.item == root.id else { return nil }
            switch anchor.guide {
            case .safeArea?: return (.safeArea, anchor.attribute)
            case .margins?: return (.margins, anchor.attribute)
            case nil where anchor.attribute.isMarginForm: return (.margins, anchor.attribute.edge)
            default: return nil
            }
        }
        var found: [Guide: [Attribute: [Double]]] = [:]
        for constraint in project.constraints where constraint.isActive && constraint.priority.isRequired {
            let equation = constraint.equation
            guard equation.relation == .equal, equation.multiplier == 1, let second = equation.second else { continue }
            let firstGuide = rootGuide(equation.first), secondGuide = rootGuide(second)
            guard (firstGuide == nil) != (secondGuide == nil) else { continue }
            let ((guide, guideEdge), other, sign) = firstGuide.map { ($0, second, -1.0) } ?? (secondGuide!, equation.first, 1.0)
            // Any edge of the other view on the guide edge's axis (a view whose top is the safe
            // area's bottom measures it too).
            guard other.guide == nil, !other.attribute.isMarginForm, other.attribute.axis == guideEdge.axis,
                let frame = absolute[other.item], let value = edge(other.attribute, of: frame), edge(guideEdge, of: frame) != nil
            else { continue }
            // first = second + constant: the guide's edge is the other edge minus (or plus) the constant.
            let position = value - sign * equation.constant
            let rootFrame = absolute[root.id] ?? root.frame
            let inset: Double
            let key: Attribute
            switch guideEdge {
            case .top: (inset, key) = (position, .top)
            case .leading, .left: (inset, key) = (position, .left)
            case .bottom: (inset, key) = (rootFrame.height - position, .bottom)
            default: (inset, key) = (rootFrame.width - position, .right)
            }
            if inset >= 0 { found[guide, default: [:]][key, default: []].append(inset) }
        }
        func partial(_ guide: Guide) -> PartialInsets {
            func median(_ attribute: Attribute) -> Double? {
                let values = (found[guide]?[attribute] ?? []).sorted()
                return values.isEmpty ? nil : values[values.count / 2]
            }
            return PartialInsets(top: median(.top), left: median(.left), bottom: median(.bottom), right: median(.right))
        }
        return (partial(.safeArea), partial(.margins))
    }
}

extension EdgeInsets {
    /// These insets with each edge the partial insets know replaced (and never below zero).
    mutating func merge(_ partial: DesignInsets.PartialInsets) {
        if let top = partial.top { self.top = max(0, top) }
        if let left = partial.left { self.left = max(0, left) }
        if let bottom = partial.bottom { self.bottom = max(0, bottom) }
        if let right = partial.right { self.right = max(0, right) }
    }
}
