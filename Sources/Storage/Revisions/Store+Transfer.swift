import Foundation
import GRDB

extension Store {
    /// The same revisions as ``revisions(of:reachableFrom:excludingAncestorsOf:)``, parents
    /// first, but as their stored canonical bytes, each checked against its id by its hash
    /// only: what a server sends, without decoding and re-encoding every revision (the
    /// receiver verifies each one fully).
    public func revisionBodies(
        of project: ProjectID, reachableFrom head: RevisionID, excludingAncestorsOf excluded: [RevisionID]
    ) throws(StoreError) -> [(id: RevisionID, body: [UInt8])] {
        var bodies: [(id: RevisionID, body: [UInt8])] = []
        do {
            try revisionBodies(of: project, reachableFrom: head, excludingAncestorsOf: excluded, inBlocksOf: 1024) { bodies += $0 }
        } catch let error as StoreError {
            throw error
        } catch {
            throw storeError(error)
        }
        return bodies
    }

    /// The same bodies as ``revisionBodies(of:reachableFrom:excludingAncestorsOf:)``, handed to
    /// `deliver` in blocks of up to `blockLength` as they are read, parents first, all from
    /// one snapshot of the store: a server sends the first block while it reads the rest.
    ///
    /// - Complexity: O(n) in the revisions walked: those `head` has and `excluded` lack, and
    ///   the few below them down to the generation where only excluded ones are left (not the
    ///   whole history, as a walk of every ancestor of `excluded` would be). When the store
    ///   has none of `excluded` (a first clone), one pass over the project's history without
    ///   the bodies, to find which to send, then one over the bodies.
    /// - Throws: a ``StoreError`` for a revision missing or changed in the store, or what
    ///   `deliver` throws (which stops the reading).
    public func revisionBodies(
        of project: ProjectID, reachableFrom head: RevisionID, excludingAncestorsOf excluded: [RevisionID], inBlocksOf blockLength: Int,
        _ deliver: ([(id: RevisionID, body: [UInt8])]) throws -> Void
    ) throws {
        var deliveryError: (any Error)?
        do {
            try read { db in
                let record = try ProjectRecord.fetch(project, in: db)
                _ = try RevisionLog.seq(of: head, project: record, in: db)
                let known = try excluded.filter { id in
                    try Bool.fetchOne(db, sql: "SELECT 1 FROM revisions WHERE id = ? AND project = ?", arguments: [id.blob, record.key])
                        ?? false
                }
                let seqs = try known.isEmpty
                    ? Store.reachableRevisions(from: head, of: project, in: db) : Store.missingRevisions(from: head, excluding: known, in: db)
                var block: [(id: RevisionID, body: [UInt8])] = []
                block.reserveCapacity(blockLength)
                func flush() throws {
                    do {
                        try deliver(block)
                    } catch {
                        deliveryError = error
                        throw error
                    }
                    block.removeAll(keepingCapacity: true)
                }
                let statement = try db.cachedStatement(sql: "SELECT body FROM revisions WHERE seq = ?")
                for (seq, id) in seqs {
                    guard let stored = try statement.firstBlob(seq) else {
                        throw StoreError.revisionNotFound(id.rawValue, project: record.name)
                    }
                    let body = try PackedBody.unpack(stored)
                    guard RevisionID(hashing: body) == id else {
                        throw StoreError.corruptRevision(id, reason: "its stored content no longer hashes to its id")
                    }
                    block.append((id, body))
                    if block.count == blockLength { try flush() }
                }
                if !block.isEmpty { try flush() }
            }
        } catch {
            throw deliveryError ?? error
        }
    }

    /// Every revision of the project that `head` descends from (itself included), as (seq,
    /// id) in seq order (parents first): what a first clone receives, found in one pass over
    /// the project's history, newest first (a child's seq is above its parents'), reading
    /// only the columns that link a revision to its parents.
    static func reachableRevisions(from head: RevisionID, of project: ProjectID, in db: Database) throws -> [(Int64, RevisionID)] {
        guard let headPosition = try RevisionLog.position(of: head, project: project, in: db) else {
            throw StoreError.revisionNotFound(head.rawValue, project: project.text)
        }
        let statement = try db.cachedStatement(
            sql: """
                SELECT r.seq, r.id, r.first_parent_seq, f.seq, m.parent_seq, mp.seq FROM revisions r
                LEFT JOIN revisions f ON f.seq = r.first_parent_seq
                LEFT JOIN revision_parents m ON m.revision_seq = r.seq
                LEFT JOIN revisions mp ON mp.seq = m.parent_seq
                WHERE r.project = (SELECT key FROM projects WHERE id = ?) AND r.seq <= ? ORDER BY r.seq DESC, m.position
                """)
        var wanted: Set<Int64> = [headPosition.seq]
        var found: [(Int64, RevisionID)] = []
        var missingFirstParent: (seq: Int64, id: RevisionID, parentSeq: Int64)?
        try statement.forEachRow(project.text, headPosition.seq) { row in
            let seq = row.int64(0)
            guard missingFirstParent == nil, wanted.contains(seq) else { return }
            if seq != found.last?.0 {  // a merge has a row per parent after its first
                let revisionID = try row.revisionID(1)
                found.append((seq, revisionID))
                if !row.isNull(3) {
                    wanted.insert(row.int64(3))
                } else if !row.isNull(2) {  // its first parent's row is gone: named below, from the body
                    missingFirstParent = (seq, revisionID, row.int64(2))
                    return
                }
            }
            if !row.isNull(4) {
                guard !row.isNull(5) else { throw StoreError.revisionNotFound("#\(row.int64(4))", project: project.text) }
                wanted.insert(row.int64(5))
            }
        }
        if let missingFirstParent {
            let body = try Data.fetchOne(db, sql: "SELECT body FROM revisions WHERE seq = ?", arguments: [missingFirstParent.seq]) ?? Data()
            let parent = try RevisionLog.revision(id: missingFirstParent.id, storedBody: body).parents.first
            throw StoreError.revisionNotFound(parent?.rawValue ?? "#\(missingFirstParent.parentSeq)", project: project.text)
        }
        if found.count != wanted.count {  // a parent of another project, or out of seq order
            throw StoreError.corruptData("the history of \(project.text) is not ordered parents first")
        }
        return found.reversed()
    }

    /// The ancestors of `head` (itself included) that are not ancestors of `excluded`, as
    /// (seq, id) in seq order: both sides are painted down the project's history together,
    /// newest seq first (a revision's marks are final when it is reached), and the walk stops
    /// once only excluded revisions are left to visit.
    ///
    /// - Complexity: O(*r*) rows for the *r* revisions stored since the oldest one sent, in one
    ///   pass down the revisions table (``Ancestry/paint(from:in:while:visit:)``).
    static func missingRevisions(from head: RevisionID, excluding excluded: [RevisionID], in db: Database) throws -> [(Int64, RevisionID)] {
        let wanted: UInt8 = 1, unwanted: UInt8 = 2
        let locate = try db.cachedStatement(sql: "SELECT seq, project FROM revisions WHERE id = ?")
        guard let headRow = try Row.fetchOne(locate, arguments: [head.blob]) else { throw StoreError.revisionNotFound(head.rawValue, project: "(any)") }
        let project: Int64 = try headRow.decoded(1)
        var seeds: [Int64: UInt8] = [try headRow.decoded(0): wanted]
        for id in excluded {
            guard let row = try Row.fetchOne(locate, arguments: [id.blob]) else { throw StoreError.revisionNotFound(id.rawValue, project: "(any)") }
            guard (try row.decoded(1, as: Int64.self)) == project else { continue }
            seeds[try row.decoded(0), default: 0] |= unwanted
        }
        var found: [(Int64, RevisionID)] = []
        _ = try Ancestry.paint(from: seeds, in: db, while: { $0 == wanted }) { row, marks in
            guard marks == wanted else { return }
            found.append((try row.decoded(0), try row.revisionID(3)))
        }
        return found.reversed()
    }
}
