import Foundation

/// One file's past in the git repository that holds it: the commits that touched it along
/// the first parents, oldest first, and the file as each left it. Read with the `git` command:
/// three processes whatever the length of the history (`rev-parse`, `log`, `cat-file --batch`).
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

    /// The file as each commit left it, in order (nil where the commit deleted it), read
    /// through one `git cat-file --batch` process for the whole history: one request a
    /// commit, each answer read as git writes it.
    func forEachContents(_ body: (Commit, [UInt8]?) throws -> Void) throws {
        let git = try GitProcess(["-C", top, "cat-file", "--batch"])
        for commit in commits {
            guard git.send("\(commit.hash):\(path)\n"), let header = git.nextLine() else {
                throw CLIError("git could not read '\(path)' at \(commit.hash.prefix(10)): \(Self.failure(of: git))")
            }
            // `<object> blob <size>`, or `<name> missing` where the commit has no such file.
            let fields = header.split(separator: UInt8(ascii: " "))
            guard fields.count == 3, let size = Int(String(decoding: fields[2], as: UTF8.self)) else {
                try body(commit, nil)
                continue
            }
            guard let contents = git.next(count: size), git.next(count: 1) != nil else {
                throw CLIError("git could not read '\(path)' at \(commit.hash.prefix(10)): \(Self.failure(of: git))")
            }
            try body(commit, fields[1].elementsEqual("blob".utf8) ? contents : nil)
        }
        if case .failure(let error) = git.finish() { throw CLIError("git could not read '\(path)': \(error.description)") }
    }

    private static func failure(of git: GitProcess) -> String {
        if case .failure(let error) = git.finish() { return error.description }
        return "its output ended early"
    }

    /// Runs git and returns what it printed (used by `git install` too).
    static func git(_ arguments: [String], what: String) throws -> String {
        switch GitProcess.run(arguments) {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(let error): throw CLIError("\(what): \(error.description)")
        }
    }
}
