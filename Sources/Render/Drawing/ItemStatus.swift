import Model
import Solver

/// Each view's state in Interface Builder's colours (seed, "Working with Constraints in
/// Interface Builder"): red when its layout is ambiguous or unsatisfiable (or its frame cannot
/// be), orange when its frame is not where the constraints put it, blue otherwise.
///
/// Red spreads only as far as Interface Builder spreads it: the constraints of an unsatisfiable
/// set are red (the one Auto Layout breaks marked), and the constraints of an ambiguous view;
/// a view caught in a conflict does not turn its other constraints red.
struct ItemStatus {
    private var inks: [ItemID: Ink] = [:]
    /// Views whose frame the constraints leave open (or no screen can show): their constraints are red.
    private var undetermined: Set<ItemID> = []
    /// The attributes each ambiguous view lacks.
    private(set) var missing: [ItemID: [Ambiguity.Attribute]] = [:]
    /// Project constraints in a set that cannot all hold.
    private(set) var unsatisfiable: Set<ConstraintID> = []
    /// The constraints Auto Layout breaks to go on.
    private(set) var broken: Set<ConstraintID> = []

    init(_ layout: SolvedLayout, views: [ItemID: View], marksMisplaced: Bool = true) {
        let solution = layout.solution
        if marksMisplaced {
            for misplacement in solution.misplaced { inks[misplacement.item] = .misplaced }
        }
        for ambiguity in solution.ambiguous {
            inks[ambiguity.item] = .conflict
            undetermined.insert(ambiguity.item)
            missing[ambiguity.item] = ambiguity.attributes
        }
        for invalid in solution.invalidFrames {
            inks[invalid.item] = .conflict
            undetermined.insert(invalid.item)
        }
        for conflict in solution.unsatisfiable {
            if case .constraint(let id) = conflict.broken { broken.insert(id) }
            for origin in [conflict.broken] + conflict.conflicting {
                guard case .constraint(let id) = origin else { continue }
                unsatisfiable.insert(id)
            }
        }
        // The views of an unsatisfiable set are outlined red, but a root view (whose frame is
        // the solve's size) is not made red by every conflict that mentions it.
        for constraint in layout.project.constraints where unsatisfiable.contains(constraint.id) {
            for item in constraint.equation.items where views[item].map({ $0.parent != nil }) ?? false {
                inks[item] = .conflict
            }
        }
    }

    /// A view's ink: `.inPlace`, `.misplaced` or `.conflict`.
    func ink(of item: ItemID) -> Ink { inks[item] ?? .inPlace }

    /// Whether the constraints leave the view's frame open.
    func isAmbiguous(_ item: ItemID) -> Bool { missing[item] != nil }

    /// A constraint's ink: red when it is in an unsatisfiable set or an item's frame is
    /// undetermined, orange when an item is misplaced, else blue.
    func ink(of constraint: Constraint) -> Ink {
        if unsatisfiable.contains(constraint.id) { return .conflict }
        if inks.isEmpty { return .inPlace }
        let items = constraint.equation.items
        if items.contains(where: undetermined.contains) { return .conflict }
        if items.contains(where: { inks[$0] == .misplaced }) { return .misplaced }
        return .inPlace
    }
}
