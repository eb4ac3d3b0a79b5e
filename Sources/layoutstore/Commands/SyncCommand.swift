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

            Without --project it syncs the projects both sides have, and names those only one \
            side has; a project goes where it never was only when named with --project (a first \
            sync, or a clone), or with --all. Into an empty store it clones the remote's only project.
            Example:
              layoutstore remote add laptop ~/layout.db
              layoutstore --project Login sync laptop
              layoutstore sync laptop
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var progress: ProgressOptions

    @Argument(help: "The remote (default: the only one).")
    var remote: String?

    @Flag(help: "Every project either side has: send those the remote lacks, clone those this store lacks.")
    var all = false

    func validate() throws {
        if all, global.project != nil { throw ValidationError("give --project NAME or --all, not both") }
    }

    func run() async throws {
        let store = try global.openStore()
        let remote = try store.remotes.named(self.remote)
        if !remote.isHTTP { RelayTransport.stopEarly() }
        let endpoint: any SyncRemote =
            remote.isHTTP
            ? HTTPRemote(url: remote.location, token: remote.token, transport: RelayTransport())
            : try LocalRemote(path: remote.location)
        let line = progress.line()
        let synchronizer = Synchronizer(store: store, remote: endpoint, remoteName: remote.name, progress: line.handler)
        let names: [String?]
        do {
            names = try await projectsToSync(store: store, synchronizer: synchronizer, remote: remote.name)
        } catch {
            line.finish()
            throw error
        }
        var reports: [SyncReport] = []
        var stopped: [SyncReport] = []
        for name in names {
            let report: SyncReport
            do {
                report = try await synchronizer.sync(project: name)
                line.finish()
            } catch {
                line.finish()
                throw error
            }
            try describe(report, store: store, remote: remote.name)
            reports.append(report)
            if case .conflicts = report.outcome { stopped.append(report) }
        }
        if let first = stopped.first, case .conflicts(let count) = first.outcome {
            let others = stopped.dropFirst().map { "'\($0.project)'" }
            throw CLIError(
                SyncError.conflicts(project: first.project, count: count).commandLineMessage
                    + " (received \(first.received), sent \(first.sent))"
                    + (others.isEmpty ? "" : "; \(others.joined(separator: ", ")) stopped at conflicts too (`layoutstore --project NAME conflicts`)"))
        }
        if output.json {
            let objects = reports.map { report in
                JSONObject([
                    "project": report.project, "outcome": report.outcome.name, "received": report.received, "sent": report.sent,
                    "head": report.head.rawValue,
                ])
            }
            // One project (the usual case, and always with --project): the object; several: an array of them.
            if objects.count == 1 { try printJSON(objects[0]) } else { try printJSON(objects) }
        } else {
            for report in reports { print(names.count == 1 ? report.head.short : "\(report.head.short)  \(report.project)") }
        }
    }

    /// The projects this sync is about: the one named; with --all every project either side
    /// has; else those both sides have, naming the ones left out (nil: an empty store clones
    /// the remote's only project).
    private func projectsToSync(store: Store, synchronizer: Synchronizer, remote: String) async throws -> [String?] {
        if !all, let name = global.projectName { return [name] }
        if !all, try store.projectHeads().isEmpty { return [nil] }
        let sides = try await synchronizer.projectsOnBothSides()
        if all { return (sides.shared + sides.onlyHere + sides.onlyThere).sorted() }
        func listed(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
        guard !sides.shared.isEmpty else {
            let example = sides.onlyHere.first ?? sides.onlyThere.first ?? "NAME"
            throw CLIError(
                "\(remote) has none of this store's projects (\(listed(sides.onlyHere))), so nothing was synced; "
                    + "a project goes where it never was only when named: `layoutstore --project \(example) sync \(remote)`"
                    + " (or `layoutstore sync \(remote) --all` for every project)")
        }
        if !sides.onlyHere.isEmpty {
            Terminal.note(
                "left out \(listed(sides.onlyHere)), which \(remote) does not have; to send one there: "
                    + "`layoutstore --project \(sides.onlyHere[0]) sync \(remote)`")
        }
        if !sides.onlyThere.isEmpty {
            Terminal.note(
                "left out \(listed(sides.onlyThere)), which only \(remote) has; to clone one: `layoutstore --project \(sides.onlyThere[0]) sync \(remote)`"
            )
        }
        return sides.shared
    }

    /// Says what the sync of one project did; conflicts are reported after every project.
    private func describe(_ report: SyncReport, store: Store, remote: String) throws {
        let counts = "received \(report.received), sent \(report.sent)"
        switch report.outcome {
        case .upToDate:
            Terminal.note("'\(report.project)' is up to date with \(remote)")
        case .cloned:
            Terminal.note("cloned '\(report.project)' from \(remote): \(counts)")
        case .fastForwarded:
            Terminal.note("'\(report.project)' moved forward to \(remote)'s head: \(counts)")
        case .pushed:
            Terminal.note("'\(report.project)': \(counts)")
        case .merged(let revision):
            Terminal.note("merged \(remote)'s '\(report.project)' into \(revision.short): \(counts)")
            try reportLayoutProblems(store: store, project: report.project, merge: revision)
        case .conflicts:
            break
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
