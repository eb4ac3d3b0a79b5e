import Foundation
import GRDB

extension Store.History {
    /// The project's revisions older than the cursor (all when `before` is `nil`), newest
    /// first, at most `limit` of them, each checked against its id.
    ///
    /// - Complexity: O(*k*) for a page of *k* revisions, through the (project, seq) index;
    ///   it does not grow with the length of the history or the depth of the page.
    public func logPage(_ project: ProjectID, before: Int64? = nil, limit: Int) throws(StoreError) -> LogPage {
        let limit = max(1, limit)
        return try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            let statement = try db.cachedStatement(
                sql: "SELECT seq, id, body FROM revisions WHERE project = ? AND seq < ? ORDER BY seq DESC LIMIT ?")
            let rows = try Row.fetchCursor(statement, arguments: [record.key, before ?? Int64.max, limit + 1])
            var entries: [LogPage.Entry] = []
            entries.reserveCapacity(limit)
            var more = false
            while let row = try rows.next() {
                guard entries.count < limit else {
                    more = true
                    break
                }
                let revision = try RevisionLog.revision(id: try row.revisionID(1), storedBody: try row.decoded(2))
                entries.append(LogPage.Entry(seq: try row.decoded(0), revision: revision))
            }
            return LogPage(entries: entries, next: more ? entries.last?.seq : nil)
        }
    }
}
