import ArgumentParser
import Foundation
import Interchange
import Model
import Solver
import Storage

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Export a project as an Interface Builder document (--xib), as UIKit layout-anchor code (--swift), or into the document it came from (--into).",
        discussion: """
            --xib writes an iOS .xib that Interface Builder opens: each root view a top-level \
            view named by the project, with its views (as their UIKit classes), stack views, \
            safe-area and margins guides, constraints (identifiers, priorities, placeholders, \
            multipliers, inactive ones left out of the base size class), margins, hugging, \
            compression resistance and frames (the design frames, or with --solved those a \
            solve at the root's design size gives). Object ids are those kept from import; \
            anything else gets an id in Interface Builder's form made from its own UUID, so \
            exporting the same revision again gives the same bytes. --swift writes one function \
            that builds the views and activates the constraints with layout anchors. What \
            cannot be exported is listed on stderr (`--strict` fails instead). With -o the file \
            is written whole or not at all.
            --into FILE writes the layout of every project imported from FILE (or of --project) \
            back into FILE, in place: only what the layout changed is rewritten (a changed \
            constant is one attribute; a new constraint one <constraint>, in id order, with an \
            id in Interface Builder's form; a removed view its element and the constraints \
            naming it), and every other byte stays. --frames solved (the default, as Xcode's \
            Update Frames) also rewrites the frames the change moved; --frames keep writes only \
            the design frames changed in the store. A document changed since it agreed with a \
            revision of the project is refused, naming the first element that differs, unless \
            --force. The file is replaced whole, or left as it was.
            Example:
              layoutstore export --xib -o Login.xib
              layoutstore export --swift --at HEAD~2 > LoginLayout.swift
              layoutstore export --into App/Base.lproj/Main.storyboard --frames keep
            """)

    @OptionGroup var global: StoreOptions

    @Flag(help: "Write an Interface Builder document (.xib).")
    var xib = false

    @Flag(help: "Write Swift layout-anchor code.")
    var swift = false

    @Option(help: ArgumentHelp("Export the project as it was at this revision.", valueName: "rev"))
    var at: String?

    @Flag(help: "With --xib, write solved frames (a solve at the root's design size, placeholders in) instead of the design frames.")
    var solved = false

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write to this file (replaced whole, or left as it was on an error) instead of stdout.", valueName: "file"))
    var output: String?

    @Flag(help: "Fail (exit 1, nothing written) when anything could not be exported.")
    var strict = false

    @Option(
        help: ArgumentHelp("Write the layout back into this .storyboard or .xib, the document the project was imported from.", valueName: "file"))
    var into: String?

    @Option(help: ArgumentHelp("With --into: write the frames the change moved (solved) or only design frames changed in the store (keep)."))
    var frames: FramesMode?

    @Flag(help: "With --into: write over a document that changed since the project was imported from it.")
    var force = false

    enum FramesMode: String, ExpressibleByArgument, CaseIterable {
        case solved, keep
    }

    func validate() throws {
        if let into {
            if into.isEmpty { throw ValidationError("--into needs a file name") }
            if xib || swift || output != nil || solved {
                throw ValidationError("--into writes into the document itself: it takes no --xib, --swift, -o or --solved (use --frames solved)")
            }
            return
        }
        if frames != nil { throw ValidationError("--frames applies to --into") }
        if force { throw ValidationError("--force applies to --into") }
        if xib == swift { throw ValidationError("choose what to export: --xib, --swift or --into FILE") }
        if solved, swift { throw ValidationError("--solved applies to --xib: Swift code states no frames") }
        if output?.isEmpty == true { throw ValidationError("-o needs a file name") }
    }

    func run() throws {
        if let into {
            return try DocumentWriting(
                file: into, storeOptions: global, at: at, frames: frames ?? .solved, force: force, strict: strict
            ).run()
        }
        let (store, summary) = try global.openProject()
        let revision = try at.map { try store.resolveRevision($0, in: summary.id) } ?? summary.head
        let project = try store.state(of: summary.id, at: revision)
        let exported: (text: String, notExported: [DocumentImport.Skipped])
        do {
            exported = try Self.export(project, revision: revision, xib: xib, solved: solved)
        } catch {
            throw CLIError("cannot export project '\(project.name)': \(error.reason); nothing was written")
        }
        let (text, notExported) = exported
        if strict, !notExported.isEmpty {
            notExported.forEach { Terminal.note("not exported: \($0.count) \($0.reason)") }
            throw CLIError("--strict: \(notExported.reduce(0) { $0 + $1.count }) things could not be exported (listed above); nothing was written")
        }
        if let output {
            try Self.write(text, to: output)
        } else {
            print(text, terminator: "")
        }
        for item in notExported { Terminal.note("not exported: \(item.count) \(item.reason)") }
    }

    /// The document or the code, and what it could not keep.
    static func export(
        _ project: Project, revision: RevisionID, xib: Bool, solved: Bool
    ) throws(InterchangeError) -> (text: String, notExported: [DocumentImport.Skipped]) {
        guard xib else {
            let code = try SwiftExport(
                project, header: ["Generated by `layoutstore export --swift` from project \(project.name), revision \(revision.rawValue.prefix(10))."]
            )
            return (code.text, code.notExported)
        }
        var frames: [ItemID: Rect] = [:]
        if solved, let root = project.rootViews.first {
            let environment = LayoutEnvironment(rootWidth: root.frame.width, rootHeight: root.frame.height, includesPlaceholders: true)
            frames = LayoutSystem.solve(project, in: environment).frames
        }
        let document = try DocumentExport(project, frames: frames)
        return (document.document.xmlText, document.notExported)
    }

    /// Writes a temporary file beside `path` and renames it over `path`: a reader sees the old
    /// file or the new one, never part of one.
    static func write(_ text: String, to path: String) throws { try write(data: Data(text.utf8), to: path) }

    /// Writes the bytes as ``write(_:to:)-(String,_)`` writes text.
    static func write(_ bytes: [UInt8], to path: String) throws { try write(data: Data(bytes), to: path) }

    private static func write(data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError("cannot write '\(path)': the folder '\(folder.path)' does not exist; nothing was written")
        }
        let temporary = folder.appending(path: ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
            // A file replaced keeps its permissions (a document in a repository may be group-writable).
            if let permissions = try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, url.path) == 0 else {
                throw CLIError("cannot write '\(path)': \(String(cString: strerror(errno))); nothing was written")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            if let error = error as? CLIError { throw error }
            throw CLIError("cannot write '\(path)': \(error.localizedDescription); nothing was written")
        }
    }
}
