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
        let (store, summary) = try global.openProject()
        guard let merge = try PendingMergeContext(store: store, project: summary) else {
            if output.json { return try printJSON([JSONObject]()) }
            return Terminal.note("no merge in progress in '\(summary.name)'")
        }
        let rows = merge.pending.conflicts.enumerated().map { index, conflict in merge.row(conflict, number: index + 1) }
        if output.json { return try printJSON(rows.map(\.json)) }
        var table = Table("#", "KIND", "ENTITY", "FIELD", "BASE", "OURS", "THEIRS")
        for row in rows { table.append(String(row.number), row.kind, row.entity, row.field, row.base, row.ours, row.theirs) }
        table.print()
        for row in rows { print("\(row.number): " + row.detail.escapedForTerminal(keepingNewlines: true)) }
    }
}

/// A pending merge with the three states it was made from, for listing and resolving.
struct PendingMergeContext {
    let store: Store
    let project: ProjectSummary
    var pending: PendingMerge
    let base: Project
    let ours: Project
    let theirs: Project

    init?(store: Store, project: ProjectSummary) throws {
        guard let stored = try store.pendingMerge(project.id) else { return nil }
        self.store = store
        self.project = project
        pending = try PendingMerge(decoding: stored.body)
        base = try store.state(of: project.id, at: pending.base)
        ours = try store.state(of: project.id)
        theirs = try store.state(of: project.id, at: pending.theirs)
    }

    struct Row {
        var number: Int
        var kind: String
        var entity: String
        var field: String
        var base: String
        var ours: String
        var theirs: String
        var detail: String

        var json: JSONObject {
            JSONObject([
                "number": number, "kind": kind, "entity": entity, "field": field, "base": base, "ours": ours,
                "theirs": theirs, "detail": detail,
            ])
        }
    }

    /// A conflict as people read it, with names from whichever side still has the entity.
    func row(_ conflict: MergeConflict, number: Int) -> Row {
        func describe(_ value: FieldValue?, in project: Project) -> String {
            value == nil && conflict.field == nil ? "(deleted)" : project.describe(value, field: conflict.field, kind: conflict.entityKind, id: conflict.entityID)
        }
        return Row(
            number: number, kind: conflict.kind.rawValue, entity: entityName(conflict),
            field: conflict.field ?? "*", base: describe(conflict.base, in: base), ours: describe(conflict.ours, in: ours),
            theirs: describe(conflict.theirs, in: theirs), detail: conflict.detail)
    }

    /// The entity by name, from whichever state still has it (a deleted one is in base).
    private func entityName(_ conflict: MergeConflict) -> String {
        let names = [pending.merged, ours, theirs, base].map { $0.describeEntity(kind: conflict.entityKind, id: conflict.entityID) }
        return names.first { !$0.hasSuffix(String(conflict.entityID.prefix(8))) } ?? names[0]
    }
}
