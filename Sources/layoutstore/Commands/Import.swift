import ArgumentParser
import CodeImport
import Foundation
import Interchange
import Model
import Storage

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import Interface Builder documents (.xib, .storyboard) and Swift layout code (.swift): one project per layout root.",
        discussion: """
            Each scene's root view, each top-level view of a xib and each table or collection \
            cell becomes a project, named from the document (storyboard identifier, custom \
            class, user label, reuse identifier; else the file's name), made unique with a \
            suffix. A layout imported before (same project name, same root view id in the \
            document) is brought up to date instead: one revision holding only what changed, \
            everything keeping its id. All of it is one transaction. The report lists what was \
            made or updated and everything not imported, with the reason. With --git-history, \
            every commit that touched the file (first parents, oldest first) becomes a \
            revision with the commit's author, date and message.
            Swift files are read together: each view controller, view or cell type that lays \
            out views, and each function that builds a layout in a view it is given (as \
            `export --swift` writes), becomes a project: views from their initializers and \
            addSubview, constraints from layout anchors, NSLayoutConstraint(item:…) and visual \
            formats, with each constraint's place in the file as its id. What cannot be known \
            without running the code is listed as file:line:column and left out (--strict \
            fails on it).
            Example:
              layoutstore import Main.storyboard LoginCell.xib --dry-run
              layoutstore import Login.xib --project Login -m "from Xcode"
              layoutstore import --git-history App/Base.lproj/Main.storyboard
              layoutstore import LoginViewController.swift Main.storyboard --dry-run
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The documents and Swift files.")
    var files: [String]

    @Flag(help: "Read and report, but store nothing.")
    var dryRun = false

    @Flag(help: "Fail (exit 1, nothing stored) when anything was not imported.")
    var strict = false

    @Flag(name: .customLong("git-history"), help: "Import every commit of the file in its git repository as a revision.")
    var gitHistory = false

    @OptionGroup var progress: ProgressOptions

    struct ProjectRow: Encodable {
        var name: String
        var file: String
        var views: Int
        var constraints: Int
        var inactiveConstraints: Int
        var revision: String?
        /// Whether an earlier import of the same layout was brought up to date.
        var updated: Bool
    }

    struct Report: Encodable {
        var projects: [ProjectRow]
        var skipped: [DocumentImport.Skipped]
        /// What Swift code holds that cannot be known without running it.
        var leftOut: [LeftOutRow]
        var stored: Bool
    }

    struct LeftOutRow: Encodable {
        var file: String
        var line: Int
        var column: Int
        var what: String
    }

    func validate() throws {
        if files.isEmpty { throw ValidationError("name the .xib, .storyboard or .swift files to import") }
        if let name = global.project, let problem = Project.problem(withName: name) {
            throw ValidationError("--project: \(problem); choose another name")
        }
        if gitHistory {
            guard files.count == 1 else { throw ValidationError("--git-history imports one file's history; name one file") }
            guard !dryRun else { throw ValidationError("--git-history stores a revision per commit; it has no --dry-run") }
            guard !files[0].hasSuffix(".swift") else { throw ValidationError("--git-history reads the history of a .xib or .storyboard file") }
        }
    }

    func run() throws {
        // A missing store is made only when there is something to store (`writing(into:_:)`):
        // until then no name is taken, and a refused import or a dry run leaves no file behind.
        var store = FileManager.default.fileExists(atPath: global.storePath) ? try Store(path: global.storePath, create: false) : nil
        let summaries = Dictionary(try store?.projects().map { ($0.name, $0) } ?? [], uniquingKeysWith: { first, _ in first })
        // The store's project of a name, read only when an imported root has that name.
        func existing(_ name: String) throws -> Project? { try summaries[name].flatMap { try store?.state(of: $0.id) } }
        if gitHistory { return try importHistory(into: store, taken: Set(summaries.keys), existing: existing) }
        let line = progress.line()
        defer { line.finish() }
        var imported: [(project: Project, file: String)] = []
        var skipped: [String: Int] = [:]
        let swiftFiles = files.filter { $0.hasSuffix(".swift") }
        for (index, file) in files.enumerated() where !file.hasSuffix(".swift") {
            line.update(WorkProgress(stage: "reading documents", completed: index, total: files.count))
            let result = try read(file, taken: Set(imported.map(\.project.name)))
            imported += result.projects.map { ($0, file) }
            for item in result.skipped { skipped[item.reason, default: 0] += item.count }
        }
        var leftOut: [LeftOut] = []
        if !swiftFiles.isEmpty {
            line.update(WorkProgress(stage: "reading Swift code", completed: files.count - swiftFiles.count, total: files.count))
            let code = try Self.readSwift(swiftFiles)
            leftOut = code.leftOut
            for (project, file) in code.projects {
                // Named apart from the documents' projects of this import (the store's names are the plan's).
                var named = project
                var suffix = 2
                while imported.contains(where: { $0.project.name == named.name }) {
                    named.name = "\(project.name)-\(suffix)"
                    suffix += 1
                }
                imported.append((named, file))
            }
        }
        if let name = global.project {
            guard imported.count == 1 else {
                throw CLIError(
                    "--project names one project, but the files hold \(imported.count) layout roots; drop --project to import them under their own names"
                )
            }
            imported[0].project.name = name
        }
        let plan = try ImportPlan(imported: imported.map(\.project), taken: Set(summaries.keys), existing: existing)
        if let name = global.project, summaries[name] != nil, plan.updating.isEmpty {
            throw CLIError("the store already has a project named '\(name)', from another layout; choose another name with --project")
        }
        try Self.checkNames(of: plan.outcomes.map(\.project))
        let skippedList = skipped.map { DocumentImport.Skipped(reason: $0.key, count: $0.value) }.sorted { $0.reason < $1.reason }
        if strict, !skippedList.isEmpty || !leftOut.isEmpty {
            skippedList.forEach { Terminal.note("not imported: \($0.count) \($0.reason)") }
            leftOut.forEach { Terminal.note($0.description) }
            throw CLIError(
                "--strict: \(skippedList.reduce(0) { $0 + $1.count } + leftOut.count) things were not imported (listed above); nothing was stored")
        }
        if !dryRun, !imported.isEmpty {
            line.update(WorkProgress(stage: "storing projects", completed: 0, total: imported.count))
            let batch = StateBatch(
                creating: plan.creating, updating: plan.updating,
                message: message.message(default: "import " + files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")))
            store = try writing(into: store) { store in _ = try store.write([batch]) }
        }
        line.finish()
        let projects = zip(imported, plan.outcomes).map { entry, outcome in (project: outcome.project, file: entry.file, updated: outcome.isUpdate) }
        let revisions: [String?] = try projects.map { entry in
            guard !dryRun, let store else { return nil }
            let head = try store.resolveProject(entry.project.name).head
            return head == summaries[entry.project.name]?.head ? nil : head.rawValue
        }
        let rows = zip(projects, revisions).map { entry, revision in
            ProjectRow(
                name: entry.project.name, file: entry.file, views: entry.project.views.count,
                constraints: entry.project.constraints.count,
                inactiveConstraints: entry.project.constraints.filter { !$0.isActive }.count, revision: revision, updated: entry.updated)
        }
        if message.json {
            let leftOutRows = leftOut.map {
                LeftOutRow(file: $0.location.file, line: $0.location.line, column: $0.location.column, what: $0.what)
            }
            return try printJSON(Report(projects: rows, skipped: skippedList, leftOut: leftOutRows, stored: !dryRun))
        }
        var table = Table("PROJECT", "FILE", "VIEWS", "CONSTRAINTS", "REVISION")
        for row in rows {
            table.append(
                row.name, (row.file as NSString).lastPathComponent, String(row.views),
                String(row.constraints) + (row.inactiveConstraints > 0 ? " (\(row.inactiveConstraints) inactive)" : ""),
                row.revision.map { String($0.prefix(10)) + (row.updated ? " (updated)" : "") }
                    ?? (row.updated ? (dryRun ? "(would update)" : "unchanged") : "-"))
        }
        table.print()
        for item in skippedList { Terminal.note("not imported: \(item.count) \(item.reason)") }
        for item in leftOut { Terminal.note(item.description) }
        if dryRun { Terminal.note("--dry-run: nothing was stored") }
    }

    /// A document read and mapped to projects, named apart from `taken`.
    private func read(_ file: String, bytes: [UInt8]? = nil, label: String? = nil, taken: Set<String> = []) throws -> DocumentImport {
        guard let bytes = bytes ?? FileManager.default.contents(atPath: file).map(Array.init) else {
            throw CLIError("cannot read '\(file)'; check the path")
        }
        let document: IBDocument
        do {
            document = try IBDocument(bytes: bytes, file: label ?? file)
        } catch {
            throw CLIError("\(error); nothing was imported" + Self.advice(for: error.kind))
        }
        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        return DocumentImport(document, fallbackName: stem, taken: taken)
    }

    /// Swift files read together, as one import: a file that cannot be read or does not
    /// parse, or a layout naming a view no file declares, refuses them all.
    static func readSwift(_ files: [String]) throws -> SwiftLayoutImport {
        var sources: [SwiftLayoutImport.SourceFile] = []
        for file in files {
            guard let bytes = FileManager.default.contents(atPath: file) else { throw CLIError("cannot read '\(file)'; check the path") }
            guard let text = String(bytes: bytes, encoding: .utf8) else {
                throw CLIError("'\(file)' is not UTF-8 text; save it as UTF-8 (Xcode always does) and import it again")
            }
            sources.append(SwiftLayoutImport.SourceFile(path: file, text: text))
        }
        do {
            return try SwiftLayoutImport(files: sources)
        } catch {
            throw CLIError("\(error); nothing was imported")
        }
    }

    /// What to do about a document refused for one of the problems a user can fix.
    static func advice(for kind: InterchangeError.Kind) -> String {
        switch kind {
        case .unreadable:
            ""
        case .invalidUTF8:
            ". Save the file as UTF-8 (Xcode always does; another editor or a merge tool may not) and import it again"
        case .nestedTooDeeply:
            ". No view hierarchy made in Interface Builder is this deep; check that the file is the document you meant, as Xcode wrote it"
        case .duplicateObjectID:
            ". Give one of the two a new id of its own (any the document does not use yet), or remove it if it was pasted in by hand or by a merge, and import again"
        }
    }

    /// The checks a store makes of a new project's name, made before anything is stored, and
    /// in a dry run, which would otherwise report as fine what the import then refuses.
    static func checkNames(of projects: [Project]) throws {
        for project in projects {
            if let problem = Project.problem(withName: project.name) {
                throw CLIError("cannot store the project named '\(project.name)': \(problem); name it with --project")
            }
        }
    }

    /// Runs `body` on the store, which is made now if there is none yet. A store made here that
    /// `body` fails on is removed again, with its -wal and -shm files: a refused import leaves
    /// no file behind.
    ///
    /// - Returns: the store written to.
    private func writing(into store: Store?, _ body: (Store) throws -> Void) throws -> Store {
        if let store {
            try body(store)
            return store
        }
        let path = global.storePath
        // Made empty (SQLite makes an empty file a new store) only if no other process has made
        // the store meanwhile: what is removed on failure is only ever a file made here.
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
        guard descriptor >= 0 else {
            let store = try Store(path: path, create: true)
            try body(store)
            return store
        }
        close(descriptor)
        do {
            let created = try Store(path: path, create: true)
            try body(created)
            return created
        } catch {
            // The new store is closed by now (nothing holds it), so its files can go.
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            throw error
        }
    }

    /// Every commit of the file as a revision: the first makes its projects, each later one
    /// brings them up to date with what the commit changed; all in one transaction.
    private func importHistory(into store: Store?, taken: Set<String>, existing: (String) throws -> Project?) throws {
        let file = files[0]
        let history = try GitHistory(file: file)
        let line = progress.line()
        defer { line.finish() }
        // What each commit left, over what the store had: the next commit is planned against it.
        var state: [String: Project] = [:]
        var batches: [StateBatch] = []
        var skippedCommits = 0
        var index = 0
        try history.forEachContents { commit, contents in
            line.update(WorkProgress(stage: "reading commits", completed: index, total: history.commits.count))
            index += 1
            guard let bytes = contents else {
                skippedCommits += 1
                return
            }
            var projects = try read(file, bytes: bytes, label: "\(file) at \(commit.hash.prefix(10))").projects
            if let name = global.project, projects.count == 1 { projects[0].name = name }
            let plan = try ImportPlan(imported: projects, taken: taken.union(state.keys)) { try state[$0] ?? existing($0) }
            try Self.checkNames(of: plan.outcomes.map(\.project))
            for project in plan.creating + plan.updating { state[project.name] = project }
            batches.append(
                StateBatch(
                    creating: plan.creating, updating: plan.updating, message: commit.message, author: commit.author, time: commit.date))
        }
        line.update(WorkProgress(stage: "storing revisions", completed: 0, total: batches.count))
        var revisions: [[Revision]] = []
        _ = try writing(into: store) { store in revisions = try store.write(batches) }
        line.finish()
        let made = revisions.reduce(0) { $0 + $1.count }
        if message.json {
            return try printJSON(
                JSONObject([
                    "commits": history.commits.count, "revisions": made,
                    "projects": Set(batches.flatMap { ($0.creating + $0.updating).map(\.name) }).sorted(),
                ]))
        }
        print("\(made) revision\(made == 1 ? "" : "s") from \(history.commits.count) commit\(history.commits.count == 1 ? "" : "s") of \(file)")
        if skippedCommits > 0 { Terminal.note("\(skippedCommits) commit(s) deleted the file and were left out") }
    }
}
