import Model

/// What a change is about: a view, a custom layout guide or a constraint.
public enum EntityID: Hashable, Sendable {
    case view(ItemID)
    case guide(ItemID)
    case constraint(ConstraintID)

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
    case project, view, guide, constraint
}
