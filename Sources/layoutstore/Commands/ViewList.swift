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
              layoutstore view list --size-class wR,hR   # the views an iPad has, its stacks' settings
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    @Option(help: ArgumentHelp("Read the views as they were at this revision.", valueName: "rev"))
    var at: String?

    @Option(
        name: .customLong("size-class"),
        help: ArgumentHelp(
            "List the views as a size class has them (installed, stack axis, distribution, alignment, spacing), in Interface Builder's notation: wC,hR, hC, any (docs/size-classes.md).",
            valueName: "class"))
    var sizeClass: SizeClass?

    func run() throws {
        let (store, summary) = try global.openProject()
        let revision = try at.map { try store.resolveRevision($0, in: summary.id) }
        var project = try store.state(of: summary.id, at: revision)
        if let sizeClass { project = project.resolved(for: sizeClass) }
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
                    // What each size class sets, by the class in Interface Builder's notation.
                    members["variations"] = .object(
                        Dictionary(uniqueKeysWithValues: view.variations.keys.map { ($0.description, view.value(of: .variation($0))) }))
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
                branch + view.name + (view.isHidden ? " (hidden)" : "")
                    + (view.variations.isEmpty ? "" : " (varies in \(view.variations.keys.map(\.description).sorted().joined(separator: "; ")))"),
                view.kind.rawValue, view.frame.description,
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
