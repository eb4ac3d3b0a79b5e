import ArgumentParser
import Model
import Solver
import Storage

struct ResetToSuggested: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset-to-suggested",
        abstract: "Replace the views' constraints with suggested ones (Resolve Auto Layout Issues › Reset to Suggested Constraints).",
        discussion: """
            Removes the constraints of the views (as `layoutstore clear` does) and adds what \
            `layoutstore add-missing` would then add, in one revision; --dry-run prints both.
            Example:
              layoutstore reset-to-suggested title --dry-run
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption
    @OptionGroup var selection: ViewSelection

    @Flag(name: .customLong("dry-run"), help: "Print the constraints it would remove and add, and change nothing.")
    var dryRun = false

    func run() throws {
        let (store, summary) = try global.openProject()
        let base = try store.headState(of: summary.id)
        let project = base.project
        let items = try selection.items(in: project)
        let removed = project.constraints(ofViews: items)
        var cleared = project
        let removedIDs = Set(removed.map(\.id))
        cleared.constraints.removeAll { removedIDs.contains($0.id) }
        let added = SuggestedConstraints.missing(for: items, in: cleared, environment: LayoutEnvironment(designOf: project))
        try ToolChanges(added: added, removed: removed).commitOrShow(
            from: base, store: store, summary: summary, message: message, dryRun: dryRun,
            description: "reset \(selection.description) to suggested constraints")
    }
}
