import Testing

@testable import Model

/// `Project.embeddingInStack(_:named:)`: which constraints move to the stack, stay or go.
@Suite("Embedding views in a stack")
struct StackEmbeddingTests {
    /// A root with a column of three fields and a badge inside the first; `constraints` are
    /// equations over their names, each `(equation, identifier)`.
    static func column(_ constraints: [(String, String?)]) throws -> Project {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let name = View(name: "name", parent: root.id, index: 0, kind: .textField, frame: Rect(x: 20, y: 40, width: 280, height: 30))
        let email = View(name: "email", parent: root.id, index: 1, kind: .textField, frame: Rect(x: 20, y: 78, width: 280, height: 30))
        let note = View(name: "note", parent: root.id, index: 2, kind: .label, frame: Rect(x: 20, y: 116, width: 200, height: 20))
        let badge = View(name: "badge", parent: name.id, index: 0, frame: Rect(x: 250, y: 5, width: 20, height: 20))
        var project = Project(name: "Form", views: [root, name, email, note, badge])
        for (text, identifier) in constraints {
            let parsed = try Equation.parse(text)
            project.constraints.append(
                Constraint(identifier: identifier, equation: try project.resolve(parsed.equation), priority: parsed.priority))
        }
        return project
    }

    func embed(_ project: Project) throws -> (StackEmbedding, [String: String]) {
        let ids = try ["name", "email", "note"].map { try #require(project.itemID(named: $0)) }
        let embedding = try project.embeddingInStack(ids, named: "form")
        var after = project
        after.views.append(embedding.stack)
        let equations = Dictionary(
            embedding.moved.map { ($0.identifier ?? "?", after.named($0.equation).shortForm(priority: $0.priority)) }, uniquingKeysWith: { $1 })
        return (embedding, equations)
    }

    @Test("Item 16: a pin from an embedded view to the outside moves to the stack, keeping its identifier, priority and constant")
    func pinsMoveToTheStack() throws {
        let project = try Self.column([
            ("name.top = root.safeArea.top + 40 @999", "nameTop"),
            ("name.leading = root.leading + 20", "nameLeading"),
            ("note.bottom <= root.bottom - 20", "noteBottom"),
            ("email.top = name.bottom + 8", "gap"),
            ("email.width = name.width", "sameWidth"),
            ("name.height = 30", "nameHeight"),
            ("badge.trailing = root.trailing - 50", "badgeTrailing"),
        ])
        let (embedding, moved) = try embed(project)
        #expect(moved["nameTop"] == "form.top == root.safeArea.top + 40 @999")
        #expect(moved["nameLeading"] == "form.leading == root.leading + 20")
        #expect(moved["noteBottom"] == "form.bottom <= root.bottom - 20", "the last arranged view's bottom is the stack's")
        #expect(Set(embedding.removed.compactMap(\.identifier)) == ["gap", "sameWidth"], "only what is between the embedded views")
        let untouched = Set(embedding.moved.map(\.id) + embedding.removed.map(\.id))
        for kept in ["nameHeight", "badgeTrailing"] {
            #expect(!project.constraints.contains { $0.identifier == kept && untouched.contains($0.id) }, "\(kept) stays as it is")
        }
        #expect(Set(embedding.moved.map(\.id)).isSubset(of: Set(project.constraints.map(\.id))), "moved constraints keep their ids")
    }

    @Test("Item 16: where several embedded views pin one edge, the view on the stack's edge keeps its pin")
    func oneEdgeOnePin() throws {
        let project = try Self.column([
            ("email.leading = root.leading + 20", "emailLeading"),
            ("name.leading = root.leading + 20", "nameLeading"),
            ("email.top = root.top + 78", "emailTop"),
            ("name.top = root.top + 40", "nameTop"),
            ("note.trailing <= root.trailing - 20", "noteTrailing"),
        ])
        let (embedding, moved) = try embed(project)
        #expect(moved["nameTop"] == "form.top == root.top + 40", "the first arranged view's top is the column's")
        #expect(moved["nameLeading"] == "form.leading == root.leading + 20", "the first view on the leading edge")
        #expect(Set(embedding.removed.compactMap(\.identifier)) == ["emailTop", "emailLeading"])
        // Only note pins the trailing side, and it is short of the stack's edge by 80 points.
        #expect(moved["noteTrailing"] == "form.trailing <= root.trailing + 60", "the design's layout kept")
    }
}
