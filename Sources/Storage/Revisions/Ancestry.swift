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
                JOIN revision_parents m ON m.revision_seq = c.seq JOIN revisions p ON p.seq = m.parent_seq
                WHERE c.id = ?1
                """)
    }

    /// The common ancestor of highest generation of two revisions (the smaller id on a tie), or
    /// `nil` when they share no history.
    ///
    /// Both sides are painted down the project's history together, as git's merge-base does:
    /// a revision reached from both is common, and once no revision still to visit is reached
    /// from one side only, nothing older can be better (it descends from a common one). The
    /// walk goes down the revisions table, newest seq first (see ``paint(from:in:while:visit:)``),
    /// so only the revisions stored after the merge base are read, whatever the length of the
    /// history below it.
    ///
    /// - Complexity: O(*v*) rows for the *v* revisions stored after the merge base.
    static func mergeBase(_ first: RevisionID, _ second: RevisionID, in db: Database) throws -> RevisionID? {
        let locate = try db.cachedStatement(sql: "SELECT seq, project FROM revisions WHERE id = ?")
        guard let a = try Row.fetchOne(locate, arguments: [first.blob]), let b = try Row.fetchOne(locate, arguments: [second.blob]),
            (try a.decoded(1, as: Int64.self)) == (try b.decoded(1, as: Int64.self))
        else { return nil }
        let fromFirst: UInt8 = 1, fromSecond: UInt8 = 2, both: UInt8 = 3
        var seeds: [Int64: UInt8] = [:]
        seeds[try a.decoded(0), default: 0] |= fromFirst
        seeds[try b.decoded(0), default: 0] |= fromSecond
        var best: (generation: Int64, seqs: [Int64]) = (-1, [])
        func consider(_ seq: Int64, generation: Int64) {
            if generation > best.generation {
                best = (generation, [seq])
            } else if generation == best.generation {
                best.seqs.append(seq)
            }
        }
        let left = try paint(from: seeds, in: db, while: { $0 != both }) { row, marks in
            if marks == both { consider(try row.decoded(0), generation: try row.decoded(1)) }
        }
        // What is left to visit is reached from both sides: common, and maybe the best.
        let generation = try db.cachedStatement(sql: "SELECT generation FROM revisions WHERE seq = ?")
        for (seq, marks) in left where marks == both {
            guard let value = try Int64.fetchOne(generation, arguments: [seq]) else { continue }
            consider(seq, generation: value)
        }
        let id = try db.cachedStatement(sql: "SELECT id FROM revisions WHERE seq = ?")
        return try best.seqs.compactMap { seq in try Row.fetchOne(id, arguments: [seq]).map { row throws(StoreError) in try row.revisionID(0) } }
            .min()
    }

    /// Passes marks down the history: from the revisions (by seq) that `seeds` marks,
    /// each revision's marks go to its parents. The rows are read newest seq first (a
    /// revision's seq is above its parents', so its marks are final when it is reached), and
    /// `visit` is given each marked row (seq, generation, first_parent_seq, id) with its marks.
    /// The walk stops once no revision still to visit has marks `pending` accepts; what is left
    /// to visit is returned.
    ///
    /// Two passes side by side, no query per revision: one down the revisions table from the
    /// newest seed (the rows between, of other branches or projects, are read too), one down
    /// the merges' other parents.
    ///
    /// - Complexity: O(*r*) for the *r* revisions stored since the oldest one visited.
    static func paint(
        from seeds: [Int64: UInt8], in db: Database, while pending: (UInt8) -> Bool,
        visit: (_ row: Row, _ marks: UInt8) throws -> Void
    ) throws -> [Int64: UInt8] {
        var frontier = seeds
        var pendingCount = frontier.values.count(where: pending)
        guard pendingCount > 0, let start = frontier.keys.max() else { return frontier }
        func mark(_ seq: Int64, with marks: UInt8) {
            let old = frontier[seq]
            let new = (old ?? 0) | marks
            guard old != new else { return }
            if let old, pending(old) { pendingCount -= 1 }
            if pending(new) { pendingCount += 1 }
            frontier[seq] = new
        }
        // A merge's parents after its first, newest merge first, read as far as the walk goes.
        let merges = try Row.fetchCursor(
            db.cachedStatement(
                sql: "SELECT revision_seq, parent_seq FROM revision_parents WHERE revision_seq <= ? ORDER BY revision_seq DESC, position"),
            arguments: [start])
        var nextMergeParent: (child: Int64, parent: Int64)?
        func readMergeParent() throws {
            nextMergeParent = try merges.next().map { row in (try row.decoded(0), try row.decoded(1)) }
        }
        try readMergeParent()
        func markMergeParents(of seq: Int64, with marks: UInt8) throws {
            while let merge = nextMergeParent, merge.child >= seq {
                if merge.child == seq { mark(merge.parent, with: marks) }
                try readMergeParent()
            }
        }
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: "SELECT seq, generation, first_parent_seq, id FROM revisions WHERE seq <= ? ORDER BY seq DESC"),
            arguments: [start])
        while pendingCount > 0, let row = try rows.next() {
            let seq: Int64 = try row.decoded(0)
            guard let marks = frontier.removeValue(forKey: seq) else { continue }
            if pending(marks) { pendingCount -= 1 }
            try visit(row, marks)
            if let parent: Int64 = try row.decodedIfPresent(2) { mark(parent, with: marks) }
            try markMergeParents(of: seq, with: marks)
        }
        return frontier
    }

    /// Whether `ancestor` is `revision` or one of its ancestors; the walk skips revisions of
    /// lower generation than `ancestor`, which cannot lead to it.
    static func isAncestor(_ ancestor: RevisionID, of revision: RevisionID, in db: Database) throws -> Bool {
        if ancestor == revision { return true }
        guard let target = try Int64.fetchOne(db, sql: "SELECT generation FROM revisions WHERE id = ?", arguments: [ancestor.blob])
        else { return false }
        let parents = try parentsStatement(in: db)
        var seen: Set<RevisionID> = [revision]
        var pending = [revision]
        while let id = pending.popLast() {
            for row in try Row.fetchAll(parents, arguments: [id.blob]) {
                guard (try row.decoded(1, as: Int64.self)) >= target else { continue }
                let parent = try row.revisionID(0)
                if parent == ancestor { return true }
                if seen.insert(parent).inserted { pending.append(parent) }
            }
        }
        return false
    }

    /// The revision at `seq` and its first-parent ancestors, newest first, down to `stop` (or
    /// the root; at most `limit` of them): the same as ``firstParentChain(from:limit:stoppingAt:in:)`` but read in one
    /// pass over the project's index, newest seq first, for a walk that goes far (the rows of
    /// other branches stored between are read too).
    ///
    /// - Complexity: O(*r*) rows for the *r* revisions of the project stored since the last one returned.
    static func firstParentChainScan(
        from seq: Int64, of project: ProjectID, limit: Int = .max, stoppingAt stop: RevisionID? = nil, in db: Database
    ) throws -> [RevisionID] {
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql:
                    "SELECT seq, id, first_parent_seq FROM revisions WHERE project = (SELECT key FROM projects WHERE id = ?) AND seq <= ? ORDER BY seq DESC"
            ),
            arguments: [project.text, seq])
        var chain: [RevisionID] = []
        var next: Int64? = seq
        while chain.count < limit, let wanted = next, let row = try rows.next() {
            let rowSeq: Int64 = try row.decoded(0)
            guard rowSeq == wanted else { continue }
            let id = try row.revisionID(1)
            chain.append(id)
            if id == stop { break }
            next = try row.decodedIfPresent(2)
        }
        return chain
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
            let id = try row.revisionID(0)
            chain.append(id)
            if id == stop { break }
            current = try row.decoded(1)
        }
        return chain
    }
}
