import Model
import Storage

/// How a conflict is settled: our side, their side, or a value of the user's own.
public enum ConflictChoice: Hashable, Sendable {
    /// Take our side: our value, or our entity as a whole (gone, if we deleted it).
    case ours
    /// Take their side: their value, or their entity as a whole (gone, if they deleted it).
    case theirs
    /// Set one field of the entity to a value of the user's own.
    case set(field: String, value: FieldValue)
}

extension MergeConflict {
    /// The merged project with this conflict settled.
    ///
    /// A whole-entity conflict takes that side's entity; where that side deleted it, whatever
    /// refers to it (constraints, subviews, guides) goes too. A field conflict takes that side's
    /// value of the field; a side that never had the entity removes it.
    ///
    /// - Throws: ``SyncError/unresolved(_:)`` when the choice leaves the problem standing (a
    ///   name still taken, a rule still broken), brings a new one (a constraint restored on a
    ///   view another choice removed), or names a field the entity does not have.
    public func resolved(with choice: ConflictChoice, in merged: Project, checks: (base: Project, ours: Project, theirs: Project))
        throws(SyncError) -> Project
    {
        var table = EntityTable(merged)
        let key = EntityTable.Key(kind: entityKind, id: entityID)
        switch choice {
        case .ours, .theirs:
            let side = choice == .ours ? ours : theirs
            if let field {
                if let side {
                    table.entities[key]?[field] = side
                } else {
                    table.remove(key)
                }
            } else if case .object(let members)? = side {
                table.entities[key] = members
            } else {
                table.remove(key)
            }
        case .set(let field, let value):
            guard var fields = table.entities[key] else {
                throw .unresolved("the \(entityKind.rawValue) no longer exists in the merge; choose --ours or --theirs")
            }
            guard fields[field] != nil else {
                throw .unresolved("a \(entityKind.rawValue) has no field '\(field)'; its fields are " + fields.keys.sorted().joined(separator: ", "))
            }
            fields[field] = value
            table.entities[key] = fields
        }
        let project: Project
        do {
            project = try table.project()
        } catch {
            throw .unresolved("that value does not fit: \(error)")
        }
        // The choice must settle this conflict and bring no problem the merge did not have
        // (restoring a constraint whose view another choice removed, say).
        let mergeChecks = MergeChecks(base: checks.base, ours: checks.ours, theirs: checks.theirs)
        let before = Set(mergeChecks.problems(in: merged).map { "\($0.kind) \($0.entityID)" })
        let problem = mergeChecks.problems(in: project).first { problem in
            problem.entityID == entityID || !before.contains("\(problem.kind) \(problem.entityID)")
        }
        if let problem { throw .unresolved("that leaves a problem: \(problem.detail)") }
        return project
    }
}

extension MergeConflict {
    /// What a resolution took out of the merge: the views, guides and constraints of `before`
    /// that `after` lacks (settling a conflict by a side that lacks an entity also removes what
    /// refers to it), in a stable order: views, guides, then constraints, each by id.
    public static func dropped(from before: Project, to after: Project) -> [(kind: EntityKind, id: String)] {
        let views = Set(after.views.map(\.id)), guides = Set(after.guides.map(\.id)), constraints = Set(after.constraints.map(\.id))
        let droppedViews: [String] = before.views.filter { !views.contains($0.id) }.map(\.id.description).sorted()
        let droppedGuides: [String] = before.guides.filter { !guides.contains($0.id) }.map(\.id.description).sorted()
        let droppedConstraints: [String] = before.constraints.filter { !constraints.contains($0.id) }.map(\.id.description).sorted()
        var dropped: [(kind: EntityKind, id: String)] = droppedViews.map { (.view, $0) }
        dropped += droppedGuides.map { (.guide, $0) }
        dropped += droppedConstraints.map { (.constraint, $0) }
        return dropped
    }
}

extension EntityTable {
    /// Removes an entity (if it is still there) and whatever refers to it: constraints on it,
    /// its subviews and the guides it owns, recursively.
    mutating func remove(_ key: Key) {
        entities.removeValue(forKey: key)
        guard key.kind != .constraint else { return }
        let id = FieldValue.string(key.id)
        for (other, fields) in entities {
            let refers: Bool =
                switch other.kind {
                case .constraint:
                    if case .object(let structure)? = fields[Constraint.Field.structure.rawValue] {
                        [structure["first"], structure["second"]].contains { anchor in
                            if case .object(let members)? = anchor { members["item"] == id } else { false }
                        }
                    } else {
                        false
                    }
                case .view: fields[View.Field.parent.rawValue] == id
                case .guide: fields[LayoutGuide.Field.owner.rawValue] == id
                case .project: false
                }
            if refers { remove(other) }
        }
    }
}
