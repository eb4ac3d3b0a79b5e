import Model
import Storage

/// What one of Interface Builder's tools (Align, Pin, Resolve Auto Layout Issues) changes:
/// constraints added, removed or given new constants, and design frames moved. Committed as one
/// revision that says what it did, or with `--dry-run` only shown, as equations or as JSON.
struct ToolChanges {
    var added: [Constraint] = []
    var removed: [Constraint] = []
    /// Constraints with a new constant, as they become.
    var changed: [Constraint] = []
    /// Views whose design frame moves, and where to.
    var frames: [(view: ItemID, frame: Rect)] = []

    var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty && frames.isEmpty }

    /// Commits the changes as one revision and says what changed, or with `dryRun` prints them
    /// (`--json`: `{add, remove, change, frames}`, constraints as `list --json`'s rows).
    /// `base` is the state the changes were made from.
    func commitOrShow(from base: HeadState, store: Store, summary: ProjectHead, message: MessageOption, dryRun: Bool, description: String) throws {
        let project = base.project
        // The names are the views' and guides' (the tools add no item), read before the
        // constraints added are copied into the state after, which only `--dry-run --json` needs.
        let names = project.itemNamesByID
        func line(_ constraint: Constraint) -> String {
            names.named(constraint.equation).shortForm(priority: constraint.priority).escapedForTerminal() + constraint.installationNote
        }
        let lines =
            removed.map { "- " + line($0) } + changed.map { "~ " + line($0) } + added.map { "+ " + line($0) }
            + frames.map { "frame " + (project.name(of: $0.view) ?? $0.view.description) + " " + $0.frame.description }
        if dryRun {
            if message.json {
                var after = project
                after.constraints += added
                return try printJSON(
                    JSONObject([
                        "add": ConstraintRow.rows(added, in: after), "remove": ConstraintRow.rows(removed, in: project),
                        "change": ConstraintRow.rows(changed, in: after),
                        "frames": frames.map { JSONObject(["view": project.name(of: $0.view), "frame": $0.frame]) },
                    ]))
            }
            lines.forEach { print($0) }
            return
        }
        guard !isEmpty else { throw CLIError("nothing to change: \(description) changes no constraint and no frame") }
        // Appended into one array: Add Missing Constraints on a large layout adds thousands.
        var edits: [Edit] = []
        edits.reserveCapacity(removed.count + changed.count + added.count + frames.count)
        for constraint in removed { edits.append(.deleteConstraint(constraint.id)) }
        for constraint in changed { edits.append(.updateConstraint(constraint.id, .constant, constraint.value(of: .constant))) }
        for constraint in added { edits.append(.insertConstraint(constraint)) }
        for (view, frame) in frames { edits.append(.updateView(view, .frame, View(name: "", frame: frame).value(of: .frame))) }
        let revision = try store.commit(summary.id, message: message.message(default: description), edits: edits, from: base)
        // One write for every line: Add Missing Constraints on a large layout says thousands.
        if !lines.isEmpty { Terminal.note(lines.joined(separator: "\n")) }
        try message.printRevision(revision)
    }
}

extension Constraint {
    /// `  (installed in hC only)` for a constraint installed only in some size classes (as
    /// `--size-class` adds one), empty otherwise: what the tools print after its equation.
    var installationNote: String {
        guard !isActive else { return "" }
        let classes = variations.filter { $0.value.isInstalled == true }.keys.map(\.description).sorted()
        return classes.isEmpty ? "" : "  (installed in \(classes.joined(separator: "; ")) only)"
    }
}
