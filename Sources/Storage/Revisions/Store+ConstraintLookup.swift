import GRDB
import Model

extension Store {
    /// The current constraints a reference may name, as `edit REF` and `remove REF` resolve it:
    /// those with this identifier; else, for a reference of 4 characters or more, those whose id
    /// starts with it (case aside); else those with this Interface Builder document id.
    ///
    /// - Complexity: index lookups for the identifier and the id prefix, O(*m* log *n*) for *m*
    ///   matches among *n* constraints; a scan of the project's constraints only for a document
    ///   id, when neither matched.
    public func constraints(referredToBy reference: String, in project: ProjectID) throws(StoreError) -> [Constraint] {
        try read { db in
            let byIdentifier = try StateTables.decodeAll(
                db.cachedStatement(
                    sql: "SELECT \(StateTables.constraintColumns) FROM constraints WHERE project_id = ? AND identifier = ? ORDER BY id"),
                arguments: [project.text, reference], StateTables.constraint(from:))
            if !byIdentifier.isEmpty { return byIdentifier }
            let prefix = reference.lowercased()
            if prefix.count >= Project.shortestIDPrefix {
                // Ids are lowercase hex digits and hyphens, all before "g": the prefix's are in [prefix, prefix + "g").
                let byID = try StateTables.decodeAll(
                    db.cachedStatement(
                        sql: "SELECT \(StateTables.constraintColumns) FROM constraints WHERE id >= ? AND id < ? AND project_id = ? ORDER BY id"),
                    arguments: [prefix, prefix + "g", project.text], StateTables.constraint(from:))
                if !byID.isEmpty { return byID }
            }
            return try StateTables.decodeAll(
                db.cachedStatement(
                    sql: "SELECT \(StateTables.constraintColumns) FROM constraints WHERE project_id = ? AND document_id = ? ORDER BY id"),
                arguments: [project.text, reference], StateTables.constraint(from:))
        }
    }

    /// The identifiers the project's constraints carry, each once, in order: what a mistyped
    /// reference is compared with.
    public func constraintIdentifiers(in project: ProjectID) throws(StoreError) -> [String] {
        try read { db in
            try String.fetchAll(
                db, sql: "SELECT DISTINCT identifier FROM constraints WHERE project_id = ? AND identifier IS NOT NULL ORDER BY identifier",
                arguments: [project.text])
        }
    }

    /// Some of the project's current constraints, by id, in id order; ids it lacks are left out.
    ///
    /// - Complexity: O(*m* log *n*): one index lookup each.
    public func constraints(_ ids: some Sequence<ConstraintID>, in project: ProjectID) throws(StoreError) -> [Constraint] {
        try read { db in
            var found: [Constraint] = []
            for id in ids {
                if let constraint = try StateTables.constraint(id, project: project, in: db) { found.append(constraint) }
            }
            return found.sorted { $0.id.text < $1.id.text }
        }
    }
}

/// The current constraints of a project whose first item is a given view or guide, read inside
/// ``Store/withItems(of:_:)``.
public struct ConstraintsByFirstItem {
    let db: Database
    let project: ProjectID

    /// The constraints whose first item is `item`, in id order.
    ///
    /// - Complexity: O(*m* + log *n*) for *m* of them among *n* (an index range).
    public func callAsFunction(_ item: ItemID) throws -> [Constraint] {
        try StateTables.decodeAll(
            db.cachedStatement(sql: "SELECT \(StateTables.constraintColumns) FROM constraints WHERE first_item = ? AND project_id = ? ORDER BY id"),
            arguments: [item.text, project.text], StateTables.constraint(from:))
    }
}

extension Store {
    /// Calls `body` with the project's current views and guides (no constraints) and a reader of
    /// its constraints a first item at a time, all from one snapshot of the store: a listing of
    /// every constraint then holds a view's worth of them at a time, not the whole project.
    ///
    /// - Throws: what `body` throws, as it is; a ``StoreError`` when the store fails.
    public func withItems<T>(of project: ProjectID, _ body: (Project, ConstraintsByFirstItem) throws -> T) throws -> T {
        var bodyError: (any Error)?
        let result: T? = try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            let items = Project(
                name: record.name, views: try StateTables.views(project: project, in: db),
                guides: try StateTables.guides(project: project, in: db))
            do {
                return try body(items, ConstraintsByFirstItem(db: db, project: project))
            } catch {
                bodyError = error
                return nil
            }
        }
        if let bodyError { throw bodyError }
        return result!
    }
}
