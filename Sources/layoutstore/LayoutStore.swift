import ArgumentParser
import Foundation
import Model
import Storage
import Sync

@main
struct LayoutStore: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutstore",
        abstract: "Auto Layout projects in SQLite: constraints with their history, solved on demand.",
        discussion: """
            The store is --store, else $LAYOUTSTORE_STORE, else ./layoutstore.db. The project is \
            --project, else $LAYOUTSTORE_PROJECT, else the store's only project. Constraints are \
            referred to by identifier or by an id prefix, views and guides by name, revisions by an \
            id prefix, HEAD or HEAD~N.

            Start with:
              layoutstore init Login
              layoutstore view add title --kind label
              layoutstore add 'title.top = root.safeArea.top + 20' --id titleTop
              layoutstore list
            """,
        version: "0.1.0",
        subcommands: [
            Init.self, Import.self, Export.self, Projects.self, ViewCommand.self, StackCommand.self, GuideCommand.self,
            Add.self, EditCommand.self, Remove.self, List.self, Show.self,
            Log.self, History.self, Diff.self, Blame.self, Revert.self, Verify.self,
            Solve.self, Check.self, RenderCommand.self, LintCommand.self, GitCommand.self,
            RemoteCommand.self, SyncCommand.self, Conflicts.self, Resolve.self,
            Demo.self,
            Serve.self, TokenCommand.self,
        ],
        groupedSubcommands: [
            CommandGroup(name: "Interface Builder's tools", subcommands: [Align.self, Pin.self]),
            CommandGroup(
                name: "Resolve Auto Layout Issues",
                subcommands: [UpdateFrames.self, UpdateConstraints.self, AddMissing.self, ResetToSuggested.self, Clear.self]),
        ]
    )

    @OptionGroup var store: StoreOptions

    /// Runs the command the arguments name. Only `sync` is asynchronous, and only it starts
    /// Swift's concurrency runtime: an asynchronous `main` would start it for every command and
    /// end the main thread with `pthread_exit`, whose unwinding makes a static binary sort all
    /// its frame descriptors (19 ms).
    static func main() {
        // A sync with a server needs the HTTP helper: started before the arguments are parsed
        // and the store opened, it starts meanwhile (a sync with a store file ends it unused).
        if commandWord(CommandLine.arguments.dropFirst()) == SyncCommand.configuration.commandName { RelayTransport.startEarly() }
        do {
            var command = try parseAsRoot()
            if let asyncCommand = command as? any AsyncParsableCommand {
                try runBlocking(asyncCommand)
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure, let unknown = unknownCommandMessage(CommandLine.arguments.dropFirst()) {
                Terminal.note(unknown)
                Foundation.exit(ExitCode.validationFailure.rawValue)
            }
            fail(with: error)
        }
    }

    /// The commands by the names people type, in the order `--help` lists them.
    static var commandNames: [String] {
        // `subcommands` holds the grouped ones too; a name is listed once.
        var seen: Set<String> = []
        return (configuration.subcommands + configuration.groupedSubcommands.flatMap(\.subcommands)).compactMap {
            $0.configuration.commandName
        }.filter { seen.insert($0).inserted }
    }

    /// When the first word after the global options is no command: what it is, the nearest
    /// command (`checkout` → `check`) and the list of them. Nil when it names a command.
    /// The command the arguments name: their first word after the global options (--store,
    /// --project), or nil when an option comes first.
    static func commandWord(_ arguments: some Collection<String>) -> String? {
        var remaining = arguments[...]
        while let argument = remaining.first {
            if argument == "--store" || argument == "--project" {
                remaining = remaining.dropFirst(2)
            } else if argument.hasPrefix("--store=") || argument.hasPrefix("--project=") {
                remaining = remaining.dropFirst()
            } else {
                break
            }
        }
        guard let word = remaining.first, !word.hasPrefix("-") else { return nil }
        return word
    }

    static func unknownCommandMessage(_ arguments: some Collection<String>) -> String? {
        guard let word = commandWord(arguments) else { return nil }
        let names = commandNames
        guard !names.contains(word), word != "help" else { return nil }
        // A command the word starts with (`checkout` for `check`), else the nearest by edit distance.
        let nearest = names.filter { word.hasPrefix($0) }.max { $0.count < $1.count } ?? closestMatch(to: word, among: names)
        return "'\(word)' is not a layoutstore command"
            + (nearest.map { "; did you mean '\($0)'?" } ?? "")
            + "\nThe commands: " + names.joined(separator: ", ") + " (each one's --help describes it)"
    }

    /// Exits for an error: help and version as ArgumentParser prints them, any other message on
    /// stderr with its control characters escaped and very long lines elided (an error can
    /// quote a name or a value that came from a peer or a mistaken paste).
    private static func fail(with error: any Error) -> Never {
        let code = exitCode(for: error)
        guard code != .success else { exit(withError: error) }
        // A store error gets the command line's advice (its commands and options).
        let message =
            (error as? StoreError)?.commandLineMessage ?? (error as? SyncError)?.commandLineMessage
            ?? (error as? ModelError)?.commandLineMessage ?? fullMessage(for: error)
        if !message.isEmpty {
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).elided(after: 1_000) }
            Terminal.note(lines.joined(separator: "\n"))
        }
        Foundation.exit(code.rawValue)
    }

    /// Runs an asynchronous command to its end on the concurrency runtime, blocking this thread.
    private static func runBlocking(_ command: any AsyncParsableCommand) throws {
        nonisolated(unsafe) var command = command
        nonisolated(unsafe) var failure: (any Error)?
        let done = DispatchSemaphore(value: 0)
        Task {
            do { try await command.run() } catch { failure = error }
            done.signal()
        }
        done.wait()
        if let failure { throw failure }
    }
}
