import Foundation
import Model
import Testing

@testable import Storage

@Suite("Projects")
struct ProjectTests {
    @Test("a new project has a root view of the given size and one revision without parents")
    func create() throws {
        let temporary = try TemporaryStore()
        let revision = try temporary.store.createProject(name: "Login", rootSize: (375, 812), message: "start", author: "ana")
        #expect(revision.parents.isEmpty)
        #expect(revision.author == "ana")
        #expect(revision.replica == temporary.store.replicaID)
        #expect(revision.message == "start")
        let summary = try temporary.store.resolveProject("Login")
        #expect(summary.head == revision.id)
        #expect(summary.revisionCount == 1)
        #expect(summary.viewCount == 1)
        #expect(summary.constraintCount == 0)
        let state = try temporary.store.state(of: summary.id)
        #expect(state.name == "Login")
        #expect(state.views.count == 1)
        #expect(state.views[0].name == "root")
        #expect(state.views[0].frame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(try temporary.store.revision(revision.id) == revision)
    }

    @Test("resolving without a name: the only project, or an error listing the names")
    func resolveWithoutName() throws {
        let temporary = try TemporaryStore()
        #expect(throws: StoreError.noProjects(path: temporary.path)) { try temporary.store.resolveProject(nil) }
        _ = try temporary.makeProject("Login")
        #expect(try temporary.store.resolveProject(nil).name == "Login")
        _ = try temporary.makeProject("Settings")
        let error = #expect(throws: StoreError.self) { try temporary.store.resolveProject(nil) }
        #expect(error == .projectNotChosen(available: ["Login", "Settings"]))
        #expect(error?.description.contains("Login, Settings") == true)
        let unknown = #expect(throws: StoreError.self) { try temporary.store.resolveProject("Logn") }
        #expect(unknown?.description.contains("did you mean 'Login'?") == true)
        #expect(try temporary.store.projects().map(\.name) == ["Login", "Settings"])
    }

    @Test("a second project with the same name is refused")
    func duplicateName() throws {
        let temporary = try TemporaryStore()
        _ = try temporary.makeProject("Login")
        #expect(throws: StoreError.projectExists("Login")) {
            try temporary.store.createProject(name: "Login", rootSize: (320, 480), message: "again")
        }
        #expect(try temporary.store.projects().count == 1)
    }
}
