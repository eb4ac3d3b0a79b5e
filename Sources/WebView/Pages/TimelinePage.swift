import Storage

/// `/projects/NAME?before=SEQ`: a page of the project's revisions, newest first, beside the
/// graph of their parents (merges drawn as `git log --graph` draws them), with links to the
/// older page and back to the newest.
///
/// Paged by a cursor (the last revision's local number), never by an offset: any page of a
/// history of 100,000 revisions reads as many rows as the first.
struct TimelinePage {
    /// Revisions on a page.
    static let pageSize = 50

    struct Row {
        var graph: String
        var isRevision: Bool
        var id = ""
        var short = ""
        var href = ""
        var author = ""
        var date = ""
        var message = ""
        var isMerge = false
        var seq = ""
    }

    let signedIn = true
    var project: String
    var projectHref: String
    var rows: [Row] = []
    var olderHref: String?
    var newestHref: String?
    /// The document the project was imported from, and its overview.
    var document: RevisionPage.Link?

    /// - Complexity: O(*k* × *w*) for a page of *k* revisions and *w* lanes, whatever the
    ///   length of the history.
    init(store: Store, visitor: WebVisitor, project name: String, before: Int64?) throws {
        let project = try visitor.project(named: name, in: store)
        self.project = project.name
        projectHref = WebLinks.timeline(project.name)
        let page = try store.history.logPage(project.id, before: before, limit: TimelinePage.pageSize)
        if before != nil, page.entries.isEmpty {
            throw WebError.notFound("the timeline of \(project.name) has no revisions before #\(before ?? 0); go back to the newest")
        }
        let seqs = Dictionary(page.entries.map { ($0.revision.id, $0.seq) }, uniquingKeysWith: { first, _ in first })
        let graph = RevisionGraph(page.entries.map(\.revision), continuesLanes: true)
        rows = graph.lines.map { line in
            guard let revision = line.revision else {
                return Row(graph: TimelineGraph.svg(line.graph, isRevision: false, isMerge: false), isRevision: false)
            }
            let isMerge = revision.parents.count > 1
            return Row(
                graph: TimelineGraph.svg(line.graph, isRevision: true, isMerge: isMerge), isRevision: true, id: revision.id.rawValue,
                short: revision.id.short, href: WebLinks.revision(project.name, revision.id), author: revision.author,
                date: WebFormat.date(revision.time), message: revision.message, isMerge: isMerge, seq: seqs[revision.id].map(String.init) ?? "")
        }
        document = try ImportedDocument(of: project.id, in: store).map { RevisionPage.Link(short: $0.file, href: WebLinks.document(project.name)) }
        olderHref = page.next.map { WebLinks.timeline(project.name, before: $0) }
        newestHref = before == nil ? nil : WebLinks.timeline(project.name)
    }

    func html() -> String { Templates.render(self, "timeline") }
}
