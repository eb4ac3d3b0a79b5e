import Foundation
import Model
import Storage

/// A store in a temporary folder with project "Login" (root, title, button; constraints that
/// place both; a side branch merged back) and project "Other", and tokens for each.
struct WebFixture: Sendable {
    let folder: URL
    let store: Store
    let login: ProjectID
    let other: ProjectID
    let readOnly: String
    let readWrite: String
    let otherToken: String
    /// The revision that added the button, the side branch's, and the merge (the head).
    let buttonRevision: RevisionID
    let sideRevision: RevisionID
    let merge: RevisionID
    let titleID: ItemID
    let buttonID: ItemID
    let buttonWidthID: ConstraintID

    init() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        store = try Store(path: folder.appending(path: "web.db").path)
        try store.createProject(name: "Login", rootSize: (375, 812), message: "create Login", author: "ana")
        try store.createProject(name: "Other", rootSize: (100, 100), message: "create Other", author: "ben")
        login = try store.resolveProject("Login").id
        other = try store.resolveProject("Other").id
        let added = try store.commit(login, message: "add the title", author: "ana") { project in
            project.views.append(
                View(name: "title", parent: project.itemID(named: "root")!, kind: .label, frame: Rect(x: 20, y: 60, width: 335, height: 24)))
            for text in [
                "title.leading = root.leading + 20", "title.trailing = root.trailing - 20", "title.top = root.top + 60", "title.height = 24",
            ] {
                try WebFixture.add(text, to: &project)
            }
        }
        let titleRevision = added.id
        titleID = try store.state(of: login).itemID(named: "title")!
        let button = try store.commit(login, message: "add the sign-in button", author: "ben") { project in
            project.views.append(
                View(name: "button", parent: project.itemID(named: "root")!, kind: .button, frame: Rect(x: 20, y: 100, width: 120, height: 44)))
            for text in ["button.leading = title.leading", "button.top = title.bottom + 16", "button.width = 120", "button.height = 44"] {
                try WebFixture.add(text, to: &project)
            }
        }
        buttonRevision = button.id
        let state = try store.state(of: login)
        buttonID = state.itemID(named: "button")!
        buttonWidthID =
            state.constraints.first { $0.equation.first.item == state.itemID(named: "button")! && $0.equation.first.attribute == .width }!.id
        // A side branch from the title's revision hides the title; the merge brings it in.
        let hide = Change(entity: .view(titleID), field: "isHidden", before: .bool(false), after: .bool(true))
        let side = Revision(
            project: login, parents: [titleRevision], author: "cleo", replica: "other-machine", time: Date(timeIntervalSince1970: 1_790_000_000),
            message: "hide the title", changes: [hide])
        let merged = Revision(
            project: login, parents: [button.id, side.id], author: "ana", replica: store.replicaID, time: Date(timeIntervalSince1970: 1_790_000_100),
            message: "merge cleo's work", changes: [hide])
        try store.exchange.insert([side, merged], movingHeadTo: merged.id)
        sideRevision = side.id
        merge = merged.id
        readOnly = try store.tokens.create(project: login, readOnly: true, label: "ro")
        readWrite = try store.tokens.create(project: login, readOnly: false, label: "rw")
        otherToken = try store.tokens.create(project: other, readOnly: true, label: "other")
    }

    static func add(_ text: String, to project: inout Project) throws {
        let typed = try Equation.parse(text)
        project.constraints.append(Constraint(equation: try project.resolve(typed.equation), priority: typed.priority))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
