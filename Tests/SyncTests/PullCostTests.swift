import Foundation
import Model
import Storage
import Testing

@testable import Sync

/// What a sync reads grows with what is new, not with the history: the same sync on a history
/// ten times longer reads the same pages of both stores, counted by SQLite (the misses of a
/// fresh connection's page cache, each store opened anew for the sync as a command opens it).
@Suite("Pull cost")
struct PullCostTests {
    /// Pages each side read for one sync, at one history length.
    struct Reads: CustomStringConvertible {
        var client: Int
        var server: Int
        var description: String { "client \(client) pages, server \(server) pages" }
    }

    /// Two stores sharing a project of `length` revisions (40 views, then one view hidden or
    /// shown a revision); `prepare` makes the revisions the sync is about, then both stores are
    /// opened anew and synced once, and the pages each read are counted.
    private func pagesRead(
        historyOf length: Int, prepare: (_ client: Store, _ server: Store, _ project: ProjectID) throws -> Void,
        expecting outcome: (SyncReport.Outcome) -> Bool
    ) async throws -> Reads {
        let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-pullcost-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let serverPath = folder.appending(path: "server.db").path, clientPath = folder.appending(path: "client.db").path
        do {
            let server = try Store(path: serverPath)
            let client = try Store(path: clientPath)
            let project = try Self.buildHistory(in: server, revisions: length)
            let head = try server.resolveProject("Bench").head
            try client.exchange.insert(server.exchange.revisions(of: project, reachableFrom: head, excludingAncestorsOf: []), movingHeadTo: head)
            try prepare(client, server, project)
        }
        let server = try Store(path: serverPath)
        let client = try Store(path: clientPath)
        let (serverAtOpen, clientAtOpen) = (try server.pagesRead(), try client.pagesRead())
        let report = try await Synchronizer(store: client, remote: LocalRemote(store: server), remoteName: "server").sync(project: "Bench")
        #expect(outcome(report.outcome), "\(report.outcome)")
        return Reads(client: try client.pagesRead() - clientAtOpen, server: try server.pagesRead() - serverAtOpen)
    }

    /// A project "Bench" of 40 views and `revisions` revisions in all, each after the 40th
    /// hiding or showing one view; made in memory and stored in one insert.
    static func buildHistory(in store: Store, revisions: Int) throws -> ProjectID {
        var head = try store.createProject(name: "Bench", rootSize: (1024, 768), message: "create", author: "test").id
        let project = try store.resolveProject("Bench").id
        let root = try store.state(of: project).views[0].id
        var views: [View] = []
        for index in 0..<39 {
            let view = View(name: "view\(index)", parent: root, index: index, frame: Rect(x: Double(index) * 20, y: 0, width: 20, height: 20))
            views.append(view)
            head = try store.commit(project, message: "add view\(index)", author: "test", edits: [.insertView(view)]).id
        }
        var hidden = [Bool](repeating: false, count: views.count)
        var batch: [Revision] = []
        for number in 40..<revisions {
            let index = number % views.count
            let change = Change(entity: .view(views[index].id), field: "isHidden", before: .bool(hidden[index]), after: .bool(!hidden[index]))
            hidden[index].toggle()
            let revision = Revision(
                project: project, parents: [head], author: "test", replica: store.replicaID,
                time: Date(timeIntervalSince1970: 1_700_000_000 + Double(number)), message: "toggle view\(index)", changes: [change])
            batch.append(revision)
            head = revision.id
        }
        try store.exchange.insert(batch, movingHeadTo: head)
        return project
    }

    /// A B-tree ten times larger may be one level deeper: each of the few B-trees a sync reads
    /// (revisions, their ids, changes, snapshots, the state tables) may cost a page more.
    static let deeperTrees = 8

    @Test("pulling one revision reads the same pages of both stores at 500 and at 5,000 revisions")
    func pullOne() async throws {
        var reads: [Reads] = []
        for length in [500, 5_000] {
            reads.append(
                try await pagesRead(historyOf: length) { _, server, project in
                    try server.commit(project, message: "one more", author: "test") { layout in layout.views[1].isHidden.toggle() }
                } expecting: {
                    $0 == .fastForwarded
                })
        }
        #expect(reads[1].client <= reads[0].client + Self.deeperTrees, "500: \(reads[0]); 5,000: \(reads[1])")
        #expect(reads[1].server <= reads[0].server + Self.deeperTrees, "500: \(reads[0]); 5,000: \(reads[1])")
        print("pull one revision: 500: \(reads[0]); 5,000: \(reads[1])")
    }

    /// A remote that counts the revisions the sync asks it about.
    final class CountingRemote: SyncRemote, @unchecked Sendable {  // `asked` is written by one sync at a time
        let remote: LocalRemote
        var asked: [Int] = []
        init(_ remote: LocalRemote) { self.remote = remote }
        func project(named name: String) async throws -> RemoteProject? { try await remote.project(named: name) }
        func projects() async throws -> [RemoteProject] { try await remote.projects() }
        func known(_ revisions: [RevisionID], in project: ProjectID) async throws -> Set<RevisionID> {
            asked.append(revisions.count)
            return try await remote.known(revisions, in: project)
        }
        func revisions(of project: ProjectID, excludingAncestorsOf common: [RevisionID]) async throws -> ReceivedRevisions {
            try await remote.revisions(of: project, excludingAncestorsOf: common)
        }
        func push(_ revisions: [Revision], to project: ProjectID, head: RevisionID, expectedHead: RevisionID?) async throws {
            try await remote.push(revisions, to: project, head: head, expectedHead: expectedHead)
        }
    }

    @Test("with 300 revisions of ours unpushed, the sync finds the newest shared revision in short questions and receives only what is new")
    func longDivergence() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-diverge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try Store(path: folder.appending(path: "server.db").path)
        let client = try Store(path: folder.appending(path: "client.db").path)
        let project = try Self.buildHistory(in: server, revisions: 1_000)
        let head = try server.resolveProject("Bench").head
        try client.exchange.insert(server.exchange.revisions(of: project, reachableFrom: head, excludingAncestorsOf: []), movingHeadTo: head)
        for round in 0..<3 { try server.commit(project, message: "there \(round)", author: "test") { $0.views[1].isHidden.toggle() } }
        for round in 0..<300 { try client.commit(project, message: "here \(round)", author: "test") { $0.views[2].isHidden.toggle() } }
        let remote = CountingRemote(LocalRemote(store: server))
        let report = try await Synchronizer(store: client, remote: remote, remoteName: "server").sync(project: "Bench")
        guard case .merged = report.outcome else { throw SyncError.invalid("expected a merge, got \(report.outcome)") }
        #expect(report.received == 3)
        #expect(report.sent == 301)
        // Samples up to 16 back, the farther ones, then the 255 between 256 and 512 back, 16 at a time.
        #expect(remote.asked.allSatisfy { $0 <= 16 }, "\(remote.asked)")
        #expect(remote.asked.count <= 5, "\(remote.asked)")
        #expect(try server.resolveProject("Bench").head == client.resolveProject("Bench").head)
    }

    @Test("merging one revision on each side reads the same pages of both stores at 500 and at 5,000 revisions")
    func mergeOneEach() async throws {
        var reads: [Reads] = []
        for length in [500, 5_000] {
            reads.append(
                try await pagesRead(historyOf: length) { client, server, project in
                    try server.commit(project, message: "there", author: "test") { layout in layout.views[1].isHidden.toggle() }
                    try client.commit(project, message: "here", author: "test") { layout in layout.views[2].isHidden.toggle() }
                } expecting: {
                    if case .merged = $0 { true } else { false }
                })
        }
        #expect(reads[1].client <= reads[0].client + Self.deeperTrees, "500: \(reads[0]); 5,000: \(reads[1])")
        #expect(reads[1].server <= reads[0].server + Self.deeperTrees, "500: \(reads[0]); 5,000: \(reads[1])")
        print("merge one each: 500: \(reads[0]); 5,000: \(reads[1])")
    }
}
