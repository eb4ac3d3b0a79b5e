import ArgumentParser
import Model
import Solver
import Storage

struct AddMissing: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-missing",
        abstract:
            "Add the constraints that make the views unambiguous at their design frames (Resolve Auto Layout Issues › Add Missing Constraints).",
        discussion: """
            For what each view's constraints leave open, a pin to the nearest neighbour in the \
            design frames (else the superview's margins, or its safe area at a root's top and \
            bottom), leading and trailing rather than left and right, both sides for a view wider \
            or taller than half its superview, the centre for a centred one, and a fixed size \
            only where no intrinsic size gives one; constants from the design frames. Existing \
            constraints are never touched. One revision; --dry-run prints them instead.
            With --size-class, what is missing in that class (the views and constraints \
            installed there) is added installed in that class only, as Interface Builder's Vary \
            for Traits does.
            Example:
              layoutstore add-missing --all --dry-run
              layoutstore add-missing title subtitle -m "pin the titles"
              layoutstore add-missing --all --size-class wR
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption
    @OptionGroup var selection: ViewSelection

    @OptionGroup var varyForTraits: VaryForTraitsOption

    @Flag(name: .customLong("dry-run"), help: "Print the constraints it would add, and add nothing.")
    var dryRun = false

    func run() throws {
        let (store, summary) = try global.openProject()
        let base = try store.headState(of: summary.id)
        let project = base.project
        let layout = varyForTraits.layout(of: project)
        let added = SuggestedConstraints.missing(
            for: try selection.items(in: layout), in: layout, environment: LayoutEnvironment(designOf: layout))
        if added.isEmpty && !dryRun {
            Terminal.note(
                "no constraint is missing: \(selection.description) \(!selection.all && selection.views.count > 1 ? "are" : "is") determined already"
                    + (varyForTraits.sizeClass.map { " in \($0)" } ?? ""))
            return
        }
        try ToolChanges(added: varyForTraits.applied(to: added)).commitOrShow(
            from: base, store: store, summary: summary, message: message, dryRun: dryRun,
            description: "add missing constraints of \(selection.description)")
    }
}
