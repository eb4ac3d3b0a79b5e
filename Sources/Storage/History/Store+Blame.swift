import GRDB
import Model

extension Store {
    /// For each field of a constraint (in `Constraint.Field` order), the revision that last set
    /// it: the one that created the constraint, or a later edit of that field.
    public func blame(_ constraint: ConstraintID, in project: ProjectID) throws(StoreError) -> [BlameLine] {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            guard let current = try StateTables.constraint(constraint, project: project, in: db) else {
                throw StoreError.constraintNotFound(constraint, project: record.name)
            }
            let entries = try Store.history(of: constraint.text, in: record, field: nil, in: db)
            return try Constraint.Field.allCases.map { field in
                guard
                    let entry = entries.last(where: { entry in
                        entry.field == field.rawValue || (entry.field == nil && entry.after != nil)
                    })
                else { throw StoreError.corruptData("constraint \(constraint) has no recorded creation") }
                return BlameLine(
                    field: field, value: current.value(of: field), revision: entry.revision, author: entry.author,
                    time: entry.time, message: entry.message)
            }
        }
    }
}
