import ArgumentParser
import Storage

struct Revert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revert",
        abstract: "Undo a revision with a new revision.",
        discussion: """
            Refused where later revisions changed the same fields; the message lists them.
            Example:
              layoutstore revert HEAD~2 -m "back to the old spacing"
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The revision to undo.")
    var revision: String

    func run() throws {
        let (store, summary) = try global.openProject()
        let target = try store.resolveRevision(revision, in: summary.id)
        let reverted = try store.history.revert(target, in: summary.id, message: message.message)
        let original = try store.revision(target)
        let listing = try ChangeListing(original.changes, at: target, after: original.parents.first, store: store, project: summary.id)
        var undone: [String] = []
        for row in listing.rows where !undone.contains(row.entity) { undone.append(row.entity) }
        Terminal.note(
            "undid \(original.changes.count) change\(original.changes.count == 1 ? "" : "s") of \(target.short)"
                + (original.message.isEmpty ? "" : " (\(original.message))") + ": " + undone.prefix(10).joined(separator: ", ")
                + (undone.count > 10 ? ", and \(undone.count - 10) more" : ""))
        try message.printRevision(reverted)
    }
}
