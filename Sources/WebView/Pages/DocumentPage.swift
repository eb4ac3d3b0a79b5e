import Model
import Render
import Solver
import Storage

/// `/projects/NAME/document`: the document a project was imported from (``ImportedDocument``)
/// as a storyboard overview: every scene imported with it, each drawn at its design size as
/// the revision page draws it, at one scale, so that a phone's scene and an iPad's keep their
/// proportions; each links to its project.
///
/// The store keeps no canvas position of a scene (Interface Builder's `canvasLocation`), so
/// the scenes stand in a row that wraps, in the order of their names.
struct DocumentPage {
    struct Scene {
        var name: String
        var href: String
        var headHref: String
        var short: String
        var size: String
        /// The figure's width in CSS pixels: the design width at the overview's scale.
        var width: String
        var svg: String
        /// `2 problems`, as `check` counts them; empty for none.
        var problems: String
        var hasProblems: Bool
    }

    /// CSS pixels per point of the pictures (which hold the scene, its title and its legend).
    static let scale = 0.75

    let signedIn = true
    var project: String
    var projectHref: String
    var file: String
    var scenes: [Scene]

    /// - Complexity: for each project the visitor may see, its views and its root's changes
    ///   read (``ImportedDocument``); for each scene of the document, its head state, a solve
    ///   and a picture.
    init(store: Store, visitor: WebVisitor, project name: String) throws {
        let head = try visitor.project(named: name, in: store)
        guard let document = try ImportedDocument(of: head.id, in: store) else {
            throw WebError.notFound(
                "\(head.name) was not imported from one document (its first revision is not an import of one .storyboard or .xib file)")
        }
        project = head.name
        projectHref = WebLinks.timeline(head.name)
        file = document.file
        var scenes: [Scene] = []
        for candidate in try store.projectHeads().sorted(by: { $0.name < $1.name }) where visitor.may(see: candidate.id) {
            let isScene = try candidate.id == head.id || ImportedDocument(of: candidate.id, in: store) == document
            guard isScene else { continue }
            let state = try store.state(of: candidate.id)
            let layout = SolvedLayout(solving: state, in: LayoutEnvironment(designOf: state))
            var options = RenderOptions(title: candidate.name)
            options.marksMisplacedViews = true
            let picture = try Picture(layout, options: options)
            let environment = layout.environment
            let problems = layout.solution.problems(includingMisplaced: true).count
            scenes.append(
                Scene(
                    name: candidate.name, href: WebLinks.timeline(candidate.name), headHref: WebLinks.revision(candidate.name, candidate.head),
                    short: candidate.head.short,
                    size: "\(WebFormat.number(environment.rootWidth)) × \(WebFormat.number(environment.rootHeight)) pt",
                    width: WebFormat.number(max(160, picture.width * Self.scale)), svg: ComparePage.inline(picture.svg),
                    problems: problems == 1 ? "1 problem" : "\(problems) problems", hasProblems: problems > 0))
        }
        self.scenes = scenes
    }

    func html() -> String { Templates.render(self, "document") }
}
