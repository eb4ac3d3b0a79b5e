import GRDB
import Model

extension Store.History {
    /// The field-level differences between the project's states at two revisions, in an order
    /// that turns the first state into the second when applied one by one.
    ///
    /// - Complexity: when one revision is on the other's first-parent chain (adjacent
    ///   revisions, `HEAD~5` and `HEAD`) fewer steps apart than the project has entities,
    ///   O(*s* + *c* log *c*) for *s* steps between them and *c* changes made on the way: the
    ///   revisions between are read, not the states. Otherwise both states are read (each from
    ///   its nearest snapshot), whatever the distance between them: O(*n* log *n*) for *n*
    ///   entities, plus the changes since each snapshot.
    public func diff(_ project: ProjectID, from: RevisionID, to: RevisionID) throws(StoreError) -> [Change] {
        try diff(project, from: from, to: to, walkingAtMost: nil)
    }

    /// ``diff(_:from:to:)``, walking the revisions between at most `limit` first-parent steps
    /// (nil: as many as the project has entities) before reading both states instead; the
    /// changes are the same either way.
    func diff(_ project: ProjectID, from: RevisionID, to: RevisionID, walkingAtMost limit: Int64?) throws(StoreError) -> [Change] {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            let old = try RevisionLog.seq(of: from, project: record, in: db)
            let new = try RevisionLog.seq(of: to, project: record, in: db)
            let steps = try RevisionLog.firstParentSteps(between: old, and: new, in: db)
            let walks = try limit.map { steps <= $0 } ?? RevisionLog.walkingIsCheaper(steps, project: project, in: db)
            if walks {
                if let path = try RevisionLog.changes(from: old, to: new, in: db) {
                    return StateDiff.changes(try StateDiff.Delta(composing: path))
                }
                if let path = try RevisionLog.changes(from: new, to: old, in: db) {
                    return StateDiff.changes(try StateDiff.Delta(composing: path.reversed().map(\.inverted)))
                }
            }
            return StateDiff.changes(
                from: try StateReplay.state(atRevision: old, in: db).project, to: try StateReplay.state(atRevision: new, in: db).project)
        }
    }
}

extension RevisionLog {
    /// How many first-parent steps apart two revisions are at least: the difference of their
    /// depths (exactly that when one is on the other's first-parent chain).
    static func firstParentSteps(between first: Int64, and second: Int64, in db: Database) throws -> Int64 {
        let depths = try db.cachedStatement(sql: "SELECT depth FROM revisions WHERE seq = ?")
        guard let a = try Int64.fetchOne(depths, arguments: [first]), let b = try Int64.fetchOne(depths, arguments: [second]) else { return 0 }
        return abs(a - b)
    }

    /// Whether reading the revisions `steps` first-parent steps apart costs less than reading
    /// the project's state at both ends: when the project has at least as many views, guides
    /// and constraints as there are steps (a revision holds a change or a few). Counted up to
    /// `steps` only, so that the answer costs no more than the walk it saves.
    static func walkingIsCheaper(_ steps: Int64, project: ProjectID, in db: Database) throws -> Bool {
        guard steps > 64 else { return true }
        let entities = try Int64.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT (SELECT count(*) FROM (SELECT 1 FROM items WHERE project_id = ?1 LIMIT ?2))
                         + (SELECT count(*) FROM (SELECT 1 FROM constraints WHERE project_id = ?1 LIMIT ?2))
                    """), arguments: [project.text, steps])
        return (entities ?? 0) >= steps
    }

    /// The changes of the revisions after `ancestor` up to and including `descendant`, in
    /// order, when `ancestor` is on `descendant`'s first-parent chain; else nil.
    ///
    /// - Complexity: one indexed read per first-parent step between them, and their bodies.
    static func changes(from ancestor: Int64, to descendant: Int64, in db: Database) throws -> [Change]? {
        let depths = try db.cachedStatement(sql: "SELECT depth FROM revisions WHERE seq = ?")
        guard let top = try Int64.fetchOne(depths, arguments: [ancestor]), let bottom = try Int64.fetchOne(depths, arguments: [descendant]),
            top <= bottom
        else { return nil }
        let parent = try db.cachedStatement(sql: "SELECT first_parent_seq FROM revisions WHERE seq = ?")
        var steps: [Int64] = []
        var current = descendant
        for _ in 0..<(bottom - top) {
            steps.append(current)
            guard let next = try Int64.fetchOne(parent, arguments: [current]) else { return nil }
            current = next
        }
        guard current == ancestor else { return nil }
        var changes: [Change] = []
        for step in steps.reversed() { changes += try RevisionLog.changes(ofRevisionAt: step, in: db) }
        return changes
    }
}
