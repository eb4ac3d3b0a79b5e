import ArgumentParser
import Foundation
import Storage

/// `--store` and `--project`, which every command that reads or writes a store takes.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The store file.", valueName: "path"))
    var store: String?

    @Option(name: .long, help: ArgumentHelp("The project, when the store has several.", valueName: "name"))
    var project: String?

    /// `--store`, else `$LAYOUTSTORE_STORE`, else `./layoutstore.db`.
    var storePath: String {
        store ?? ProcessInfo.processInfo.environment["LAYOUTSTORE_STORE"] ?? "layoutstore.db"
    }

    /// `--project`, else `$LAYOUTSTORE_PROJECT`, else nil (the store's only project).
    var projectName: String? {
        project ?? ProcessInfo.processInfo.environment["LAYOUTSTORE_PROJECT"]
    }

    /// Opens the existing store; a missing one is an error that says how to make it.
    func openStore() throws -> Store {
        do {
            return try Store(path: storePath, create: false)
        } catch .storeNotFound {
            throw CLIError("no store at '\(storePath)'; create one with `layoutstore init NAME`, or name another with --store or $LAYOUTSTORE_STORE")
        }
    }

    /// Opens the store and finds the project the command is about (its id, name and head; no
    /// counts, which would read every constraint of a big project).
    func openProject() throws -> (Store, ProjectHead) {
        let store = try openStore()
        return (store, try store.resolveProjectHead(projectName))
    }

    /// Opens the store and finds the project with its counts, for what takes a ``ProjectSummary``.
    func openProjectSummary() throws -> (Store, ProjectSummary) {
        let store = try openStore()
        return (store, try store.resolveProject(projectName))
    }
}

/// `--json`, for scripts: a stable shape with the same fields as the table.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false
}

/// `--quiet`: no progress line for long work (there is none anyway when stderr is not a terminal).
struct ProgressOptions: ParsableArguments {
    @Flag(name: .long, help: "Show no progress line (none is shown when stderr is not a terminal).")
    var quiet = false

    func line() -> ProgressLine { ProgressLine(quiet: quiet) }
}

/// `-m MESSAGE` and `--json`, which every mutation takes.
struct MessageOption: ParsableArguments {
    @Option(name: .customShort("m"), help: ArgumentHelp("Why: the revision's message.", valueName: "message"))
    var message: String?

    @Flag(name: .long, help: "Print the new revision as JSON instead of its short id.")
    var json = false

    /// The longest message a revision takes.
    static let maximumLength = 10_000

    func validate() throws {
        guard let message else { return }
        if message.allSatisfy(\.isWhitespace) {
            throw ValidationError("-m needs a message; leave it out for one that describes the change")
        }
        if message.count > MessageOption.maximumLength {
            throw ValidationError("a message is at most \(MessageOption.maximumLength) characters, and this one has \(message.count)")
        }
        if message.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" }) {
            throw ValidationError("a message cannot hold control characters (escape sequences); write it as plain text")
        }
    }

    /// The message given, else a description of the change.
    func message(default description: @autoclosure () -> String) -> String { message ?? description() }

    /// What a mutation prints on stdout: the new revision's short id, for scripts to capture,
    /// or with `--json` the revision as `log --json` lists it.
    func printRevision(_ revision: Revision) throws {
        guard json else { return print(revision.id.short) }
        try printJSON(RevisionRow(revision))
    }
}
