import Foundation
import Model
import Storage
import Testing

@testable import Sync

/// The resolve workflow as a library: finding a conflict by number or name, settling it, and
/// recording the merge once none is left.
@Suite("Merge in progress")
struct MergeInProgressTests {
    /// Two stores whose "Shared" project set the label's width two ways since they parted; the
    /// sync here has stopped at that conflict.
    private func stoppedMerge() async throws -> (store: Store, project: ProjectSummary, ours: RevisionID, theirs: RevisionID, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-resolve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let there = try Store(path: folder.appending(path: "there.db").path)
        let here = try Store(path: folder.appending(path: "here.db").path)
        try there.createProject(name: "Shared", rootSize: (375, 667), message: "start")
        let id = try there.resolveProject("Shared").id
        try there.commit(id, message: "label") { layout in
            layout.views.append(View(name: "label", parent: layout.rootViews[0].id, frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        }
        let parted = try there.resolveProject("Shared").head
        try here.exchange.insert(try there.exchange.revisions(of: id, reachableFrom: parted, excludingAncestorsOf: []), movingHeadTo: parted)
        func setWidth(_ width: Double, in store: Store) throws {
            try store.commit(id, message: "width \(width)") { layout in
                let index = try #require(layout.views.firstIndex { $0.name == "label" })
                layout.views[index].frame.width = width
            }
        }
        try setWidth(20, in: here)
        try setWidth(30, in: there)
        let report = try await Synchronizer(store: here, remote: LocalRemote(store: there), remoteName: "there").sync(project: "Shared")
        #expect(report.outcome == .conflicts(1))
        return (here, try here.resolveProject("Shared"), try here.resolveProject("Shared").head, try there.resolveProject("Shared").head, folder)
    }

    @Test("A conflict is found by its number or by the name of what it is about, and a wrong one is named")
    func findsConflicts() async throws {
        let (store, project, _, _, folder) = try await stoppedMerge()
        defer { try? FileManager.default.removeItem(at: folder) }
        let merge = try #require(try MergeInProgress(store: store, project: project))
        #expect(merge.conflicts.count == 1)
        #expect(try merge.conflictIndex(for: "1") == 0)
        #expect(try merge.conflictIndex(for: "label") == 0)
        #expect(throws: SyncError.unresolved("there is 1 conflict; give the number 1")) { try merge.conflictIndex(for: "2") }
        #expect(throws: SyncError.unresolved("no conflict is about 'title'; `layoutstore conflicts` lists them by number")) {
            try merge.conflictIndex(for: "title")
        }
    }

    @Test("Settling the last conflict with theirs records a merge with both heads as parents and their value")
    func settlesAndMerges() async throws {
        let (store, project, ours, theirs, folder) = try await stoppedMerge()
        defer { try? FileManager.default.removeItem(at: folder) }
        var merge = try #require(try MergeInProgress(store: store, project: project))
        let dropped = try merge.settle(conflictAt: 0, with: .theirs)
        #expect(dropped.isEmpty)
        guard case .merged(let revision) = try merge.save(in: store, message: "merge") else {
            Issue.record("the merge was not recorded")
            return
        }
        #expect(revision.parents == [ours, theirs])
        #expect(try store.state(of: project.id).views.first { $0.name == "label" }?.frame.width == 30)
        #expect(try MergeInProgress(store: store, project: store.resolveProject("Shared")) == nil)
        #expect(try store.history.verify().isOK)
    }

    @Test("A value of one's own that names no field of the entity is refused, and the merge stays as it was")
    func refusesUnknownField() async throws {
        let (store, project, _, _, folder) = try await stoppedMerge()
        defer { try? FileManager.default.removeItem(at: folder) }
        var merge = try #require(try MergeInProgress(store: store, project: project))
        let field = try #require(merge.conflicts[0].field)
        #expect(throws: SyncError.self) { try merge.settle(conflictAt: 0, with: .set(field: field + "X", value: .number(1))) }
        #expect(merge.conflicts.count == 1)
        guard case .pending(1) = try merge.save(in: store, message: "merge") else {
            Issue.record("the merge should still be pending")
            return
        }
    }
}
