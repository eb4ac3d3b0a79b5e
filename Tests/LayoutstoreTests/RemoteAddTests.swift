import Foundation
import Testing

@Suite("remote add refuses what sync could never reach (issue 16, item 13)")
struct RemoteAddTests {
    @Test("an ftp:// address, a malformed server address or a store in a folder that does not exist is refused at once, and no store is made")
    func refusedAtRemoteAdd() throws {
        let cli = try CLI()
        for (location, words) in [
            ("ftp://server/login.db", "is a ftp:// address"),
            ("/nonexistent/folder/login.db", "there is no folder '/nonexistent/folder'"),
            ("http://[::1", "is not a server's address"),
            ("http://", "is not a server's address"),
        ] {
            let result = try cli.run("remote", "add", "origin", location)
            #expect(result.status == 1, "\(location)")
            #expect(result.stderr.contains(words), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: cli.store.path), "\(location): a store was made")
        }
        // What sync can reach is still taken.
        try cli.ok("remote", "add", "laptop", cli.folder.appending(path: "laptop.db").path)
        try cli.ok("remote", "add", "origin", "HTTPS://example.test:7420")
        #expect(try cli.ok("remote", "list").contains("laptop"))
    }
}

@Suite("sync's refusals, as the command line words them")
struct SyncRefusalCommandTests {
    @Test("a sync a server refuses for want of a token says so with the server's status, and names the commands that make and give one")
    func unauthorizedSync() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let serverStore = cli.folder.appending(path: "server.db")
        try cli.ok("--store", serverStore.path, "init", "Login")
        let server = try ServerCrashTests.Server.start(cli, store: serverStore)
        defer { server.stop() }
        try cli.ok("init", "Login")
        try cli.ok("remote", "add", "origin", server.url, "--token", "lst_not-a-token")
        let refused = try cli.run("sync", "origin")
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("(HTTP 401); ask the server's owner for a token"), "\(refused.stderr)")
        #expect(refused.stderr.contains("`layoutstore token create --project P`"), "\(refused.stderr)")
        #expect(refused.stderr.contains("`layoutstore remote add NAME URL --token T`"), "\(refused.stderr)")
    }

    @Test("a server nobody listens at is reported as unreachable through the HTTP helper, with the advice to start one, and the store is unchanged")
    func unreachableServer() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Login")
        // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
        try cli.ok("remote", "add", "origin", "http://127.0.0.1:1", "--token", "lst_x")
        let before = try cli.ok("log", "--json")
        let failed = try cli.run("sync", "origin")
        #expect(failed.status == 1, "\(failed.stderr)")
        // Typed across the pipe: the relayed failure is the transport's `unreachable`, which
        // alone gets the advice to start a server.
        #expect(failed.stderr.contains("cannot reach http://127.0.0.1:1"), "\(failed.stderr)")
        #expect(failed.stderr.contains("(`layoutstore serve`)"), "\(failed.stderr)")
        #expect(try cli.ok("log", "--json") == before)
    }
}
