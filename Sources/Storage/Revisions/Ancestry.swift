import GRDB

/// Walks the revision DAG: first parents through `revisions.first_parent_seq`, a merge's
/// other parents through `revision_parents`.
enum Ancestry {
    /// (parent id, parent generation) of the revision whose id is the argument.
    private static func parentsStatement(in db: Database) throws -> Statement {
        try db.cachedStatement(
            sql: """
                SELECT p.id, p.generation FROM revisions c JOIN revisions p ON p.seq = c.first_parent_seq WHERE c.id = ?1
                UNION ALL
                SELECT p.id, p.generation FROM revisions c
                JOIN revision_parents m ON m.revision_seq = c.seq JOIN revisions p ON p.id = m.parent_id
                WHERE c.id = ?1
                """)
    }

    /// The revisions the given ones descend from, themselves included, with their generations;
    /// the walk does not go past revisions in `stop`.
    ///
    /// - Complexity: O(*a*) queries for *a* ancestors visited.
    static func ancestors(
        of revisions: [RevisionID], in db: Database, stoppingAt stop: [RevisionID: Int64] = [:]
    ) throws -> [RevisionID: Int64] {
        let parents = try parentsStatement(in: db)
        var found: [RevisionID: Int64] = [:]
        var pending: [RevisionID] = []
        for id in revisions where stop[id] == nil {
            guard let generation = try Int64.fetchOne(db, sql: "SELECT generation FROM revisions WHERE id = ?", arguments: [id.rawValue])
            else { continue }
            found[id] = generation
            pending.append(id)
        }
        while let id = pending.popLast() {
            for row in try Row.fetchAll(parents, arguments: [id.rawValue]) {
                guard let parent = RevisionID(try row.decoded(0, as: String.self)), stop[parent] == nil, found[parent] == nil else { continue }
                found[parent] = try row.decoded(1)
                pending.append(parent)
            }
        }
        return found
    }

    /// Whether `ancestor` is `revision` or one of its ancestors; the walk skips revisions of
    /// lower generation than `ancestor`, which cannot lead to it.
    static func isAncestor(_ ancestor: RevisionID, of revision: RevisionID, in db: Database) throws -> Bool {
        if ancestor == revision { return true }
        guard let target = try Int64.fetchOne(db, sql: "SELECT generation FROM revisions WHERE id = ?", arguments: [ancestor.rawValue])
        else { return false }
        let parents = try parentsStatement(in: db)
        var seen: Set<RevisionID> = [revision]
        var pending = [revision]
        while let id = pending.popLast() {
            for row in try Row.fetchAll(parents, arguments: [id.rawValue]) {
                guard let parent = RevisionID(try row.decoded(0, as: String.self)), (try row.decoded(1, as: Int64.self)) >= target else { continue }
                if parent == ancestor { return true }
                if seen.insert(parent).inserted { pending.append(parent) }
            }
        }
        return false
    }

    /// The revision at `seq` and its first-parent ancestors, newest first.
    static func firstParentChain(from seq: Int64, in db: Database) throws -> [RevisionID] {
        let statement = try db.cachedStatement(sql: "SELECT id, first_parent_seq FROM revisions WHERE seq = ?")
        var chain: [RevisionID] = []
        var current: Int64? = seq
        while let step = current, let row = try Row.fetchOne(statement, arguments: [step]) {
            guard let id = RevisionID(try row.decoded(0, as: String.self)) else { throw StoreError.corruptData("revision #\(step) has an unreadable id") }
            chain.append(id)
            current = try row.decoded(1)
        }
        return chain
    }
}
