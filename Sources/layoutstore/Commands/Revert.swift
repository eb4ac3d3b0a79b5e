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
        let reverted = try store.revert(target, in: summary.id, message: message.message)
        try message.printRevision(reverted)
    }
}
