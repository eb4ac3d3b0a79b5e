import ArgumentParser
import Foundation
import Model
import Storage

struct History: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Every change ever made to one constraint, view or guide, field by field.",
        discussion: """
            REF is a view or guide name, or a constraint's identifier or id prefix; the id prefix \
            of a deleted view or constraint finds it too.
            Example:
              layoutstore history titleTop --field constant
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    @Argument(help: "A view or guide name, or a constraint's identifier or id prefix.")
    var reference: String

    @Option(help: "Only changes to this field (constant, priority, frame, …).")
    var field: String?

    struct Row: Encodable {
        var revision: String
        var author: String
        var time: Date
        var message: String
        var field: String
        var before: String
        var after: String
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.items(of: summary.id)  // names; the constraint is looked up alone
        let entity: EntityID
        if let id = project.itemID(named: reference) {
            entity = project.view(id) != nil ? .view(id) : .guide(id)
        } else {
            do {
                entity = .constraint(try store.constraint(referredToBy: reference, in: summary.id, items: project).id)
            } catch {
                // Not in the current state: perhaps deleted. Its id prefix finds it in history.
                let candidates = reference.count >= 4 ? try store.history.entitiesEverChanged(withIDPrefix: reference, in: summary.id) : []
                guard candidates.count == 1 else { throw error }
                entity = candidates[0]
            }
        }
        let entries = try store.history.entries(of: entity, in: summary.id, field: field)
        let rows = entries.map { entry in
            Row(
                revision: entry.revision.rawValue, author: entry.author, time: entry.time, message: entry.message,
                field: entry.change.fieldName,
                before: project.describe(entry.change.before, field: entry.change.field, kind: entity.kind, id: entity.idText),
                after: project.describe(entry.change.after, field: entry.change.field, kind: entity.kind, id: entity.idText))
        }
        if output.json { return try printJSON(rows) }
        var table = Table("REVISION", "TIME", "AUTHOR", "FIELD", "BEFORE", "AFTER", "MESSAGE")
        for row in rows {
            table.append(String(row.revision.prefix(10)), row.time.formatted(.iso8601), row.author, row.field, row.before, row.after, row.message)
        }
        table.print()
    }
}
