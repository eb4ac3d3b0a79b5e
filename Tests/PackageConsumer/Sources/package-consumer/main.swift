// Makes a project in a new store, adds two views and their constraints, syncs it into a
// second store, solves it there and prints the frames: each library product, used from outside.
import Foundation
import Model
import Solver
import Storage
import Sync

let folder = FileManager.default.temporaryDirectory.appending(path: "package-consumer-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

let store = try Store(path: folder.appending(path: "a.db").path)
try store.createProject(name: "Login", rootSize: (width: 375, height: 667), message: "new screen")
let project = try store.resolveProject("Login").id

try store.commit(project, message: "a title and a button") { layout in
    let root = layout.itemID(named: "root")!
    layout.views.append(View(name: "title", parent: root, kind: .label, intrinsicContentSize: IntrinsicContentSize(width: 120, height: 21)))
    layout.views.append(
        View(name: "button", parent: root, index: 1, kind: .button, intrinsicContentSize: IntrinsicContentSize(width: 80, height: 30)))
    for text in ["title.top = root.top + 40", "title.centerX = root.centerX", "button.top = title.bottom + 8", "button.leading = title.leading"] {
        let typed = try Equation.parse(text)
        layout.constraints.append(Constraint(equation: try layout.resolve(typed.equation), priority: typed.priority))
    }
}

let copy = try Store(path: folder.appending(path: "b.db").path)
let report = try await Synchronizer(store: copy, remote: LocalRemote(store: store), remoteName: "a").sync(project: "Login")
let state = try copy.state(of: try copy.resolveProject("Login").id)
let solution = LayoutSystem.solve(state, in: LayoutEnvironment.device(named: "iphone-15")!)
for view in state.viewsInLayoutOrder {
    let frame = solution.frames[view.id]!
    print("\(view.name): \(frame.x), \(frame.y), \(frame.width), \(frame.height)")
}
print("received \(report.received) revisions; unsatisfiable: \(solution.unsatisfiable.count), ambiguous: \(solution.ambiguous.count)")
guard solution.unsatisfiable.isEmpty, solution.ambiguous.isEmpty, solution.frames.count == 3 else { exit(1) }
