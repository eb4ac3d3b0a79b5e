import ArgumentParser
import Model
import Storage

struct ViewAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a view to the tree.",
        discussion: """
            The view goes in front of its siblings, under --parent (by default the root view).
            Example:
              layoutstore view add title --kind label --frame 20,40,335,21 --intrinsic 120,21
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The new view's name, unique in the project.")
    var name: String

    @Option(help: "The superview (default: the root view).")
    var parent: String?

    @OptionGroup var properties: ViewProperties

    func validate() throws { try validateItemName(name) }

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.state(of: summary.id)
        let superview = try parent.map { try project.view(named: $0) } ?? project.rootViews.first
        var view = Model.View(name: name, parent: superview?.id, index: project.subviews(of: superview?.id).count)
        properties.apply(to: &view, isNew: true)
        try properties.applySettings(to: &view, in: project)
        let revision = try store.commit(
            summary.id, message: message.message(default: "add view \(name)"), edits: [Edit.insertView(view)])
        try message.printRevision(revision)
    }
}
