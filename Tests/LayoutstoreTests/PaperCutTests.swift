import Foundation
import Testing

/// Issue 34's item 22: small things a user meets, each through the real binary.
@Suite("Paper cuts")
struct PaperCutTests {
    @Test("Item 22: an id prefix under 4 characters is too short, and the message gives the minimum")
    func shortIDPrefix() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Login")
        try cli.ok("view", "add", "title")
        try cli.ok("add", "title.width = 100")
        let before = try cli.storeSnapshot()
        // `show` also takes a revision by a prefix of its hash: a prefix no revision starts with
        // leaves the constraint's rule alone to answer.
        let log = try cli.ok("log")
        let prefix = ["3a", "3b", "5c", "7d", "9e"].first { prefix in !log.split(separator: "\n").contains { $0.hasPrefix(prefix) } }!
        for arguments in [["show", prefix], ["edit", prefix, "--constant", "2"], ["remove", prefix]] {
            let result = try cli.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("'\(prefix)' is too short") && result.stderr.contains("at least 4 characters"), "\(result.stderr)")
        }
        #expect(try cli.storeSnapshot() == before)
    }

    @Test("Item 22: sync with no remote says there is none and how to add one")
    func syncWithoutRemotes() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Login")
        let before = try cli.storeSnapshot()
        let result = try cli.run("sync")
        #expect(result.status == 1)
        #expect(result.stderr.contains("no remote") && result.stderr.contains("`layoutstore remote add NAME URL`"), "\(result.stderr)")
        #expect(!result.stderr.contains("''"), "\(result.stderr)")
        #expect(try cli.storeSnapshot() == before)
        try cli.ok("remote", "add", "a", cli.folder.appending(path: "a.db").path)
        try cli.ok("remote", "add", "b", cli.folder.appending(path: "b.db").path)
        let several = try cli.run("sync")
        #expect(
            several.status == 1 && several.stderr.contains("several remotes (a, b)") && several.stderr.contains("`layoutstore sync NAME`"),
            "\(several.stderr)")
    }

    @Test("Item 22: an unknown command suggests the nearest one and lists the commands")
    func unknownCommand() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Login")
        let before = try cli.storeSnapshot()
        let checkout = try cli.run("checkout", "HEAD~1")
        #expect(checkout.status == 64, "\(checkout.stderr)")
        #expect(
            checkout.stderr.contains("'checkout' is not a layoutstore command") && checkout.stderr.contains("did you mean 'check'?"),
            "\(checkout.stderr)")
        #expect(checkout.stderr.contains("The commands: init, import,") && checkout.stderr.contains("sync"), "\(checkout.stderr)")
        let listed = try #require(checkout.stderr.components(separatedBy: "The commands: ").last?.components(separatedBy: " (").first)
        let names = listed.components(separatedBy: ", ")
        #expect(names.count == Set(names).count && names.contains("update-frames"), "each command once: \(listed)")
        let typo = try cli.run("--project", "Login", "lsit")
        #expect(typo.status == 64 && typo.stderr.contains("did you mean 'list'?"), "\(typo.stderr)")
        let known = try cli.run("check", "--no-such-option")
        #expect(known.status == 64 && !known.stderr.contains("not a layoutstore command"), "a known command keeps its own message: \(known.stderr)")
        #expect(try cli.storeSnapshot() == before)
    }

    @Test("Item 22: the hint an invalid frame gives is a command that runs")
    func invalidFrameHintRuns() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Bar", "--size", "320x480")
        try cli.ok("view", "add", "green", "--frame", "200,0,10,10")
        try cli.ok("add", "green.leading = root.leading + 200")
        try cli.ok("add", "green.trailing = root.leading + 100", "--id", "tooShort")
        let check = try cli.run("check")
        #expect(check.status == 3)
        let hint = try #require(check.stdout.components(separatedBy: "`").first { $0.hasPrefix("layoutstore list") }, "\(check.stdout)")
        let arguments = hint.split(separator: " ").dropFirst().map(String.init)
        let listed = try cli.run(arguments)
        #expect(listed.status == 0, "`\(hint)`: \(listed.stderr)")
        #expect(listed.stdout.contains("tooShort"), "`\(hint)` lists green's constraints: \(listed.stdout)")
    }

    /// Whether this machine lets a process mount a small file system of its own (a user and
    /// mount namespace), where a disk fills up for real.
    static let canMountTmpfs: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        probe.arguments = ["-rm", "sh", "-c", "mount -t tmpfs -o size=16k tmpfs /tmp"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    @Test(
        "Item 22: a full disk while creating a store says the disk is full, and leaves no file behind",
        .enabled(if: canMountTmpfs, "needs a user namespace to mount a small tmpfs"))
    func diskFullWhileCreating() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        // A 16 KB file system of the process's own: a new store's schema does not fit.
        let disk = cli.folder.appending(path: "small-disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let script = """
            mount -t tmpfs -o size=16k tmpfs "$1" || exit 99
            "$2" --store "$1/layout.db" init Login
            status=$?
            echo "left behind: $(ls -A "$1")"
            exit $status
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-rm", "sh", "-c", script, "sh", disk.path, cli.binary.path]
        process.environment = cli.environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let listing = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "\(message)")
        #expect(message.contains("is full") && !message.contains("give the path of a store file"), "\(message)")
        #expect(listing.trimmingCharacters(in: .whitespacesAndNewlines) == "left behind:", "a piece of a store was left: \(listing)")
    }

    @Test("Item 22: update-frames --json prints JSON when there is nothing to update")
    func updateFramesJSONWithNothingToDo() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Card", "--size", "320x480")
        try cli.ok("view", "add", "card", "--frame", "20,20,100,50")
        try cli.ok("add", "--vfl", "H:|-20-[card(100)]")
        try cli.ok("add", "--vfl", "V:|-20-[card(50)]")
        let before = try cli.storeSnapshot()
        let result = try cli.run("update-frames", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8), options: .fragmentsAllowed)
        #expect(parsed is NSNull, "no revision was made: \(result.stdout)")
        #expect(try cli.storeSnapshot() == before)
    }

    @Test("Item 22: token create --json prints the token and what it grants")
    func tokenCreateJSON() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Login")
        let made = try #require(
            try cli.run("token", "create", "--project", "Login", "--read-only", "--label", "ci", "--json").json() as? [String: Any])
        #expect((made["token"] as? String)?.hasPrefix("lst_") == true, "\(made)")
        #expect(made["project"] as? String == "Login" && made["access"] as? String == "read-only" && made["label"] as? String == "ci", "\(made)")
        let listed = try #require(try cli.run("token", "list", "--json").json() as? [[String: Any]])
        #expect(listed.count == 1)
    }
}
