import Model
import Solver

/// Layouts of about N views with the shapes real screens have, for `layoutstore-bench shapes`:
///
/// - `list`: a vertical list, each label pinned 8 pt below the one above
///   (`V:|-20-[l0]-8-[l1]-8-…`) and 16 pt in from both sides; heights from the labels'
///   intrinsic size.
/// - `cards`: cards of ten views chained down the root, each card holding nine labels in a
///   vertical list, its height their sum (so every card's place depends on every label above).
/// - `random`: seeded; blocks chained down a scroll view's content, each drawn from what
///   documents contain: a row of labels chained leading to trailing, stacks in stacks, a view
///   sized by inequalities and preferences, labels placed at five priority levels, a card, a
///   grid of square cells of equal widths, and a scroll view with a list as its content.
///
/// Every layout is complete (nothing ambiguous or unsatisfiable); each view's design frame is
/// where the solve puts it, so `check` finds no problems.
enum ShapeLayouts {
    enum Shape: String, CaseIterable {
        case list, cards, random
    }

    static let screenWidth = 375.0

    static func project(_ shape: Shape, views: Int, seed: UInt64) -> Project {
        var builder = Builder(name: "Shape-\(shape.rawValue)")
        switch shape {
        case .list:
            builder.list(in: builder.root, labels: views - 1, inset: 16, first: 20)
        case .cards:
            var above: ItemID?
            for _ in 0..<max(1, (views - 1) / 10) {
                above = builder.card(in: builder.root, below: above, labels: 9)
            }
        case .random:
            var generator = SplitMix64(state: seed)
            builder.random(views: views, using: &generator)
        }
        return builder.solvedProject()
    }

    /// A seeded generator (SplitMix64), so that a layout can be made again.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    struct Builder {
        var project: Project
        var root: ItemID { project.views[0].id }
        var childCount: [ItemID: Int] = [:]

        init(name: String) {
            project = Project(name: name, views: [View(name: "root", frame: Rect(x: 0, y: 0, width: ShapeLayouts.screenWidth, height: 812))])
        }

        mutating func view(_ kind: ViewKind, in parent: ItemID, intrinsic: IntrinsicContentSize = .noIntrinsicMetric) -> ItemID {
            let index = childCount[parent, default: 0]
            childCount[parent] = index + 1
            let view = View(name: "\(kind.rawValue)\(project.views.count)", parent: parent, index: index, kind: kind, intrinsicContentSize: intrinsic)
            project.views.append(view)
            return view.id
        }

        mutating func label(in parent: ItemID, width: Double = 120, height: Double = 21) -> ItemID {
            view(.label, in: parent, intrinsic: IntrinsicContentSize(width: width, height: height))
        }

        mutating func pin(
            _ item: ItemID, _ attribute: Attribute, _ relation: Relation = .equal, _ other: ItemID? = nil, _ otherAttribute: Attribute? = nil,
            multiplier: Double = 1, constant: Double = 0, priority: Priority = .required
        ) {
            let second = other.map { Anchor($0, otherAttribute ?? attribute) }
            project.constraints.append(
                Constraint(
                    equation: Equation(Anchor(item, attribute), relation, multiplier: multiplier, second, constant: constant), priority: priority))
        }

        /// `item` 8 pt below `above`, or `first` pt below the top of `container` when there is none.
        mutating func chainDown(_ item: ItemID, below above: ItemID?, in container: ItemID, first: Double = 8) {
            if let above {
                pin(item, .top, .equal, above, .bottom, constant: 8)
            } else {
                pin(item, .top, .equal, container, .top, constant: first)
            }
        }

        mutating func sides(_ item: ItemID, in container: ItemID, inset: Double) {
            pin(item, .leading, .equal, container, .leading, constant: inset)
            pin(item, .trailing, .equal, container, .trailing, constant: -inset)
        }

        /// Labels one below the other in `container`; returns the last.
        @discardableResult
        mutating func list(in container: ItemID, labels: Int, inset: Double, first: Double) -> ItemID? {
            var above: ItemID?
            for _ in 0..<labels {
                let label = label(in: container)
                sides(label, in: container, inset: inset)
                chainDown(label, below: above, in: container, first: first)
                above = label
            }
            return above
        }

        /// A card below `above` (or at the top of `container`) whose height is its labels'; in a
        /// scroll view, as wide as its frame less 16 pt a side.
        mutating func card(in container: ItemID, below above: ItemID?, labels: Int, width scroll: ItemID? = nil) -> ItemID {
            let card = view(.view, in: container)
            if let scroll {
                blockSides(card, in: scroll)
            } else {
                sides(card, in: container, inset: 16)
            }
            chainDown(card, below: above, in: container)
            if let last = list(in: card, labels: labels, inset: 12, first: 12) {
                pin(card, .bottom, .equal, last, .bottom, constant: 12)
            }
            return card
        }

        // MARK: Random shapes

        mutating func random(views: Int, using generator: inout SplitMix64) {
            let scroll = view(.scrollView, in: root)
            for attribute in [Attribute.top, .bottom, .leading, .trailing] { pin(scroll, attribute, .equal, root, attribute) }
            var above: ItemID?
            while project.views.count < views {
                // Only the new block's own constraints are looked at below: searching all of them
                // for each block made the generator itself quadratic.
                let firstOfBlock = project.constraints.count
                let block: ItemID
                switch Int.random(in: 0..<7, using: &generator) {
                case 0: block = row(in: scroll, using: &generator)
                case 1: block = stacks(in: scroll, using: &generator)
                case 2: block = sizedByInequalities(in: scroll, using: &generator)
                case 3: block = priorityLevels(in: scroll, using: &generator)
                case 4: block = card(in: scroll, below: above, labels: Int.random(in: 2...9, using: &generator), width: scroll)
                case 5: block = grid(in: scroll, using: &generator)
                default: block = nestedScroll(in: scroll, using: &generator)
                }
                if !project.constraints[firstOfBlock...].contains(where: { $0.equation.first.item == block && $0.equation.first.attribute == .top }) {
                    chainDown(block, below: above, in: scroll)
                }
                above = block
            }
            if let above { pin(scroll, .bottom, .equal, above, .bottom, constant: 8) }
        }

        /// A block's width: the scroll view's frame less 16 pt a side, at 16 pt from its content's
        /// leading and trailing edges.
        mutating func blockSides(_ block: ItemID, in scroll: ItemID) {
            pin(block, .leading, .equal, scroll, .leading, constant: 16)
            pin(block, .trailing, .equal, scroll, .trailing, constant: -16)
            pin(block, .width, .equal, scroll, .width, constant: -32)
        }

        /// Two to six labels chained leading to trailing, the row as tall as the first.
        mutating func row(in scroll: ItemID, using generator: inout SplitMix64) -> ItemID {
            let row = view(.view, in: scroll)
            blockSides(row, in: scroll)
            var previous: ItemID?
            var first: ItemID?
            for _ in 0..<Int.random(in: 2...6, using: &generator) {
                let label = label(in: row, width: Double(Int.random(in: 20...40, using: &generator)), height: 21)
                if let previous {
                    pin(label, .leading, .equal, previous, .trailing, constant: 8)
                    pin(label, .top, .equal, previous, .top)
                } else {
                    pin(label, .leading, .equal, row, .leading, constant: 8)
                    pin(label, .top, .equal, row, .top, constant: 8)
                    first = label
                }
                previous = label
            }
            if let previous { pin(previous, .trailing, .lessThanOrEqual, row, .trailing, constant: -8) }
            if let first { pin(row, .bottom, .equal, first, .bottom, constant: 8) }
            return row
        }

        /// A vertical stack view of two to four horizontal stack views (equal widths) of two to
        /// four labels each.
        mutating func stacks(in scroll: ItemID, using generator: inout SplitMix64) -> ItemID {
            let outer = view(.stackView, in: scroll)
            blockSides(outer, in: scroll)
            var rows: [ItemID] = []
            for _ in 0..<Int.random(in: 2...4, using: &generator) {
                let inner = view(.stackView, in: outer)
                let labels = (0..<Int.random(in: 2...4, using: &generator)).map { _ in label(in: inner, width: 40) }
                setStack(inner, StackView(axis: .horizontal, distribution: .fillEqually, spacing: .points(8), arrangedSubviews: labels))
                rows.append(inner)
            }
            setStack(outer, StackView(axis: .vertical, spacing: .points(4), arrangedSubviews: rows))
            return outer
        }

        mutating func setStack(_ id: ItemID, _ stack: StackView) {
            guard let index = project.views.lastIndex(where: { $0.id == id }) else { return }
            project.views[index].stack = stack
        }

        /// A view between 100 and 300 pt wide that would be 200 at one priority and as wide as
        /// the block at a lower one, at least 30 pt tall and 44 at a preference.
        mutating func sizedByInequalities(in scroll: ItemID, using generator: inout SplitMix64) -> ItemID {
            let block = view(.view, in: scroll)
            blockSides(block, in: scroll)
            let sized = view(.view, in: block)
            pin(sized, .leading, .equal, block, .leading, constant: Double(Int.random(in: 0...16, using: &generator)))
            pin(sized, .top, .equal, block, .top)
            pin(sized, .width, .greaterThanOrEqual, constant: 100)
            pin(sized, .width, .lessThanOrEqual, constant: 300)
            pin(sized, .width, .equal, constant: 200, priority: 500)
            pin(sized, .width, .equal, block, .width, priority: 250)
            pin(sized, .height, .greaterThanOrEqual, constant: 30)
            pin(sized, .height, .equal, constant: 44, priority: 750)
            pin(block, .bottom, .equal, sized, .bottom)
            return block
        }

        /// A label placed by five priority levels: required bounds, a 999 leading, 750 and 500
        /// widths that disagree, and a 250 centring that cannot hold.
        mutating func priorityLevels(in scroll: ItemID, using generator: inout SplitMix64) -> ItemID {
            let block = view(.view, in: scroll)
            blockSides(block, in: scroll)
            let label = label(in: block, width: Double(Int.random(in: 40...80, using: &generator)))
            pin(label, .leading, .greaterThanOrEqual, block, .leading, constant: 8)
            pin(label, .trailing, .lessThanOrEqual, block, .trailing, constant: -8)
            pin(label, .leading, .equal, block, .leading, constant: 20, priority: 999)
            pin(label, .width, .equal, constant: 150, priority: 750)
            pin(label, .width, .equal, constant: 90, priority: 500)
            pin(label, .centerX, .equal, block, .centerX, priority: 250)
            pin(label, .top, .equal, block, .top, constant: 4)
            pin(block, .bottom, .equal, label, .bottom, constant: 4)
            return block
        }

        /// Two to four rows of two to four square cells of equal widths, 4 pt apart.
        mutating func grid(in scroll: ItemID, using generator: inout SplitMix64) -> ItemID {
            let grid = view(.view, in: scroll)
            blockSides(grid, in: scroll)
            let columns = Int.random(in: 2...4, using: &generator)
            var first: ItemID?
            var rowAbove: ItemID?
            for _ in 0..<Int.random(in: 2...4, using: &generator) {
                var previous: ItemID?
                var rowFirst: ItemID?
                for _ in 0..<columns {
                    let cell = view(.imageView, in: grid)
                    if let previous {
                        pin(cell, .leading, .equal, previous, .trailing, constant: 4)
                        pin(cell, .top, .equal, previous, .top)
                    } else {
                        pin(cell, .leading, .equal, grid, .leading)
                        if let rowAbove {
                            pin(cell, .top, .equal, rowAbove, .bottom, constant: 4)
                        } else {
                            pin(cell, .top, .equal, grid, .top)
                        }
                        rowFirst = cell
                    }
                    if let first {
                        pin(cell, .width, .equal, first, .width)
                    } else {
                        first = cell
                    }
                    pin(cell, .height, .equal, cell, .width)
                    previous = cell
                }
                if let previous { pin(previous, .trailing, .equal, grid, .trailing) }
                rowAbove = rowFirst
            }
            if let rowAbove { pin(grid, .bottom, .equal, rowAbove, .bottom) }
            return grid
        }

        /// A scroll view 120 pt tall holding two to eight labels in a list, its content.
        mutating func nestedScroll(in scroll: ItemID, using generator: inout SplitMix64) -> ItemID {
            let nested = view(.scrollView, in: scroll)
            blockSides(nested, in: scroll)
            pin(nested, .height, .equal, constant: 120)
            var above: ItemID?
            for _ in 0..<Int.random(in: 2...8, using: &generator) {
                let label = label(in: nested)
                pin(label, .leading, .equal, nested, .leading, constant: 8)
                pin(label, .trailing, .equal, nested, .trailing, constant: -8)
                pin(label, .width, .equal, nested, .width, constant: -16)
                chainDown(label, below: above, in: nested)
                above = label
            }
            if let above { pin(nested, .bottom, .equal, above, .bottom, constant: 8) }
            return nested
        }

        /// The project with every view's design frame where the solve puts it.
        func solvedProject() -> Project {
            var project = project
            let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
            // Every view is misplaced until its design frame is set, below.
            guard solution.unsatisfiable.isEmpty && solution.ambiguous.isEmpty && solution.invalidFrames.isEmpty else {
                fatalError("the \(project.name) layout is unsatisfiable or ambiguous: \(solution.problems(includingMisplaced: false).count) problems")
            }
            for index in project.views.indices.dropFirst() {
                if let frame = solution.frames[project.views[index].id] { project.views[index].frame = frame }
            }
            return project
        }
    }
}
