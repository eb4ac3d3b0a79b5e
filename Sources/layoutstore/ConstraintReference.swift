import Model
import Storage

extension Store {
    /// The constraint a REF names in the project's current state, read without the rest of
    /// its constraints; `items` (the project's views and guides) names the candidates of an
    /// ambiguous reference.
    func constraint(referredToBy reference: String, in project: ProjectID, items: Project) throws -> Constraint {
        try items.pickConstraint(referredToBy: reference, among: constraints(referredToBy: reference, in: project)) {
            (try? constraintIdentifiers(in: project)) ?? []
        }
    }
}
