import Foundation
import GRDB

extension Store.History {
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
    /// - Complexity: O(1) before the first revision; O(*k*) in all for *k* revisions. A filter
    ///   reads the project's revisions until `limit` of them pass it, tested on the author, time
    ///   and message columns first; only a revision that passes is unpacked and decoded, and
    ///   tested again on what its verified body says.
    public func log(_ project: ProjectID, filter: LogFilter = .init(), limit: Int? = nil, each body: (Revision) throws -> Void)
        throws(StoreError)
    {
        let since = filter.since.map(Revision.milliseconds), until = filter.until.map(Revision.milliseconds)
        let text = filter.messageContains.map { Array($0.utf8).map(Self.asciiLowercased) }
        let filters = filter != LogFilter()
        func passes(author: String, message: String, time: Int64) -> Bool {
            if let wanted = filter.author, author != wanted { return false }
            if let since, time < since { return false }
            if let until, time > until { return false }
            if let text, !Self.contains(Array(message.utf8).map(Self.asciiLowercased), text) { return false }
            return true
        }
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            let rows = try Row.fetchCursor(
                db.cachedStatement(sql: "SELECT id, body, author, time_ms, message FROM revisions WHERE project = ? ORDER BY seq DESC"),
                arguments: [record.key])
            // One lookup: a head that is none of the project's revisions was damaged on disk.
            guard try Self.isRevision(record.head, of: record, in: db) else {
                throw StoreError.corruptData("project '\(record.name)' has a head that is none of its revisions")
            }
            var remaining = limit.map { max(0, $0) } ?? .max
            while remaining > 0, let row = try rows.next() {
                if filters,
                    !passes(
                        author: try row.decoded(2, as: String.self), message: try row.decoded(4, as: String.self),
                        time: try row.decoded(3, as: Int64.self))
                {
                    continue
                }
                let revision = try Revision(id: try row.revisionID(0), canonicalBytes: PackedBody.unpack(try row.decoded(1, as: Data.self)))
                guard passes(author: revision.author, message: revision.message, time: revision.timeMilliseconds) else { continue }
                try body(revision)
                remaining -= 1
            }
        }
    }

    /// A byte with ASCII letters lowercased, as SQLite's `lower()` does.
    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// Whether `text` holds `part` (empty: always).
    private static func contains(_ text: [UInt8], _ part: [UInt8]) -> Bool {
        guard !part.isEmpty else { return true }
        guard text.count >= part.count else { return false }
        for start in 0...(text.count - part.count) where text[start..<(start + part.count)].elementsEqual(part) { return true }
        return false
    }

    /// Whether `id` is one of the project's revisions.
    static func isRevision(_ id: RevisionID, of project: ProjectRecord, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM revisions WHERE id = ? AND project = ?)"),
            arguments: [id.blob, project.key]) ?? false
    }
}
