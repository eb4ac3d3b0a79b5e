import ArgumentParser
import Model
import Storage

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one constraint in every form, with where it came from.",
        discussion: "Example:\n  layoutstore show titleTop")

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    @Argument(help: "The constraint: its identifier or an id prefix.")
    var reference: String

    @Option(help: ArgumentHelp("Show it as it was at this revision.", valueName: "rev"))
    var at: String?

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.state(of: summary.id, at: try at.map { try store.resolveRevision($0, in: summary.id) })
        let constraint = try project.constraint(referredToBy: reference)
        if output.json { return try printJSON(ConstraintRow(constraint, in: project)) }
        let equation = project.named(constraint.equation)
        let history = try store.history(of: .constraint(constraint.id), in: summary.id)
        var table = Table("FIELD", "VALUE")
        table.append("id", constraint.id.description)
        table.append("identifier", constraint.identifier ?? "-")
        table.append("equation", equation.shortForm())
        table.append("full form", equation.fullForm())
        table.append("canonical", project.named(constraint.equation.canonical(isBefore: project.layoutOrder())).shortForm())
        table.append("priority", constraint.priority.description)
        table.append("placeholder", String(constraint.isPlaceholder))
        table.append("active", String(constraint.isActive))
        if let created = history.first {
            table.append("created", "\(created.revision.short) by \(created.author), \(created.time.formatted(.iso8601))")
        }
        if let changed = history.last, history.count > 1 {
            table.append("last changed", "\(changed.revision.short) by \(changed.author), \(changed.time.formatted(.iso8601))")
        }
        table.print()
    }
}
