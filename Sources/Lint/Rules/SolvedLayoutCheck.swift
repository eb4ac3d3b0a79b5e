import Model
import Solver

/// The rules applied to one solve of one layout root on one device.
///
/// Geometry rules (sizes, superviews, siblings) leave out hidden views and views whose frame is
/// ambiguous, with everything inside them: their solved frames are one of many.
struct SolvedLayoutCheck {
    let project: Project
    let solution: LayoutSolution
    let device: LintDevice
    /// The solved frames as the design device shows them (on its pixel grid), relative to each
    /// superview; set on the design device only, where misplacement is checked.
    var shownFrames: [ItemID: Rect]? = nil

    private let views: [ItemID: View]
    private let names: ItemNames
    private let constraints: [ConstraintID: Constraint]
    private let originDescriber: OriginDescriber

    /// Below this many points a difference is the pixel grid's, not a problem.
    static let tolerance = 0.5

    init(project: Project, solution: LayoutSolution, device: LintDevice) {
        self.project = project
        self.solution = solution
        self.device = device
        views = Dictionary(project.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        names = project.itemNamesByID
        constraints = Dictionary(project.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        originDescriber = OriginDescriber(project)
    }

    /// What every rule sees in this solve.
    ///
    /// - Complexity: O(*n*) in the views and problems, plus O(*s*²) per superview of *s* subviews.
    func observations() -> [LintObservation] {
        var found: [LintObservation] = []
        for conflict in solution.unsatisfiable { found.append(unsatisfiable(conflict)) }
        for ambiguity in solution.ambiguous where views[ambiguity.item]?.parent != nil {
            let attributes = ambiguity.attributes.map(\.rawValue)
            found.append(
                LintObservation(
                    // One finding per view whatever its attributes: right to left, a view placed by
                    // its leading edge has an ambiguous x wherever its width is.
                    rule: .ambiguousLayout, subject: .view(ambiguity.item), detail: "",
                    message: "Ambiguous layout: \(describe(ambiguity.item))'s \(list(attributes)) "
                        + (attributes.count == 1 ? "is" : "are") + " not determined by its constraints"))
        }
        let unreliable = unreliableViews()
        for invalid in solution.invalidFrames {
            let what = invalid.problem == .negativeSize ? "a negative size" : "values that are not finite numbers"
            found.append(
                LintObservation(
                    rule: .negativeSize, subject: .view(invalid.item), detail: invalid.problem.rawValue,
                    message: "Invalid size: \(describe(invalid.item)) solves to \(invalid.solvedFrame), \(what)"))
        }
        let invalidItems = Set(solution.invalidFrames.map(\.item))
        if let shownFrames { found += misplaced(shownFrames, leavingOut: unreliable.union(invalidItems)) }
        let checked = project.views.filter { view in
            view.parent != nil && !view.isHidden && !unreliable.contains(view.id) && !invalidItems.contains(view.id)
                && solution.frames[view.id] != nil
        }
        for view in checked { found += sizeAndSuperview(view) }
        found += overlaps(among: checked)
        return found
    }

    // MARK: Rules

    private func unsatisfiable(_ conflict: Unsatisfiable) -> LintObservation {
        let subject: LintObservation.Subject
        switch conflict.broken {
        case .constraint(let id): subject = .constraint(id)
        default: subject = .view(item(of: conflict.broken) ?? project.rootViews.first?.id ?? ItemID())
        }
        let set = conflict.conflicting.map(describe).joined(separator: "; ")
        return LintObservation(
            rule: .unsatisfiableConstraints, subject: subject, detail: stableKey(of: conflict.broken),
            message: "Unsatisfiable constraints: \(describe(conflict.broken)) cannot hold with \(set.isEmpty ? "the others" : set); "
                + "Auto Layout breaks \(describe(conflict.broken))")
    }

    private func misplaced(_ shown: [ItemID: Rect], leavingOut unreliable: Set<ItemID>) -> [LintObservation] {
        var found: [LintObservation] = []
        for view in project.views where view.parent != nil && !unreliable.contains(view.id) {
            guard let solved = shown[view.id] else { continue }
            let design = view.frame
            let offsets = [solved.x - design.x, solved.y - design.y, solved.width - design.width, solved.height - design.height]
            guard offsets.contains(where: { abs($0) > Self.tolerance }) else { continue }
            found.append(
                LintObservation(
                    rule: .misplacedView, subject: .view(view.id), detail: "",
                    message: "Misplaced view: \(describe(view.id)) is at \(design) in the document; its constraints put it at \(solved)"))
        }
        return found
    }

    private func sizeAndSuperview(_ view: View) -> [LintObservation] {
        guard let solved = solution.frames[view.id] else { return [] }
        var found: [LintObservation] = []
        let design = view.frame
        for (axis, solvedLength, designLength) in [("width", solved.width, design.width), ("height", solved.height, design.height)]
        where solvedLength < Self.tolerance && designLength >= Self.tolerance {
            found.append(
                LintObservation(
                    rule: .zeroSize, subject: .view(view.id), detail: axis,
                    message: "Zero size: \(describe(view.id)) solves to a \(axis) of \(formatNumber(solvedLength)) "
                        + "(\(formatNumber(designLength)) at design)"))
        }
        guard let parentID = view.parent, let parent = views[parentID], !parent.kind.scrolls, let container = solution.frames[parentID]
        else { return found }
        let tolerance = Self.tolerance
        func inside(_ frame: Rect, width: Double, height: Double) -> Bool {
            frame.x >= -tolerance && frame.y >= -tolerance && frame.x + frame.width <= width + tolerance
                && frame.y + frame.height <= height + tolerance
        }
        if !inside(solved, width: container.width, height: container.height), inside(design, width: parent.frame.width, height: parent.frame.height) {
            found.append(
                LintObservation(
                    rule: .outsideSuperview, subject: .view(view.id), detail: "",
                    message: "Outside its superview: \(describe(view.id)) solves to \(solved), beyond its superview "
                        + "\(describe(parentID)) of \(formatNumber(container.width)) × \(formatNumber(container.height)); "
                        + "at design it was inside"))
        }
        return found
    }

    private func overlaps(among checked: [View]) -> [LintObservation] {
        var found: [LintObservation] = []
        let bySuperview = Dictionary(grouping: checked.filter { $0.frame.width > 0 && $0.frame.height > 0 }, by: \.parent)
        for siblings in bySuperview.values {
            let ordered = siblings.sorted { $0.index < $1.index }
            for (position, first) in ordered.enumerated() {
                guard let firstSolved = solution.frames[first.id] else { continue }
                for second in ordered[(position + 1)...] {
                    guard let secondSolved = solution.frames[second.id] else { continue }
                    let solvedOverlap = Self.overlap(firstSolved, secondSolved)
                    guard solvedOverlap.width > Self.tolerance, solvedOverlap.height > Self.tolerance else { continue }
                    let designOverlap = Self.overlap(first.frame, second.frame)
                    guard designOverlap.width <= Self.tolerance || designOverlap.height <= Self.tolerance else { continue }
                    found.append(
                        LintObservation(
                            rule: .overlappingSiblings, subject: .view(second.id), detail: first.documentID ?? first.name,
                            message: "Overlapping siblings: \(describe(second.id)) overlaps \(describe(first.id)) by "
                                + "\(formatNumber(solvedOverlap.width)) × \(formatNumber(solvedOverlap.height)) pt; they were apart at design"))
                }
            }
        }
        return found
    }

    // MARK: Helpers

    /// The width and height two rectangles share (negative when they are apart).
    static func overlap(_ a: Rect, _ b: Rect) -> (width: Double, height: Double) {
        (min(a.x + a.width, b.x + b.width) - max(a.x, b.x), min(a.y + a.height, b.y + b.height) - max(a.y, b.y))
    }

    /// Ambiguous views and every view inside one.
    private func unreliableViews() -> Set<ItemID> {
        var unreliable = Set(solution.ambiguous.map(\.item))
        for view in project.viewsInLayoutOrder where view.parent.map(unreliable.contains) ?? false { unreliable.insert(view.id) }
        return unreliable
    }

    private func describe(_ item: ItemID) -> String {
        guard let view = views[item] else { return "'\(names[item] ?? "?")'" }
        return "'\(view.name)' (\(view.kind.rawValue))"
    }

    private func list(_ words: [String]) -> String {
        words.count <= 1 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }

    /// A solver constraint in words that stay the same from run to run: a project constraint by
    /// its equation (and identifier), the others as the Solver names them.
    private func describe(_ origin: LayoutOrigin) -> String {
        guard case .constraint(let id) = origin, let constraint = constraints[id] else { return originDescriber(origin) }
        let equation = names.named(constraint.equation).shortForm(priority: constraint.priority)
        return constraint.identifier.map { "'\(equation)' ('\($0)')" } ?? "'\(equation)'"
    }

    /// What identifies a solver constraint across runs: a project constraint's document id (else
    /// its equation), or the description of one the layout makes.
    private func stableKey(of origin: LayoutOrigin) -> String {
        if case .constraint(let id) = origin, let constraint = constraints[id] {
            return constraint.documentID ?? names.named(constraint.equation).shortForm(priority: constraint.priority)
        }
        return describe(origin)
    }

    /// The view a solver constraint the layout makes is about.
    private func item(of origin: LayoutOrigin) -> ItemID? {
        switch origin {
        case .constraint: nil
        case .rootFrame(let id), .designFrame(let id), .contentHugging(let id, _), .compressionResistance(let id, _): id
        case .stackArrangement(let generated): generated.stack
        case .autoresizingMask(let generated): generated.view
        }
    }
}
