import Model

extension Project {
    /// What a change is about, by name: `constraint titleTop`, `view title`; an id prefix
    /// where the entity has no name here (a constraint without identifier, a deleted view).
    public func describeEntity(kind: EntityKind, id: String) -> String {
        switch kind {
        case .view, .guide:
            return "\(kind.rawValue) " + (ItemID(id).flatMap(name(of:)) ?? String(id.prefix(8)))
        case .constraint:
            let constraint = ConstraintID(id).flatMap(self.constraint)
            return "constraint " + (constraint?.identifier ?? String(id.prefix(8)))
        case .project:
            return "project"
        }
    }
}
