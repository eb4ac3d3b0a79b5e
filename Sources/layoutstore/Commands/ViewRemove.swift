import ArgumentParser
import Model
import Storage

struct ViewRemove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a view.",
        discussion: """
            Refused while constraints, subviews or guides refer to the view, unless --cascade, \
            which removes them too, all in one revision.
            Example:
              layoutstore view remove spinner --cascade
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The view to remove.")
    var name: String

    @Flag(help: "Also remove the constraints, subviews and guides that refer to the view.")
    var cascade = false

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.state(of: summary.id)
        let view = try project.view(named: name)
        guard view.parent != nil || project.rootViews.count > 1 else {
            throw CLIError("'\(name)' is the project's root view and cannot be removed")
        }
        let removal = project.removal(of: view.id)
        if !cascade, removal.count > 1 {
            throw CLIError(
                "view '\(name)' is still referred to by \(removal.dependents(in: project)); remove those first, or pass --cascade to remove them too")
        }
        let revision = try store.commit(
            summary.id, message: message.message(default: "remove view \(name)"), edits: removal.edits + removal.unarranging(in: project))
        Terminal.note("removed view \(name)" + (removal.count > 1 ? " and " + removal.dependents(in: project) : ""))
        try message.printRevision(revision)
    }
}

/// What removing a view takes with it: its subviews, the guides they own, and every
/// constraint referring to any of them; deleted constraints first, then guides, then views
/// from the leaves up.
struct Removal {
    var constraints: [Constraint] = []
    var guides: [LayoutGuide] = []
    var views: [Model.View] = []

    var count: Int { constraints.count + guides.count + views.count }

    var edits: [Storage.Edit] {
        constraints.map { Storage.Edit.deleteConstraint($0.id) } + guides.map { Storage.Edit.deleteGuide($0.id) }
            + views.reversed().map { Storage.Edit.deleteView($0.id) }
    }

    /// The edits that take the removed views out of the stack views that arrange them (and
    /// outlive the removal).
    func unarranging(in project: Project) -> [Storage.Edit] {
        let removed = Set(views.map(\.id))
        return project.views.filter { !removed.contains($0.id) }.flatMap { stack -> [Storage.Edit] in
            guard let configuration = stack.stack, configuration.arrangedSubviews.contains(where: removed.contains) else { return [] }
            var updated = stack
            updated.stack?.arrangedSubviews.removeAll(where: removed.contains)
            updated.stack?.customSpacing = configuration.customSpacing.filter { !removed.contains($0.key) }
            return Storage.Edit.updates(from: stack, to: updated)
        }
    }

    func dependents(in project: Project) -> String {
        var parts: [String] = []
        if !constraints.isEmpty {
            parts.append("\(constraints.count) constraint\(constraints.count == 1 ? "" : "s") ("
                + constraints.prefix(3).map { $0.identifier ?? project.named($0.equation).shortForm() }.joined(separator: "; ")
                + (constraints.count > 3 ? "; …" : "") + ")")
        }
        let subviews = views.dropFirst()
        if !subviews.isEmpty { parts.append("subviews " + subviews.map(\.name).joined(separator: ", ")) }
        if !guides.isEmpty { parts.append("guides " + guides.map(\.name).joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }
}

extension Project {
    /// The removal of a view or guide and everything that depends on it.
    func removal(of item: ItemID) -> Removal {
        var removal = Removal()
        var items: Set<ItemID> = [item]
        if let guide = guide(item) {
            removal.guides = [guide]
        } else {
            func visit(_ view: Model.View) {
                removal.views.append(view)
                items.insert(view.id)
                for guide in guides where guide.owner == view.id {
                    removal.guides.append(guide)
                    items.insert(guide.id)
                }
                subviews(of: view.id).forEach(visit)
            }
            if let view = view(item) { visit(view) }
        }
        removal.constraints = constraints.filter { !items.isDisjoint(with: $0.equation.items) }
        return removal
    }
}
