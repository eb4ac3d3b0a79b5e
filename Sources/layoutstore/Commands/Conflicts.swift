import ArgumentParser
import Model
import Storage
import Sync

struct Conflicts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conflicts",
        abstract: "List the conflicts of a merge that stopped: base, ours and theirs for each.",
        discussion: """
            Settle each with `layoutstore resolve N --ours | --theirs | --set FIELD=VALUE`; the \
            merge revision is made when none are left.
            Example:
              layoutstore conflicts --json
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let (store, summary) = try global.openProjectSummary()
        guard let merge = try MergeInProgress(store: store, project: summary) else {
            if output.json { return try printJSON([JSONObject]()) }
            return Terminal.note("no merge in progress in '\(summary.name)'")
        }
        let rows = merge.conflicts.enumerated().map { index, conflict in merge.row(conflict, number: index + 1) }
        if output.json { return try printJSON(rows.map(\.json)) }
        var table = Table("#", "KIND", "ENTITY", "FIELD", "BASE", "OURS", "THEIRS")
        for row in rows { table.append(String(row.number), row.kind, row.entity, row.field, row.base, row.ours, row.theirs) }
        table.print()
        for row in rows { print("\(row.number): " + row.detail.escapedForTerminal(keepingNewlines: true)) }
    }
}
