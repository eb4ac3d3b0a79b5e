import Foundation
import Testing

/// The README's commands, run as a new user runs them: in order, in a fresh folder, with the
/// built binary on the PATH.
@Suite("The README, as written")
struct ReadmeWalkthroughTests {
    /// The lines of the `sh` blocks in the README's section headed `## title`, comments and
    /// blank lines left out.
    static func commands(inSection title: String) throws -> [String] {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: packageRoot.appending(path: "README.md"), encoding: .utf8)
        let sections = readme.components(separatedBy: "\n## ")
        let section = try #require(sections.first { $0.hasPrefix(title + "\n") }, "no section '\(title)' in the README")
        var lines: [String] = []
        var inBlock = false
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inBlock = line == "```sh" && !inBlock
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inBlock, !trimmed.isEmpty, !trimmed.hasPrefix("#") { lines.append(String(line)) }
        }
        return lines
    }

    @Test("Item 19: the README's session and its Sync section run as written, in order, in a fresh folder")
    func syncSectionRunsAsWritten() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let lines = try Self.commands(inSection: "A first project") + Self.commands(inSection: "Sync")
        #expect(lines.contains { $0.contains("token create --project Login") })
        // The README's port, moved to one no other test is likely to hold.
        let port = String(Int.random(in: 20_000..<60_000))
        var script = "cd \"$1\" || exit 99\nPATH=\"$2:$PATH\"\nunset LAYOUTSTORE_STORE\nSERVER=\n"
        var expected = 0
        for (index, line) in lines.enumerated() {
            let command = line.replacingOccurrences(of: "7420", with: port)
            if let background = command.range(of: #"\s&\s*(#.*)?$"#, options: .regularExpression) {
                // A server: started, its address awaited, stopped at the end.
                script += "\(command[..<background.lowerBound]) 2>serve.log &\nSERVER=$!\n"
                script += "for i in $(seq 1 300); do grep -q 'http://' serve.log && break; sleep 0.1; done\n"
            } else {
                script += "\(command)\necho \"$? \(index)\" >> statuses\n"
                expected += 1
            }
        }
        script += "[ -n \"$SERVER\" ] && kill $SERVER\nwait\n"

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "sh", cli.folder.path, cli.binary.deletingLastPathComponent().path]
        process.environment = cli.environment
        let output = cli.folder.appending(path: "walkthrough.log")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let log = try FileHandle(forWritingTo: output)
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let transcript = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        let statuses = ((try? String(contentsOf: cli.folder.appending(path: "statuses"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
        #expect(statuses.count == expected, "\(transcript)")
        for status in statuses where status.count == 2 && status[0] != 0 {
            Issue.record("`\(lines[status[1]])` exited \(status[0]):\n\(transcript)")
        }
        // The walk ends where the README says: the server and the laptop hold the merged project.
        let laptop = try cli.run("--store", cli.folder.appending(path: "login-laptop.db").path, "list", "--format", "equation")
        #expect(laptop.stdout.contains("form.top = 1.0 * root.safeArea.top + 24.0"), "\(laptop.stdout)\(laptop.stderr)")
        let server = try cli.run("--store", cli.folder.appending(path: "server.db").path, "projects")
        #expect(server.stdout.contains("Login"), "\(server.stderr)")
    }
}
