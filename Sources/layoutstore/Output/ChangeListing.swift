import Model
import Storage

/// Field-level changes as `diff` and `show REV` print them: one line each, `+` for what was
/// made, `-` for what was deleted, `~` for a field set from one value to another.
struct ChangeListing {
    struct Row: Encodable {
        var entity: String
        var kind: String
        var id: String
        var field: String
        var before: String
        var after: String
    }

    let changes: [Change]
    let rows: [Row]

    /// Names and values as `project` (the newer state) knows them; what was deleted by then shows by id.
    init(_ changes: [Change], in project: Project) {
        self.changes = changes
        rows = changes.map { change in
            Row(
                entity: project.describeEntity(kind: change.kind, id: change.id), kind: change.kind.rawValue, id: change.id,
                field: change.fieldName,
                before: project.describe(change.before, field: change.field, kind: change.kind, id: change.id),
                after: project.describe(change.after, field: change.field, kind: change.kind, id: change.id))
        }
    }

    func print() {
        for (row, change) in zip(rows, changes) {
            if change.isCreation {
                Swift.print(Terminal.green("+ \(row.entity)  \(row.after)"))
            } else if change.isDeletion {
                Swift.print(Terminal.red("- \(row.entity)  \(row.before)"))
            } else {
                Swift.print(Terminal.yellow("~ \(row.entity)  \(row.field): \(row.before) → \(row.after)"))
            }
        }
    }
}
