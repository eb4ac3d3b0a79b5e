import Foundation
import Testing

/// Long work shows a progress line on a terminal's stderr, and nothing when piped or `--quiet`.
@Suite("Progress on a terminal")
struct ProgressLineTests {
    /// Runs the command in a pseudo-terminal, as a user at a terminal would (util-linux
    /// `script`), and returns everything the terminal received.
    private func onTerminal(_ cli: CLI, _ arguments: String) throws -> (status: Int32, screen: String) {
        let command = ([cli.binary.path] + arguments.split(separator: " ").map(String.init)).joined(separator: " ")
        let result = try cli.run(
            ["-qec", command, "/dev/null"], environment: ["SHELL": "/bin/sh", "TERM": "dumb"],
            binary: URL(fileURLWithPath: "/usr/bin/script"))
        return (result.status, result.stdout)
    }

    @Test(
        "verify draws its progress on a terminal, clears it before the result, and is silent piped or --quiet",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func verifyProgress() throws {
        let cli = try CLI()
        try cli.ok("init", "Login", "-m", "login screen")
        try cli.ok("view", "add", "title", "--kind", "label")

        let shown = try onTerminal(cli, "verify")
        #expect(shown.status == 0)
        #expect(shown.screen.contains("verifying revisions: 0 of 2"), "no progress line on the terminal: \(shown.screen.debugDescription)")
        #expect(
            shown.screen.contains("\r\u{1B}[Kok: 1 project, 2 revisions"), "the line is cleared before the result: \(shown.screen.debugDescription)")

        let quiet = try onTerminal(cli, "verify --quiet")
        #expect(quiet.status == 0)
        #expect(!quiet.screen.contains("verifying"))

        let piped = try cli.run("verify")
        #expect(piped.status == 0)
        #expect(!piped.stderr.contains("verifying") && !piped.stdout.contains("verifying"))
    }

    @Test(
        "import names the documents it reads on a terminal",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func importProgress() throws {
        let cli = try CLI()
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/ibcorpus/Instagram__IGListKit__Examples__Examples-iOS__IGListKitExamples__Views__NibCell.xib")
        let shown = try onTerminal(cli, "import \(corpus.path) --dry-run")
        #expect(shown.status == 0)
        #expect(shown.screen.contains("reading documents: 0 of 1"), "\(shown.screen.debugDescription)")
    }
}
