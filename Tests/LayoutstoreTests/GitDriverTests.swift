import Foundation
import Testing

/// `layoutstore git textconv` and `git install` in a real git repository made in the test.
@Suite("layoutstore git: the diff driver")
struct GitDriverTests {
    static let document = "HeroTransitions__Hero__LegacyExamples__Examples__MusicPlayer.storyboard"

    /// Runs git in the test's folder, with an identity and no user config.
    @discardableResult
    func git(_ cli: CLI, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = cli.folder
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": cli.folder.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "Ana",
            "GIT_AUTHOR_EMAIL": "ana@example.com", "GIT_COMMITTER_NAME": "Ana", "GIT_COMMITTER_EMAIL": "ana@example.com",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CLIFailure("git \(arguments.joined(separator: " ")) failed") }
        return String(decoding: data, as: UTF8.self)
    }

    /// A repository with the corpus storyboard committed, and the storyboard's path.
    func repository() throws -> (CLI, URL) {
        let cli = try CLI()
        try git(cli, "init", "-q", "-b", "main")
        let file = cli.folder.appending(path: "Main.storyboard")
        try FileManager.default.copyItem(at: LintCommandTests.corpus.appending(path: Self.document), to: file)
        try git(cli, "add", "Main.storyboard")
        try git(cli, "commit", "-q", "-m", "storyboard")
        return (cli, file)
    }

    /// The storyboard with its first `constant="N"` made N + 12; the old and new constants.
    func editConstant(_ file: URL) throws -> (Double, Double) {
        let text = try String(contentsOf: file, encoding: .utf8)
        let range = try #require(text.range(of: #"<constraint [^>]*constant="[0-9.]+""#, options: .regularExpression))
        let value = try #require(text[range].range(of: #"constant="[0-9.]+""#, options: .regularExpression))
        let old = try #require(Double(text[value].dropFirst(10).dropLast()))
        try Data(text.replacingCharacters(in: value, with: "constant=\"\(old + 12)\"").utf8).write(to: file)
        return (old, old + 12)
    }

    @Test("textconv prints scenes, views with frames and constraints with ids, the same every time")
    func textconv() throws {
        let (cli, file) = try repository()
        defer { cli.removeFolder() }
        let printed = try cli.ok("git", "textconv", file.path)
        #expect(printed.hasPrefix("scene \""))
        #expect(printed.contains(" frame=") && printed.contains("  constraints:\n") && printed.contains("  # id="))
        #expect(try cli.ok("git", "textconv", file.path) == printed)
        let notADocument = cli.folder.appending(path: "notes.xib")
        try Data("just text\n".utf8).write(to: notADocument)
        let fallback = try cli.run("git", "textconv", notADocument.path)
        #expect(fallback.status == 0 && fallback.stdout.hasSuffix("just text\n"))
    }

    @Test("with diff.layoutstore.textconv, git diff shows a changed constant as one changed equation")
    func gitDiff() throws {
        let (cli, file) = try repository()
        defer { cli.removeFolder() }
        try Data("*.storyboard diff=layoutstore\n".utf8).write(to: cli.folder.appending(path: ".gitattributes"))
        let (old, new) = try editConstant(file)
        let diff = try git(cli, "-c", "diff.layoutstore.textconv=\(cli.binary.path) git textconv", "diff", "--unified=0", "Main.storyboard")
        let removed = diff.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
        let added = diff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
        #expect(removed.count == 1 && added.count == 1, "\(diff)")
        let number = { (value: Double) in value == value.rounded() ? String(Int(value)) : String(value) }
        #expect(removed.first?.contains(number(old)) == true && added.first?.contains(number(new)) == true, "\(diff)")
        #expect(added.first?.contains("# id=") == true && !diff.contains("<constraint"))
    }

    @Test("git install writes .gitattributes and the config once; git log -p then reads as layout")
    func install() throws {
        let (cli, file) = try repository()
        defer { cli.removeFolder() }
        try cli.ok("git", "install")
        try cli.ok("git", "install")
        let attributes = try String(contentsOf: cli.folder.appending(path: ".gitattributes"), encoding: .utf8)
        #expect(attributes.components(separatedBy: "*.storyboard diff=layoutstore").count == 2)
        #expect(attributes.contains("*.xib diff=layoutstore\n"))
        #expect(try git(cli, "config", "diff.layoutstore.textconv").hasSuffix(" git textconv\n"))
        _ = try editConstant(file)
        try git(cli, "commit", "-q", "-am", "wider")
        let log = try git(cli, "log", "-p", "-1", "--format=%s", "--", "Main.storyboard")
        #expect(log.contains("scene \"") || log.contains("constraints:") || log.contains("# id="), "\(log)")
        #expect(!log.contains("<constraint"))
    }

    @Test("git install --global writes the user's config and attributes file, not the repository's")
    func installGlobal() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let result = try cli.run("git", "install", "--global", "--command", "layoutstore")
        #expect(result.status == 0, "\(result.stderr)")
        let config = try String(contentsOf: cli.folder.appending(path: ".gitconfig"), encoding: .utf8)
        #expect(config.contains("textconv = layoutstore git textconv"))
        let attributes = try String(contentsOf: cli.folder.appending(path: ".config/git/attributes"), encoding: .utf8)
        #expect(attributes.contains("*.xib diff=layoutstore"))
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appending(path: ".gitattributes").path))
    }
}
