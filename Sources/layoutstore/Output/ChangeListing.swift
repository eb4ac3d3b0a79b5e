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

    /// Names and values as `project` (the newer state) knows them, and what was deleted by then
    /// as `older` (the state the changes start from) knew it.
    init(_ changes: [Change], in newer: Project, after older: Project?) {
        self.changes = changes
        let project = older.map { newer.keepingNames(of: $0) } ?? newer
        rows = changes.map { change in
            Row(
                entity: project.describeEntity(kind: change.kind, id: change.id), kind: change.kind.rawValue, id: change.id,
                field: change.fieldName,
                before: project.describe(change.before, field: change.field, kind: change.kind, id: change.id),
                after: project.describe(change.after, field: change.field, kind: change.kind, id: change.id))
        }
    }

    /// The changes from revision `older` to `newer` (or made by `newer`), named as those states
    /// name them: only the items and the constraints the changes name are read.
    init(_ changes: [Change], at newer: RevisionID, after older: RevisionID?, store: Store, project: ProjectID) throws {
        let constraints = Set(changes.compactMap { $0.kind == .constraint ? ConstraintID($0.id) : nil })
        self.init(
            changes, in: try store.items(of: project, at: newer, constraints: constraints),
            after: try older.map { try store.items(of: project, at: $0, constraints: constraints) })
    }

    /// Prints the rows, one line each.
    func print() {
        for (row, change) in zip(rows, changes) {
            if change.isCreation {
                Swift.print(Terminal.green("+ \(row.entity)  \(row.after)".escapedForTerminal()))
            } else if change.isDeletion {
                Swift.print(Terminal.red("- \(row.entity)  \(row.before)".escapedForTerminal()))
            } else {
                Swift.print(Terminal.yellow("~ \(row.entity)  \(row.field): \(row.before) → \(row.after)".escapedForTerminal()))
            }
        }
    }
}

extension Project {
    /// This project with the views, guides and constraints of `older` that it no longer has,
    /// so that what a change deleted is still named.
    fileprivate func keepingNames(of older: Project) -> Project {
        var project = self
        let items = Set(views.map(\.id) + guides.map(\.id)), constraints = Set(self.constraints.map(\.id))
        project.views += older.views.filter { !items.contains($0.id) }
        project.guides += older.guides.filter { !items.contains($0.id) }
        project.constraints += older.constraints.filter { !constraints.contains($0.id) }
        return project
    }
}
