import Testing

@testable import Model

@Suite("Projects and names")
struct ProjectTests {
    let project: Project

    init() {
        let root = View(name: "root")
        let title = View(name: "title", parent: root.id, index: 0, kind: .label)
        let field = View(name: "field", parent: root.id, index: 1, kind: .textField)
        let spacer = LayoutGuide(name: "spacer", owner: root.id)
        project = Project(name: "Login", views: [root, title, field], guides: [spacer])
    }

    @Test("Names resolve to item ids and back")
    func resolveNames() throws {
        let equation = try project.resolve(Equation.parse("field.leading = title.trailing + 8").equation)
        #expect(equation.first.item == project.itemID(named: "field"))
        #expect(project.named(equation).shortForm() == "field.leading == title.trailing + 8")
        let guided = try project.resolve(Equation.parse("spacer.top = root.safeArea.top").equation)
        #expect(guided.first.item == project.itemID(named: "spacer"))
    }

    @Test("An unknown name suggests the closest one")
    func didYouMean() throws {
        let error = try #require(throws: ModelError.self) {
            try project.resolve(Equation.parse("titel.top = root.top").equation)
        }
        #expect(error.description == "no view or guide named 'titel' in project 'Login'; did you mean 'title'?")
        let far = try #require(throws: ModelError.self) {
            try project.resolve(Equation.parse("a.top = root.top").equation)
        }
        #expect(!far.description.contains("did you mean"))
    }

    @Test("Only views have built-in guides")
    func guideOnGuide() throws {
        let error = try #require(throws: ModelError.self) {
            try project.resolve(Equation.parse("title.top = spacer.margins.top").equation)
        }
        #expect(error == .guideOnGuide("spacer", guide: .margins))
    }

    @Test("Views in layout order: superviews first, siblings back to front")
    func layoutOrder() {
        #expect(project.viewsInLayoutOrder.map(\.name) == ["root", "title", "field"])
        #expect(project.rootViews.map(\.name) == ["root"])
    }
}
