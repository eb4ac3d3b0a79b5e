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

    @Argument(help: "The views whose constraints go.")
    var views: [String] = []

    @Flag(help: "Every view of the project.")
    var all = false

    @Flag(name: .customLong("dry-run"), help: "Print the constraints it would remove, and remove nothing.")
    var dryRun = false

    func validate() throws {
        if all == !views.isEmpty { throw ValidationError(all ? "give views or --all, not both" : "name the views whose constraints go, or give --all") }
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.state(of: summary.id)
        let items = try all ? Set(project.views.map(\.id)) : Set(views.map { try project.view(named: $0).id })
        let owned = Set(project.guides.filter { items.contains($0.owner) }.map(\.id))
        let removed = project.constraints.filter { constraint in
            constraint.equation.items.contains { items.contains($0) || owned.contains($0) }
        }
        try commitOrShow([], removing: removed, in: project, store: store, summary: summary, message: message, dryRun: dryRun,
                         description: all ? "clear every constraint" : "clear the constraints of \(views.joined(separator: ", "))")
    }
}
