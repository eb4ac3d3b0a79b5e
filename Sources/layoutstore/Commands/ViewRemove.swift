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
        // The store refuses it too; checked first so that the refusal is not hidden behind the
        // root's dependents.
        guard view.parent != nil || project.rootViews.count > 1 else { throw StoreError.lastRootView(name: name, project: project.name) }
        let removal = project.removal(of: view.id)
        if !cascade, removal.count > 1 {
            throw CLIError(
                "view '\(name)' is still referred to by \(removal.dependents(in: project)); remove those first, or pass --cascade to remove them too")
        }
        let revision = try store.commit(
            summary.id, message: message.message(default: "remove view \(name)"), edits: removal.edits)
        Terminal.note("removed view \(name)" + (removal.count > 1 ? " and " + removal.dependents(in: project) : ""))
        try message.printRevision(revision)
    }
}
