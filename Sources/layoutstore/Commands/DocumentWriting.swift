import Foundation
import Interchange
import Model
import Solver
import Storage

/// `export --into FILE`: the projects imported from a document written back into it, in place,
/// in one atomic write.
struct DocumentWriting {
    let file: String
    let storeOptions: StoreOptions
    let at: String?
    let frames: Export.FramesMode
    let force: Bool
    let strict: Bool

    /// One layout root of the document and the store's project imported from it.
    struct Match {
        var root: Int
        var summary: ProjectHead
        var project: Project
    }

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CLIError("cannot read '\(file)'; check the path (--into names the .storyboard or .xib the project was imported from)")
        }
        let bytes = Array(data)
        var writeBack: DocumentWriteBack
        do {
            writeBack = try DocumentWriteBack(bytes: bytes, file: file, fallbackName: Self.stem(of: file))
        } catch {
            throw CLIError("\(error); nothing was written" + Import.advice(for: error.kind))
        }
        let store = try storeOptions.openStore()
        let matches = try Self.matches(in: writeBack, store: store, projectName: storeOptions.projectName, file: file)
        var written: [String] = []
        for match in matches {
            var project = match.project
            if let at {
                project = try store.state(of: match.summary.id, at: try store.resolveRevision(at, in: match.summary.id))
            }
            let layout = writeBack.layout(ofRoot: match.root, identifiedWith: project)
            let base = try agreeingRevision(of: match, in: writeBack, store: store) ?? layout.project
            let moved =
                frames == .solved
                ? Self.movedFrames(from: base, to: project, platform: writeBack.document.platform, scale: writeBack.document.device?.scale)
                : [:]
            let before = writeBack.writtenBytes
            writeBack.write(project, over: layout, base: base, frames: moved)
            if writeBack.writtenBytes != before { written.append(project.name) }
        }
        let notWritten = writeBack.notWritten
        if strict, !notWritten.isEmpty {
            notWritten.forEach { Terminal.note("not written: \($0.count) \($0.reason)") }
            throw CLIError(
                "--strict: \(notWritten.reduce(0) { $0 + $1.count }) changes could not be written in place (listed above); nothing was written")
        }
        let result = writeBack.writtenBytes
        let name = (file as NSString).lastPathComponent
        if result == bytes {
            print("\(name) already holds the layout of \(Self.list(matches.map(\.project.name))); nothing was written")
        } else {
            // Read again just before the write: an editor that saved meanwhile is not overwritten.
            guard FileManager.default.contents(atPath: file).map(Array.init) == bytes else {
                throw CLIError("'\(file)' changed while it was being written; nothing was written. Run the command again")
            }
            try Export.write(result, to: file)
            print("wrote the layout of \(Self.list(written)) into \(name)")
        }
        for item in notWritten { Terminal.note("not written: \(item.count) \(item.reason)") }
    }

    static func stem(of file: String) -> String { ((file as NSString).lastPathComponent as NSString).deletingPathExtension }

    static func list(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }

    /// The store's projects imported from the document's layout roots: the project of the root's
    /// name (or the name import made unique, `Name-2`) whose root view has the root's document id;
    /// with --project, only that project, matched by its root view's document id.
    static func matches(in writeBack: DocumentWriteBack, store: Store, projectName: String?, file: String) throws -> [Match] {
        let roots = writeBack.imported.projects
        var matches: [Match] = []
        if let projectName {
            let summary = try store.resolveProjectHead(projectName)
            let project = try store.state(of: summary.id)
            let rootID = project.rootViews.first?.documentID
            guard rootID != nil, let index = roots.firstIndex(where: { $0.rootViews.first?.documentID == rootID }) else {
                throw CLIError(
                    "project '\(summary.name)' was not imported from '\(file)' (no layout root of the document has its root view's id); nothing was written"
                )
            }
            return [Match(root: index, summary: summary, project: project)]
        }
        let summaries = try store.projects()
        var used: Set<String> = []
        for (index, root) in roots.enumerated() {
            let candidates = summaries.filter { ($0.name == root.name || $0.name.hasPrefix(root.name + "-")) && !used.contains($0.name) }
            for candidate in candidates.sorted(by: { ($0.name.count, $0.name) < ($1.name.count, $1.name) }) {
                let project = try store.state(of: candidate.id)
                guard let rootID = project.rootViews.first?.documentID, rootID == root.rootViews.first?.documentID else { continue }
                let head = try store.resolveProjectHead(candidate.name)
                matches.append(Match(root: index, summary: head, project: project))
                used.insert(candidate.name)
                break
            }
        }
        guard !matches.isEmpty else {
            throw CLIError(
                "no project of the store was imported from '\(file)'; import it first (`layoutstore import \(file)`), or name the project with --project; nothing was written"
            )
        }
        return matches
    }

    /// The newest revision of the project that agrees with what the document holds (frames
    /// aside): the state the document was imported from or last written back. Nil with
    /// --force when none does; without it, none is an error naming the first element that
    /// differs from the revision nearest to the document.
    func agreeingRevision(of match: Match, in writeBack: DocumentWriteBack, store: Store) throws -> Project? {
        var nearest: (differences: [LayoutDifference], revision: RevisionID)? = nil
        let head = match.summary.head
        let revisions = try store.exchange.revisions(of: match.summary.id, reachableFrom: head, excludingAncestorsOf: []).map(\.id).reversed()
        for revision in revisions {
            let state = revision == head ? match.project : try store.state(of: match.summary.id, at: revision)
            // The document's views and constraints with the ids this revision gives them.
            let layout = writeBack.layout(ofRoot: match.root, identifiedWith: state)
            let differences = writeBack.differences(from: layout, to: state)
            if differences.isEmpty { return state }
            if nearest == nil || differences.count < nearest!.differences.count { nearest = (differences, revision) }
        }
        if force { return nil }
        let first = nearest?.differences.first.map(writeBack.describe) ?? "its layout"
        throw CLIError(
            "'\(file)' changed since project '\(match.project.name)' was imported from it: \(first), and no revision of the project agrees with the document. "
                + "Import it again (`layoutstore import \(file)`) to bring the project up to date, or write over it with --force; nothing was written"
        )
    }

    /// The frames a layout change moved: each view's frame solved at the design size for `base`
    /// and for `project`, as Interface Builder stores them (rounded to the design device's
    /// pixels on iOS and tvOS); those that differ, from `project`'s solve.
    static func movedFrames(from base: Project, to project: Project, platform: IBDocument.Platform, scale: Double?) -> [ItemID: Rect] {
        func shown(_ project: Project) -> [ItemID: Rect] {
            var environment = LayoutEnvironment(designOf: project)
            environment.includesPlaceholders = true
            let solution = LayoutSystem.solve(project, in: environment)
            return platform == .cocoaTouch
                ? IBPixelGrid(scale: scale ?? 1).shownFrames(absolute: solution.absoluteFrames, in: project) : solution.frames
        }
        let before = shown(base), after = shown(project)
        var moved: [ItemID: Rect] = [:]
        for (id, frame) in after {
            guard let old = before[id], frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else { continue }
            if abs(old.x - frame.x) > 1e-6 || abs(old.y - frame.y) > 1e-6 || abs(old.width - frame.width) > 1e-6
                || abs(old.height - frame.height) > 1e-6
            {
                moved[id] = frame
            }
        }
        return moved
    }
}
