import Foundation
import GRDB
import Model

extension Store {
    /// Checks the whole store: every revision's id is recomputed from its stored bytes, and
    /// its columns, parents and rows in the changes index agree with them; each project's current-state
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
            try Store.verifyRevisions(db, into: &report, progress: progress)
            let projects = try Row.fetchAll(db, sql: "SELECT id, name FROM projects ORDER BY name")
            for row in projects {
                progress?(WorkProgress(stage: "verifying projects", completed: report.projectsChecked, total: projects.count))
                let name = (try? row.decodedIfPresent(1, as: String.self)) ?? nil
                do {
                    try Store.verifyProject(id: try row.decoded(0), name: try row.decoded(1), db, into: &report)
                } catch {
                    report.problems.append("project '\(name ?? "(no name)")': \(Store.problem(error))")
                }
            }
            return report
        }
    }

    private static func verifyRevisions(_ db: Database, into report: inout VerifyReport, progress: ProgressHandler?) throws {
        let total = try progress.map { _ in try Int.fetchOne(db, sql: "SELECT count(*) FROM revisions") ?? 0 }
        let rows = try Row.fetchCursor(
            db, sql: "SELECT seq, id, project_id, author, replica, time_ms, message, body FROM revisions ORDER BY seq")
        // The changes index, walked alongside in the same order.
        let indexRows = try Row.fetchCursor(
            db,
            sql: "SELECT revision_seq, position, entity_kind, entity_id, field, before, after FROM changes ORDER BY revision_seq, position")
        func nextIndexed() throws -> (seq: Int64, position: Int64, change: Change?)? {
            while let row = try indexRows.next() {
                // A row that cannot be read is a problem of its revision, if its number can be read.
                guard let seq = try? row.decoded(0, as: Int64.self), let position = try? row.decoded(1, as: Int64.self) else {
                    report.problems.append("the changes table has a row without a revision number or position")
                    continue
                }
                return (seq, position, try? RevisionLog.change(from: row, startingAt: 2))
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
            var indexed: [Change?] = []
            var indexedInOrder = true
            while let entry = pending, entry.seq <= seq {
                if entry.seq < seq {
                    report.problems.append("the changes table has rows for revision #\(entry.seq), which is not stored")
                } else {
                    indexedInOrder = indexedInOrder && entry.position == indexed.count
                    indexed.append(entry.change)
                }
                pending = try nextIndexed()
            }
            report.changesChecked += indexed.count
            guard let idText = try? row.decoded(1, as: String.self), let id = RevisionID(idText) else {
                let idText = (try? row.text(1)) ?? nil
                report.problems.append("revision #\(seq): id '\(idText ?? "NULL")' is not 64 hex digits")
                continue
            }
            let revision: Revision
            let columns: (project: String?, author: String?, replica: String?, time: Int64?, message: String?)
            do {
                revision = try Revision(id: id, canonicalBytes: Array(try row.decoded(7, as: Data.self)))
                columns = (
                project: try row.decodedIfPresent(2, as: String.self), author: try row.decodedIfPresent(3, as: String.self),
                replica: try row.decodedIfPresent(4, as: String.self), time: try row.decodedIfPresent(5, as: Int64.self),
                    message: try row.decodedIfPresent(6, as: String.self))
            } catch {
                report.problems.append("revision \(id.short): \(Store.problem(error))")
                continue
            }
            if revision.project.text != columns.project || revision.author != columns.author || revision.replica != columns.replica
                || revision.timeMilliseconds != columns.time || revision.message != columns.message
            {
                report.problems.append("revision \(id.short): its columns differ from its verified content")
            }
            if (try? RevisionLog.parentIDs(ofRevisionAt: seq, in: db)) != revision.parents.map(\.rawValue) {
                report.problems.append("revision \(id.short): its stored parents differ from its verified parents")
            }
            if !indexedInOrder || indexed != revision.changes.map(Optional.some) {
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

    /// Replays the project's first-parent chain from its first revision and compares each
    /// snapshot on the way, and the end, with the stored states.
    private static func verifyProject(id idText: String, name: String, _ db: Database, into report: inout VerifyReport) throws {
        report.projectsChecked += 1
        guard let id = ProjectID(text: idText) else {
            report.problems.append("project '\(name)': id '\(idText)' is not a UUID")
            return
        }
        guard let headText = try String.fetchOne(db, sql: "SELECT head_revision FROM projects WHERE id = ?", arguments: [idText]),
            let headSeq = try Int64.fetchOne(db, sql: "SELECT seq FROM revisions WHERE id = ?", arguments: [headText])
        else {
            report.problems.append("project '\(name)': its head revision is missing")
            return
        }
        var chain: [Int64] = []
        var current: Int64? = headSeq
        while let step = current {
            chain.append(step)
            current = try Int64.fetchOne(db, sql: "SELECT first_parent_seq FROM revisions WHERE seq = ?", arguments: [step])
        }
        var state = ProjectState(name: "")
        for step in chain.reversed() {
            do {
                for change in try RevisionLog.changes(ofRevisionAt: step, in: db) { try state.apply(change) }
            } catch {
                report.problems.append("project '\(name)': replaying revision #\(step) failed: \(error)")
                return
            }
            if let snapshot = try Data.fetchOne(db, sql: "SELECT state FROM snapshots WHERE revision_seq = ?", arguments: [step]) {
                report.snapshotsChecked += 1
                let stored = try? ProjectState(snapshot: Array(snapshot)).project
                if stored != state.project {
                    report.problems.append("project '\(name)': the snapshot at revision #\(step) differs from the replay of its history")
                }
            }
        }
        let tables = try StateTables.project(id, name: name, in: db)
        if tables != state.project {
            let differences = StateDiff.changes(from: state.project, to: tables).prefix(5).map { "\($0.kind.rawValue) \($0.id) \($0.fieldName)" }
            report.problems.append(
                "project '\(name)': the current-state tables differ from the replay of its history ("
                    + differences.joined(separator: "; ") + ")")
        }
    }
}
