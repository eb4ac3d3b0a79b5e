import Foundation
import Model
import Testing

/// A writer killed with SIGKILL at any moment leaves a store that is whole: SQLite's integrity
/// check passes, every revision in the log is complete and hashes to its id, and the state
/// equals the replay of the log (all three are what `layoutstore verify` checks).
@Suite("Crash safety")
struct CrashSafetyTests {
    @Test("A writer killed at random moments, 20 times, leaves a valid store", arguments: [UInt64(20261121)])
    func killedWriters(seed: UInt64) throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Crash")
        try cli.ok("view", "add", "box")

        // How long one write takes here, so the kills land throughout a write's life: while the
        // process starts, opens the store, writes and commits.
        let clock = ContinuousClock()
        let timed = try clock.measure { try cli.ok("add", "box.width >= 1", "--id", "timing") }
        let window = max(timed, .milliseconds(5))
        let windowSeconds = Double(window.components.seconds) + Double(window.components.attoseconds) / 1e18

        var random = SplitMix64(seed: seed)
        var killed = 0
        for round in 0..<20 {
            let writer = try cli.start(["add", "box.width >= \(round + 2)", "--id", "w\(round)", "-m", "round \(round)"])
            Thread.sleep(forTimeInterval: Double(random.next() % 1000) / 1000 * windowSeconds)
            if writer.process.isRunning {
                kill(writer.process.processIdentifier, SIGKILL)
                killed += 1
            }
            writer.process.waitUntilExit()

            let integrity = try CLI.sqlite3(cli.store.path, "PRAGMA integrity_check")
            #expect(integrity == "ok", "seed \(seed), round \(round): \(integrity)")
            let verify = try cli.run("verify")
            #expect(verify.status == 0, "seed \(seed), round \(round): \(verify.stderr)")

            // Each constraint came with its revision, or neither is there.
            let log = try #require(try cli.run("log", "--json").json() as? [[String: Any]])
            let constraints = try #require(try cli.run("list", "--json").json() as? [[String: Any]])
            #expect(log.count == 3 + constraints.count - 1, "seed \(seed), round \(round)")
        }
        #expect(killed > 0, "seed \(seed): no writer was killed mid-way; the window is too short")
    }
}
