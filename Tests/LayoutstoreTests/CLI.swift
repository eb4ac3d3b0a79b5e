import Foundation
import Testing

/// Runs the built `layoutstore` binary as a user would, on a store in a temporary folder.
struct CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// The output as JSON, for `--json` commands.
        func json() throws -> Any { try JSONSerialization.jsonObject(with: Data(stdout.utf8)) }
    }

    let folder: URL
    var store: URL { folder.appending(path: "layout.db") }
    var binary: URL
    var environment: [String: String]

    init() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        binary = try CLI.builtBinary()
        environment = [
            "PATH": "/usr/bin:/bin", "HOME": folder.path, "NO_COLOR": "1",
            "LAYOUTSTORE_STORE": folder.appending(path: "layout.db").path, "LAYOUTSTORE_AUTHOR": "ana",
        ]
    }

    /// `$LAYOUTSTORE_BINARY`, else the `layoutstore` built beside this test bundle
    /// (`swift build` builds it; `make test` runs that first).
    static func builtBinary() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["LAYOUTSTORE_BINARY"] { return URL(fileURLWithPath: path) }
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for folder in [besideTests, besideTests.deletingLastPathComponent(), packageRoot.appending(path: ".build/debug")] {
            let candidate = folder.appending(path: "layoutstore")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw CLIFailure("the layoutstore binary is not built; run `swift build` (or `make test`) first")
    }

    /// Runs `layoutstore` with these arguments and waits for it.
    @discardableResult
    func run(_ arguments: String..., environment extra: [String: String] = [:], binary: URL? = nil) throws -> Result {
        try run(arguments, environment: extra, binary: binary)
    }

    func run(_ arguments: [String], environment extra: [String: String] = [:], binary: URL? = nil) throws -> Result {
        let process = try start(arguments, environment: extra, binary: binary)
        process.process.waitUntilExit()
        return process.result()
    }

    /// Runs it and expects success, returning stdout.
    @discardableResult
    func ok(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try run(arguments)
        #expect(result.status == 0, "layoutstore \(arguments.joined(separator: " ")): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// `solve --json` with `arguments`: each named view's frame (`x`, `y`, `width`, `height`).
    func solvedFrames(_ arguments: String...) throws -> [String: [String: Double]] {
        let report = try #require(try run(["solve", "--json"] + arguments).json() as? [String: Any])
        let views = try #require(report["views"] as? [[String: Any]])
        return Dictionary(
            uniqueKeysWithValues: views.compactMap { view in
                (view["name"] as? String).flatMap { name in (view["frame"] as? [String: Double]).map { (name, $0) } }
            })
    }

    final class Running: @unchecked Sendable {  // owns a Process; used from one test at a time
        let process: Process
        let stdoutFile: URL
        let stderrFile: URL

        init(process: Process, stdoutFile: URL, stderrFile: URL) {
            self.process = process
            self.stdoutFile = stdoutFile
            self.stderrFile = stderrFile
        }

        func result() -> Result {
            Result(
                status: process.terminationStatus,
                stdout: (try? String(contentsOf: stdoutFile, encoding: .utf8)) ?? "",
                stderr: (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? "")
        }
    }

    /// Starts `layoutstore` without waiting, its output going to files (never a full pipe).
    func start(_ arguments: [String], environment extra: [String: String] = [:], binary: URL? = nil) throws -> Running {
        let process = Process()
        process.executableURL = binary ?? self.binary
        process.arguments = arguments
        process.environment = environment.merging(extra) { $1 }
        process.currentDirectoryURL = folder
        let id = UUID().uuidString
        let stdoutFile = folder.appending(path: "out-\(id)")
        let stderrFile = folder.appending(path: "err-\(id)")
        _ = FileManager.default.createFile(atPath: stdoutFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return Running(process: process, stdoutFile: stdoutFile, stderrFile: stderrFile)
    }

    /// Everything the store holds, as `sqlite3 .dump` prints it: equal dumps mean a failed
    /// command wrote nothing (SQLite may still rewrite a header byte when it opens the file).
    func storeSnapshot() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [store.path, ".dump"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CLIFailure("sqlite3 .dump failed on \(store.path)") }
        return String(decoding: data, as: UTF8.self)
    }

    func removeFolder() { try? FileManager.default.removeItem(at: folder) }

    /// Runs `sqlite3 PATH SQL`, as a user would on a store, and returns what it printed (trimmed).
    ///
    /// - Throws: when sqlite3 exits with an error.
    @discardableResult
    static func sqlite3(_ path: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [path, sql]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CLIFailure("sqlite3 failed on: \(sql)") }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

struct CLIFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension CLI {
    /// A second store, `other.db` in the test's folder, with project Login (a title with
    /// `titleTop` and `titleWidth`), added as the remote `other`; returns its path.
    func otherStoreWithLogin() throws -> String {
        let other = folder.appending(path: "other.db").path
        try ok("--store", other, "init", "Login")
        try ok("--store", other, "view", "add", "title")
        try ok("--store", other, "add", "title.top = root.top + 20", "--id", "titleTop")
        try ok("--store", other, "add", "title.width = 100", "--id", "titleWidth")
        try ok("remote", "add", "other", other)
        return other
    }
}
