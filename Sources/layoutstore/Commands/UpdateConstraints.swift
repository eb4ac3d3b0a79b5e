import ArgumentParser
import Model
import Solver
import Storage

struct UpdateConstraints: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update-constraints",
        abstract:
            "Give the views' constraints the constants that reproduce their design frames (Resolve Auto Layout Issues › Update Constraint Constants).",
        discussion: """
            Only constants change, never items, attributes or multipliers; an inequality the \
            design keeps is left alone. Views that still do not solve to their design frame \
            (an intrinsic size, a multiplier or a missing constraint decides it) are reported. \
            One revision; --dry-run prints the changes instead.
            Example:
              layoutstore update-constraints title --dry-run
              layoutstore update-constraints --all -m "constants from the design"
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption
    @OptionGroup var selection: ViewSelection

    @Flag(name: .customLong("dry-run"), help: "Print the constants it would change, and change nothing.")
    var dryRun = false

    func run() throws {
        let (store, summary) = try global.openProject()
        let base = try store.headState(of: summary.id)
        let project = base.project
        let update = ConstantUpdate.constants(for: try selection.items(in: project), in: project, environment: LayoutEnvironment(designOf: project))
        let changed = update.changes.compactMap { change in
            project.constraint(change.constraint).map { constraint in
                var constraint = constraint
                constraint.equation.constant = change.after
                return constraint
            }
        }
        for unmatched in update.unmatched {
            let subject =
                unmatched.item.map { project.name(of: $0) ?? $0.description }
                ?? unmatched.constraint.map { project.describeEntity(kind: .constraint, id: $0.description) } ?? ""
            Terminal.note("not matched: \(subject) \(unmatched.reason)")
        }
        if changed.isEmpty && !dryRun {
            Terminal.note("every constant already gives the design frames; nothing to update")
            return
        }
        try ToolChanges(changed: changed).commitOrShow(
            from: base, store: store, summary: summary, message: message, dryRun: dryRun,
            description: "update the constants of \(selection.description)")
    }
}
