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

    func run() throws {
        let (store, summary) = try global.openProject()
        let changes: [Change]
        let newer: RevisionID
        let older: RevisionID?
        if let to {
            let base = try store.resolveRevision(from, in: summary.id)
            newer = try store.resolveRevision(to, in: summary.id)
            older = base
            changes = try store.history.diff(summary.id, from: base, to: newer)
        } else {
            newer = try store.resolveRevision(from, in: summary.id)
            let revision = try store.revision(newer)
            older = revision.parents.first
            changes = revision.changes
        }
        // Names as they are at the newer revision, and what was deleted by then as it was named before.
        let listing = try ChangeListing(changes, at: newer, after: older, store: store, project: summary.id)
        if output.json { return try printJSON(listing.rows) }
        if changes.isEmpty { return Terminal.note("no differences") }
        listing.print()
    }
}
