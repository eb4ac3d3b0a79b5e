import Foundation
import GRDB
import Model
import Testing

@testable import Storage

@Suite("State at a revision")
struct StateAtRevisionTests {
    /// One random edit of the layout: add or remove views and constraints, change fields.
    static func randomEdit(_ layout: inout Project, root: ItemID, using generator: inout SeededGenerator) {
        let names = Set(layout.itemNames)
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1:
            var name = "v\(Int.random(in: 0..<1000, using: &generator))"
            while names.contains(name) { name += "x" }
            let parent = layout.views.randomElement(using: &generator)!.id
            layout.views.append(
                View(
                    name: name, parent: parent, kind: ViewKind.allCases.randomElement(using: &generator)!,
                    frame: Rect(x: Double(Int.random(in: 0..<300, using: &generator)), y: 0.5, width: 10, height: 20)))
        case 2, 3, 4:
            let first = layout.views.randomElement(using: &generator)!
            let second = layout.views.randomElement(using: &generator)!
            guard first.id != second.id else { return }
            let attribute = [Attribute.leading, .top, .centerX, .bottom].randomElement(using: &generator)!
            layout.constraints.append(
                Constraint(
                    identifier: Bool.random(using: &generator) ? "c\(layout.constraints.count)" : nil,
                    equation: Equation(
                        Anchor(first.id, attribute), .equal, Anchor(second.id, attribute),
                        constant: Double(Int.random(in: -20...20, using: &generator)) / 4)))
        case 5, 6:
            guard !layout.constraints.isEmpty else { return }
            let index = Int.random(in: 0..<layout.constraints.count, using: &generator)
            layout.constraints[index].equation.constant += 1.25
            if Bool.random(using: &generator) { layout.constraints[index].priority = Priority(Float(Int.random(in: 1...1000, using: &generator))) }
        case 7:
            guard !layout.constraints.isEmpty else { return }
            layout.constraints.remove(at: Int.random(in: 0..<layout.constraints.count, using: &generator))
        case 8:
            let index = Int.random(in: 0..<layout.views.count, using: &generator)
            layout.views[index].isHidden.toggle()
            layout.views[index].intrinsicContentSize.width = Bool.random(using: &generator) ? nil : 44
        default:
            // Remove a leaf view that nothing refers to (not the root).
            let leaves = layout.views.filter { view in
                view.id != root && !layout.views.contains { $0.parent == view.id }
                    && layout.constraints(referringTo: view.id).isEmpty
            }
            guard let leaf = leaves.randomElement(using: &generator) else { return }
            layout.views.removeAll { $0.id == leaf.id }
        }
    }

    @Test("every revision reads back exactly as the state was when it was made (snapshots included)")
    func randomMutations() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("StateAtRevisionTests.randomMutations seed: \(seed)")
        var generator = SeededGenerator(seed: seed)
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        var recorded: [(RevisionID, Project)] = [(try store.resolveProject(nil).head, try store.state(of: project))]
        var attempts = 0
        func snapshots() throws -> Int {
            try store.database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM snapshots") ?? 0 }
        }
        while try recorded.count < 150 || snapshots() < 2, attempts < 3000 {
            attempts += 1
            do {
                let revision = try store.commit(project, message: "edit \(attempts)") { layout in
                    StateAtRevisionTests.randomEdit(&layout, root: root, using: &generator)
                }
                recorded.append((revision.id, try store.state(of: project)))
            } catch StoreError.nothingToCommit {
                continue
            }
        }
        #expect(try snapshots() >= 2, "seed \(seed)")
        for (index, (id, expected)) in recorded.enumerated() {
            let state = try store.state(of: project, at: id)
            #expect(state == expected, "revision \(index) (seed \(seed))")
        }
        #expect(try store.history.verify().isOK, "seed \(seed)")
    }
}
