import GRDB
import Model

extension Store.History {
    /// For each field of a constraint (in `Constraint.Field` order), the revision that last set
    /// it: the one that created the constraint, or a later edit of that field. A deleted
    /// constraint's lines are as it was when deleted.
    ///
    /// - Complexity: O(*c*) in the constraint's own changes.
    public func blame(_ constraint: ConstraintID, in project: ProjectID) throws(StoreError) -> [BlameLine<Constraint.Field>] {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            let current = try StateTables.constraint(constraint, project: project, in: db)
            guard let lines = try Self.blame(of: constraint.text, current: current?.value(of:), in: record, in: db) else {
                throw StoreError.constraintNotFound(constraint, project: record.name)
            }
            return lines
        }
    }

    /// For each field of a view (in `View.Field` order), the revision that last set it: the
    /// one that created the view, or a later edit of that field. A deleted view's lines are as
    /// it was when deleted.
    ///
    /// - Complexity: O(*c*) in the view's own changes.
    public func blame(_ view: ItemID, in project: ProjectID) throws(StoreError) -> [BlameLine<View.Field>] {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            let current = try StateTables.view(view, project: project, in: db)
            guard let lines = try Self.blame(of: view.text, current: current?.value(of:), in: record, in: db) else {
                throw StoreError.itemNotFound(view, project: record.name)
            }
            return lines
        }
    }

    /// The blame of an entity from its history: per field, the last entry that set it (the
    /// entity's creation sets every field). Values are `current`'s while the entity exists,
    /// else the last ones its history recorded. Nil when the project never had it.
    static func blame<Field: CaseIterable & RawRepresentable<String> & Hashable & Codable & Sendable>(
        of entityID: String, current: ((Field) -> FieldValue)?, in record: ProjectRecord, in db: Database
    ) throws -> [BlameLine<Field>]? {
        let entries = try Self.entries(of: entityID, in: record, field: nil, in: db)
        guard current != nil || entries.contains(where: { $0.field == nil && $0.after != nil }) else { return nil }
        // The values as history last recorded them, for a deleted entity.
        var recorded: [String: FieldValue] = [:]
        for entry in entries {
            if let field = entry.field {
                recorded[field] = entry.after ?? .null
            } else if let members = entry.after?.objectValue {
                recorded.merge(members) { _, new in new }
            }
        }
        return try Field.allCases.map { field in
            guard
                let entry = entries.last(where: { entry in
                    entry.field == field.rawValue || (entry.field == nil && entry.after != nil)
                })
            else { throw StoreError.corruptData("\(entityID) has no recorded creation") }
            return BlameLine(
                field: field, value: current?(field) ?? recorded[field.rawValue] ?? .null, revision: entry.revision, author: entry.author,
                time: entry.time, message: entry.message)
        }
    }
}
