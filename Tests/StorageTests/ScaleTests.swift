import Foundation
import GRDB
import GRDBSQLite
import Model
import Testing

@testable import Storage

/// SQLite virtual-machine steps run on the connection, in tens: the work a read does,
/// counted rather than timed (a progress handler called every 10 steps).
nonisolated(unsafe) private var workDone = 0

extension Store {
    /// The SQLite work `body` makes this store do, in tens of virtual-machine steps.
    fileprivate func work(_ body: () throws -> Void) throws -> Int {
        try database.inDatabase { db in
            sqlite3_progress_handler(
                db.sqliteConnection, 10,
                { _ in
                    workDone += 1; return 0
                }, nil)
        }
        defer { try? database.inDatabase { db in sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil) } }
        workDone = 0
        try body()
        return workDone
    }
}

@Suite("Scale: reads that cost what changed, not the size of the project", .serialized)
struct ScaleTests {
    /// A project of `views` labels with `perView` constraints each, added a view per revision,
    /// then one constant changed.
    func project(views count: Int, perView: Int) throws -> (TemporaryStore, ProjectID, Constraint) {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let views = (0..<count).map { View(name: "v\($0)", parent: root, index: $0) }
        try temporary.store.commit(project, message: "views", edits: views.map(Edit.insertView))
        var last: Constraint?
        for view in views {
            let constraints = (0..<perView).map { k in
                Constraint(
                    identifier: k == 0 ? "w-\(view.name)" : nil,
                    equation: Equation(Anchor(view.id, .width), .greaterThanOrEqual, constant: Double(k)))
            }
            try temporary.store.commit(project, message: "constraints", edits: constraints.map(Edit.insertConstraint))
            last = constraints[0]
        }
        let edited = try #require(last)
        try temporary.store.commit(project, message: "edit", edits: [.updateConstraint(edited.id, .constant, 99)])
        return (temporary, project, edited)
    }

    @Test("a diff of adjacent revisions does the same work on 2,000 constraints as on 20")
    func adjacentDiff() throws {
        var work: [Int] = []
        for (views, perView) in [(2, 10), (40, 50)] {
            let (temporary, project, edited) = try project(views: views, perView: perView)
            let store = temporary.store
            let head = try store.resolveRevision("HEAD", in: project), previous = try store.resolveRevision("HEAD~1", in: project)
            var changes: [Change] = []
            work.append(try store.work { changes = try store.history.diff(project, from: previous, to: head) })
            #expect(changes == [Change(entity: .constraint(edited.id), field: "constant", before: 0, after: 99)])
            // Named as `diff` names them: the items and the one constraint, not the others.
            let named = try store.items(of: project, at: previous, constraints: [edited.id])
            #expect(named.constraints.map(\.equation.constant) == [0])
            #expect(named.views.count == views + 1)
        }
        // Reading either state in full was 100 times the work on the larger project.
        #expect(work[1] < work[0] * 2, "work in tens of SQLite steps: \(work)")
    }

    @Test("edit's lookup of a constraint by identifier does the same work on 2,000 constraints as on 20")
    func lookupByIdentifier() throws {
        var work: [Int] = []
        for (views, perView) in [(2, 10), (40, 50)] {
            let (temporary, project, edited) = try project(views: views, perView: perView)
            var found: [Constraint] = []
            work.append(try temporary.store.work { found = try temporary.store.constraints(referredToBy: edited.identifier!, in: project) })
            #expect(found.map(\.id) == [edited.id])
            let prefix = String(edited.id.text.prefix(6)).uppercased()
            #expect(try temporary.store.constraints(referredToBy: prefix, in: project).map(\.id).contains(edited.id))
            #expect(try temporary.store.constraints(referredToBy: "nothing-like-it", in: project).isEmpty)
        }
        #expect(work[1] < work[0] * 2, "work in tens of SQLite steps: \(work)")
    }

    @Test("finding a command's project (id, name, head) does the same work on 2,000 constraints as on 20")
    func projectLookup() throws {
        var work: [Int] = []
        for (views, perView) in [(2, 10), (40, 50)] {
            let (temporary, project, _) = try project(views: views, perView: perView)
            var found: ProjectHead?
            work.append(try temporary.store.work { found = try temporary.store.resolveProjectHead(nil) })
            #expect(found?.id == project)
            #expect(found?.head == (try temporary.store.resolveProject("Login").head))
            #expect(throws: StoreError.self) { try temporary.store.resolveProjectHead("Logout") }
        }
        // The counts of a ProjectSummary read every constraint and revision.
        #expect(work[1] < work[0] * 2, "work in tens of SQLite steps: \(work)")
    }

    @Test("a diff composed from the revisions between equals the diff of the two whole states", arguments: [1, 2, 3] as [UInt64])
    func composedDiffMatchesStates(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        var revisions = [try store.resolveRevision("HEAD", in: project)]
        var deleted: [(View, [Constraint])] = []
        for step in 0..<40 {
            let state = try store.state(of: project)
            var edits: [Edit] = []
            let views = state.views.filter { $0.id != root }
            switch Int.random(in: 0..<8, using: &random) {
            case 0, 1:  // a view, maybe inside another new one, with constraints
                let parent = View(name: "p\(step)", parent: views.randomElement(using: &random)?.id ?? root)
                let child = View(name: "c\(step)", parent: parent.id)
                edits = [.insertView(parent), .insertView(child)]
                for view in [parent, child] {
                    edits.append(.insertConstraint(Constraint.pin(view.id, .top, to: root, constant: Double(step))))
                }
            case 2:  // a constraint made and changed in the same revision
                guard let view = views.randomElement(using: &random) else { continue }
                let constraint = Constraint.pin(view.id, .leading, to: root, constant: 1)
                edits = [
                    .insertConstraint(constraint), .updateConstraint(constraint.id, .constant, 5), .updateConstraint(constraint.id, .priority, 500),
                ]
            case 3, 4:  // constants and priorities, sometimes set back
                for constraint in state.constraints.shuffled(using: &random).prefix(3) {
                    edits.append(.updateConstraint(constraint.id, .constant, .number(Double(Int.random(in: 0...3, using: &random)))))
                }
            case 5:  // a leaf view deleted with its constraints; kept to make again later
                let leaves = views.filter { view in !state.views.contains { $0.parent == view.id } && !state.guides.contains { $0.owner == view.id } }
                guard let leaf = leaves.randomElement(using: &random) else { continue }
                let constraints = state.constraints.filter { $0.equation.items.contains(leaf.id) }
                edits = constraints.map { .deleteConstraint($0.id) } + [.deleteView(leaf.id)]
                deleted.append((leaf, constraints))
            case 6:  // a deleted view made again, same id, renamed and moved, with its constraints
                guard !deleted.isEmpty else { continue }
                var (view, constraints) = deleted.removeFirst()
                guard state.views.contains(where: { $0.id == view.parent }) else { continue }
                view.name += "again"
                edits = [.insertView(view)] + constraints.map(Edit.insertConstraint)
            default:  // a view moved and renamed
                guard let view = views.randomElement(using: &random) else { continue }
                edits = [.updateView(view.id, .name, .string("r\(step)")), .updateView(view.id, .isHidden, .bool(step % 2 == 0))]
            }
            guard !edits.isEmpty, let revision = try? store.commit(project, message: "step \(step)", edits: edits) else { continue }
            revisions.append(revision.id)
        }
        let states = try revisions.map { try store.state(of: project, at: $0) }
        for _ in 0..<60 {
            let (a, b) = (Int.random(in: 0..<revisions.count, using: &random), Int.random(in: 0..<revisions.count, using: &random))
            let composed = try store.history.diff(project, from: revisions[a], to: revisions[b])
            #expect(composed == StateDiff.changes(from: states[a], to: states[b]), "seed \(seed), revisions \(a) to \(b)")
            // Applied in order, they turn one state into the other.
            var replayed = ProjectState(states[a])
            for change in composed { try replayed.apply(change) }
            #expect(replayed.project.views == states[b].views && replayed.project.constraints == states[b].constraints, "seed \(seed)")
            // Naming reads the items at either end, and the constraints asked for, as the whole state has them.
            let ids = Set(composed.compactMap { $0.kind == .constraint ? ConstraintID(text: $0.id) : nil })
            let named = try store.items(of: project, at: revisions[a], constraints: ids)
            #expect(named.views == states[a].views && named.guides == states[a].guides, "seed \(seed)")
            #expect(named.constraints == states[a].constraints.filter { ids.contains($0.id) }, "seed \(seed)")
        }
    }
}
