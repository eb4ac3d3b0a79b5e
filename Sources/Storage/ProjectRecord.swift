import GRDB

/// A project's row: what every operation on a project starts from.
struct ProjectRecord {
    var id: ProjectID
    /// What the history tables call the project (`projects.key`).
    var key: Int64
    var name: String
    var head: RevisionID

    static func fetch(_ id: ProjectID, in db: Database) throws -> ProjectRecord {
        let statement = try db.cachedStatement(sql: "SELECT name, head_revision, key FROM projects WHERE id = ?")
        guard let row = try Row.fetchOne(statement, arguments: [id.text]) else {
            let names = try String.fetchAll(db, sql: "SELECT name FROM projects ORDER BY name")
            throw StoreError.projectNotFound(id.text, available: names)
        }
        guard let head = try row.revisionIDIfPresent(1) else {
            throw StoreError.corruptData("project '\(try row.decoded(0, as: String.self))' has no head revision")
        }
        return ProjectRecord(id: id, key: try row.decoded(2), name: try row.decoded(0), head: head)
    }

    static func fetch(named name: String, in db: Database) throws -> ProjectRecord {
        guard let text = try String.fetchOne(db.cachedStatement(sql: "SELECT id FROM projects WHERE name = ?"), arguments: [name]),
            let id = ProjectID(text: text)
        else {
            throw StoreError.projectNotFound(name, available: try String.fetchAll(db, sql: "SELECT name FROM projects ORDER BY name"))
        }
        return try fetch(id, in: db)
    }

    /// What the history tables call a project, or nil when the store lacks it.
    static func key(of id: ProjectID, in db: Database) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT key FROM projects WHERE id = ?"), arguments: [id.text])
    }
}
