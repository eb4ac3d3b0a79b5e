import Model
import Render
import Solver
import Storage

/// `/projects/NAME/document`: the document a project was imported from (``ImportedDocument``)
/// as a storyboard overview: every scene imported with it, each drawn at its design size as
/// the revision page draws it, laid out as the document places them on Interface Builder's
/// canvas (each root's ``Model/View/canvasLocation``, ``SceneArrangement``), the whole scaled
/// to fit the page, with zoom and pan; each links to its project, and a list below names them.
struct DocumentPage {
    struct Scene {
        var name: String
        var href: String
        var headHref: String
        var short: String
        var size: String
        /// Where its picture stands in the overview, in points, and how big it is.
        var x: String
        var y: String
        var width: String
        var height: String
        /// The caption's baseline, below the picture.
        var captionY: String
        /// The picture, an `<svg>` placed at ``x``, ``y`` within the overview's.
        var svg: String
        /// `2 problems`, as `check` counts them; empty for none.
        var problems: String
        var hasProblems: Bool
        /// Whether the document places it on its canvas (a cell inside a scene has no place).
        var placed: Bool
    }

    /// CSS pixels per point at most: the overview is never drawn larger than this.
    static let scale = 0.75
    /// The room below each picture for its caption, in points.
    static let captionHeight = 34.0

    let signedIn = true
    var project: String
    var projectHref: String
    var file: String
    var scenes: [Scene]
    /// The overview's size in points, and the widest it is drawn, in CSS pixels.
    var width: String
    var height: String
    var maxWidth: String
    var hasUnplaced: Bool

    /// - Complexity: for each project the visitor may see, its views and its root's changes
    ///   read (``ImportedDocument``); for each scene of the document, its head state, a solve
    ///   and a picture; O(n²) in the scenes to place them.
    init(store: Store, visitor: WebVisitor, project name: String) throws {
        let head = try visitor.project(named: name, in: store)
        guard let document = try ImportedDocument(of: head.id, in: store) else {
            throw WebError.notFound(
                "\(head.name) was not imported from one document (its first revision is not an import of one .storyboard or .xib file)")
        }
        project = head.name
        projectHref = WebLinks.timeline(head.name)
        file = document.file
        var drawn: [(head: ProjectHead, picture: Picture, layout: SolvedLayout, location: CanvasLocation?)] = []
        for candidate in try store.projectHeads().sorted(by: { $0.name < $1.name }) where visitor.may(see: candidate.id) {
            let isScene = try candidate.id == head.id || ImportedDocument(of: candidate.id, in: store) == document
            guard isScene else { continue }
            let state = try store.state(of: candidate.id)
            let layout = SolvedLayout(solving: state, in: LayoutEnvironment(designOf: state))
            var options = RenderOptions(title: candidate.name)
            options.marksMisplacedViews = true
            drawn.append((candidate, try Picture(layout, options: options), layout, state.rootViews.first?.canvasLocation))
        }
        let arrangement = SceneArrangement(
            drawn.map { SceneArrangement.Scene(width: $0.picture.width, height: $0.picture.height + Self.captionHeight, location: $0.location) })
        scenes = zip(drawn, arrangement.origins).map { scene, origin in
            let environment = scene.layout.environment
            let problems = scene.layout.solution.problems(includingMisplaced: true).count
            let x = WebFormat.number(origin.x), y = WebFormat.number(origin.y)
            return Scene(
                name: scene.head.name, href: WebLinks.timeline(scene.head.name), headHref: WebLinks.revision(scene.head.name, scene.head.head),
                short: scene.head.head.short,
                size: "\(WebFormat.number(environment.rootWidth)) × \(WebFormat.number(environment.rootHeight)) pt",
                x: x, y: y, width: WebFormat.number(scene.picture.width), height: WebFormat.number(scene.picture.height),
                captionY: WebFormat.number(origin.y + scene.picture.height + 20), svg: Self.placed(scene.picture.svg, x: x, y: y),
                problems: problems == 1 ? "1 problem" : "\(problems) problems", hasProblems: problems > 0, placed: scene.location != nil)
        }
        width = WebFormat.number(arrangement.width)
        height = WebFormat.number(arrangement.height)
        maxWidth = WebFormat.number(max(320, arrangement.width * Self.scale))
        hasUnplaced = scenes.contains { !$0.placed } && scenes.contains(where: \.placed)
    }

    /// A picture's SVG as an element of the overview's, its top-left corner at `x`, `y`.
    static func placed(_ svg: String, x: String, y: String) -> String {
        let inline = ComparePage.inline(svg)
        let opening = #"<svg xmlns="http://www.w3.org/2000/svg" "#
        guard inline.hasPrefix(opening) else { return inline }
        return opening + #"x="\#(x)" y="\#(y)" "# + inline.dropFirst(opening.count)
    }

    func html() -> String { Templates.render(self, "document") }
}
