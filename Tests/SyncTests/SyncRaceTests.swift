import Foundation
import Model
import Storage
import Synchronization
import Testing

@testable import Sync

/// Commits and syncs that land on the store while a sync runs: the sync never undoes them and
/// never merges the same heads twice.
@Suite("Sync races")
struct SyncRaceTests {
    /// A remote that runs `duringPull` each time the sync pulls from it, and `duringLookup` each
    /// time it asks for the remote's head, after it has read ours: the moments an edit or another
    /// sync can land in between.
    struct InterruptingRemote: SyncRemote {
        let remote: LocalRemote
        let pulls = Counter()
        let lookups = Counter()
        var duringLookup: @Sendable (Int) async throws -> Void = { _ in }
        var duringPull: @Sendable (Int) async throws -> Void = { _ in }

        func project(named name: String) async throws -> RemoteProject? {
            try await duringLookup(await lookups.next())
            return try await remote.project(named: name)
        }
        func projects() async throws -> [RemoteProject] { try await remote.projects() }
        func known(_ revisions: [RevisionID], in project: ProjectID) async throws -> Set<RevisionID> {
            try await remote.known(revisions, in: project)
        }
        func revisions(of project: ProjectID, excludingAncestorsOf common: [RevisionID]) async throws -> ReceivedRevisions {
            try await duringPull(await pulls.next())
            return try await remote.revisions(of: project, excludingAncestorsOf: common)
        }
        func push(_ revisions: [Revision], to project: ProjectID, head: RevisionID, expectedHead: RevisionID?) async throws {
            try await remote.push(revisions, to: project, head: head, expectedHead: expectedHead)
        }
    }

    actor Counter {
        private(set) var count = 0
        func next() -> Int {
            count += 1
            return count
        }
    }

    /// Two stores with project "Shared" (a root view and a label), each with one new revision
    /// since they parted: here the label's width, there the label hidden.
    private func diverged() throws -> (here: Store, there: Store, project: ProjectID, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-race-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let there = try Store(path: folder.appending(path: "there.db").path)
        let here = try Store(path: folder.appending(path: "here.db").path)
        try there.createProject(name: "Shared", rootSize: (375, 667), message: "start")
        let project = try there.resolveProject("Shared").id
        try there.commit(project, message: "label") { layout in
            layout.views.append(View(name: "label", parent: layout.rootViews[0].id, frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        }
        try here.exchange.insert(
            try there.exchange.revisions(of: project, reachableFrom: there.resolveProject("Shared").head, excludingAncestorsOf: []),
            movingHeadTo: there.resolveProject("Shared").head)
        try setFrame(of: "label", in: here, project, width: 20)
        try there.commit(project, message: "hide the label") { layout in
            let index = try #require(layout.views.firstIndex { $0.name == "label" })
            layout.views[index].isHidden = true
        }
        return (here, there, project, folder)
    }

    @discardableResult
    private func setFrame(of name: String, in store: Store, _ project: ProjectID, x: Double? = nil, width: Double? = nil, height: Double? = nil)
        throws -> Revision
    {
        try store.commit(project, message: "frame of \(name)") { layout in
            let index = try #require(layout.views.firstIndex { $0.name == name })
            if let x { layout.views[index].frame.x = x }
            if let width { layout.views[index].frame.width = width }
            if let height { layout.views[index].frame.height = height }
        }
    }

    private func frame(of name: String, in store: Store, _ project: ProjectID) throws -> Rect {
        try #require(try store.state(of: project).views.first { $0.name == name }).frame
    }

    private func isHidden(_ name: String, in store: Store, _ project: ProjectID) throws -> Bool {
        try #require(try store.state(of: project).views.first { $0.name == name }).isHidden
    }

    @Test("A sync's merge never reverts an edit committed while the sync ran")
    func mergeKeepsConcurrentEdit() async throws {
        let (here, there, project, folder) = try diverged()
        defer { try? FileManager.default.removeItem(at: folder) }
        let edit = Mutex<Revision?>(nil)
        let remote = InterruptingRemote(remote: LocalRemote(store: there)) { _ in
        } duringPull: { pull in
            guard pull == 1 else { return }
            let revision = try self.setFrame(of: "label", in: here, project, x: 7)
            edit.withLock { $0 = revision }
        }
        let report = try await Synchronizer(store: here, remote: remote, remoteName: "there").sync(project: "Shared")

        guard case .merged(let merge) = report.outcome else { Issue.record("not merged: \(report.outcome)"); return }
        let editID = try #require(edit.withLock { $0 }).id
        #expect(try here.exchange.isAncestor(editID, of: merge, in: project), "the merge was made on the head before the edit")
        for store in [here, there] {
            #expect(try frame(of: "label", in: store, project) == Rect(x: 7, y: 0, width: 20, height: 10))
            #expect(try isHidden("label", in: store, project))
        }
        #expect(try here.history.verify().isOK)
    }

    @Test("Two concurrent syncs of one store make one merge revision for one merge")
    func concurrentSyncsMergeOnce() async throws {
        let (here, there, project, folder) = try diverged()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The second sync runs whole while the first is pulling.
        let second = Mutex<SyncReport?>(nil)
        let remote = InterruptingRemote(remote: LocalRemote(store: there)) { _ in
        } duringPull: { pull in
            guard pull == 1 else { return }
            let other = try Store(path: here.path)  // another process's connection
            let report = try await Synchronizer(store: other, remote: LocalRemote(store: there), remoteName: "there").sync(project: "Shared")
            second.withLock { $0 = report }
        }
        let first = try await Synchronizer(store: here, remote: remote, remoteName: "there").sync(project: "Shared")

        let merges = try here.history.log(project).filter { $0.parents.count > 1 }
        #expect(merges.count == 1, "merge revisions: \(merges.map(\.id.short))")
        guard case .merged? = second.withLock({ $0 })?.outcome else { Issue.record("the second sync did not merge"); return }
        #expect(first.head == merges.first?.id)
        #expect(try there.resolveProject("Shared").head == here.resolveProject("Shared").head)
        #expect(try frame(of: "label", in: here, project) == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(try isHidden("label", in: here, project))
    }

    @Test("A sync that keeps losing the race gives up after a few tries and names the project")
    func retriesThenNamesProject() async throws {
        let (here, there, project, folder) = try diverged()
        defer { try? FileManager.default.removeItem(at: folder) }
        // An edit lands each time, after the sync has read our head.
        let remote = InterruptingRemote(remote: LocalRemote(store: there)) { lookup in
            try self.setFrame(of: "label", in: here, project, x: Double(lookup))
        }
        let headBefore = try there.resolveProject("Shared").head
        do {
            _ = try await Synchronizer(store: here, remote: remote, remoteName: "there").sync(project: "Shared")
            Issue.record("the sync succeeded although every attempt lost the race")
        } catch {
            #expect("\(error)".contains("the project 'Shared' changed during the sync"), "\(error)")
            #expect("\(error)".contains("run it again"))
            #expect(!"\(error)".contains(project.description))
        }
        #expect(await remote.lookups.count == Synchronizer.attempts)
        // Every edit stayed; nothing was merged or pushed.
        #expect(try frame(of: "label", in: here, project) == Rect(x: Double(Synchronizer.attempts), y: 0, width: 20, height: 10))
        #expect(try here.history.log(project).allSatisfy { $0.parents.count <= 1 })
        #expect(try there.resolveProject("Shared").head == headBefore)
    }
}
