import GRDB
import Model

extension Store {
    /// The project's current views and guides with these names (those it has), without the
    /// others or any constraint: what resolving the names of one equation needs, read at the
    /// same cost on a project of ten views or of ten thousand.
    ///
    /// - Complexity: O(*k* log *n*) for *k* names: an index lookup each.
    public func items(of project: ProjectID, named names: Set<String>) throws(StoreError) -> Project {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            let statement = try db.cachedStatement(sql: "SELECT id FROM items WHERE project_id = ? AND name = ?")
            let ids = try names.sorted().compactMap { name in
                try String.fetchOne(statement, arguments: [project.text, name]).flatMap { ItemID($0) }
            }
            return try Store.items(ids, of: project, named: record.name, in: db)
        }
    }

    /// The project's current views and guides with these ids (those it has), without the
    /// others or any constraint: what naming a few constraints needs.
    ///
    /// - Complexity: O(*k* log *n*) for *k* ids: an index lookup each.
    public func items(of project: ProjectID, ids: Set<ItemID>) throws(StoreError) -> Project {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            return try Store.items(ids.sorted(), of: project, named: record.name, in: db)
        }
    }

    /// The project's views and guides at a revision (`nil`: the head) with those of the given
    /// constraints it has: what naming some changes needs, read without the other constraints.
    ///
    /// - Complexity: at the head, the items and one index lookup per constraint; at a revision
    ///   on the head's first-parent chain fewer steps back than the project has entities, that
    ///   plus the changes made since; elsewhere, the whole state.
    public func items(of project: ProjectID, at revision: RevisionID?, constraints ids: Set<ConstraintID>) throws(StoreError) -> Project {
        try read { db in
            let record = try ProjectRecord.fetch(project, in: db)
            let head = Project(
                name: record.name, views: try StateTables.views(project: project, in: db),
                guides: try StateTables.guides(project: project, in: db),
                constraints: try ids.sorted { $0.text < $1.text }.compactMap { id in try StateTables.constraint(id, project: project, in: db) })
            guard let revision, revision != record.head else { return head }
            let seq = try RevisionLog.seq(of: revision, project: record, in: db)
            let headSeq = try RevisionLog.seq(of: record.head, project: record, in: db)
            var state: ProjectState
            let steps = try RevisionLog.firstParentSteps(between: seq, and: headSeq, in: db)
            if try RevisionLog.walkingIsCheaper(steps, project: project, in: db), let since = try RevisionLog.changes(from: seq, to: headSeq, in: db)
            {
                // Back from the head: each change since undone, for the entities kept.
                state = ProjectState(head)
                for change in since.reversed() where change.kind != .constraint || ConstraintID(text: change.id).map(ids.contains) == true {
                    try state.apply(change.inverted)
                }
            } else {
                state = try StateReplay.state(atRevision: seq, in: db)
                state.constraints = state.constraints.filter { ids.contains($0.key) }
            }
            state.name = record.name
            return state.project
        }
    }

    private static func items(_ ids: [ItemID], of project: ProjectID, named name: String, in db: Database) throws -> Project {
        var items = Project(name: name)
        for id in ids {
            if let view = try StateTables.view(id, project: project, in: db) {
                items.views.append(view)
            } else if let guide = try StateTables.guide(id, project: project, in: db) {
                items.guides.append(guide)
            }
        }
        return items
    }
}
