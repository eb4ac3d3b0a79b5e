import Foundation
import Model
import Testing

/// Edits and syncs run at once, as separate `layoutstore` processes on three replicas: every
/// edit that exited 0 must survive every sync.
@Suite("Sync races, end to end")
struct SyncRaceCLITests {
    @Test("Edits concurrent with syncs: every edit that exited 0 is in the final state of every replica", arguments: [UInt64(16), 2027])
    func editsSurviveConcurrentSyncs(seed: UInt64) throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let replicas = (0..<3).map { cli.folder.appending(path: "r\($0).db").path }
        func command(_ replica: Int, _ arguments: [String]) -> [String] { ["--store", replicas[replica], "--project", "Shared"] + arguments }
        @discardableResult
        func ok(_ arguments: [String]) throws -> String {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "seed \(seed): layoutstore \(arguments.joined(separator: " ")): \(result.stderr)")
            return result.stdout
        }
        try cli.ok("--store", replicas[0], "init", "Shared")
        for (index, _) in replicas.enumerated() {
            for (other, path) in replicas.enumerated() where other != index {
                try cli.ok("--store", replicas[index], "remote", "add", "r\(other)", path)
            }
        }
        for index in 1..<3 { try ok(command(index, ["sync", "r0"])) }

        var random = SplitMix64(seed: seed)
        var added: [String] = []
        var syncsThatFailed: [String] = []
        for round in 0..<8 {
            // On each replica at once: a view added, and a sync with another replica, twice over.
            var running: [(kind: String, arguments: [String], process: CLI.Running)] = []
            for replica in 0..<3 {
                for turn in 0..<2 {
                    let name = "v\(round)_\(replica)_\(turn)"
                    let edit = command(replica, ["view", "add", name, "--frame", "0,\(round * 10),20,10", "-m", "add \(name)"])
                    let other = (replica + 1 + Int(random.next() % 2)) % 3
                    let sync = command(replica, ["sync", "r\(other)"])
                    for (kind, arguments) in random.next() % 2 == 0 ? [(name, edit), ("sync", sync)] : [("sync", sync), (name, edit)] {
                        running.append((kind, arguments, try cli.start(arguments)))
                    }
                }
            }
            for run in running {
                run.process.process.waitUntilExit()
                let result = run.process.result()
                if run.kind == "sync" {
                    if result.status != 0 { syncsThatFailed.append(result.stderr) }
                } else if result.status == 0 {
                    added.append(run.kind)
                }
            }
        }
        // Settle: sync around the ring until every head agrees.
        var heads: [String] = []
        for _ in 0..<6 {
            for (from, to) in [(0, 1), (1, 2), (2, 0)] { try ok(command(from, ["sync", "r\(to)"])) }
            heads = try replicas.indices.map { try ok(command($0, ["log", "--limit", "1", "--json"])) }
            if Set(heads).count == 1 { break }
        }
        #expect(Set(heads).count == 1, "seed \(seed): the replicas did not settle")
        #expect(added.count > 24, "seed \(seed): only \(added.count) of 48 edits succeeded")
        for failure in syncsThatFailed {
            // A sync may give up (the heads kept moving); it must say so, never break anything.
            #expect(
                failure.contains("changed during the sync") || failure.contains("changed while syncing") || failure.contains("busy"),
                "seed \(seed): \(failure)")
        }
        for (index, replica) in replicas.enumerated() {
            let views = try #require(try cli.run(command(index, ["view", "list", "--json"])).json() as? [[String: Any]])
            let names = Set(views.compactMap { $0["name"] as? String })
            let lost = added.filter { !names.contains($0) }
            #expect(lost.isEmpty, "seed \(seed): replica \(index) lost \(lost.count) of \(added.count) acknowledged edits: \(lost)")
            #expect(try cli.run("--store", replica, "verify").status == 0)
        }
    }
}
