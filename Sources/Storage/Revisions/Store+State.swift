import Foundation
import GRDB
import Model

extension Store {
    /// The project as it was at a revision (`nil`: the head), entities in id order.
    ///
    /// The state at a revision is the state at its first parent with its changes applied; an
    /// old state starts from the nearest snapshot on the first-parent chain.
    ///
    /// - Complexity: the head is read from the state tables; an old revision decodes one
    ///   snapshot and replays the changes made since, at most about a quarter of the project's
    ///   size (or `RevisionLog/snapshotMinimumChanges`).
    public func state(of project: ProjectID, at revision: RevisionID? = nil) throws(StoreError) -> Project {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            if revision == nil || revision == record.head {
                return try StateTables.project(project, name: record.name, in: db)
            }
            let seq = try RevisionLog.seq(of: revision!, project: record, in: db)
            return try StateReplay.state(atRevision: seq, in: db).project
        }
    }

    /// The project's state at its head, with the head's id, read together: what edits are made
    /// from when they are committed with ``commit(_:message:author:edits:from:)``.
    public func headState(of project: ProjectID) throws(StoreError) -> HeadState {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            return HeadState(head: record.head, project: try StateTables.project(project, name: record.name, in: db))
        }
    }

    /// The project's current views and guides, without its constraints: what resolving the
    /// names of a new constraint needs, read without the cost of every constraint.
    public func items(of project: ProjectID) throws(StoreError) -> Project {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            let items = Project(
                name: record.name, views: try StateTables.views(project: project, in: db),
                guides: try StateTables.guides(project: project, in: db))
            if let dangling = items.danglingReference() { throw StoreError.corruptData(dangling) }
            return items
        }
    }

    /// How many of the project's constraints carry this identifier (identifiers need not be
    /// unique, but a second one makes the identifier ambiguous as a reference).
    public func constraintCount(identifiedBy identifier: String, in project: ProjectID) throws(StoreError) -> Int {
        try read { db in
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM constraints WHERE project_id = ? AND identifier = ?",
                arguments: [project.text, identifier]) ?? 0
        }
    }

    /// A revision, checked: its id is recomputed from its stored bytes.
    ///
    /// - Throws: ``StoreError/corruptRevision(_:reason:)`` when they differ.
    public func revision(_ id: RevisionID) throws(StoreError) -> Revision {
        try read { db in try RevisionLog.revision(id, in: db) }
    }

    /// The revision that `text` names in the project: `HEAD`, `HEAD~3` or `HEAD^` (first
    /// parents), or a unique prefix of its id, optionally followed by `~N`.
    ///
    /// - Throws: ``StoreError/ambiguousRevision(_:candidates:project:)`` listing the candidates,
    ///   or ``StoreError/revisionNotFound(_:project:)``.
    public func resolveRevision(_ text: String, in project: ProjectID) throws(StoreError) -> RevisionID {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            var base = text.trimmingCharacters(in: .whitespaces)
            var steps = 0
            while base.hasSuffix("^") {
                base.removeLast()
                steps += 1
            }
            if let tilde = base.lastIndex(of: "~") {
                let count = base[base.index(after: tilde)...]
                guard let number = count.isEmpty ? 1 : Int(count), number >= 0 else {
                    throw StoreError.revisionNotFound(text, project: record.name)
                }
                steps += number
                base = String(base[..<tilde])
            }
            var id: RevisionID
            if base.uppercased() == "HEAD" || base == "@" {
                id = record.head
            } else {
                let prefix = base.lowercased()
                guard !prefix.isEmpty, prefix.utf8.allSatisfy(RevisionID.isHexDigit) else {
                    throw StoreError.revisionNotFound(text, project: record.name)
                }
                // The prefix's ids are those between it followed by 0s and it followed by fs.
                guard prefix.count <= 64, let lowest = RevisionID(prefix.padding(toLength: 64, withPad: "0", startingAt: 0)),
                    let highest = RevisionID(prefix.padding(toLength: 64, withPad: "f", startingAt: 0))
                else { throw StoreError.revisionNotFound(text, project: record.name) }
                // `+project`: the search goes down the ids' index. Offered `project = ?`,
                // SQLite's planner took the project's index and read every revision of the
                // project (0.04 s of a whole `diff` at 100,000 revisions).
                let candidates = try Row.fetchAll(
                    db, sql: "SELECT id FROM revisions WHERE id BETWEEN ? AND ? AND +project = ? ORDER BY id LIMIT 20",
                    arguments: [lowest.blob, highest.blob, record.key]
                ).map { row throws(StoreError) in try row.revisionID(0) }
                guard let first = candidates.first else { throw StoreError.revisionNotFound(text, project: record.name) }
                guard candidates.count == 1 else {
                    throw StoreError.ambiguousRevision(base, candidates: candidates, project: record.name)
                }
                id = first
            }
            let parentStatement = try db.cachedStatement(
                sql: "SELECT p.id FROM revisions r JOIN revisions p ON p.seq = r.first_parent_seq WHERE r.id = ?")
            for _ in 0..<steps {
                guard let parent = try Row.fetchOne(parentStatement, arguments: [id.blob]).map({ row throws(StoreError) in try row.revisionID(0) })
                else {
                    throw StoreError.revisionNotFound(text, project: record.name)
                }
                id = parent
            }
            return id
        }
    }
}
