import ArgumentParser
import Model
import Storage

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "The field-level differences between two revisions, or what one revision changed.",
        discussion: """
            Example:
              layoutstore diff HEAD          (what the last revision changed)
              layoutstore diff HEAD~5 HEAD   (everything since five revisions ago)
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    @Argument(help: "A revision; alone, it is compared with its first parent.")
    var from: String

    @Argument(help: "A second revision: the differences from the first to it.")
    var to: String?

    struct Row: Encodable {
        var entity: String
        var kind: String
        var id: String
        var field: String
        var before: String
        var after: String
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        let changes: [Change]
        let newer: RevisionID
        if let to {
            newer = try store.resolveRevision(to, in: summary.id)
            changes = try store.diff(summary.id, from: try store.resolveRevision(from, in: summary.id), to: newer)
        } else {
            newer = try store.resolveRevision(from, in: summary.id)
            changes = try store.revision(newer).changes
        }
        // Names as they are at the newer revision; what was deleted by then shows by id.
        let project = try store.state(of: summary.id, at: newer)
        let rows = changes.map { change in
            Row(
                entity: project.describeEntity(kind: change.kind, id: change.id), kind: change.kind.rawValue, id: change.id,
                field: change.fieldName,
                before: project.describe(change.before, field: change.field, kind: change.kind, id: change.id),
                after: project.describe(change.after, field: change.field, kind: change.kind, id: change.id))
        }
        if output.json { return try printJSON(rows) }
        if rows.isEmpty { return Terminal.note("no differences") }
        for (row, change) in zip(rows, changes) {
            if change.isCreation {
                print(Terminal.green("+ \(row.entity)  \(row.after)"))
            } else if change.isDeletion {
                print(Terminal.red("- \(row.entity)  \(row.before)"))
            } else {
                print(Terminal.yellow("~ \(row.entity)  \(row.field): \(row.before) → \(row.after)"))
            }
        }
    }
}
