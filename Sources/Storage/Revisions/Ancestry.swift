import GRDB
import HeapModule

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

    /// The common ancestor of highest generation of two revisions (the smaller id on a tie), or
    /// `nil` when they share no history.
    ///
    /// Both sides are walked together, newest generation first, as git's merge-base does: a
    /// revision reached from both is common, and once the walk has passed below the first
    /// common generation nothing older can be better. Only the revisions above the merge base
    /// (and their parents) are read, whatever the length of the history below it.
    ///
    /// - Complexity: O(*v* log *v*) for the *v* revisions newer than the merge base on either side.
    static func mergeBase(_ first: RevisionID, _ second: RevisionID, in db: Database) throws -> RevisionID? {
        struct Visit: Comparable {
            var generation: Int64
            var id: RevisionID
            static func < (a: Visit, b: Visit) -> Bool { (a.generation, b.id.rawValue) < (b.generation, a.id.rawValue) }
        }
        let fromFirst: UInt8 = 1, fromSecond: UInt8 = 2, both: UInt8 = 3
        let parents = try parentsStatement(in: db)
        var reachedFrom: [RevisionID: UInt8] = [:]
        var queue = Heap<Visit>()
        for (id, side) in [(first, fromFirst), (second, fromSecond)] {
            guard let generation = try Int64.fetchOne(db, sql: "SELECT generation FROM revisions WHERE id = ?", arguments: [id.rawValue])
            else { return nil }
            if reachedFrom[id] == nil { queue.insert(Visit(generation: generation, id: id)) }
            reachedFrom[id, default: 0] |= side
        }
        while let visit = queue.popMax() {
            // A revision's descendants all have higher generations and were visited before it,
            // so the sides it is reached from are known by now.
            let sides = reachedFrom[visit.id] ?? 0
            // The highest generation reached from both; on a tie the heap gives the smaller id first.
            if sides == both { return visit.id }
            for row in try Row.fetchAll(parents, arguments: [visit.id.rawValue]) {
                guard let parent = RevisionID(try row.decoded(0, as: String.self)) else { continue }
                if reachedFrom[parent] == nil { queue.insert(Visit(generation: try row.decoded(1), id: parent)) }
                reachedFrom[parent, default: 0] |= sides
            }
        }
        return nil
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

    /// The revision at `seq` and its first-parent ancestors, newest first: at most `limit` of
    /// them, and none older than `stop` (which ends the chain when it is on it).
    ///
    /// - Complexity: O(*k*) lookups by seq for the *k* revisions returned: a walk that stops
    ///   early reads nothing of the older history.
    static func firstParentChain(from seq: Int64, limit: Int = .max, stoppingAt stop: RevisionID? = nil, in db: Database) throws -> [RevisionID] {
        let statement = try db.cachedStatement(sql: "SELECT id, first_parent_seq FROM revisions WHERE seq = ?")
        var chain: [RevisionID] = []
        var current: Int64? = seq
        while chain.count < limit, let step = current, let row = try Row.fetchOne(statement, arguments: [step]) {
            guard let id = RevisionID(try row.decoded(0, as: String.self)) else { throw StoreError.corruptData("revision #\(step) has an unreadable id") }
            chain.append(id)
            if id == stop { break }
            current = try row.decoded(1)
        }
        return chain
    }
}
