import Model
import Solver

/// Each view's state in Interface Builder's colours (seed, "Working with Constraints in
/// Interface Builder"): red when its layout is ambiguous or unsatisfiable (or its frame cannot
/// be), orange when its frame is not where the constraints put it, blue otherwise.
struct ItemStatus {
    private var inks: [ItemID: Ink] = [:]
    /// Project constraints in a set that cannot all hold.
    private(set) var unsatisfiable: Set<ConstraintID> = []

    init(_ layout: SolvedLayout, views: [ItemID: View]) {
        let solution = layout.solution
        for misplacement in solution.misplaced { inks[misplacement.item] = .misplaced }
        for ambiguity in solution.ambiguous { inks[ambiguity.item] = .conflict }
        for invalid in solution.invalidFrames { inks[invalid.item] = .conflict }
        for conflict in solution.unsatisfiable {
            for origin in [conflict.broken] + conflict.conflicting {
                guard case .constraint(let id) = origin else { continue }
                unsatisfiable.insert(id)
            }
        }
        // The views of an unsatisfiable set are in error, but a root view (whose frame is the
        // solve's size) is not made red by every conflict that mentions it.
        for constraint in layout.project.constraints where unsatisfiable.contains(constraint.id) {
            for item in constraint.equation.items where views[item].map({ $0.parent != nil }) ?? false {
                inks[item] = .conflict
            }
        }
    }

    /// A view's ink: `.inPlace`, `.misplaced` or `.conflict`.
    func ink(of item: ItemID) -> Ink { inks[item] ?? .inPlace }

    /// A constraint's ink: red when it cannot hold or any of its items is in error, orange
    /// when any is misplaced, else blue.
    func ink(of constraint: Constraint) -> Ink {
        if unsatisfiable.contains(constraint.id) { return .conflict }
        if inks.isEmpty { return .inPlace }
        let first = ink(of: constraint.equation.first.item)
        let second = constraint.equation.second.map { ink(of: $0.item) } ?? .inPlace
        if first == .conflict || second == .conflict { return .conflict }
        if first == .misplaced || second == .misplaced { return .misplaced }
        return .inPlace
    }
}
