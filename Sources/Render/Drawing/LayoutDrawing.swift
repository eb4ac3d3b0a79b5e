import Model
import Solver

/// Where everything of one layout lies on the canvas: each view's drawn frame (solved, or its
/// design frame with `--design`) and the other one for outlines, custom guides, built-in
/// guides, and each item's status in Interface Builder's colours.
///
/// Root views stand side by side below the title, each at the solve's size.
struct LayoutDrawing {
    let layout: SolvedLayout
    let drawsDesignFrames: Bool
    /// Views by id, and their place in layout order (superviews first).
    let views: [ItemID: View]
    let guides: [ItemID: LayoutGuide]
    let layoutOrder: [View]
    let orderIndex: [ItemID: Int]
    /// Frames as drawn, in their root's coordinates, and the other frames (design or solved).
    private(set) var relative: [ItemID: Rect] = [:]
    private(set) var alternative: [ItemID: Rect] = [:]
    /// Where each item's root stands on the canvas.
    private(set) var offset: [ItemID: Point] = [:]
    /// The drawn frames on the canvas.
    private var canvas: [ItemID: Rect] = [:]
    /// How far right and down the roots and every frame drawn reach.
    private(set) var extent = Point(x: 0, y: 0)
    /// Views whose frame lies wholly outside their root's screen (drawn as arrows at its edge).
    private(set) var offCanvas: Set<ItemID> = []
    let status: ItemStatus
    let builtInGuides: BuiltInGuideFrames
    /// Each view's depth in its hierarchy (a root's is 0).
    private(set) var depth: [ItemID: Int] = [:]
    /// Whether leading can be the right edge anywhere: the environment is right to left, or
    /// a view forces it (else no constraint's holder need be looked for).
    let mayBeRightToLeft: Bool

    static let padding = 20.0
    static let titleHeight = 28.0
    static let rootGap = 40.0

    /// - Complexity: O(*n* log *n*) in the number of views and guides.
    init(_ layout: SolvedLayout, drawsDesignFrames: Bool, marksMisplaced: Bool = true) {
        self.layout = layout
        self.drawsDesignFrames = drawsDesignFrames
        let project = layout.project, solution = layout.solution, environment = layout.environment
        views = Dictionary(project.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        guides = Dictionary(project.guides.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        layoutOrder = project.viewsInLayoutOrder
        orderIndex = Dictionary(layoutOrder.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        status = ItemStatus(layout, views: views, marksMisplaced: marksMisplaced)

        let rootSize = Rect(x: 0, y: 0, width: max(0, environment.rootWidth), height: max(0, environment.rootHeight))
        var design: [ItemID: Rect] = [:]
        var solved: [ItemID: Rect] = [:]
        var rootX = LayoutDrawing.padding
        let top = LayoutDrawing.padding + LayoutDrawing.titleHeight
        mayBeRightToLeft =
            environment.direction == .rightToLeft || project.views.contains { $0.semanticContentAttribute == .forceRightToLeft }
        var depths: [ItemID: Int] = [:]
        let ambiguous = Set(solution.ambiguous.map(\.item))
        for view in layoutOrder {
            depths[view.id] = view.parent.flatMap { parent in depths[parent].map { $0 + 1 } } ?? 0
            if let parent = view.parent, let container = design[parent] {
                design[view.id] = Rect(
                    x: container.x + view.frame.x, y: container.y + view.frame.y, width: view.frame.width, height: view.frame.height)
                offset[view.id] = offset[parent]
            } else {
                design[view.id] = rootSize
                offset[view.id] = Point(x: rootX, y: top)
                rootX += rootSize.width + LayoutDrawing.rootGap
            }
            // A frame no screen can show is drawn at its design frame (and in red); so is one
            // the constraints leave open, in its superview as drawn (Interface Builder keeps an
            // ambiguous view where it was placed, rather than wherever a solve happens to put it).
            if let frame = solution.absoluteFrames[view.id], frame.isDrawable, !ambiguous.contains(view.id) {
                solved[view.id] = frame
            } else if let parent = view.parent, let container = solved[parent] {
                solved[view.id] = Rect(
                    x: container.x + view.frame.x, y: container.y + view.frame.y, width: view.frame.width, height: view.frame.height)
            } else {
                solved[view.id] = design[view.id]
            }
        }
        depth = depths
        relative = drawsDesignFrames ? design : solved
        alternative = drawsDesignFrames ? solved : design
        // Custom guides are solved only when constraints use them; drawn in their owner's place.
        for guide in project.guides {
            guard let frame = solution.absoluteFrames[guide.id], frame.isDrawable,
                let ownerSolved = solved[guide.owner], let ownerDrawn = relative[guide.owner]
            else { continue }
            relative[guide.id] = Rect(
                x: frame.x - ownerSolved.x + ownerDrawn.x, y: frame.y - ownerSolved.y + ownerDrawn.y, width: frame.width, height: frame.height)
            offset[guide.id] = offset[guide.owner]
        }
        builtInGuides = BuiltInGuideFrames(project: project, environment: environment, absoluteFrames: relative)
        let rootCount = layoutOrder.filter { $0.parent == nil }.count
        extent = Point(
            x: rootCount == 0 ? LayoutDrawing.padding : rootX - LayoutDrawing.rootGap,
            y: top + (rootCount == 0 ? 0 : rootSize.height))
        // Views may reach outside their root; the canvas holds them, and their outlines, but a
        // view entirely off its root's screen is shown by an arrow at the screen's edge.
        canvas.reserveCapacity(relative.count)
        let screen = Rect(x: 0, y: 0, width: rootSize.width, height: rootSize.height)
        for (id, origin) in offset {
            if let rect = relative[id] {
                canvas[id] = rect.moved(by: origin)
                if views[id]?.parent != nil, !rect.meets(screen) {
                    offCanvas.insert(id)
                    continue
                }
            }
            for rect in [relative[id], alternative[id]].compactMap({ $0 }) where rect.meets(screen) {
                extent = Point(x: max(extent.x, origin.x + rect.maxX), y: max(extent.y, origin.y + rect.maxY))
            }
        }
    }

    /// The drawn frame of a view or custom guide on the canvas; nil for one off its root's
    /// screen (``offCanvas``).
    func frame(of item: ItemID) -> Rect? { offCanvas.contains(item) ? nil : canvas[item] }

    /// Where a view off its root's screen would be drawn, on the canvas.
    func offCanvasFrame(of item: ItemID) -> Rect? { offCanvas.contains(item) ? canvas[item] : nil }

    /// A root's screen on the canvas.
    func screen(of item: ItemID) -> Rect? {
        offset[item].map { Rect(x: $0.x, y: $0.y, width: max(0, layout.environment.rootWidth), height: max(0, layout.environment.rootHeight)) }
    }

    /// The frame not drawn (the design frame, or the solved one with `--design`) on the canvas.
    func alternativeFrame(of item: ItemID) -> Rect? {
        guard let rect = alternative[item], let origin = offset[item] else { return nil }
        return rect.moved(by: origin)
    }

    /// A view's built-in guide on the canvas.
    func frame(of guide: BuiltInGuide, on view: View) -> Rect? {
        guard !offCanvas.contains(view.id), let rect = builtInGuides.frame(of: guide, on: view), rect.isDrawable, let origin = offset[view.id]
        else { return nil }
        return rect.moved(by: origin)
    }

    /// Whether one view is another's ancestor (or the same view).
    ///
    /// - Complexity: O(*d*), the difference of their depths.
    func isAncestor(_ ancestor: ItemID, of item: ItemID) -> Bool {
        guard let top = depth[ancestor], var level = depth[item], level >= top else { return false }
        var next: ItemID? = item
        while let id = next, level > top {
            next = views[id]?.parent
            level -= 1
        }
        return next == ancestor
    }

    /// The view an item is or belongs to (a custom guide belongs to its owner).
    func owningView(of item: ItemID) -> ItemID? { views[item] != nil ? item : guides[item]?.owner }

    /// The nearest common ancestor of the views a constraint's items are or belong to: the
    /// view that holds it, whose direction decides where leading is.
    func holder(of equation: Equation<ItemID>) -> View? {
        let owners = equation.items.compactMap(owningView)
        guard var holder = owners.first else { return nil }
        for other in owners.dropFirst() {
            var candidate: ItemID? = holder
            while let id = candidate, !isAncestor(id, of: other) { candidate = views[id]?.parent }
            guard let common = candidate else { return nil }
            holder = common
        }
        return views[holder]
    }

    /// Whether leading is the right edge for a constraint.
    func isRightToLeft(_ equation: Equation<ItemID>) -> Bool {
        guard mayBeRightToLeft else { return false }
        guard let holder = holder(of: equation) else { return layout.environment.direction == .rightToLeft }
        return builtInGuides.isRightToLeft(holder)
    }
}

extension Rect {
    /// Whether a picture can show it: finite, and neither side negative.
    var isDrawable: Bool {
        [x, y, width, height].allSatisfy(\.isFinite) && width >= 0 && height >= 0
    }

    /// Whether two rectangles meet (share area or an edge): a view off its root's screen does not.
    func meets(_ other: Rect) -> Bool { x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY }

    func moved(by point: Point) -> Rect { Rect(x: x + point.x, y: y + point.y, width: width, height: height) }

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    /// Whether two frames differ by more than half a point anywhere (the solver's measure of
    /// a misplaced view).
    func differs(from other: Rect) -> Bool {
        abs(x - other.x) > 0.5 || abs(y - other.y) > 0.5 || abs(width - other.width) > 0.5 || abs(height - other.height) > 0.5
    }
}
