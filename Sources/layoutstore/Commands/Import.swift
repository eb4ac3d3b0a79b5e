import ArgumentParser
import Foundation
import Interchange
import Model
import Storage

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import Interface Builder documents (.xib, .storyboard): one project per layout root.",
        discussion: """
            Each scene's root view, each top-level view of a xib and each table or collection \
            cell becomes a project, named from the document (storyboard identifier, custom \
            class, user label, reuse identifier; else the file's name), made unique with a \
            suffix. All projects are made in one transaction, each with one revision. The report \
            lists what was made and everything not imported, with the reason.
            Example:
              layoutstore import Main.storyboard LoginCell.xib --dry-run
              layoutstore import Login.xib --project Login -m "from Xcode"
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The documents.")
    var files: [String]

    @Flag(help: "Read and report, but store nothing.")
    var dryRun = false

    @Flag(help: "Fail (exit 1, nothing stored) when anything was not imported.")
    var strict = false

    @OptionGroup var progress: ProgressOptions

    struct ProjectRow: Encodable {
        var name: String
        var file: String
        var views: Int
        var constraints: Int
        var inactiveConstraints: Int
        var revision: String?
    }

    struct Report: Encodable {
        var projects: [ProjectRow]
        var skipped: [DocumentImport.Skipped]
        var stored: Bool
    }

    func validate() throws {
        if files.isEmpty { throw ValidationError("name the .xib or .storyboard files to import") }
    }

    func run() throws {
        // A dry run needs no store: without one, no name is taken yet.
        let store = dryRun && !FileManager.default.fileExists(atPath: global.storePath) ? nil : try Store(path: global.storePath, create: true)
        let existing = Set(try store?.projects().map(\.name) ?? [])
        var taken = existing
        var projects: [(project: Project, file: String)] = []
        var skipped: [String: Int] = [:]
        let line = progress.line()
        defer { line.finish() }
        for (index, file) in files.enumerated() {
            line.update(WorkProgress(stage: "reading documents", completed: index, total: files.count))
            guard let data = FileManager.default.contents(atPath: file) else {
                throw CLIError("cannot read '\(file)'; check the path")
            }
            let document: IBDocument
            do {
                document = try IBDocument(bytes: Array(data), file: file)
            } catch {
                throw CLIError("\(error); nothing was imported")
            }
            let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            let imported = DocumentImport(document, fallbackName: stem, taken: taken)
            for project in imported.projects { taken.insert(project.name) }
            projects += imported.projects.map { ($0, file) }
            for item in imported.skipped { skipped[item.reason, default: 0] += item.count }
        }
        if let name = global.project {
            guard projects.count == 1 else {
                throw CLIError("--project names one project, but the files hold \(projects.count) layout roots; drop --project to import them under their own names")
            }
            guard !existing.contains(name) else {
                throw CLIError("the store already has a project named '\(name)'; choose another name with --project")
            }
            projects[0].project.name = name
        }
        let skippedList = skipped.map { DocumentImport.Skipped(reason: $0.key, count: $0.value) }.sorted { $0.reason < $1.reason }
        if strict, !skippedList.isEmpty {
            skippedList.forEach { Terminal.note("not imported: \($0.count) \($0.reason)") }
            throw CLIError("--strict: \(skippedList.reduce(0) { $0 + $1.count }) things were not imported (listed above); nothing was stored")
        }
        var revisions: [Revision?] = Array(repeating: nil, count: projects.count)
        if !dryRun, let store, !projects.isEmpty {
            line.update(WorkProgress(stage: "storing projects", completed: 0, total: projects.count))
            let made = try store.createProjects(
                projects.map(\.project), message: message.message(default: "import " + files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")))
            revisions = made.map { $0 }
        }
        line.finish()
        let rows = zip(projects, revisions).map { entry, revision in
            ProjectRow(
                name: entry.project.name, file: entry.file, views: entry.project.views.count,
                constraints: entry.project.constraints.count,
                inactiveConstraints: entry.project.constraints.filter { !$0.isActive }.count, revision: revision?.id.rawValue)
        }
        if message.json { return try printJSON(Report(projects: rows, skipped: skippedList, stored: !dryRun)) }
        var table = Table("PROJECT", "FILE", "VIEWS", "CONSTRAINTS", "REVISION")
        for row in rows {
            table.append(
                row.name, (row.file as NSString).lastPathComponent, String(row.views),
                String(row.constraints) + (row.inactiveConstraints > 0 ? " (\(row.inactiveConstraints) inactive)" : ""),
                row.revision.map { String($0.prefix(10)) } ?? "-")
        }
        table.print()
        for item in skippedList { Terminal.note("not imported: \(item.count) \(item.reason)") }
        if dryRun { Terminal.note("--dry-run: nothing was stored") }
    }
}
