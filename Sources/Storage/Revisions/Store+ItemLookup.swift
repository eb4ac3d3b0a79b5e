import GRDB
import Model

extension Store {
    /// The project's current views and guides with these names (those it has), without the
    /// others or any constraint: what resolving the names of one equation needs, read at the
    /// same cost on a project of ten views or of ten thousand.
    ///
    /// - Complexity: O(*k* log *n*) for *k* names: an index lookup each.
    public func items(of project: ProjectID, named names: Set<String>) throws(StoreError) -> Project {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            let statement = try db.cachedStatement(sql: "SELECT id FROM items WHERE project_id = ? AND name = ?")
            let ids = try names.sorted().compactMap { name in
                try String.fetchOne(statement, arguments: [project.text, name]).flatMap { ItemID($0) }
            }
            return try Store.items(ids, of: project, named: record.name, in: db)
        }
    }

    /// The project's current views and guides with these ids (those it has), without the
    /// others or any constraint: what naming a few constraints needs.
    ///
    /// - Complexity: O(*k* log *n*) for *k* ids: an index lookup each.
    public func items(of project: ProjectID, ids: Set<ItemID>) throws(StoreError) -> Project {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            return try Store.items(ids.sorted(), of: project, named: record.name, in: db)
        }
    }

    private static func items(_ ids: [ItemID], of project: ProjectID, named name: String, in db: Database) throws -> Project {
        var items = Project(name: name)
        for id in ids {
            if let view = try StateTables.view(id, project: project, in: db) {
                items.views.append(view)
            } else if let guide = try StateTables.guide(id, project: project, in: db) {
                items.guides.append(guide)
            }
        }
        return items
    }
}
