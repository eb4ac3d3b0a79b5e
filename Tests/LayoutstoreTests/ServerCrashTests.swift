import Foundation
import Model
import Storage
import Testing

/// Two stores sync through a real `layoutstore serve` on 127.0.0.1; the server is killed in the
/// middle of a push and restarted, and the next sync completes with nothing lost or doubled.
@Suite("Sync through a server that crashes")
struct ServerCrashTests {
    /// A `layoutstore serve` process on an ephemeral port of 127.0.0.1.
    struct Server {
        let running: CLI.Running
        let url: String

        static func start(_ cli: CLI, store: URL) throws -> Server {
            let running = try cli.start(["--store", store.path, "serve", "--port", "0"])
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                let stderr = (try? String(contentsOf: running.stderrFile, encoding: .utf8)) ?? ""
                if let range = stderr.range(of: #"http://127\.0\.0\.1:\d+"#, options: .regularExpression) {
                    return Server(running: running, url: String(stderr[range]))
                }
                guard running.process.isRunning else { throw CLIFailure("serve exited: \(stderr)") }
                Thread.sleep(forTimeInterval: 0.02)
            }
            kill(running.process.processIdentifier, SIGKILL)
            throw CLIFailure("serve did not start listening within 30 s")
        }

        func kill9() {
            kill(running.process.processIdentifier, SIGKILL)
            running.process.waitUntilExit()
        }

        func stop() {
            kill(running.process.processIdentifier, SIGTERM)
            running.process.waitUntilExit()
        }
    }

    @Test("A server killed mid-push, restarted: the second sync finishes with nothing lost or doubled")
    func killedMidPush() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let serverStore = cli.folder.appending(path: "server.db")
        try cli.ok("--store", serverStore.path, "init", "Login")
        try cli.ok("--store", serverStore.path, "view", "add", "title")
        let token = try cli.ok("--store", serverStore.path, "token", "create", "--project", "Login")
            .trimmingCharacters(in: .whitespacesAndNewlines)

        var server = try Server.start(cli, store: serverStore)
        defer { server.stop() }
        try cli.ok("remote", "add", "origin", server.url, "--token", token)
        try cli.ok("--project", "Login", "sync", "origin")

        // Many revisions on the client, so the push takes a while.
        let client = try Store(path: cli.store.path)
        let project = try client.resolveProject("Login")
        let title = try #require(try client.state(of: project.id).itemID(named: "title"))
        for index in 0..<1500 {
            let equation = Equation(Anchor(title, .width), .greaterThanOrEqual, constant: Double(index))
            try client.commit(project.id, message: "w\(index)", edits: [.insertConstraint(Constraint(identifier: "w\(index)", equation: equation))])
        }
        let clientHistory = Set(try client.history.log(project.id).map(\.id))

        var random = SplitMix64(seed: 7)
        var interrupted = 0
        for attempt in 0..<3 {
            // Pushing 1,500 revisions takes about a second here: the kill lands while the
            // client prepares, sends, or the server stores them.
            let syncing = try cli.start(["sync", "origin"])
            Thread.sleep(forTimeInterval: Double(random.next() % 1000) / 1000)
            server.kill9()
            syncing.process.waitUntilExit()
            if syncing.process.terminationStatus != 0 { interrupted += 1 }
            // The server's store is whole after each crash.
            let verify = try cli.run("--store", serverStore.path, "verify")
            #expect(verify.status == 0, "attempt \(attempt): \(verify.stderr)")
            server = try Server.start(cli, store: serverStore)
            try cli.ok("remote", "remove", "origin")
            try cli.ok("remote", "add", "origin", server.url, "--token", token)
        }
        #expect(interrupted > 0, "no sync was cut off; the kills came too late")
        try cli.ok("sync", "origin")
        #expect(try cli.run("sync", "origin").stderr.contains("up to date"))

        // A fresh store clones the 1,502 revisions: they arrive through the helper part by part.
        let second = cli.folder.appending(path: "second.db").path
        try cli.ok("--store", second, "remote", "add", "origin", server.url, "--token", token)
        try cli.ok("--store", second, "--project", "Login", "sync", "origin")
        let cloned = try Store(path: second)
        #expect(try cloned.resolveProject("Login").head == client.resolveProject("Login").head)
        #expect(try cloned.history.log(project.id).count == clientHistory.count)
        #expect(try cloned.state(of: project.id) == client.state(of: project.id))

        server.stop()
        let serverSide = try Store(path: serverStore.path)
        let served = try serverSide.resolveProject("Login")
        #expect(served.head == (try client.resolveProject("Login")).head)
        let serverHistory = try serverSide.history.log(served.id).map(\.id)
        #expect(serverHistory.count == Set(serverHistory).count, "no revision doubled")
        #expect(Set(serverHistory) == clientHistory, "nothing lost")
        #expect(try serverSide.state(of: served.id).constraints.count == 1500)
        #expect(try serverSide.history.verify().isOK)
    }
}
