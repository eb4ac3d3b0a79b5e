import Foundation
import GRDB

extension Store.Exchange {
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
            throw store.storeError(error)
        }
        return bodies
    }

    /// The same bodies as ``revisionBodies(of:reachableFrom:excludingAncestorsOf:)``, handed to
    /// `deliver` in blocks as they are read, parents first, all from one snapshot of the store:
    /// a server sends the first block while it reads the rest. The blocks grow from 32 bodies to
    /// `blockLength`, doubling, so that a receiver has its first ones to store sooner.
    /// With `asStored`, each body as the store keeps it (packed, `PackedBody`), neither
    /// unpacked nor hashed here: what a server's packed answer sends. Its receiver unpacks and
    /// hashes every body, as it must for any sender, and refuses the whole answer at the first
    /// whose hash is not its id (a store changed outside layoutstore), storing nothing; checking
    /// here too was a fifth of a server's work in a clone.
    ///
    /// - Complexity: O(n) in the revisions walked: those `head` has and `excluded` lack, and
    ///   the few below them down to the generation where only excluded ones are left (not the
    ///   whole history, as a walk of every ancestor of `excluded` would be). When the store
    ///   has none of `excluded` (a first clone), one pass over the project's history without
    ///   the bodies, to find which to send, then one over the bodies.
    /// - Throws: a ``StoreError`` for a revision missing in the store, or changed (unless
    ///   `asStored`), or what `deliver` throws (which stops the reading).
    public func revisionBodies(
        of project: ProjectID, reachableFrom head: RevisionID, excludingAncestorsOf excluded: [RevisionID], inBlocksOf blockLength: Int,
        asStored: Bool = false, _ deliver: ([(id: RevisionID, body: [UInt8])]) throws -> Void
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
                let seqs =
                    try known.isEmpty
                    ? Self.reachableRevisions(from: head, of: project, in: db) : Self.missingRevisions(from: head, excluding: known, in: db)
                var block: [(id: RevisionID, body: [UInt8])] = []
                block.reserveCapacity(blockLength)
                var limit = min(32, blockLength)
                func flush() throws {
                    do {
                        try deliver(block)
                    } catch {
                        deliveryError = error
                        throw error
                    }
                    block.removeAll(keepingCapacity: true)
                }
                let statement = try db.cachedStatement(sql: "SELECT id, body FROM revisions WHERE seq = ?")
                for seq in seqs {
                    var row: (id: RevisionID, stored: [UInt8])?
                    try statement.forEachRow(seq) { found in row = (try found.revisionID(0), found.bytes(1)) }
                    guard let (id, stored) = row else { throw StoreError.revisionNotFound("#\(seq)", project: record.name) }
                    if asStored {
                        block.append((id, stored))
                    } else {
                        let body = try PackedBody.unpack(stored)
                        guard RevisionID(hashing: body) == id else {
                            throw StoreError.corruptRevision(id, reason: "its stored content no longer hashes to its id")
                        }
                        block.append((id, body))
                    }
                    if block.count == limit {
                        try flush()
                        limit = min(2 * limit, blockLength)
                    }
                }
                if !block.isEmpty { try flush() }
            }
        } catch {
            throw deliveryError ?? error
        }
    }

    /// Every revision of the project that `head` descends from (itself included), as seqs in
    /// order (parents first): what a first clone receives, found in one pass down the
    /// project's index, newest first (a child's seq is above its parents'). The index holds
    /// each revision's first parent (schema 0012), so the walk reads no revision's row; a
    /// merge's other parents are read before, apart: merges are few.
    static func reachableRevisions(from head: RevisionID, of project: ProjectID, in db: Database) throws -> [Int64] {
        guard let headPosition = try RevisionLog.position(of: head, project: project, in: db) else {
            throw StoreError.revisionNotFound(head.rawValue, project: project.text)
        }
        var mergeParents: [Int64: [Int64]] = [:]
        try db.cachedStatement(sql: "SELECT revision_seq, parent_seq FROM revision_parents WHERE revision_seq <= ? ORDER BY revision_seq, position")
            .forEachRow(headPosition.seq) { row in mergeParents[row.int64(0), default: []].append(row.int64(1)) }
        let statement = try db.cachedStatement(
            sql: "SELECT seq, first_parent_seq FROM revisions WHERE project = (SELECT key FROM projects WHERE id = ?) AND seq <= ? ORDER BY seq DESC")
        var wanted = SeqSet(upTo: headPosition.seq)
        wanted.insert(headPosition.seq)
        var found: [Int64] = []
        try statement.forEachRow(project.text, headPosition.seq) { row in
            let seq = row.int64(0)
            guard wanted.contains(seq) else { return }
            found.append(seq)
            if !row.isNull(1) { wanted.insert(row.int64(1)) }
            for parent in mergeParents[seq] ?? [] { wanted.insert(parent) }
        }
        if found.count != wanted.count {
            let missing = wanted.elements.subtracting(found).min() ?? 0
            throw try missingParentError(seq: missing, of: project, in: db)
        }
        return found.reversed()
    }

    /// What to say of a parent the walk of a project's history wanted and did not find: the
    /// revision that is gone (named from its child's body), or a history out of order.
    private static func missingParentError(seq: Int64, of project: ProjectID, in db: Database) throws -> StoreError {
        if try Bool.fetchOne(db, sql: "SELECT 1 FROM revisions WHERE seq = ?", arguments: [seq]) == true {
            // A parent of another project, or stored after its child.
            return StoreError.corruptData("the history of \(project.text) is not ordered parents first")
        }
        let child = try Row.fetchOne(
            db,
            sql: """
                SELECT id, body, 0 FROM revisions WHERE first_parent_seq = ?1
                UNION ALL
                SELECT r.id, r.body, m.position FROM revision_parents m JOIN revisions r ON r.seq = m.revision_seq WHERE m.parent_seq = ?1
                LIMIT 1
                """, arguments: [seq])
        guard let child else { return StoreError.revisionNotFound("#\(seq)", project: project.text) }
        let parents = try RevisionLog.revision(id: try child.revisionID(0), storedBody: child[1] ?? Data()).parents
        let position: Int = child[2] ?? 0
        return StoreError.revisionNotFound(parents.indices.contains(position) ? parents[position].rawValue : "#\(seq)", project: project.text)
    }

    /// The ancestors of `head` (itself included) that are not ancestors of `excluded`, as
    /// seqs in order (parents first): both sides are painted down the project's history together,
    /// newest seq first (a revision's marks are final when it is reached), and the walk stops
    /// once only excluded revisions are left to visit.
    ///
    /// - Complexity: O(*r*) rows for the *r* revisions stored since the oldest one sent, in one
    ///   pass down the revisions table (``Ancestry/paint(from:in:while:visit:)``).
    static func missingRevisions(from head: RevisionID, excluding excluded: [RevisionID], in db: Database) throws -> [Int64] {
        let wanted: UInt8 = 1, unwanted: UInt8 = 2
        let locate = try db.cachedStatement(sql: "SELECT seq, project FROM revisions WHERE id = ?")
        guard let headRow = try Row.fetchOne(locate, arguments: [head.blob]) else {
            throw StoreError.revisionNotFound(head.rawValue, project: "(any)")
        }
        let project: Int64 = try headRow.decoded(1)
        var seeds: [Int64: UInt8] = [try headRow.decoded(0): wanted]
        for id in excluded {
            guard let row = try Row.fetchOne(locate, arguments: [id.blob]) else { throw StoreError.revisionNotFound(id.rawValue, project: "(any)") }
            guard (try row.decoded(1, as: Int64.self)) == project else { continue }
            seeds[try row.decoded(0), default: 0] |= unwanted
        }
        var found: [Int64] = []
        _ = try Ancestry.paint(from: seeds, in: db, while: { $0 == wanted }) { row, marks in
            guard marks == wanted else { return }
            found.append(try row.decoded(0))
        }
        return found.reversed()
    }
}
