import Foundation
import Testing

/// Issue 34, item 1: other commands on a served store, as the user runs them.
@Suite("A served store and the other commands on it")
struct ServedStoreTests {
    @Test("Any other process touching a served store leaves the server's WAL and its acknowledged pushes in place")
    func otherCommandsOnAServedStore() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        // The check below sees a deleted file held open: this process's own.
        let probe = cli.folder.appending(path: "probe").path
        let held = open(probe, O_CREAT | O_WRONLY, 0o600)
        unlink(probe)
        #expect(try Self.deletedFiles(of: getpid()).contains { $0.hasPrefix(probe) })
        close(held)
        let serverStore = cli.folder.appending(path: "server.db")
        try cli.ok("--store", serverStore.path, "init", "Login")
        let token = try cli.ok("--store", serverStore.path, "token", "create", "--project", "Login").trimmingCharacters(in: .whitespacesAndNewlines)
        let server = try ServerCrashTests.Server.start(cli, store: serverStore)
        defer { server.stop() }
        try cli.ok("remote", "add", "origin", server.url, "--token", token)
        try cli.ok("--project", "Login", "sync", "origin")

        // Every push is answered only once stored; between pushes, other commands open and
        // close the served store, as a user on the server's machine would.
        for index in 0..<4 {
            try cli.ok("add", "root.width >= \(index)", "--id", "w\(index)")
            try cli.ok("sync", "origin")
            for command in [["log"], ["token", "list"], ["projects"], ["verify"]] {
                let result = try cli.run(["--store", serverStore.path] + command)
                #expect(result.status == 0, "\(command): \(result.stderr)")
            }
            #expect(FileManager.default.fileExists(atPath: serverStore.path + "-wal"), "round \(index): the server's WAL was deleted")
            #expect(try Self.deletedFiles(of: server.running.process.processIdentifier).isEmpty, "round \(index): the server writes to deleted files")
        }
        try cli.ok("--store", serverStore.path, "add", "root.height >= 1", "--id", "local")
        try cli.ok("sync", "origin")

        // Killed, the server loses nothing it acknowledged, nor the local edit.
        server.kill9()
        let list = try cli.ok("--store", serverStore.path, "list", "--json")
        for identifier in ["w0", "w1", "w2", "w3", "local"] { #expect(list.contains("\"\(identifier)\""), "\(identifier) is lost") }
        #expect(try cli.run("--store", serverStore.path, "verify").status == 0)
        #expect(try CLI.sqlite3(serverStore.path, "PRAGMA integrity_check") == "ok")
    }

    /// The files a process holds open that have been deleted (`ls -l /proc/PID/fd`), read with
    /// readdir and readlink: the entries come and go while the process runs.
    static func deletedFiles(of pid: Int32) throws -> [String] {
        let folder = "/proc/\(pid)/fd"
        guard let directory = opendir(folder) else { throw CocoaError(.fileReadNoSuchFile) }
        defer { closedir(directory) }
        var deleted: [String] = []
        var target = [CChar](repeating: 0, count: 4096)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            let length = readlink("\(folder)/\(name)", &target, target.count - 1)
            guard length > 0 else { continue }
            let text = String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasSuffix(" (deleted)") { deleted.append(text) }
        }
        return deleted
    }
}
