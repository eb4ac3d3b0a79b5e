import ArgumentParser
import Model
import Storage

struct ViewEdit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a view's properties, name or superview.",
        discussion: """
            Example:
              layoutstore view edit title --hugging 251,251 --rename headline
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The view to change.")
    var name: String

    @Option(help: "A new name.")
    var rename: String?

    @Option(help: "A new superview; the view moves in front of its new siblings.")
    var parent: String?

    @OptionGroup var properties: ViewProperties

    func validate() throws {
        if let rename { try validateItemName(rename) }
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.state(of: summary.id)
        let old = try project.view(named: name)
        var view = old
        if let rename { view.name = rename }
        if let parent {
            let superview = try project.view(named: parent)
            if superview.id != old.parent {
                view.parent = superview.id
                view.index = project.subviews(of: superview.id).count
            }
        }
        properties.apply(to: &view, isNew: false)
        try properties.applySettings(to: &view, in: project)
        let edits = Edit.updates(from: old, to: view)
        guard !edits.isEmpty else {
            throw CLIError("nothing to change: view '\(name)' already has those properties")
        }
        let revision = try store.commit(summary.id, message: message.message(default: "edit view \(name)"), edits: edits)
        try message.printRevision(revision)
    }
}
