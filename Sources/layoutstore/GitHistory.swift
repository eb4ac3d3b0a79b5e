import Foundation

/// One file's past in the git repository that holds it: the commits that touched it along
/// the first parents, oldest first, and the file as each left it. Read with the `git` command.
struct GitHistory {
    struct Commit {
        var hash: String
        var author: String
        var date: Date
        var message: String
    }

    let commits: [Commit]
    /// The repository's top folder, and the file's path in it.
    private let top: String
    private let path: String

    init(file: String) throws {
        let url = URL(fileURLWithPath: file)
        let folder = url.deletingLastPathComponent().path
        top = try Self.git(["-C", folder, "rev-parse", "--show-toplevel"], what: "'\(file)' is not in a git repository")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let absolute = url.resolvingSymlinksInPath().path
        let root = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
        guard absolute.hasPrefix(root + "/") else { throw CLIError("'\(file)' is not inside its repository '\(top)'") }
        path = String(absolute.dropFirst(root.count + 1))
        let log = try Self.git(
            ["-C", top, "log", "--first-parent", "--reverse", "--format=%H%x1f%an%x1f%at%x1f%s%x1e", "--", path],
            what: "git could not list the history of '\(file)'")
        commits = log.split(separator: "\u{1E}").compactMap { record in
            let fields = record.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\u{1F}", omittingEmptySubsequences: false)
            guard fields.count == 4, let seconds = Double(fields[2]) else { return nil }
            return Commit(hash: String(fields[0]), author: String(fields[1]), date: Date(timeIntervalSince1970: seconds), message: String(fields[3]))
        }
        guard !commits.isEmpty else { throw CLIError("git has no commit of '\(file)'; commit it first, or import it without --git-history") }
    }

    /// The file as the commit left it; nil where the commit deleted it.
    func contents(at commit: Commit) throws -> [UInt8]? {
        try? Array(Self.run(["-C", top, "show", "\(commit.hash):\(path)"]).get())
    }

    static func git(_ arguments: [String], what: String) throws -> String {
        switch run(arguments) {
        case .success(let data): return String(decoding: data, as: UTF8.self)
        case .failure(let error): throw CLIError("\(what): \(error.description)")
        }
    }

    static func run(_ arguments: [String]) -> Result<Data, CLIError> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { return .failure(CLIError("git could not be run (\(error)); install git")) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(CLIError(String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return .success(data)
    }
}
