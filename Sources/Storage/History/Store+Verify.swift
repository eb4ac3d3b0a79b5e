import Foundation
import GRDB
import Model

extension Store.History {
    /// Checks the whole store: every revision's id is recomputed from its stored bytes, and
    /// its project column, parents and rows in the changes index agree with them; each project's current-state
    /// tables equal the replay of its history (as do its snapshots); SQLite's
    /// `integrity_check` and `foreign_key_check` pass.
    ///
    /// `progress` hears of every 256th revision checked, and of each project.
    ///
    /// - Complexity: O(*n*) in the size of the store.
    public func verify(progress: ProgressHandler? = nil) throws(StoreError) -> VerifyReport {
        try read { db in
            var report = VerifyReport(projectsChecked: 0, revisionsChecked: 0, changesChecked: 0, snapshotsChecked: 0, problems: [])
            for row in try Row.fetchAll(db, sql: "SELECT * FROM pragma_integrity_check") {
                let text: String = try row.decoded(0)
                if text != "ok" { report.problems.append("SQLite integrity check: \(text)") }
            }
            if try Row.fetchOne(db, sql: "PRAGMA foreign_key_check") != nil {
                report.problems.append("SQLite foreign key check: some rows refer to rows that do not exist")
            }
            // Each project's first-parent chain is replayed as the revisions pass goes by (a parent
            // always has a smaller seq), so that every revision is decoded once.
            let projects = try Row.fetchAll(db, sql: "SELECT id, name FROM projects ORDER BY name")
            var replays: [Replay] = []
            for row in projects {
                let name = (try? row.decodedIfPresent(1, as: String.self)) ?? nil
                do {
                    if let replay = try Self.replay(id: try row.decoded(0), name: try row.decoded(1), db, into: &report) { replays.append(replay) }
                } catch {
                    report.problems.append("project '\(name ?? "(no name)")': \(Self.problem(error))")
                }
            }
            var replayOf: [Int64: Int] = [:]
            for (index, replay) in replays.enumerated() { for seq in replay.chain { replayOf[seq] = index } }
            try Self.verifyRevisions(db, into: &report, progress: progress) { seq, revision, report in
                guard let index = replayOf[seq] else { return }
                try replays[index].apply(revision, at: seq, db, into: &report)
            }
            for (index, replay) in replays.enumerated() {
                progress?(WorkProgress(stage: "verifying projects", completed: index, total: replays.count))
                do {
                    try replay.compareWithTables(db, into: &report)
                } catch {
                    report.problems.append("project '\(replay.name)': \(Self.problem(error))")
                }
            }
            return report
        }
    }

    private static func verifyRevisions(
        _ db: Database, into report: inout VerifyReport, progress: ProgressHandler?,
        replaying: (Int64, Revision?, inout VerifyReport) throws -> Void
    ) throws {
        let total = try progress.map { _ in try Int.fetchOne(db, sql: "SELECT count(*) FROM revisions") ?? 0 }
        let rows = try Row.fetchCursor(
            db,
            sql:
                "SELECT r.seq, r.id, r.project, p.id, r.body, r.author, r.time_ms, r.message FROM revisions r LEFT JOIN projects p ON p.key = r.project ORDER BY r.seq"
        )
        // The changes index, walked alongside in the same order.
        let indexRows = try Row.fetchCursor(
            db, sql: "SELECT revision_seq, position, project, entity_id FROM changes ORDER BY revision_seq, position")
        /// A row of the changes index: the change's project and entity (nil when unreadable).
        struct Indexed: Equatable {
            var project: Int64?
            var entity: String?
        }
        func nextIndexed() throws -> (seq: Int64, position: Int64, entry: Indexed)? {
            while let row = try indexRows.next() {
                // A row that cannot be read is a problem of its revision, if its number can be read.
                guard let seq = try? row.decoded(0, as: Int64.self), let position = try? row.decoded(1, as: Int64.self) else {
                    report.problems.append("the changes table has a row without a revision number or position")
                    continue
                }
                return (seq, position, Indexed(project: try? row.decoded(2, as: Int64.self), entity: try? row.decoded(3, as: String.self)))
            }
            return nil
        }
        var pending = try nextIndexed()
        while let row = try rows.next() {
            if let progress, report.revisionsChecked % 256 == 0 {
                progress(WorkProgress(stage: "verifying revisions", completed: report.revisionsChecked, total: total))
            }
            report.revisionsChecked += 1
            guard let seq = try? row.decoded(0, as: Int64.self) else {
                report.problems.append("the revisions table has a row without a number")
                continue
            }
            var indexed: [Indexed] = []
            var indexedInOrder = true
            while let entry = pending, entry.seq <= seq {
                if entry.seq < seq {
                    report.problems.append("the changes table has rows for revision #\(entry.seq), which is not stored")
                } else {
                    indexedInOrder = indexedInOrder && entry.position == indexed.count
                    indexed.append(entry.entry)
                }
                pending = try nextIndexed()
            }
            report.changesChecked += indexed.count
            guard let id = try? row.revisionID(1) else {
                report.problems.append("revision #\(seq): its id is not 32 bytes")
                try replaying(seq, nil, &report)
                continue
            }
            let revision: Revision
            let columns: (key: Int64?, project: String?, author: String?, time: Int64?, message: String?)
            do {
                revision = try RevisionLog.revision(id: id, storedBody: try row.decoded(4))
                columns = (
                    key: try row.decodedIfPresent(2, as: Int64.self), project: try row.decodedIfPresent(3, as: String.self),
                    author: try row.decodedIfPresent(5, as: String.self), time: try row.decodedIfPresent(6, as: Int64.self),
                    message: try row.decodedIfPresent(7, as: String.self)
                )
            } catch {
                report.problems.append("revision \(id.short): \(Self.problem(error))")
                try replaying(seq, nil, &report)
                continue
            }
            try replaying(seq, revision, &report)
            if revision.project.text != columns.project {
                report.problems.append("revision \(id.short): its project column differs from its verified content")
            }
            if revision.author != columns.author || revision.timeMilliseconds != columns.time || revision.message != columns.message {
                report.problems.append("revision \(id.short): its author, time or message column differs from its verified content")
            }
            if (try? RevisionLog.parentIDs(ofRevisionAt: seq, in: db)) != revision.parents {
                report.problems.append("revision \(id.short): its stored parents differ from its verified parents")
            }
            if !indexedInOrder || indexed != revision.changes.map({ Indexed(project: columns.key, entity: $0.id) }) {
                report.problems.append("revision \(id.short): its rows in the changes table differ from its verified changes")
            }
        }
        if let orphan = pending {
            report.problems.append("the changes table has rows for revision #\(orphan.seq), which is not stored")
        }
    }

    /// What is wrong, for the report: for data that cannot be read, what it is.
    private static func problem(_ error: any Error) -> String {
        if case StoreError.corruptData(let what)? = error as? StoreError { return what }
        return "\(error)"
    }

    /// A project's first-parent chain, replayed from its first revision as the revisions pass
    /// reaches each of them; each snapshot on the way, and the end, compared with what is stored.
    struct Replay {
        let id: ProjectID
        let name: String
        /// The chain's revisions, oldest first.
        let chain: [Int64]
        var state = ProjectState(name: "")
        /// Whether the replay stopped (its problem is reported).
        var failed = false

        /// Applies a revision of the chain (nil: it could not be read), and checks the snapshot kept after it.
        mutating func apply(_ revision: Revision?, at seq: Int64, _ db: Database, into report: inout VerifyReport) throws {
            guard !failed else { return }
            do {
                guard let revision else { throw StoreError.corruptData("the revision cannot be read") }
                for change in revision.changes { try state.apply(change) }
            } catch {
                report.problems.append("project '\(name)': replaying revision #\(seq) failed: \(error)")
                failed = true
                return
            }
            let snapshots = try db.cachedStatement(sql: "SELECT state FROM snapshots WHERE revision_seq = ?")
            if let snapshot = try Data.fetchOne(snapshots, arguments: [seq]) {
                report.snapshotsChecked += 1
                // Compared as dictionaries: no sorting of the whole state for each snapshot.
                let stored = try? ProjectState(snapshot: Array(snapshot))
                if stored?.views != state.views || stored?.guides != state.guides || stored?.constraints != state.constraints {
                    report.problems.append("project '\(name)': the snapshot at revision #\(seq) differs from the replay of its history")
                }
            }
        }

        /// Compares the end of the replay with the current-state tables.
        func compareWithTables(_ db: Database, into report: inout VerifyReport) throws {
            guard !failed else { return }
            let tables = ProjectState(try StateTables.project(id, name: name, in: db))
            guard tables.views != state.views || tables.guides != state.guides || tables.constraints != state.constraints else { return }
            let differences = StateDiff.changes(from: state.project, to: tables.project).prefix(5).map {
                "\($0.kind.rawValue) \($0.id) \($0.fieldName)"
            }
            report.problems.append(
                "project '\(name)': the current-state tables differ from the replay of its history ("
                    + differences.joined(separator: "; ") + ")")
        }
    }

    /// The replay of a project's first-parent chain, from its head back to its first revision;
    /// nil (with the problem reported) when the head is missing.
    private static func replay(id idText: String, name: String, _ db: Database, into report: inout VerifyReport) throws -> Replay? {
        report.projectsChecked += 1
        guard let id = ProjectID(text: idText) else {
            report.problems.append("project '\(name)': id '\(idText)' is not a UUID")
            return nil
        }
        guard let head = try Data.fetchOne(db, sql: "SELECT head_revision FROM projects WHERE id = ?", arguments: [idText]),
            let headSeq = try Int64.fetchOne(
                db, sql: "SELECT seq FROM revisions r JOIN projects p ON p.key = r.project WHERE r.id = ? AND p.id = ?", arguments: [head, idText])
        else {
            report.problems.append("project '\(name)': its head revision is missing")
            return nil
        }
        var chain: [Int64] = []
        var current: Int64? = headSeq
        let parent = try db.cachedStatement(sql: "SELECT first_parent_seq FROM revisions WHERE seq = ?")
        while let step = current {
            chain.append(step)
            current = try Int64.fetchOne(parent, arguments: [step])
        }
        return Replay(id: id, name: name, chain: chain.reversed())
    }
}
