import ArgumentParser
import Foundation
import Model
import Storage

struct Blame: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "blame",
        abstract: "For each field of a constraint, the revision that last set it.",
        discussion: "Example:\n  layoutstore blame titleTop")

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    @Argument(help: "The constraint: its identifier or an id prefix.")
    var reference: String

    struct Row: Encodable {
        var field: String
        var value: String
        var revision: String
        var author: String
        var time: Date
        var message: String
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.items(of: summary.id)  // names; the constraint is looked up alone
        let constraint = try store.constraint(referredToBy: reference, in: summary.id, items: project)
        let lines = try store.history.blame(constraint.id, in: summary.id)
        let rows = lines.map { line in
            Row(
                field: line.field.rawValue,
                value: project.describe(line.value, field: line.field.rawValue, kind: .constraint, id: constraint.id.description),
                revision: line.revision.rawValue, author: line.author, time: line.time, message: line.message)
        }
        if output.json { return try printJSON(rows) }
        var table = Table("FIELD", "VALUE", "REVISION", "AUTHOR", "TIME", "MESSAGE")
        for row in rows {
            table.append(row.field, row.value, String(row.revision.prefix(10)), row.author, row.time.formatted(.iso8601), row.message)
        }
        table.print()
    }
}
