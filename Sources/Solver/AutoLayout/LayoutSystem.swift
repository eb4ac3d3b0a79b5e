import Model

/// Turns a project's state into a Cassowary system with Auto Layout's meaning, and solves it.
///
/// Each view has four variables: x, y, width and height in the root's coordinates (y down).
/// Attributes are linear expressions of them (`LayoutSystem/expression(for:)`): centerX is
/// x + width/2; leading is left, or right under right-to-left unless the view's semantic
/// content attribute forces a direction; margin attributes and the built-in guides are
/// insets of the frame by the view's margins and safe area. On top of the project's active
/// constraints (placeholders left out unless the environment keeps them) the system adds:
/// the root's frame at the solve's size; the constraints of every view that translates its
/// autoresizing mask (``AutoresizingConstraints``); the design frame of every other view no
/// constraint refers to; and intrinsic content size as hugging (`<=`) and compression resistance (`>=`)
/// constraints at the view's priorities.
///
/// Constraints are added in the engine's canonical order (required first, then from high
/// priority to low, then by expression), so the same revision gives the same frames whatever
/// order its constraints were made or merged in. A required constraint that cannot hold with
/// those added before it is the one broken: it is left out, reported with the constraints it
/// conflicts with, and the solve goes on, as Auto Layout does.
public struct LayoutSystem {
    /// The state being solved.
    public let project: Project
    /// The size, direction, safe area and margins it is solved in.
    public let environment: LayoutEnvironment

    var solver = CassowarySolver()
    var frames: [ItemID: FrameVariables] = [:]
    /// Each scrolling view's content area (its `contentLayout` guide): at its frame's origin (the
    /// design's content offset is zero) and as large as the constraints on it make it.
    var contentFrames: [ItemID: FrameVariables] = [:]
    /// Where each of the engine's constraints comes from, at its handle's raw value (the
    /// engine counts handles up from 0): an array, where a dictionary hashed every handle.
    var origins: [LayoutOrigin?] = []
    let views: ViewsByID
    let guides: [ItemID: LayoutGuide]
    /// Where margins, safe areas and readable widths are taken from.
    let geometry: LayoutGeometry
    /// Whether any constraint can lay out right to left: the environment does, or a view
    /// forces it (else no constraint's holder need be looked for).
    let mayBeRightToLeft: Bool
    /// What the stack views derive: their constraints and guides.
    let arrangement: StackArrangement
    /// What the autoresizing masks make.
    let autoresizing: AutoresizingConstraints
    /// Views that do not keep their design frame even when no constraint refers to them: the
    /// views Add Missing Constraints is asked about, whose unconstrained frames are missing.
    var withoutDesignFrames: Set<ItemID> = []

    struct FrameVariables {
        var x, y, width, height: Variable
    }

    /// The constraints of a solve, and where each comes from, side by side: the engine takes the
    /// constraints as they are, not copied out of pairs.
    struct Batch {
        var constraints: [LinearConstraint] = []
        var origins: [LayoutOrigin] = []

        mutating func reserveCapacity(_ count: Int) {
            constraints.reserveCapacity(count)
            origins.reserveCapacity(count)
        }

        mutating func append(_ constraint: LinearConstraint, _ origin: LayoutOrigin) {
            constraints.append(constraint)
            origins.append(origin)
        }
    }

    /// The system of `project` in `environment`, not yet solved: margins and safe areas are taken
    /// from the design frames, and the stack views' constraints derived (``solve(_:in:)`` solves).
    public init(project: Project, environment: LayoutEnvironment) {
        // One index of the views by id, shared with the geometry (a large layout's views are
        // most of its memory).
        let views = ViewsByID(project.views)
        self.init(
            project: project, environment: environment,
            geometry: LayoutGeometry(
                views: views, environment: environment, absoluteFrames: LayoutGeometry.designFrames(of: project, in: environment)),
            arrangement: StackArrangement(project: project), views: views)
    }

    init(
        project: Project, environment: LayoutEnvironment, geometry: LayoutGeometry, arrangement: StackArrangement,
        views: ViewsByID? = nil
    ) {
        self.project = project
        self.environment = environment
        self.views = views ?? ViewsByID(project.views)
        self.arrangement = arrangement
        self.autoresizing = AutoresizingConstraints(project: project)
        self.guides = Dictionary((project.guides + arrangement.guides).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.geometry = geometry
        self.mayBeRightToLeft =
            environment.direction == .rightToLeft || project.views.contains { $0.semanticContentAttribute == .forceRightToLeft }
    }

    /// Solves the project in the environment.
    ///
    /// Margins, safe areas and readable widths depend on where views are. The first pass takes
    /// them from the design frames; while the solved frames change the ones the constraints
    /// use, the layout is solved again with them (at most `maximumPasses` times), as UIKit
    /// lays out again when a safe area or margin changes. A layout that uses none solves once.
    ///
    /// - Complexity: that of the engine on about 4 variables and 4 + 2 constraints per view,
    ///   times the passes.
    public static func solve(_ project: Project, in environment: LayoutEnvironment) -> LayoutSolution {
        solve(project, in: environment, withoutDesignFramesFor: [])
    }

    /// A solve in which the views named do not keep their design frames when no constraint
    /// refers to them: what they lack shows as ambiguity.
    static func solve(_ project: Project, in environment: LayoutEnvironment, withoutDesignFramesFor views: Set<ItemID>) -> LayoutSolution {
        var system = LayoutSystem(project: project, environment: environment)
        system.withoutDesignFrames = views
        var solution = system.solve()
        // A layout whose constraints use no margin, safe area or readable width solves once.
        let used = system.itemsUsingInsets()
        for _ in 1..<maximumPasses where solution.invalidFrames.isEmpty && !used.isEmpty {
            let solved = LayoutGeometry(project: project, environment: environment, absoluteFrames: solution.absoluteFrames)
            guard !system.insetsAgree(with: solved, for: used) else { break }
            system = LayoutSystem(project: project, environment: environment, geometry: solved, arrangement: system.arrangement)
            system.withoutDesignFrames = views
            solution = system.solve()
        }
        return solution
    }

    /// How many times a solve may lay out again for margins and safe areas to settle.
    static let maximumPasses = 4

    /// The items whose margins, safe area or readable width a constraint uses.
    func itemsUsingInsets() -> Set<ItemID> {
        var used = Set<ItemID>()
        func note(_ equation: Equation<ItemID>) {
            for anchor in [equation.first, equation.second] {
                if let anchor, anchor.guide != nil || anchor.attribute.isMarginForm { used.insert(anchor.item) }
            }
        }
        for constraint in project.constraints where constraint.isActive { note(constraint.equation) }
        for generated in arrangement.constraints { note(generated.equation) }
        return used
    }

    /// Whether every margin, safe area and readable width the constraints use (`used`, from
    /// ``itemsUsingInsets()``) is the same (within 0.001 pt) in another geometry.
    func insetsAgree(with other: LayoutGeometry, for used: Set<ItemID>) -> Bool {
        func measures(_ geometry: LayoutGeometry, _ view: View) -> [Double] {
            let margins = geometry.margins(of: view), safeArea = geometry.safeAreaInsets(of: view)
            return [
                margins.top, margins.left, margins.bottom, margins.right,
                safeArea.top, safeArea.left, safeArea.bottom, safeArea.right, geometry.marginsWidth(of: view),
            ]
        }
        return used.allSatisfy { id in
            guard let view = views[id] else { return true }
            return zip(measures(geometry, view), measures(other, view)).allSatisfy { abs($0 - $1) < 0.001 }
        }
    }

    mutating func solve() -> LayoutSolution {
        let included = project.constraints.filter {
            $0.isActive && (!$0.isPlaceholder || environment.includesPlaceholders)
        }
        // Variables in layout order, guides after views by id: the same state gives the same
        // variables, so the same values. Views are read where they lie (`views.all`), by position:
        // a view is a large value, and copying each out cost more than reading its fields.
        let order = project.viewPositionsInLayoutOrder
        let views = self.views.all
        frames.reserveCapacity(order.count + project.guides.count + arrangement.guides.count)
        for position in order { frames[views[position].id] = makeFrame(views[position].name) }
        for position in order where views[position].kind.scrolls {
            guard let frame = frames[views[position].id] else { continue }
            let name = views[position].name
            contentFrames[views[position].id] = FrameVariables(
                x: frame.x, y: frame.y, width: solver.makeVariable(named: name + ".contentLayout.width"),
                height: solver.makeVariable(named: name + ".contentLayout.height"))
        }
        // A stack view's own constraints place its arranged views, not the stack: one that no
        // constraint of the project refers to keeps its design frame.
        var referenced = Set<ItemID>(minimumCapacity: order.count)
        for constraint in included {
            referenced.insert(constraint.equation.first.item)
            if let second = constraint.equation.second { referenced.insert(second.item) }
        }
        for generated in arrangement.constraints {
            for item in [generated.equation.first.item, generated.equation.second?.item] {
                if let item, item != generated.stack { referenced.insert(item) }
            }
        }
        for guide in project.guides.sorted(by: { $0.id < $1.id }) + arrangement.guides where referenced.contains(guide.id) {
            frames[guide.id] = makeFrame(guide.name)
        }
        var batch = Batch()
        batch.reserveCapacity(included.count + 2 * order.count)
        for position in order {
            let id = views[position].id
            appendStructuralConstraints(
                for: position, isReferenced: referenced.contains(id) || withoutDesignFrames.contains(id), to: &batch)
        }
        for constraint in included.sorted(by: { $0.id < $1.id }) {
            if let linear = linearConstraint(for: constraint.equation, priority: constraint.priority) {
                batch.append(linear, .constraint(constraint.id))
            }
        }
        for generated in arrangement.constraints {
            if let linear = linearConstraint(for: generated.equation, priority: generated.priority) {
                batch.append(linear, .stackArrangement(generated))
            }
        }
        for generated in autoresizing.constraints {
            if let linear = linearConstraint(for: generated) { batch.append(linear, .autoresizingMask(generated)) }
        }

        let results = solver.add(batch.constraints)
        // The engine adds in its own order, so every handle is known before conflicts name them.
        origins.reserveCapacity(origins.count + batch.origins.count)
        for (result, origin) in zip(results, batch.origins) {
            guard case .success(let handle) = result else { continue }
            if handle.rawValue >= origins.count { origins += repeatElement(nil, count: handle.rawValue + 1 - origins.count) }
            origins[handle.rawValue] = origin
        }
        var unsatisfiable: [Unsatisfiable] = []
        for (result, origin) in zip(results, batch.origins) {
            // Other failures are invalid numbers, which the Model's rules refuse before a solve.
            if case .failure(.unsatisfiableConstraint(_, let conflicts)) = result {
                unsatisfiable.append(Unsatisfiable(broken: origin, conflicting: conflicts.compactMap { self.origin(of: $0) }))
            }
        }
        return solution(order: order, unsatisfiable: unsatisfiable)
    }

    /// Where the engine's constraint with this handle comes from.
    func origin(of handle: ConstraintHandle) -> LayoutOrigin? {
        origins.indices.contains(handle.rawValue) ? origins[handle.rawValue] : nil
    }

    mutating func makeFrame(_ name: String) -> FrameVariables {
        FrameVariables(
            x: solver.makeVariable(named: name + ".x"), y: solver.makeVariable(named: name + ".y"),
            width: solver.makeVariable(named: name + ".width"), height: solver.makeVariable(named: name + ".height"))
    }

    /// Appends the constraints the layout adds for a view: the root's frame, or the design
    /// frame of a view nothing refers to that does not translate an autoresizing mask, and its
    /// intrinsic content size. `position`: the view's place in `views.all`, where its fields
    /// are read.
    private func appendStructuralConstraints(
        for position: Int, isReferenced: Bool, to constraints: inout Batch
    ) {
        let views = self.views.all
        let id = views[position].id
        guard let frame = frames[id] else { return }
        guard let parentID = views[position].parent else {
            for (variable, value) in [(frame.x, 0), (frame.y, 0), (frame.width, environment.rootWidth), (frame.height, environment.rootHeight)] {
                constraints.append(LinearConstraint(variable, .equal, value), .rootFrame(id))
            }
            return
        }
        if !isReferenced, views[position].autoresizingMask == nil, let parent = frames[parentID] {
            let design = views[position].frame
            constraints.append(
                LinearConstraint(frame.x, .equal, LinearExpression(parent.x) + LinearExpression(constant: design.x)), .designFrame(id))
            constraints.append(
                LinearConstraint(frame.y, .equal, LinearExpression(parent.y) + LinearExpression(constant: design.y)), .designFrame(id))
            constraints.append(LinearConstraint(frame.width, .equal, design.width), .designFrame(id))
            constraints.append(LinearConstraint(frame.height, .equal, design.height), .designFrame(id))
        }
        // Intrinsic content size is the alignment rectangle's: the frame is larger by the alignment insets.
        let insets = views[position].alignmentInsets
        let intrinsicSize = views[position].intrinsicContentSize
        for axis in Axis.allCases {
            let intrinsic = axis == .horizontal ? intrinsicSize.width : intrinsicSize.height
            guard let intrinsic else { continue }
            let size = intrinsic + (axis == .horizontal ? insets.left + insets.right : insets.top + insets.bottom)
            let variable = axis == .horizontal ? frame.width : frame.height
            constraints.append(
                LinearConstraint(variable, .lessThanOrEqual, size, priority: views[position].contentHugging[axis].rawValue),
                .contentHugging(id, axis))
            constraints.append(
                LinearConstraint(variable, .greaterThanOrEqual, size, priority: views[position].compressionResistance[axis].rawValue),
                .compressionResistance(id, axis))
        }
    }

    /// The engine's form of a project constraint: `first relation multiplier * second + constant`.
    ///
    /// Under right-to-left, a constraint on leading or trailing attributes reads its constants
    /// towards the trailing side, as UIKit does (`a.leading = root.leading + 20` puts `a` 20 pt
    /// in from the right edge): it is stated in mirrored x, where every horizontal location is
    /// negated. Whether it is mirrored follows the direction of the view that holds it.
    func linearConstraint(for equation: Equation<ItemID>, priority: Priority) -> LinearConstraint? {
        // Not an array of the two: this runs for every constraint solved and every constant measured.
        let usesNaturalDirection = equation.first.attribute.direction == .natural || equation.second?.attribute.direction == .natural
        let mirrored = usesNaturalDirection && isRightToLeft(equation)
        // Edges and margins of a scroll view constrained to what it contains are its content
        // area's, as the Auto Layout Guide's "Working with Scroll Views" says: the content sizes
        // the scrollable area. Its width, height and centres, and its guides, stay its frame's.
        func inContent(_ anchor: Anchor<ItemID>, other: Anchor<ItemID>?) -> Bool {
            guard !contentFrames.isEmpty, contentFrames[anchor.item] != nil, anchor.guide == nil, anchor.attribute.edge.isSide,
                let other, other.item != anchor.item
            else { return false }
            return isInside(other.item, anchor.item)
        }
        func stated(_ anchor: Anchor<ItemID>, other: Anchor<ItemID>?) -> LinearExpression? {
            guard let value = expression(for: anchor, rightToLeft: mirrored, inContent: inContent(anchor, other: other)) else { return nil }
            return mirrored && anchor.attribute.kind == .location && anchor.attribute.axis == .horizontal ? -value : value
        }
        guard let first = stated(equation.first, other: equation.second) else { return nil }
        var right = LinearExpression(constant: equation.constant)
        if let second = equation.second {
            guard let secondExpression = stated(second, other: equation.first) else { return nil }
            right = right + secondExpression * equation.multiplier
        }
        let relation: LinearConstraint.Relation =
            switch equation.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return LinearConstraint(first, relation, right, priority: priority.rawValue)
    }

    /// The engine's form of an autoresizing constraint: the view's position from its
    /// superview's origin, or its length, as a share of the superview's length plus a constant.
    func linearConstraint(for generated: AutoresizingConstraint) -> LinearConstraint? {
        guard let frame = frames[generated.view], let superview = frames[generated.superview] else { return nil }
        let horizontal = generated.measure.axis == .horizontal
        var right = LinearExpression(constant: generated.constant)
        if generated.multiplier != 0 {
            right = right + LinearExpression(horizontal ? superview.width : superview.height) * generated.multiplier
        }
        let variable: Variable
        switch generated.measure {
        case .minX: (variable, right) = (frame.x, right + LinearExpression(superview.x))
        case .minY: (variable, right) = (frame.y, right + LinearExpression(superview.y))
        case .width: variable = frame.width
        case .height: variable = frame.height
        }
        return LinearConstraint(variable, .equal, right, priority: generated.priority.rawValue)
    }

    /// Whether an item (a view, or a guide by its owner) lies inside a view, at any depth.
    func isInside(_ item: ItemID, _ container: ItemID) -> Bool {
        var next = views.parent(of: item) ?? guides[item]?.owner
        var steps = 0
        while let id = next, steps <= views.count {
            if id == container { return true }
            next = views.parent(of: id)
            steps += 1
        }
        return false
    }

    /// The solution read from the solved engine. `order`: the positions of the views in
    /// `views.all`, in layout order, where their fields are read.
    private func solution(order: [Int], unsatisfiable: [Unsatisfiable]) -> LayoutSolution {
        var absolute = [ItemID: Rect](minimumCapacity: frames.count)
        let stackGuides = Set(arrangement.guides.map(\.id))
        // Every value at once: asking for each variable would evaluate its definitions anew.
        let values = solver.solution()
        for (id, frame) in frames where stackGuides.isEmpty || !stackGuides.contains(id) {
            absolute[id] = Rect(
                x: cleaned(values[frame.x]), y: cleaned(values[frame.y]),
                width: cleaned(values[frame.width]), height: cleaned(values[frame.height]))
        }
        var relative = [ItemID: Rect](minimumCapacity: absolute.count)
        for (id, rect) in absolute {
            let container = views.parent(of: id) ?? guides[id]?.owner
            let origin = container.flatMap { absolute[$0] } ?? .zero
            relative[id] = Rect(x: cleaned(rect.x - origin.x), y: cleaned(rect.y - origin.y), width: rect.width, height: rect.height)
        }
        var ambiguous: [Ambiguity] = []
        var invalid: [InvalidFrame] = []
        var misplaced: [Misplacement] = []
        let all = self.views.all
        var placed: [Int] = []
        var variables: [Variable] = []
        placed.reserveCapacity(order.count)
        variables.reserveCapacity(4 * order.count)
        for position in order where all[position].parent != nil {
            guard let frame = frames[all[position].id] else { continue }
            placed.append(position)
            variables.append(frame.x)
            variables.append(frame.y)
            variables.append(frame.width)
            variables.append(frame.height)
        }
        // Asked of all views at once: each definition's part is worked out once.
        let undetermined = solver.ambiguity(of: variables)
        for (index, position) in placed.enumerated() {
            let id = all[position].id
            guard let solved = relative[id] else { continue }
            let flags = undetermined[4 * index..<4 * index + 4]
            let isAmbiguous = flags.contains(true)
            if isAmbiguous {
                ambiguous.append(Ambiguity(item: id, attributes: zip(Ambiguity.Attribute.allCases, flags).filter(\.1).map(\.0)))
            }
            if let problem = InvalidFrame.Problem(of: solved) {
                invalid.append(InvalidFrame(item: id, solvedFrame: solved, problem: problem))
                continue
            }
            // An ambiguous view's solved frame is one of many: it is not misplaced, it is
            // ambiguous (and Update Frames leaves it alone).
            guard !isAmbiguous else { continue }
            let design = all[position].frame
            if abs(solved.x - design.x) > 0.5 || abs(solved.y - design.y) > 0.5 || abs(solved.width - design.width) > 0.5
                || abs(solved.height - design.height) > 0.5
            {
                misplaced.append(Misplacement(item: id, designFrame: design, solvedFrame: solved))
            }
        }
        let unsatisfied = solver.unsatisfiedConstraints(in: values).compactMap { origin(of: $0) }
        return LayoutSolution(
            frames: relative, absoluteFrames: absolute, unsatisfiable: unsatisfiable, ambiguous: ambiguous,
            invalidFrames: invalid, misplaced: misplaced, unsatisfiedOptional: unsatisfied)
    }
}

/// Rounds away the last bits of floating-point noise (and -0), so frames print as people expect.
func cleaned(_ value: Double) -> Double {
    let rounded = (value * 1e6).rounded() / 1e6
    return rounded == 0 ? 0 : rounded
}
