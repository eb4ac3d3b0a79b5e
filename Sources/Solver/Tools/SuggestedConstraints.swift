import Model

/// Interface Builder's Add Missing Constraints: the constraints that make views unambiguous
/// and keep each at its design frame, written in the spirit of the seeds' guidelines.
///
/// For each view, what its constraints leave undetermined (x, y, width, height, found by
/// solving with the view's design frame left out) is pinned:
/// - to the nearest neighbour on that side in the design frames (a sibling that overlaps the
///   view across the axis and whose frame its own constraints already determine: one that
///   keeps its design frame only because nothing refers to it would lose it), else to the superview's
///   margins (the safe area at a root view's top and bottom), or its edge when the view sits
///   outside the margins;
/// - with leading and trailing, never left and right;
/// - a view wider (taller) than half its superview by both sides, so it follows the superview
///   (inside a scroll view, whose far edges are its content area's, by its leading or top side
///   and its size);
///   a centred one by its centre; any other by its nearer side and a fixed size;
/// - no fixed size where the view's intrinsic content size already gives it (a stack view's
///   fitted size is not one: a stack whose content fits in another size than its design
///   frame's gets its size pinned).
/// Constants are measured on the design frames (``LayoutMeasurement``), so the layout solves
/// to them exactly. Existing constraints are never touched, and a suggestion the layout would
/// have to break (against a stack view's own constraints, say) is left out. Views are taken parents first;
/// within a superview, left to right for horizontal pins and top to bottom for vertical ones,
/// so every pin refers to a view already determined.
public enum SuggestedConstraints {
    /// The constraints Add Missing Constraints adds for `items` (views; others are ignored).
    ///
    /// - Complexity: two solves of the project (one when every view it pins is bound by nothing
    ///   else), one more for each level of nested stack views (or views with some constraints
    ///   but not enough) below the first, plus, per view, a
    ///   search of its siblings sorted by each edge that looks at those up to its nearest
    ///   candidate on each side (O(log *s*) for *s* siblings in rows, lists and grids).
    public static func missing(for items: Set<ItemID>, in project: Project, environment: LayoutEnvironment) -> [Constraint] {
        missing(for: items, in: project, environment: environment, cuttingTheFarSideShort: true)
    }

    /// ``missing(for:in:environment:)``; without `cuttingTheFarSideShort`, the search on a
    /// view's far side goes on to the nearest candidate however far it is, and with
    /// `solvingFreePinsAgain` the pins of views nothing else binds are solved again too (what
    /// the tests compare the shortcuts with).
    static func missing(
        for items: Set<ItemID>, in project: Project, environment: LayoutEnvironment, cuttingTheFarSideShort: Bool,
        solvingFreePinsAgain: Bool = false
    ) -> [Constraint] {
        var builder = Builder(project: project, items: items, environment: environment, cutsTheFarSideShort: cuttingTheFarSideShort)
        builder.solvesFreePinsAgain = solvingFreePinsAgain
        return builder.run()
    }

    private struct Builder {
        let project: Project
        let items: Set<ItemID>
        let environment: LayoutEnvironment
        let views: [ItemID: View]
        let design: [ItemID: Rect]
        let neighbours: DesignNeighbours
        /// Views some constraint mentions, or a stack arranges.
        let constrained: Set<ItemID>
        /// What each view's constraints leave open, per attribute, as last solved.
        var open: [ItemID: Set<Ambiguity.Attribute>] = [:]
        /// Each view's frame as last solved (relative to its superview).
        var solved: [ItemID: Rect] = [:]
        var added: [Constraint] = []
        /// Whether a view's far side is searched only as far as its near side's pin reaches.
        let cutsTheFarSideShort: Bool
        /// Whether the layout is solved again after pinning views that nothing else binds
        /// (see ``isFree(_:)``), where no pin can break.
        var solvesFreePinsAgain = false

        init(project: Project, items: Set<ItemID>, environment: LayoutEnvironment, cutsTheFarSideShort: Bool) {
            self.project = project
            self.items = items
            self.environment = environment
            self.cutsTheFarSideShort = cutsTheFarSideShort
            neighbours = DesignNeighbours(project: project, environment: environment)
            views = neighbours.views
            design = neighbours.designFrames
            constrained = Set(project.constraints.flatMap(\.equation.items) + project.views.flatMap { $0.stack?.arrangedSubviews ?? [] })
        }

        mutating func run() -> [Constraint] {
            solve()
            // Parents first, every view no constraint mentions: each pins to its superview or
            // to siblings already placed, so none of them waits for another solve.
            var parents = project.rootViews.map(\.id)
            var partial: [View] = []
            var allFree = true
            while !parents.isEmpty {
                let level = parents.flatMap { neighbours.children[$0] ?? [] }
                let named = level.filter { items.contains($0.id) }
                let unconstrained = named.filter { !constrained.contains($0.id) }
                allFree = allFree && unconstrained.allSatisfy(isFree)
                pin(unconstrained)
                partial += named.filter { constrained.contains($0.id) }
                parents = level.map(\.id)
            }
            // Pins of free views only, and no view waiting for them: the solve below would
            // find nothing broken and nothing left to pin.
            if partial.isEmpty && allFree && !solvesFreePinsAgain { return added }
            // Then the views whose own constraints (or stack) settle part of their frame: what
            // they leave open once everything above them is settled, solved again as often as
            // nesting needs. A suggestion the solve has to break is left out, and its view
            // given up on.
            var givenUp: Set<ItemID> = []
            for _ in 0..<Self.maximumRounds {
                let broken = solve()
                if !broken.isEmpty {
                    givenUp.formUnion(added.filter { broken.contains($0.id) }.map(\.equation.first.item))
                    added.removeAll { broken.contains($0.id) }
                    continue
                }
                partial.removeAll { (open[$0.id] ?? []).isEmpty || givenUp.contains($0.id) }
                let ready = partial.filter(ancestorsAreSettled)
                guard !ready.isEmpty else { break }
                partial.removeAll { view in ready.contains { $0.id == view.id } }
                for group in Dictionary(grouping: ready, by: \.parent).sorted(by: { ($0.key?.description ?? "") < ($1.key?.description ?? "") }) {
                    pin(group.value)
                }
            }
            return added
        }

        /// Whether nothing but the pins this adds binds the view's frame, so that they cannot
        /// break: no constraint names it (the views pinned first), it arranges no stack, it
        /// translates no autoresizing mask and no subview of it translates one (whose
        /// constraints would tie its position to its size), and its intrinsic size is not held
        /// at the required priority. Each pin then sets a frame value no other required
        /// constraint touches, in terms of views pinned before it or settled already.
        private func isFree(_ view: View) -> Bool {
            guard view.stack == nil, view.autoresizingMask == nil else { return false }
            for axis in Axis.allCases {
                let intrinsic = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                if intrinsic != nil && (view.contentHugging[axis].isRequired || view.compressionResistance[axis].isRequired) { return false }
            }
            return (neighbours.children[view.id] ?? []).allSatisfy { $0.autoresizingMask == nil }
        }

        /// How many times the suggestions are solved again at most (nested stack views need one each).
        static let maximumRounds = 8

        private func ancestorsAreSettled(_ view: View) -> Bool {
            var parent = view.parent
            while let id = parent {
                if !(open[id] ?? []).isEmpty { return false }
                parent = views[id]?.parent
            }
            return true
        }

        /// Solves the project with what has been added, the named views' design frames left
        /// out; returns the added constraints the solve had to break.
        @discardableResult
        private mutating func solve() -> Set<ConstraintID> {
            var current = project
            current.constraints += added
            let solution = LayoutSystem.solve(current, in: environment, withoutDesignFramesFor: items)
            open = [:]
            for ambiguity in solution.ambiguous { open[ambiguity.item] = Set(ambiguity.attributes) }
            solved = solution.frames
            return Set(
                solution.unsatisfiable.compactMap { conflict -> ConstraintID? in
                    guard case .constraint(let id) = conflict.broken else { return nil }
                    return id
                })
        }

        private mutating func pin(_ group: [View]) {
            // The positions are sorted, not the views: a view is a large value, and moving
            // them about was a sixth of the suggestions' time on 5,000 views. Each view's
            // place is read once, not in every comparison (which copied the two views).
            for axis in [Axis.horizontal, .vertical] {
                let places = group.map { view in
                    Place(
                        along: axis == .horizontal ? view.frame.x : view.frame.y, across: axis == .horizontal ? view.frame.y : view.frame.x,
                        id: view.id)
                }
                for index in places.indices.sorted(by: { places[$0] < places[$1] }) { pin(group[index], on: axis) }
            }
        }

        /// Where a view is for the order views are pinned in on an axis: along it, then across
        /// it, then by id.
        private struct Place: Comparable {
            var along: Double
            var across: Double
            var id: ItemID

            static func < (a: Place, b: Place) -> Bool {
                (a.along, a.across) != (b.along, b.across) ? (a.along, a.across) < (b.along, b.across) : a.id < b.id
            }
        }

        private mutating func pin(_ view: View, on axis: Axis) {
            let horizontal = axis == .horizontal
            let missing = open[view.id] ?? []
            let position: Ambiguity.Attribute = horizontal ? .x : .y, size: Ambiguity.Attribute = horizontal ? .width : .height
            // The superview, read once (a view is a large value, copied out at each lookup).
            let superview = view.parent.flatMap { views[$0] }
            let parentIsStack = superview?.stack?.arrangedSubviews.contains(view.id) ?? false
            let needsPosition = missing.contains(position) && !parentIsStack
            // A stack view has no intrinsic size of its own: the size its content fits in is not
            // the one the design gives it when the two differ.
            let fitted = solved[view.id].map { horizontal ? $0.width : $0.height }
            let needsSize =
                missing.contains(size)
                || (view.stack != nil && !parentIsStack && fitted.map { abs($0 - (horizontal ? view.frame.width : view.frame.height)) > 0.5 } == true)
            guard needsPosition || needsSize, let parent = view.parent, let parentFrame = superview?.frame else { return }
            let frame = view.frame
            let extent = horizontal ? frame.width : frame.height
            let containerExtent = design[parent].map { horizontal ? $0.width : $0.height } ?? (horizontal ? parentFrame.width : parentFrame.height)
            let start = horizontal ? Attribute.leading : .top, end = horizontal ? Attribute.trailing : .bottom
            let sizeAttribute = horizontal ? Attribute.width : .height
            var equations: [Equation<ItemID>] = []
            // The candidates' test reads these, not `self`: a closure calling a method would
            // copy the whole builder for each sibling it is asked about.
            let openNow = open, constrainedViews = constrained, named = items
            func isCandidate(_ item: ItemID) -> Bool {
                Self.isDetermined(item, horizontally: horizontal, open: openNow, constrained: constrainedViews, items: named)
            }
            func spacing(_ edge: Attribute) -> Equation<ItemID> {
                var looked = 0
                return neighbours.pin(facing: edge, of: view, toMargins: true, where: isCandidate, unlessFartherThan: .infinity, looked: &looked)!
            }
            // The pin of the `edge` side when its constant is smaller than `other`'s, else
            // `other` (the nearer side wins, `other` on a tie). The search on that side stops
            // once nothing on it can be nearer.
            func nearer(facing edge: Attribute, than other: Equation<ItemID>) -> Equation<ItemID> {
                var looked = 0
                guard
                    let pin = neighbours.pin(
                        facing: edge, of: view, toMargins: true, where: isCandidate,
                        unlessFartherThan: cutsTheFarSideShort ? abs(other.constant) : .infinity, looked: &looked)
                else { return other }
                return abs(other.constant) <= abs(pin.constant) ? other : pin
            }
            if needsPosition {
                let centre = horizontal ? frame.x + frame.width / 2 : frame.y + frame.height / 2
                let centred = abs(centre - containerExtent / 2) <= 0.5
                if superview?.kind.scrolls == true {
                    // A scroll view's trailing, bottom and centre, seen from inside, are its content
                    // area's, which its content sizes: the leading (top) side places the view.
                    equations.append(spacing(start))
                } else if needsSize && extent > containerExtent / 2 {
                    equations += [spacing(start), spacing(end)]
                } else if centred {
                    let attribute: Attribute = horizontal ? .centerX : .centerY
                    equations.append(neighbours.measured(Equation(Anchor(view.id, attribute), .equal, Anchor(parent, attribute))))
                } else {
                    equations.append(nearer(facing: end, than: spacing(start)))
                }
            }
            if needsSize && equations.count < 2 {
                equations.append(Equation(Anchor(view.id, sizeAttribute), .equal, constant: extent))
            }
            added += equations.map { Constraint(equation: $0) }
            open[view.id]?.remove(position)
            open[view.id]?.remove(size)
        }

        /// Whether a sibling can be pinned to: its frame is determined on that axis, by
        /// constraints (a view that keeps its design frame only because nothing refers to it
        /// would lose it once something did).
        private static func isDetermined(
            _ item: ItemID, horizontally: Bool, open: [ItemID: Set<Ambiguity.Attribute>], constrained: Set<ItemID>, items: Set<ItemID>
        ) -> Bool {
            guard constrained.contains(item) || items.contains(item) else { return false }
            guard let missing = open[item] else { return true }
            return horizontally ? !missing.contains(.x) && !missing.contains(.width) : !missing.contains(.y) && !missing.contains(.height)
        }
    }
}
