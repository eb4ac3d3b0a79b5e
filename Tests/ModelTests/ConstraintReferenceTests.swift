import Testing

@testable import Model

/// How a constraint is found from what a user types: the rule every front end (the command
/// line, the web view's links, an editor) shares.
@Suite("Referring to a constraint by identifier, id prefix or document id")
struct ConstraintReferenceTests {
    let project: Project
    let top: Constraint
    let leading: Constraint
    let imported: Constraint

    init() {
        let root = View(name: "root")
        let title = View(name: "title", parent: root.id, kind: .label)
        top = Constraint(identifier: "titleTop", equation: Equation(Anchor(title.id, .top), .equal, Anchor(root.id, .top), constant: 20))
        leading = Constraint(equation: Equation(Anchor(title.id, .leading), .equal, Anchor(root.id, .leading), constant: 16))
        imported = Constraint(equation: Equation(Anchor(title.id, .width), .equal, constant: 120), documentID: "XaH-vp-MoX")
        project = Project(name: "Login", views: [root, title], constraints: [top, leading, imported])
    }

    @Test("an identifier, an id prefix of four characters or more in any case, and a document id each find their constraint")
    func eachFormFindsIt() throws {
        #expect(try project.constraint(referredToBy: "titleTop") == top)
        #expect(try project.constraint(referredToBy: String(leading.id.description.prefix(6)).uppercased()) == leading)
        #expect(try project.constraint(referredToBy: "XaH-vp-MoX") == imported)
    }

    @Test("a mistyped identifier suggests the closest; three hex digits are too short to be a prefix")
    func noneFound() {
        #expect(throws: ModelError.unknownConstraint("titleTpo", project: "Login", suggestion: "titleTop")) {
            try project.constraint(referredToBy: "titleTpo")
        }
        let three = String(leading.id.description.prefix(3))
        #expect(throws: ModelError.constraintIDPrefixTooShort(three, shortest: 4)) { try project.constraint(referredToBy: three) }
    }

    @Test("an identifier two constraints share names both, with their equations, and finds neither")
    func several() throws {
        var shared = project
        shared.constraints[1].identifier = "titleTop"
        let error = #expect(throws: ModelError.self) { try shared.constraint(referredToBy: "titleTop") }
        guard case let .ambiguousConstraintReference(reference, _, candidates)? = error else {
            Issue.record("expected an ambiguous reference, got \(String(describing: error))")
            return
        }
        #expect(reference == "titleTop")
        #expect(candidates.count == 2)
        #expect(candidates.contains { $0.contains("title.top == root.top + 20") })
        #expect(candidates.contains { $0.contains("title.leading == root.leading + 16") })
    }

    @Test("views and custom guides are found by name, with the closest name when mistyped")
    func byName() throws {
        #expect(try project.view(named: "title").name == "title")
        #expect(throws: ModelError.unknownView("titel", project: "Login", suggestion: "title")) { try project.view(named: "titel") }
        #expect(throws: ModelError.unknownGuide("spacer", project: "Login", suggestion: nil)) { try project.guide(named: "spacer") }
    }
}
