import Model
import Render
import Solver
import Storage

/// `/projects/NAME/compare/A...B[?device=D&landscape=1&rtl=1]`: two revisions side by side, each solved on
/// the same device and drawn, the second with the diff overlay against the first, and every
/// change from the first to the second as the revision page lists a revision's.
struct ComparePage {
    let signedIn = true
    var project: String
    var projectHref: String
    var from: RevisionPage.Link
    var to: RevisionPage.Link
    var environment: String
    var before: String
    var after: String
    var changes: [RevisionPage.ChangeRow]
    var hasChanges = false

    /// - Complexity: two states read, the diff between them (the store's, along the history),
    ///   two solves and two pictures.
    init(store: Store, visitor: WebVisitor, project name: String, range: String, query: RevisionPage.Query) throws {
        let parts = range.components(separatedBy: "...")
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw WebError.badRequest("compare two revisions as A...B (anything --at takes, e.g. HEAD~3...HEAD), not '\(range.prefix(60))'")
        }
        let head = try visitor.project(named: name, in: store)
        let first = try store.resolveRevision(parts[0], in: head.id), second = try store.resolveRevision(parts[1], in: head.id)
        let old = try store.state(of: head.id, at: first), new = try store.state(of: head.id, at: second)
        let (oldLayout, oldOnDesign) = query.solved(old), (newLayout, newOnDesign) = query.solved(new)
        var oldOptions = RenderOptions(title: "\(head.name) at \(first.short)")
        oldOptions.marksMisplacedViews = oldOnDesign
        var newOptions = RenderOptions(title: "\(head.name) at \(second.short) against \(first.short)", previous: oldLayout)
        newOptions.marksMisplacedViews = newOnDesign
        before = ComparePage.inline(try Picture(oldLayout, options: oldOptions).svg)
        after = ComparePage.inline(try Picture(newLayout, options: newOptions).svg)

        project = head.name
        projectHref = WebLinks.timeline(head.name)
        self.from = RevisionPage.Link(short: first.short, href: WebLinks.revision(head.name, first, query: query))
        self.to = RevisionPage.Link(short: second.short, href: WebLinks.revision(head.name, second, query: query))
        let size = newLayout.environment
        self.environment =
            "\(WebFormat.number(size.rootWidth)) × \(WebFormat.number(size.rootHeight)) pt"
            + (query.deviceDescription.map { " (\($0))" } ?? " (the root's design size)") + (query.rtl ? ", right to left" : ", left to right")
        let names = RevisionPage.names(new, old)
        changes = RevisionPage.rows(
            try store.history.diff(head.id, from: first, to: second), project: head.name, before: old, after: new, names: names)
        hasChanges = !changes.isEmpty
    }

    /// The SVG element alone, without its XML declaration, to stand in the page.
    static func inline(_ document: String) -> String {
        document.range(of: "<svg").map { String(document[$0.lowerBound...]) } ?? document
    }

    func html() -> String { Templates.render(self, "compare") }
}
