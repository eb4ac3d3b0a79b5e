import Model

/// What a change is about: a view, a custom layout guide or a constraint.
public enum EntityID: Hashable, Sendable {
    /// A view, by its id.
    case view(ItemID)
    /// A custom layout guide, by its id.
    case guide(ItemID)
    /// A constraint, by its id.
    case constraint(ConstraintID)

    /// Whether it is a view, a guide or a constraint.
    public var kind: EntityKind {
        switch self {
        case .view: .view
        case .guide: .guide
        case .constraint: .constraint
        }
    }

    /// The UUID, lowercase, as stored.
    public var idText: String {
        switch self {
        case .view(let id), .guide(let id): id.text
        case .constraint(let id): id.text
        }
    }
}

/// The kinds of entity a change names. `project` is the project itself (its name), set by the
/// revision that creates it.
public enum EntityKind: String, Hashable, Codable, Sendable, CaseIterable {
    /// The project itself, or one of its views, custom layout guides or constraints.
    case project, view, guide, constraint
}
