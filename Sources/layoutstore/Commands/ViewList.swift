import ArgumentParser
import Model
import Storage

struct ViewList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the views as a tree.",
        discussion: """
            Example:
              layoutstore view list --at HEAD~2
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    @Option(help: ArgumentHelp("Read the views as they were at this revision.", valueName: "rev"))
    var at: String?

    func run() throws {
        let (store, summary) = try global.openProject()
        let revision = try at.map { try store.resolveRevision($0, in: summary.id) }
        let project = try store.state(of: summary.id, at: revision)
        if output.json {
            // Each field under its descriptor's key (View.fieldDescriptors), views by name.
            // Names by id, read once: a lookup per view would make the listing quadratic.
            let nameByID = Dictionary(project.views.map { ($0.id, $0.name) } + project.guides.map { ($0.id, $0.name) }) { first, _ in first }
            let names = { (id: ItemID) in nameByID[id] }
            return try printJSON(
                project.viewsInLayoutOrder.map { view in
                    var members: [String: FieldValue] = ["id": .string(view.id.description)]
                    for descriptor in Model.View.fieldDescriptors {
                        if let json = descriptor.json { members[json.key] = json.value(view, names) }
                    }
                    return FieldValue.object(members)
                })
        }
        let subviews = project.subviewsByParent
        var table = Table("VIEW", "KIND", "FRAME", "INTRINSIC", "HUGGING", "COMPRESSION", "MARGINS", "CONTENT")
        func visit(_ view: Model.View, prefix: String, isLast: Bool, depth: Int) {
            let branch = depth == 0 ? "" : prefix + (isLast ? "└─ " : "├─ ")
            let intrinsic = [view.intrinsicContentSize.width, view.intrinsicContentSize.height]
                .map { $0.map(formatNumber) ?? "-" }.joined(separator: ",")
            table.append(
                branch + view.name + (view.isHidden ? " (hidden)" : ""), view.kind.rawValue, view.frame.description,
                intrinsic, view.contentHugging.description, view.compressionResistance.description,
                view.layoutMargins.description, view.content.summary)
            let children = subviews[view.id] ?? []
            let childPrefix = depth == 0 ? "" : prefix + (isLast ? "   " : "│  ")
            for (index, child) in children.enumerated() {
                visit(child, prefix: childPrefix, isLast: index == children.count - 1, depth: depth + 1)
            }
        }
        for root in subviews[nil] ?? [] { visit(root, prefix: "", isLast: true, depth: 0) }
        table.print()
    }
}
