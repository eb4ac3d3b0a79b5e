import Foundation
import GRDB

extension Store {
    /// The project's revisions, newest first, each checked against its id.
    ///
    /// - Complexity: O(*k*) revisions read for a limit *k*, through the (project, seq) index.
    public func log(_ project: ProjectID, filter: LogFilter = .init(), limit: Int? = nil) throws(StoreError) -> [Revision] {
        var revisions: [Revision] = []
        try log(project, filter: filter, limit: limit) { revisions.append($0) }
        return revisions
    }

    /// The project's revisions, newest first, each checked against its id and handed to `body`
    /// as it is read: the first ones arrive at once, however long the history.
    ///
    /// - Complexity: O(1) before the first revision; O(*k*) in all for *k* revisions.
    public func log(_ project: ProjectID, filter: LogFilter = .init(), limit: Int? = nil, each body: (Revision) throws -> Void)
        throws(StoreError)
    {
        try read { db in
            _ = try ProjectRecord.fetch(project, in: db)
            var sql = "SELECT id, body FROM revisions WHERE project_id = ?"
            var arguments: StatementArguments = [project.text]
            if let author = filter.author {
                sql += " AND author = ?"
                arguments += [author]
            }
            if let since = filter.since {
                sql += " AND time_ms >= ?"
                arguments += [Revision.milliseconds(since)]
            }
            if let until = filter.until {
                sql += " AND time_ms <= ?"
                arguments += [Revision.milliseconds(until)]
            }
            if let text = filter.messageContains {
                sql += " AND instr(lower(message), lower(?)) > 0"
                arguments += [text]
            }
            sql += " ORDER BY seq DESC"
            if let limit {
                sql += " LIMIT ?"
                arguments += [max(0, limit)]
            }
            let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
            while let row = try rows.next() {
                let text: String = try row.decoded(0)
                guard let id = RevisionID(text) else { throw StoreError.corruptData("revision id '\(text)' is not 64 hex digits") }
                try body(try Revision(id: id, canonicalBytes: Array(try row.decoded(1, as: Data.self))))
            }
        }
    }
}
