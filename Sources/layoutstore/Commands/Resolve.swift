import ArgumentParser
import Model
import Storage
import Sync

struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Settle a merge conflict: our side, their side, or a value of your own.",
        discussion: """
            REF is the conflict's number in `layoutstore conflicts`, or the name of the view, \
            guide or constraint in conflict when only one conflict is about it. Values for --set \
            are written as elsewhere: a number, true or false, a name, an equation for \
            structure ('title.top == root.top'), X,Y,W,H for a frame. When no conflict is left, \
            the merge revision is made, with both heads as parents.
            Example:
              layoutstore resolve 1 --theirs
              layoutstore resolve titleTop --set constant=24
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The conflict: its number, or the name of what it is about.")
    var reference: String

    @Flag(help: "Keep our side.")
    var ours = false

    @Flag(help: "Take their side.")
    var theirs = false

    @Option(name: .customLong("set"), help: ArgumentHelp("Set a field to a value of your own.", valueName: "FIELD=VALUE"))
    var assignment: String?

    func validate() throws {
        guard [ours, theirs, assignment != nil].filter({ $0 }).count == 1 else {
            throw ValidationError("choose one of --ours, --theirs or --set FIELD=VALUE")
        }
        if let assignment, !assignment.contains("=") {
            throw ValidationError("--set takes FIELD=VALUE, for example --set constant=24")
        }
    }

    func run() throws {
        let (store, summary) = try global.openProjectSummary()
        guard var merge = try MergeInProgress(store: store, project: summary) else {
            throw CLIError("no merge in progress in '\(summary.name)'; nothing to resolve")
        }
        let index = try merge.conflictIndex(for: reference)
        let dropped = try merge.settle(conflictAt: index, with: try choice(for: merge.conflicts[index], in: merge.pending.merged))
        let outcome = try merge.save(in: store, message: message.message(default: "merge, conflicts resolved"))
        if !dropped.isEmpty {
            Terminal.note("conflict \(index + 1) is settled by dropping from the merge: " + dropped.joined(separator: ", "))
        }
        switch outcome {
        case .merged(let revision):
            Terminal.note("every conflict is settled: merged into \(revision.id.short); `layoutstore sync` sends it")
            try message.printRevision(revision)
        case .pending(let left):
            Terminal.note("\(left) conflict\(left == 1 ? "" : "s") left; `layoutstore conflicts` lists them")
        }
    }

    /// The choice the flags make; a value of one's own is read as the conflict's field reads it.
    private func choice(for conflict: MergeConflict, in merged: Project) throws -> ConflictChoice {
        if ours { return .ours }
        if theirs { return .theirs }
        let parts = (assignment ?? "").split(separator: "=", maxSplits: 1).map(String.init)
        let field = parts[0].trimmingCharacters(in: .whitespaces)
        return .set(field: field, value: try fieldValue(parts.count > 1 ? parts[1] : "", field: field, kind: conflict.entityKind, in: merged))
    }
}
