import Foundation
import Model
import Testing

@testable import Storage

@Suite("History: log, history, revisions, diff, blame, revert")
struct HistoryTests {
    /// A project with a label pinned to the root, then edited by two people.
    struct Fixture {
        let temporary: TemporaryStore
        var store: Store { temporary.store }
        let project: ProjectID
        let root: ItemID
        let label: View
        let gap: Constraint
        let revisions: [Revision]  // create, add, constant by ben, priority by cleo, constant by ana
    }

    func fixture() throws -> Fixture {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let store = temporary.store
        let label = View(name: "label", parent: root, kind: .label)
        let gap = Constraint.pin(label.id, .leading, to: root, constant: 8, identifier: "gap")
        var revisions = [try store.revision(try store.resolveProject(nil).head)]
        revisions.append(try store.commit(project, message: "add label", author: "ana", edits: [.insertView(label), .insertConstraint(gap)]))
        revisions.append(try store.commit(project, message: "wider gap", author: "ben", edits: [.updateConstraint(gap.id, .constant, 16)]))
        revisions.append(try store.commit(project, message: "soften", author: "cleo", edits: [.updateConstraint(gap.id, .priority, 750)]))
        revisions.append(try store.commit(project, message: "Gap back to 12", author: "ana", edits: [.updateConstraint(gap.id, .constant, 12)]))
        return Fixture(temporary: temporary, project: project, root: root, label: label, gap: gap, revisions: revisions)
    }

    @Test("the log is newest first, filtered by author, time and message, and limited")
    func log() throws {
        let f = try fixture()
        #expect(try f.store.history.log(f.project).map(\.id) == f.revisions.reversed().map(\.id))
        #expect(try f.store.history.log(f.project, limit: 2).map(\.message) == ["Gap back to 12", "soften"])
        #expect(try f.store.history.log(f.project, filter: LogFilter(author: "ana")).map(\.message) == ["Gap back to 12", "add label"])
        #expect(try f.store.history.log(f.project, filter: LogFilter(messageContains: "gap")).map(\.message) == ["Gap back to 12", "wider gap"])
        #expect(try f.store.history.log(f.project, filter: LogFilter(since: Date().addingTimeInterval(60))).isEmpty)
        #expect(try f.store.history.log(f.project, filter: LogFilter(until: Date().addingTimeInterval(60))).count == 5)
    }

    @Test(
        "the log's filters find messages whatever they hold (quotes, escapes, text like a body's own keys), and a column changed behind layoutstore's back cannot make a revision pass"
    )
    func logFilterMessages() throws {
        let f = try fixture()
        let messages = [
            "quote \" and backslash \\ and tab \t", "é 漢字 \u{1}", #"],"format":1,"message":"fake","time":1}"#, "", "GAP \(f.gap.id)",
        ]
        for (index, message) in messages.enumerated() {
            _ = try f.store.commit(
                f.project, message: message, author: "dan", edits: [.updateConstraint(f.gap.id, .constant, .number(Double(20 + index)))])
        }
        try f.temporary.rawSQL("UPDATE revisions SET author = 'dan' WHERE author = 'ana'")
        #expect(try f.store.history.log(f.project, filter: LogFilter(author: "dan")).count == messages.count, "the body says ana")
        #expect(try f.store.history.log(f.project, filter: LogFilter(messageContains: "FAKE")).map(\.message) == [messages[2]])
        #expect(try f.store.history.log(f.project, filter: LogFilter(messageContains: "gap")).count == 3)
        #expect(try f.store.history.log(f.project, filter: LogFilter(author: "dan", messageContains: "\\")).map(\.message) == [messages[0]])
    }

    @Test("a constraint's history: every change, oldest first, with who, when and why")
    func constraintHistory() throws {
        let f = try fixture()
        let history = try f.store.history.entries(of: .constraint(f.gap.id), in: f.project)
        #expect(history.map(\.revision) == f.revisions.dropFirst().map(\.id))
        #expect(history.map(\.author) == ["ana", "ben", "cleo", "ana"])
        #expect(history.map(\.field) == [nil, "constant", "priority", "constant"])
        #expect(history[0].after == f.gap.fieldValues)
        #expect(history[1].before == 8)
        #expect(history[1].after == 16)
        #expect(history[1].message == "wider gap")
        let constants = try f.store.history.entries(of: .constraint(f.gap.id), in: f.project, field: "constant")
        #expect(constants.map(\.after) == [8, 16, 12])
        #expect(try f.store.history.entries(of: .view(f.label.id), in: f.project).count == 1)
    }

    /// `diff A B` by ids at 100,000 revisions spent most of its time here: offered the
    /// project's index, SQLite read every revision of the project to find one id.
    @Test("a revision named by its id or a prefix of it is found through the ids' index, not by reading the project's history")
    func resolveReadsTheIdIndex() throws {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let label = View(name: "label", parent: root, kind: .label)
        var head = try temporary.store.commit(project, message: "label", author: "ana", edits: [.insertView(label)]).id
        var batch: [Revision] = []
        for number in 0..<2_000 {
            let change = Change(entity: .view(label.id), field: "isHidden", before: .bool(number % 2 == 1), after: .bool(number % 2 == 0))
            let revision = Revision(
                project: project, parents: [head], author: "ana", replica: temporary.store.replicaID,
                time: Date(timeIntervalSince1970: 1_700_000_000 + Double(number)), message: "toggle", changes: [change])
            batch.append(revision)
            head = revision.id
        }
        try temporary.store.exchange.insert(batch, movingHeadTo: head)
        let old = batch[100].id

        let reopened = try Store(path: temporary.path)  // an empty page cache, as a command starts with
        let rowPages = try reopened.database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM dbstat WHERE name = 'revisions'") ?? 0 }
        for name in [old.rawValue, String(old.rawValue.prefix(10)), old.rawValue + "~2"] {
            let before = try reopened.pagesRead()
            let resolved = try reopened.resolveRevision(name, in: project)
            let read = try reopened.pagesRead() - before
            #expect(resolved == (name.hasSuffix("~2") ? batch[98].id : old))
            #expect(read < 20, "\(name): \(read) pages read; the revisions' rows fill \(rowPages)")
        }
        #expect(rowPages > 50)
    }

    @Test("revisions resolve from HEAD, HEAD~N and unique prefixes")
    func resolve() throws {
        let f = try fixture()
        let ids = f.revisions.map(\.id)
        #expect(try f.store.resolveRevision("HEAD", in: f.project) == ids[4])
        #expect(try f.store.resolveRevision("head~3", in: f.project) == ids[1])
        #expect(try f.store.resolveRevision("HEAD^^", in: f.project) == ids[2])
        #expect(try f.store.resolveRevision(String(ids[2].rawValue.prefix(12)), in: f.project) == ids[2])
        #expect(try f.store.resolveRevision(ids[3].rawValue.uppercased(), in: f.project) == ids[3])
        #expect(try f.store.resolveRevision(ids[4].short + "~4", in: f.project) == ids[0])
        #expect(throws: StoreError.revisionNotFound("HEAD~5", project: "Login")) { try f.store.resolveRevision("HEAD~5", in: f.project) }
        #expect(throws: StoreError.self) { try f.store.resolveRevision("zzz", in: f.project) }
        // With 16 hex digits and 5 revisions, some one-digit prefix is shared or missing.
        for digit in "0123456789abcdef" {
            let matching = ids.filter { $0.rawValue.hasPrefix(String(digit)) }
            let result = Result { () throws(StoreError) in try f.store.resolveRevision(String(digit), in: f.project) }
            switch matching.count {
            case 0: #expect(throws: StoreError.revisionNotFound(String(digit), project: "Login")) { try result.get() }
            case 1: #expect(try result.get() == matching[0])
            default:
                #expect(throws: StoreError.ambiguousRevision(String(digit), candidates: matching.sorted(), project: "Login")) { try result.get() }
            }
        }
    }

    @Test("diff between two revisions: field-level, both directions")
    func diff() throws {
        let f = try fixture()
        let ids = f.revisions.map(\.id)
        let forward = try f.store.history.diff(f.project, from: ids[1], to: ids[4])
        #expect(
            forward == [
                Change(entity: .constraint(f.gap.id), field: "constant", before: 8, after: 12),
                Change(entity: .constraint(f.gap.id), field: "priority", before: 1000, after: 750),
            ])
        let fromStart = try f.store.history.diff(f.project, from: ids[0], to: ids[1])
        #expect(fromStart.map(\.isCreation) == [true, true])
        #expect(try f.store.history.diff(f.project, from: ids[4], to: ids[0]).map(\.isDeletion) == [true, true])
        #expect(try f.store.history.diff(f.project, from: ids[2], to: ids[2]).isEmpty)
    }

    @Test("blame: for each field, the revision that last set it")
    func blame() throws {
        let f = try fixture()
        let lines = try f.store.history.blame(f.gap.id, in: f.project)
        #expect(lines.map(\.field) == Constraint.Field.allCases)
        let byField = Dictionary(uniqueKeysWithValues: lines.map { ($0.field, $0) })
        #expect(byField[.constant]?.author == "ana")
        #expect(byField[.constant]?.revision == f.revisions[4].id)
        #expect(byField[.constant]?.value == 12)
        #expect(byField[.priority]?.author == "cleo")
        #expect(byField[.structure]?.revision == f.revisions[1].id)
        #expect(byField[.structure]?.message == "add label")
        #expect(throws: StoreError.self) { try f.store.history.blame(ConstraintID(), in: f.project) }
    }

    @Test("a view's blame: for each field, the revision that last set it, as a constraint's; a deleted view's as it was when deleted")
    func viewBlame() throws {
        let f = try fixture()
        let hide = try f.store.commit(f.project, message: "hide the label", author: "ben", edits: [.updateView(f.label.id, .isHidden, true)])
        let lines = try f.store.history.blame(f.label.id, in: f.project)
        #expect(lines.map(\.field) == View.Field.allCases)
        let byField = Dictionary(uniqueKeysWithValues: lines.map { ($0.field, $0) })
        #expect(byField[.isHidden]?.revision == hide.id && byField[.isHidden]?.author == "ben" && byField[.isHidden]?.value == true)
        #expect(byField[.name]?.revision == f.revisions[1].id && byField[.name]?.value == "label")
        #expect(byField[.frame]?.message == "add label")
        #expect(throws: StoreError.self) { try f.store.history.blame(ItemID(), in: f.project) }

        _ = try f.store.commit(f.project, message: "drop the label", author: "cleo", edits: [.deleteConstraint(f.gap.id), .deleteView(f.label.id)])
        let deleted = Dictionary(uniqueKeysWithValues: try f.store.history.blame(f.label.id, in: f.project).map { ($0.field, $0) })
        #expect(deleted[.isHidden]?.revision == hide.id && deleted[.isHidden]?.value == true)
        #expect(deleted[.name]?.value == "label")
        #expect(try f.store.history.blame(f.gap.id, in: f.project).first { $0.field == .constant }?.value == 12)
    }

    @Test("revert undoes a revision with a new one, and refuses when later revisions changed the same fields")
    func revert() throws {
        let f = try fixture()
        let ids = f.revisions.map(\.id)
        // ben's constant was changed again by ana: refused, naming the field and ana's revision.
        let error = #expect(throws: StoreError.self) { try f.store.history.revert(ids[2], in: f.project) }
        #expect(
            error
                == .revertConflict(
                    revision: ids[2],
                    conflicts: [
                        RevertConflict(entity: "constraint 'gap' (\(f.gap.id.description.prefix(8)))", field: "constant", laterRevisions: [ids[4]])
                    ]))
        #expect(error?.description.contains(ids[4].short) == true)
        #expect(try f.store.history.log(f.project).count == 5)
        // cleo's priority was not touched since: reverting it restores 1000.
        let reverted = try f.store.history.revert(ids[3], in: f.project, author: "dan")
        #expect(reverted.parents == [ids[4]])
        #expect(reverted.message == "Revert \(ids[3].short): soften")
        #expect(reverted.changes == [Change(entity: .constraint(f.gap.id), field: "priority", before: 750, after: 1000)])
        #expect(try f.store.state(of: f.project).constraint(f.gap.id)?.priority == .required)
        // Reverting the revert's target again now conflicts with the revert itself.
        #expect(throws: StoreError.self) { try f.store.history.revert(ids[3], in: f.project) }
        #expect(try f.store.history.verify().isOK)
    }

    @Test("reverting a creation deletes, reverting a deletion restores the whole entity")
    func revertCreationAndDeletion() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        let badge = View(name: "badge", parent: root, kind: .imageView, frame: Rect(x: 1, y: 2, width: 3, height: 4))
        let added = try store.commit(project, message: "badge", edits: [.insertView(badge)])
        let removed = try store.commit(project, message: "no badge", edits: [.deleteView(badge.id)])
        try store.history.revert(removed.id, in: project)
        #expect(try store.state(of: project).view(badge.id) == badge)
        #expect(throws: StoreError.self) { try store.history.revert(added.id, in: project) }
        let first = try store.history.log(project).last!
        #expect(throws: StoreError.self) { try store.history.revert(first.id, in: project) }
    }
}
