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
    /// - Complexity: O(1) before the first revision; O(*k*) in all for *k* revisions. A filter
    ///   reads the project's revisions until `limit` of them pass it: the author is tested on
    ///   the body's first bytes, time and message on its end, and only a revision that passes
    ///   is unpacked and decoded whole.
    public func log(_ project: ProjectID, filter: LogFilter = .init(), limit: Int? = nil, each body: (Revision) throws -> Void)
        throws(StoreError)
    {
        // The author opens every canonical body: `{"author":"…","changes":`.
        let authorPrefix = filter.author.map { author in
            var bytes: [UInt8] = [UInt8(ascii: "{")]
            CanonicalJSON.writeKey("author", to: &bytes)
            CanonicalJSON.writeString(author, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            CanonicalJSON.writeKey("changes", to: &bytes)
            return bytes
        }
        let since = filter.since.map(Revision.milliseconds), until = filter.until.map(Revision.milliseconds)
        let text = filter.messageContains.map { Array($0.utf8).map(Store.asciiLowercased) }
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            let rows = try Row.fetchCursor(
                db.cachedStatement(sql: "SELECT id, body FROM revisions WHERE project = ? ORDER BY seq DESC"), arguments: [record.key])
            var remaining = limit.map { max(0, $0) } ?? .max
            while remaining > 0, let row = try rows.next() {
                let id = try row.revisionID(0)
                let stored: Data = try row.decoded(1)
                // The author is tested on the body's first bytes, time and message on its end, each
                // unpacked alone, before the whole body is unpacked and decoded.
                if let authorPrefix, !(try PackedBody.unpackPrefix(stored, atLeast: authorPrefix.count).starts(with: authorPrefix)) {
                    continue
                }
                func passes(message: String, time: Int64) -> Bool {
                    if let since, time < since { return false }
                    if let until, time > until { return false }
                    if let text, !Store.contains(Array(message.utf8).map(Store.asciiLowercased), text) { return false }
                    return true
                }
                if since != nil || until != nil || text != nil, let end = try PackedBody.unpackTail(stored),
                    let tail = Store.messageAndTime(ofCanonical: end), !passes(message: tail.message, time: tail.time)
                {
                    continue
                }
                let revision = try Revision(id: id, canonicalBytes: PackedBody.unpack(stored))
                guard passes(message: revision.message, time: revision.timeMilliseconds) else { continue }
                try body(revision)
                remaining -= 1
            }
        }
    }

    /// The message and time of a canonical body, read from its end without decoding the rest:
    /// every body ends with `],"format":1,"message":"…","parents":[…],"project":"…",
    /// "replica":"…","time":N}`, and no string before can hold those keys unescaped. Nil for
    /// bytes of another shape (then the whole body is decoded, and found wrong there).
    static func messageAndTime(ofCanonical body: [UInt8]) -> (message: String, time: Int64)? {
        func lastStart(of marker: [UInt8]) -> Int? {
            guard body.count >= marker.count else { return nil }
            var start = body.count - marker.count
            while start >= 0 {
                if body[start] == marker[0], body[start..<(start + marker.count)].elementsEqual(marker) { return start }
                start -= 1
            }
            return nil
        }
        let messageKey = Array(#"],"format":1,"message":""#.utf8), timeKey = Array(#","time":"#.utf8)
        guard body.last == UInt8(ascii: "}"), let messageStart = lastStart(of: messageKey), let timeStart = lastStart(of: timeKey),
            timeStart > messageStart
        else { return nil }
        let open = messageStart + messageKey.count - 1  // the message's opening quote
        var close = open + 1
        while close < timeStart, body[close] != UInt8(ascii: "\"") { close += body[close] == UInt8(ascii: "\\") ? 2 : 1 }
        guard close < timeStart, let message = (try? CanonicalJSON(parsing: body[open...close]))?.stringValue,
            let time = Int64(String(decoding: body[(timeStart + timeKey.count)..<(body.count - 1)], as: UTF8.self))
        else { return nil }
        return (message, time)
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
}
