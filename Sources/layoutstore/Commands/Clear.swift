import ArgumentParser
import Model
import Storage

struct Clear: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Remove the constraints of the views named, or of every view (Resolve Auto Layout Issues › Clear Constraints).",
        discussion: """
            A constraint goes when it refers to one of the views (or to a guide one of them owns). \
            One revision; --dry-run lists what would go.
            Example:
              layoutstore clear title subtitle --dry-run
              layoutstore clear --all -m "start over"
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption
    @OptionGroup var selection: ViewSelection

    @Flag(name: .customLong("dry-run"), help: "Print the constraints it would remove, and remove nothing.")
    var dryRun = false

    func run() throws {
        let (store, summary) = try global.openProject()
        let base = try store.headState(of: summary.id)
        let project = base.project
        try ToolChanges(removed: project.constraints(ofViews: try selection.items(in: project))).commitOrShow(
            from: base, store: store, summary: summary, message: message, dryRun: dryRun,
            description: selection.all ? "clear every constraint" : "clear the constraints of \(selection.description)")
    }
}
