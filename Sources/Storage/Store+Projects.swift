import Foundation
import GRDB
import Model

extension Store {
    /// Every project of the store, by name.
    public func projects() throws(StoreError) -> [ProjectSummary] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT p.id, p.name, p.head_revision,
                        (SELECT count(*) FROM revisions r WHERE r.project = p.key),
                        (SELECT count(*) FROM views v WHERE v.project_id = p.id),
                        (SELECT count(*) FROM guides g WHERE g.project_id = p.id),
                        (SELECT count(*) FROM constraints c WHERE c.project_id = p.id),
                        EXISTS (SELECT 1 FROM revisions r WHERE r.id = p.head_revision AND r.project = p.key)
                    FROM projects p ORDER BY p.name
                    """
            ).map { row in
                guard let id = ProjectID(text: try row.decoded(0, as: String.self)), let head = try row.revisionIDIfPresent(2) else {
                    throw StoreError.corruptData("project '\(try row.decoded(1, as: String.self))' has an unreadable id or head")
                }
                // One lookup a project: a head that is none of its revisions was damaged on disk.
                guard try row.decoded(7, as: Bool.self) else {
                    throw StoreError.corruptData("project '\(try row.decoded(1, as: String.self))' has a head that is none of its revisions")
                }
                return ProjectSummary(
                    id: id, name: try row.decoded(1), head: head, revisionCount: try row.decoded(3), viewCount: try row.decoded(4),
                    guideCount: try row.decoded(5),
                    constraintCount: try row.decoded(6))
            }
        }
    }

    /// The project with this name, or for `nil` the store's only project.
    ///
    /// - Throws: ``StoreError/projectNotFound(_:available:)``, ``StoreError/noProjects(path:)``,
    ///   or ``StoreError/projectNotChosen(available:)`` when there are several and none was named.
    public func resolveProject(_ name: String?) throws(StoreError) -> ProjectSummary {
        try choose(name, among: try projects(), named: \.name)
    }

    /// The project with this name, or for `nil` the store's only project, without the counts of
    /// a ``ProjectSummary``: what a command needs to find its project, read without counting
    /// every constraint and revision of every project (which costs as much as the project is big).
    ///
    /// - Throws: as ``resolveProject(_:)`` does.
    public func resolveProjectHead(_ name: String?) throws(StoreError) -> ProjectHead {
        try choose(name, among: try projectHeads(), named: \.name)
    }

    /// The project named, or for `nil` the only one.
    private func choose<P>(_ name: String?, among all: [P], named: (P) -> String) throws(StoreError) -> P {
        guard let name else {
            switch all.count {
            case 0: throw .noProjects(path: path)
            case 1: return all[0]
            default: throw .projectNotChosen(available: all.map(named))
            }
        }
        guard let project = all.first(where: { named($0) == name }) else {
            throw .projectNotFound(name, available: all.map(named))
        }
        return project
    }

    /// Creates a project with a root view named "root" of the given size at 0,0; its first
    /// revision has no parents.
    @discardableResult
    public func createProject(
        name: String, rootSize: (width: Double, height: Double), message: String, author: String? = nil
    ) throws(StoreError) -> Revision {
        if let problem = Project.problem(withName: name) { throw .invalidValue(entity: "the new project", field: "name", reason: problem) }
        guard rootSize.width.isFinite, rootSize.height.isFinite, rootSize.width >= 0, rootSize.height >= 0 else {
            throw .invalidValue(entity: "project '\(name)'", field: "rootSize", reason: "the root size must be finite and not negative")
        }
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: rootSize.width, height: rootSize.height))
        return try createProjects([Project(name: name, views: [root])], message: message, author: author)[0]
    }

    /// Creates projects with all their views, guides and constraints, each with a first
    /// revision that has no parents, all in one transaction: either every project is stored or
    /// none is (an import of several layouts never leaves half of them).
    ///
    /// - Throws: ``StoreError/projectExists(_:)``, or the error of the first item that breaks a
    ///   rule, with the store untouched.
    @discardableResult
    public func createProjects(_ projects: [Project], message: String, author: String? = nil) throws(StoreError) -> [Revision] {
        try write([StateBatch(creating: projects, message: message, author: author)]).first ?? []
    }

    /// Writes batches of whole project states in one transaction, in order: each new project
    /// of a batch is made with its first revision, and each project a batch updates (found by
    /// name) gets one revision holding only its field-level differences, none when nothing
    /// changed. Either every batch is stored or none is.
    ///
    /// - Returns: each batch's revisions, creations first, then updates that changed something.
    /// - Throws: ``StoreError/projectExists(_:)`` for a new project whose name is taken, a
    ///   missing project for an update, and whatever a state breaks; the store is then untouched.
    public func write(_ batches: [StateBatch]) throws(StoreError) -> [[Revision]] {
        for project in batches.flatMap(\.creating) {
            if let problem = Project.problem(withName: project.name) {
                throw .invalidValue(entity: "the new project", field: "name", reason: problem)
            }
        }
        let replica = replicaID
        return try write { db in
            try batches.map { batch in
                let author = batch.author ?? Store.defaultAuthor()
                let time = batch.time ?? Date()
                var revisions = try batch.creating.map { project in
                    try Store.create(project, message: batch.message, author: author, replica: replica, time: time, in: db)
                }
                for project in batch.updating {
                    let record = try ProjectRecord.fetch(named: project.name, in: db)
                    let before = try StateTables.project(record.id, name: record.name, in: db)
                    let changes = StateDiff.changes(from: before, to: project)
                    guard !changes.isEmpty else { continue }
                    revisions.append(
                        try Store.commit(
                            changes.map(Operation.init(applying:)), to: record, message: batch.message, author: author, replica: replica,
                            time: time, in: db))
                }
                return revisions
            }
        }
    }

    /// Makes a project with its state as the first revision; inside a write transaction.
    private static func create(_ project: Project, message: String, author: String, replica: String, time: Date, in db: Database) throws
        -> Revision
    {
        let name = project.name
        if try Bool.fetchOne(db, sql: "SELECT 1 FROM projects WHERE name = ?", arguments: [name]) ?? false {
            throw StoreError.projectExists(name)
        }
        let projectID = ProjectID()
        try db.execute(sql: "INSERT INTO projects (id, name) VALUES (?, ?)", arguments: [projectID.text, name])
        var mutation = Mutation(db: db, project: projectID, projectName: name)
        for view in project.viewsInLayoutOrder { try mutation.apply(Edit.insertView(view).operation) }
        for guide in project.guides { try mutation.apply(Edit.insertGuide(guide).operation) }
        for constraint in project.constraints { try mutation.apply(Edit.insertConstraint(constraint).operation) }
        let created = Change(kind: .project, id: projectID.text, field: nil, before: nil, after: ["name": .string(name)])
        let revision = Revision(
            project: projectID, parents: [], author: author, replica: replica, time: time, message: message,
            changes: [created] + mutation.changes)
        try RevisionLog.append(revision, in: db) { try RevisionLog.currentState(of: projectID, in: db) }
        try RevisionLog.setHead(revision.id, of: projectID, in: db)
        return revision
    }

    /// The store's projects and their heads, by name: unlike ``projects()``, which counts each
    /// project's revisions (a read of its whole history), this reads the projects' rows only.
    ///
    /// - Complexity: O(*p*) for the *p* projects, whatever the length of their histories.
    public func projectHeads() throws(StoreError) -> [ProjectHead] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT id, name, head_revision FROM projects ORDER BY name").map { row in
                guard let id = ProjectID(text: try row.decoded(0, as: String.self)), let head = try row.revisionIDIfPresent(2) else {
                    throw StoreError.corruptData("project '\(try row.decoded(1, as: String.self))' has an unreadable id or head")
                }
                return ProjectHead(id: id, name: try row.decoded(1), head: head)
            }
        }
    }
}
