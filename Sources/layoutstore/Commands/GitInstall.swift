import ArgumentParser
import Foundation

struct GitInstall: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Set git up to diff and merge .storyboard and .xib files as layout.",
        discussion: """
            Adds `*.storyboard diff=layoutstore`, `*.storyboard merge=layoutstore` and the same \
            for `*.xib` to the repository's .gitattributes (to commit, so the whole team gets \
            them) and sets `diff.layoutstore.textconv`, `merge.layoutstore.name` and \
            `merge.layoutstore.driver` in the repository's git config, or with --global in \
            your own config and your global attributes file (core.attributesFile, else \
            ~/.config/git/attributes). Each clone needs the config (it is not committed); \
            running it again changes nothing.
            Example:
              layoutstore git install
              layoutstore git install --global --command layoutstore
            """)

    @Flag(help: "Install for every repository of yours (your git config and global attributes file).")
    var global = false

    @Option(help: ArgumentHelp("The command git runs (default: this layoutstore's full path).", valueName: "path"))
    var command: String?

    /// The attribute lines: the diff driver's, then the merge driver's (lines of their own, so
    /// that a file from an install before the merge driver gains them).
    static let attributeLines = [
        "*.storyboard diff=layoutstore", "*.xib diff=layoutstore", "*.storyboard merge=layoutstore", "*.xib merge=layoutstore",
    ]
    static let attributeComment = "# layoutstore: storyboards and xibs diff and merge as layout (layoutstore git install)"
    static let oldAttributeComment = "# layoutstore: storyboards and xibs diff as layout (layoutstore git install)"

    /// The config the drivers need: name and value.
    static func config(executable: String) -> [(String, String)] {
        [
            ("diff.layoutstore.textconv", "\(executable) git textconv"),
            ("merge.layoutstore.name", "storyboards and xibs merged as layout (layoutstore)"),
            ("merge.layoutstore.driver", "\(executable) git merge-driver %O %A %B %P"),
        ]
    }

    func run() throws {
        let executable = command ?? Self.runningExecutable()
        let config = Self.config(executable: executable)
        let attributesPath: String
        if global {
            for (name, value) in config {
                _ = try GitHistory.git(["config", "--global", name, value], what: "git could not set your global config")
            }
            let configured = (try? GitHistory.git(["config", "--global", "--get", "core.attributesFile"], what: ""))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            attributesPath = configured.flatMap { $0.isEmpty ? nil : ($0 as NSString).expandingTildeInPath } ?? Self.defaultGlobalAttributes()
        } else {
            let top = try GitHistory.git(
                ["rev-parse", "--show-toplevel"], what: "this folder is not in a git repository; run it in one, or use --global"
            )
            .trimmingCharacters(in: .whitespacesAndNewlines)
            for (name, value) in config {
                _ = try GitHistory.git(["-C", top, "config", name, value], what: "git could not set the repository's config")
            }
            attributesPath = top + "/.gitattributes"
        }
        let added = try Self.addAttributes(to: attributesPath)
        for (name, value) in config { print("\(name) = \(value) (\(global ? "your global git config" : "the repository's git config"))") }
        print(
            added.isEmpty
                ? "\(attributesPath) already has the diff=layoutstore and merge=layoutstore lines"
                : "\(attributesPath): added \(added.joined(separator: ", "))")
    }

    /// Appends the attribute lines the file lacks (and the comment before them); returns those added.
    static func addAttributes(to path: String) throws -> [String] {
        let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let present = Set(existing.split(whereSeparator: \.isNewline).map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") })
        let missing = attributeLines.filter { !present.contains($0) }
        guard !missing.isEmpty else { return [] }
        var text = existing
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        if !present.contains(attributeComment), !present.contains(oldAttributeComment) { text += attributeComment + "\n" }
        text += missing.map { $0 + "\n" }.joined()
        let folder = (path as NSString).deletingLastPathComponent
        do {
            if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CLIError("cannot write \(path): \(error.localizedDescription)")
        }
        return missing
    }

    /// `$XDG_CONFIG_HOME/git/attributes`, else `~/.config/git/attributes`: where git looks without core.attributesFile.
    static func defaultGlobalAttributes() -> String {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty { return xdg + "/git/attributes" }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.config/git/attributes"
    }

    /// This process's executable, as a full path.
    static func runningExecutable() -> String {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return resolved }
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    }
}
