import Foundation
import GRDB
import Model
import Testing

@testable import Storage

/// A received history keeps its snapshots of the state as a committed one does, although they
/// are encoded on another thread than the one storing the revisions.
@Suite("Snapshots of a received history")
struct ReceivedSnapshotsTests {
    @Test("a clone in batches, with a branch that starts far back, has every snapshot its rows promise, each the replayed state")
    func snapshotsOfAClone() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "received-snapshots-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try Store(path: folder.appending(path: "source.db").path)
        let project = try source.createProject(name: "Snapshots", rootSize: (320, 480), message: "start").project
        let root = try source.state(of: project).views[0].id
        let label = View(name: "label", parent: root, frame: Rect(x: 0, y: 0, width: 20, height: 20))
        try source.commit(project, message: "label", edits: [.insertView(label)])
        for index in 0..<600 {
            try source.commit(project, message: "edit \(index)", edits: [.updateView(label.id, .isHidden, .bool(index % 2 == 0))])
        }
        let main = Array(try source.history.log(project).reversed())
        // A branch of 300 revisions from far back: its first revision's state is replayed from
        // the store, whose snapshots of the main line must then be there.
        var branch: [Revision] = []
        var parent = main[150].id
        for index in 0..<300 {
            let revision = Revision(
                project: project, parents: [parent], author: "branch", replica: "branch",
                time: Date(timeIntervalSince1970: 1_800_000_000 + Double(index)), message: "branch \(index)",
                changes: [Change(entity: .view(label.id), field: "isHidden", before: .bool(index % 2 == 0), after: .bool(index % 2 == 1))])
            branch.append(revision)
            parent = revision.id
        }
        let target = try Store(path: folder.appending(path: "target.db").path)
        var batches = stride(from: 0, to: main.count, by: 100).map { Array(main[$0..<min(main.count, $0 + 100)]) } + [branch]
        try target.exchange.insert(movingHeadTo: main.last?.id) { batches.isEmpty ? nil : batches.removeFirst() }

        #expect(try target.history.verify().isOK)
        // Every revision whose row says a snapshot was taken after it (no changes since) has one,
        // holding the state after that revision (on the branch: its start's, the label toggled).
        let (promised, snapshots) = try DatabaseQueue(path: target.path).read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM revisions WHERE changes_since_snapshot = 0") ?? 0,
                try Row.fetchAll(db, sql: "SELECT r.id, s.state FROM snapshots s JOIN revisions r ON r.seq = s.revision_seq").map { row in
                    (id: try row.revisionID(0), state: try ProjectState(snapshot: Array(row["state"] as Data)))
                }
            )
        }
        // A snapshot each 128 changes: 4 on the main line (its 601 edits and the start), 2 on the branch.
        #expect(promised == 6)
        #expect(snapshots.count == promised)
        let branchStart = try source.state(of: project, at: main[150].id)
        for snapshot in snapshots {
            let expected =
                try branch.firstIndex { $0.id == snapshot.id }.map { branchStart.withLabel(hidden: $0 % 2 == 1) }
                ?? source.state(of: project, at: snapshot.id)
            let state = ProjectState(expected)
            #expect(snapshot.state.views == state.views && snapshot.state.constraints == state.constraints, "\(snapshot.id.short)")
        }
        #expect(snapshots.contains { snapshot in branch.contains { $0.id == snapshot.id } })
        #expect(try target.state(of: project, at: branch.last!.id) == branchStart.withLabel(hidden: true))
        #expect(try target.state(of: project) == source.state(of: project))
    }
}

extension Project {
    /// The project with its view named "label" hidden or shown.
    fileprivate func withLabel(hidden: Bool) -> Project {
        var project = self
        if let index = project.views.firstIndex(where: { $0.name == "label" }) { project.views[index].isHidden = hidden }
        return project
    }
}
