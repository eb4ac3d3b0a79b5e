import Foundation
import Model
import Testing

@testable import Storage

@Suite("The state in id order")
struct StateOrderTests {
    @Test("views and constraints stored in any order come back in the order of their id text, as ORDER BY id gave them")
    func idOrder() throws {
        let temporary = try TemporaryStore()
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 812))
        var views = [root]
        var constraints: [Constraint] = []
        for index in 0..<300 {
            let view = View(name: "label\(index)", parent: root.id, index: index, frame: Rect(x: 16, y: Double(index) * 30, width: 343, height: 21))
            views.append(view)
            constraints.append(Constraint(equation: Equation(Anchor(view.id, .leading), .equal, Anchor(root.id, .leading), constant: 16)))
        }
        // Stored in layout order, which random ids make unlike id order.
        try temporary.store.createProjects([Project(name: "List", views: views, constraints: constraints)], message: "list")
        let state = try temporary.store.state(of: try temporary.store.resolveProject("List").id)
        #expect(state.views.map(\.id.description) == views.map(\.id.description).sorted())
        #expect(state.constraints.map(\.id.description) == constraints.map(\.id.description).sorted())
        #expect(Set(state.views.map(\.name)) == Set(views.map(\.name)))
    }

    @Test("sorting by id puts every value in its place, once, in the order of the id text")
    func sortsLikeTheText() {
        for count in [0, 1, 2, 7, 500] {
            let ids = (0..<count).map { _ in ItemID() }
            var sorted = Array(ids.enumerated())
            StateTables.putInIDOrder(&sorted, { $0.element })
            #expect(sorted.map(\.element.description) == ids.map(\.description).sorted())
            #expect(Set(sorted.map(\.offset)) == Set(0..<count))
            var again = sorted
            StateTables.putInIDOrder(&again, { $0.element })
            #expect(again.map(\.offset) == sorted.map(\.offset))
        }
    }
}
