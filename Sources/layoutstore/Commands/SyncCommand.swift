import ArgumentParser
import Model
import Solver
import Storage
import Sync

struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Pull the remote's new revisions, merge them three-way, and push ours.",
        discussion: """
            Edits to different fields merge cleanly; the same field set two ways, an edit against \
            a deletion, two items with one name, a reference to a deleted item or a merged \
            constraint that breaks the rules stop the sync at conflicts, listed by \
            `layoutstore conflicts` and settled by `layoutstore resolve`. After a merge the \
            layout is solved at the project's root size and new problems are reported.
            Example:
              layoutstore remote add laptop ~/layout.db
              layoutstore sync laptop
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var progress: ProgressOptions

    @Argument(help: "The remote (default: the only one).")
    var remote: String?

    func run() async throws {
        let store = try global.openStore()
        let remote = try store.remote(named: self.remote)
        let endpoint: any SyncRemote =
            remote.isHTTP
            ? HTTPRemote(url: remote.location, token: remote.token, transport: RelayTransport())
            : try LocalRemote(path: remote.location)
        let line = progress.line()
        let synchronizer = Synchronizer(store: store, remote: endpoint, remoteName: remote.name, progress: line.handler)
        let report: SyncReport
        do {
            report = try await synchronizer.sync(project: global.projectName)
            line.finish()
        } catch {
            line.finish()
            throw error
        }
        let counts = "received \(report.received), sent \(report.sent)"
        switch report.outcome {
        case .upToDate:
            Terminal.note("'\(report.project)' is up to date with \(remote.name)")
        case .cloned:
            Terminal.note("cloned '\(report.project)' from \(remote.name): \(counts)")
        case .fastForwarded:
            Terminal.note("'\(report.project)' moved forward to \(remote.name)'s head: \(counts)")
        case .pushed:
            Terminal.note("'\(report.project)': \(counts)")
        case .merged(let revision):
            Terminal.note("merged \(remote.name)'s '\(report.project)' into \(revision.short): \(counts)")
            try reportLayoutProblems(store: store, project: report.project, merge: revision)
        case .conflicts(let count):
            throw CLIError(SyncError.conflicts(project: report.project, count: count).description + " (\(counts))")
        }
        if output.json {
            try printJSON(
                JSONObject([
                    "project": report.project, "outcome": report.outcome.name, "received": report.received, "sent": report.sent,
                    "head": report.head.rawValue,
                ]))
        } else {
            print(report.head.short)
        }
    }

    /// Reports what the merge made unsatisfiable, ambiguous or invalid, even though the merge
    /// itself was clean: the merged layout against its parents', each at its root size.
    private func reportLayoutProblems(store: Store, project name: String, merge: RevisionID) throws {
        // The project's id from its row alone: resolveProject would count its revisions.
        guard let project = try store.projectHeads().first(where: { $0.name == name })?.id else { return }
        let merged = try store.state(of: project, at: merge)
        let parents = try store.revision(merge).parents.map { try store.state(of: project, at: $0) }
        let introduced = LayoutSystem.problemsIntroduced(by: merged, over: parents)
        let problems = SolutionReport(project: merged, solution: introduced).problems(includingMisplaced: false)
        guard !problems.isEmpty else { return }
        Terminal.note("the merge was clean, but the merged layout has new problems (`layoutstore check` shows them):")
        problems.forEach { Terminal.note("\n" + $0) }
    }
}

extension SyncReport.Outcome {
    /// The outcome as `sync --json` names it.
    var name: String {
        switch self {
        case .upToDate: "upToDate"
        case .cloned: "cloned"
        case .fastForwarded: "fastForwarded"
        case .merged: "merged"
        case .pushed: "pushed"
        case .conflicts: "conflicts"
        }
    }
}
