import Foundation
import Interchange
import Model
import Storage

/// A real corpus scene in a store, as `layoutstore import` stores it, with a history a team
/// would make of it: a frame moved, a constant and a priority changed, a constraint's second
/// item changed, an identifier given, a label's text changed, a constraint and a view removed.
struct CorpusWebFixture: Sendable {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/ibcorpus")
    /// A sign-up form: text fields with placeholders, labels, a button, an activity indicator.
    static let file = "ReactiveX__RxSwift__RxExample__RxExample__Examples__GitHubSignup__GitHubSignup1.storyboard"
    static let scene = "GitHubSignupViewController1"
    /// A calculator's keys in equal widths and heights, imported and left as it is.
    static let secondFile = "ReactiveX__RxSwift__RxExample__RxExample__Examples__Calculator__Calculator.storyboard"
    static let secondScene = "CalculatorViewController"

    let folder: URL
    let store: Store
    let project: ProjectID
    let token: String
    /// A read-only token of the second scene's project.
    let secondToken: String
    /// The import, and the head after the edits.
    let imported: RevisionID
    let head: RevisionID
    /// Every view and constraint the project ever had (deleted ones included), by id text.
    let views: [String]
    let constraints: [String]

    init() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-web-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Made in a scratch store, then copied with fixed stamps (``restamped(from:into:)``).
        let scratch = try Store(path: folder.appending(path: "scratch.db").path)
        let scene = try Self.importScene(Self.scene, from: Self.file, numberedFrom: 0)
        try scratch.createProjects([scene], message: "import \(Self.file)", author: "ana")
        try scratch.createProjects(
            [try Self.importScene(Self.secondScene, from: Self.secondFile, numberedFrom: 100_000)], message: "import \(Self.secondFile)",
            author: "ana")
        let project = try scratch.resolveProject(Self.scene).id
        let original = try scratch.state(of: project)
        let views = original.views.map(\.id.description), constraints = original.constraints.map(\.id.description)

        try scratch.commit(project, message: "more room above the button", author: "ben") { project in
            let button = project.itemID(named: "signUpButton")!
            let index = project.constraints.firstIndex { $0.equation.first.item == button && $0.equation.first.attribute == .top }!
            project.constraints[index].equation.constant = 40
            project.constraints[index].identifier = "buttonTop"
            let view = project.views.firstIndex { $0.id == button }!
            project.views[view].frame.y = 238
        }
        try scratch.commit(project, message: "the hint starts at the button's middle, its end almost required", author: "cleo") { project in
            let hint = project.itemID(named: "label1")!, button = project.itemID(named: "signUpButton")!
            let trailing = project.constraints.firstIndex { $0.equation.first.item == hint && $0.equation.first.attribute == .trailing }!
            project.constraints[trailing].priority = Priority(999)
            let leading = project.constraints.firstIndex { $0.equation.first.item == hint && $0.equation.first.attribute == .leading }!
            project.constraints[leading].equation.second = Anchor(button, .centerX)
            project.constraints[leading].equation.multiplier = 0.5
            let label = project.views.firstIndex { $0.id == hint }!
            project.views[label].content.text = "Choose a password of 8 characters or more"
        }
        try scratch.commit(project, message: "no spinner", author: "ana") { project in
            let spinner = project.itemID(named: "activityIndicatorView1")!
            project.constraints.removeAll { $0.equation.items.contains(spinner) }
            project.views.removeAll { $0.id == spinner }
        }
        let now = try scratch.state(of: project)
        self.views = Array(Set(views + now.views.map(\.id.description))).sorted()
        self.constraints = Array(Set(constraints + now.constraints.map(\.id.description))).sorted()
        store = try Store(path: folder.appending(path: "corpus.db").path)
        try Self.restamped(from: scratch, into: store)
        self.project = try store.resolveProject(Self.scene).id
        let log = try store.history.log(self.project)
        imported = try log.last.unwrapped("first revision").id
        head = try log.first.unwrapped("head").id
        token = try store.tokens.create(project: self.project, readOnly: true, label: "corpus")
        secondToken = try store.tokens.create(project: try store.resolveProject(Self.secondScene).id, readOnly: true, label: "second")
    }

    /// Copies every project of `scratch` (each with one line of revisions) into `store` with
    /// fixed stamps: project ids numbered, times a minute apart from a fixed date, one replica
    /// name. The same edits give the same revision ids on every run, so the pages show the same
    /// ids, and the pictures (whose titles name them, in proportional type) keep their widths.
    static func restamped(from scratch: Store, into store: Store) throws {
        var minute = 0.0
        for (index, summary) in try scratch.projects().sorted(by: { $0.name < $1.name }).enumerated() {
            let id = ProjectID(UUID(uuidString: String(format: "00000000-0000-4000-9000-%012d", index + 1))!)
            var renamed: [RevisionID: RevisionID] = [:]
            var copies: [Revision] = []
            for revision in try scratch.history.log(summary.id).reversed() {
                let changes = revision.changes.map { change in
                    change.kind == .project && change.id == summary.id.description
                        ? Change(kind: .project, id: id.description, field: change.field, before: change.before, after: change.after) : change
                }
                minute += 1
                let copy = Revision(
                    project: id, parents: try revision.parents.map { try renamed[$0].unwrapped("parent \($0.short)") }, author: revision.author,
                    replica: "fixture", time: Date(timeIntervalSince1970: 1_790_000_000 + 60 * minute), message: revision.message, changes: changes)
                renamed[revision.id] = copy.id
                copies.append(copy)
            }
            try store.exchange.insert(copies, movingHeadTo: copies.last?.id)
        }
    }

    /// A scene of a corpus document as `import` makes it, its views and constraints numbered
    /// in document order from `base` instead of random ids (ids are unique in a store): the same
    /// scene gives the same picture (which draws in id order) on every run, for the screenshots
    /// to compare.
    static func importScene(_ name: String, from file: String, numberedFrom base: Int, fallbackName: String = "doc") throws -> Project {
        let document = try IBDocument(bytes: Array(try Data(contentsOf: folder.appending(path: file))), file: file)
        var project = try DocumentImport(document, fallbackName: fallbackName).projects.first { $0.name == name }.unwrapped("scene \(name)")
        guard project.views.allSatisfy({ $0.stack == nil }) else {
            throw LiveServerError(description: "\(name) has stack views, which name views too")
        }
        func numbered(_ number: Int) -> UUID { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))! }
        var items: [ItemID: ItemID] = [:]
        for (number, id) in (project.views.map(\.id) + project.guides.map(\.id)).enumerated() { items[id] = ItemID(numbered(base + number + 1)) }
        for index in project.views.indices {
            project.views[index].id = items[project.views[index].id]!
            project.views[index].parent = project.views[index].parent.map { items[$0]! }
        }
        for index in project.guides.indices {
            project.guides[index].id = items[project.guides[index].id]!
            project.guides[index].owner = items[project.guides[index].owner]!
        }
        for index in project.constraints.indices {
            project.constraints[index].id = ConstraintID(numbered(base + 10_000 + index))
            project.constraints[index].equation = project.constraints[index].equation.mapItems { items[$0]! }
        }
        return project
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

extension Optional {
    /// The value, or an error naming what was missing (a fixture's `#require` outside a test).
    fileprivate func unwrapped(_ what: String) throws -> Wrapped {
        guard let self else { throw LiveServerError(description: "the corpus fixture has no \(what)") }
        return self
    }
}
