import ArgumentParser
import Foundation
import Storage

struct Log: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "List the project's revisions, newest first.",
        discussion: """
            Example:
              layoutstore log --author ana --grep spacing --limit 20
              layoutstore log --graph       (merges drawn as git log --graph draws them)
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "Only revisions by this author.")
    var author: String?

    @Option(help: ArgumentHelp("Only revisions made at or after this time (ISO 8601, or YYYY-MM-DD).", valueName: "time"))
    var since: String?

    @Option(help: ArgumentHelp("Only revisions made before this time (ISO 8601, or YYYY-MM-DD).", valueName: "time"))
    var until: String?

    @Option(help: "Only revisions whose message contains this text.")
    var grep: String?

    @Option(parsing: .unconditional, help: "At most this many revisions.")
    var limit: Int?

    @Flag(help: "Draw the revision graph beside the revisions, as `git log --graph` does.")
    var graph = false

    func validate() throws {
        for (name, value) in [("--since", since), ("--until", until)] {
            if let value, parseTime(value) == nil {
                throw ValidationError("\(name) '\(value)' is not a time; write 2026-11-21 or 2026-11-21T09:30:00Z")
            }
        }
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
        if graph, output.json { throw ValidationError("give --graph or --json, not both; --json lists each revision's parents") }
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        let filter = LogFilter(author: author, since: since.flatMap(parseTime), until: until.flatMap(parseTime), messageContains: grep)
        if output.json {
            // An element at a time as the revisions are read, the same bytes as the whole array.
            var array = StreamedJSONArray()
            try store.history.log(summary.id, filter: filter, limit: limit) { try array.append(encoding: RevisionRow($0)) }
            return try array.finish(empty: [RevisionRow]())
        }
        if graph {
            // The whole history: every parent is listed later, so each revision's lines are
            // drawn as it is read. A filtered or limited list ends the lanes of parents left
            // out of it, which only the whole list tells.
            guard filter == LogFilter(), limit == nil else {
                return printGraph(RevisionGraph(try store.history.log(summary.id, filter: filter, limit: limit)).lines)
            }
            var drawing = RevisionGraph()
            return try store.history.log(summary.id) { printGraph(drawing.draw($0)) }
        }
        // A page at a time as the revisions are read: the newest show at once.
        var table = StreamingTable("REVISION", "TIME", "AUTHOR", "CHANGES", "MESSAGE")
        try store.history.log(summary.id, filter: filter, limit: limit) { revision in
            let merge = revision.parents.count > 1 ? " (merge of " + revision.parents.map(\.short).joined(separator: ", ") + ")" : ""
            table.append(
                revision.id.short, revision.time.formatted(.iso8601), revision.author, String(revision.changes.count),
                revision.message + merge)
        }
        table.finish()
    }
}

extension Log {
    /// One line per revision behind its lanes, and the lines that join them:
    /// `* 5635586c41 2026-11-24T15:02:11Z ana  message`.
    func printGraph(_ lines: [RevisionGraph.Line]) {
        for line in lines {
            guard let revision = line.revision else {
                print(line.graph)
                continue
            }
            let text = "\(revision.id.short) \(revision.time.formatted(.iso8601)) \(revision.author)  \(revision.message)"
            print(line.graph + " " + text.escapedForTerminal())
        }
    }
}

/// `2026-11-21` or a full ISO 8601 time.
func parseTime(_ text: String) -> Date? {
    if let date = try? Date(text, strategy: .iso8601) { return date }
    return try? Date(text + "T00:00:00Z", strategy: .iso8601)
}
