import Foundation
import Testing

/// The names `import` gives projects: always ones the store takes, and the same in a dry run.
@Suite("Names of imported projects")
struct ImportedProjectNameTests {
    /// A xib whose one top-level view has no name of its own (the file's name names it).
    static func unnamedView(id: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097">
            <objects>
                <view id="\(id)">
                    <rect key="frame" x="0" y="0" width="320" height="200"/>
                </view>
            </objects>
        </document>
        """
    }

    /// The names an `import --json` reported.
    func names(_ result: CLI.Result) throws -> [String] {
        let report = try #require(try result.json() as? [String: Any], "\(result.stderr)")
        return try #require(report["projects"] as? [[String: Any]]).compactMap { $0["name"] as? String }
    }

    @Test("a file whose name is over 100 characters imports under a shortened name, unique in the store, as --dry-run said")
    func longFileName() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let stem = String(repeating: "LoginViewController", count: 7)  // 133 characters
        let first = cli.folder.appending(path: stem + ".xib")
        // Another layout (another root view id) whose file name starts with the same 100 characters.
        let second = cli.folder.appending(path: stem + "Compact.xib")
        try Self.unnamedView(id: "root1").write(to: first, atomically: true, encoding: .utf8)
        try Self.unnamedView(id: "root2").write(to: second, atomically: true, encoding: .utf8)

        let dry = try cli.run("import", first.path, "--dry-run", "--json")
        #expect(dry.status == 0, "\(dry.stderr)")
        let imported = try cli.run("import", first.path, "--json")
        #expect(imported.status == 0, "\(imported.stderr)")
        let name = try #require(try names(imported).first)
        #expect(name.count <= 100 && stem.hasPrefix(name.prefix(90)), "\(name)")
        #expect(try names(dry) == [name], "the dry run names it as the import does")

        let again = try cli.run("import", second.path, "--json")
        #expect(again.status == 0, "\(again.stderr)")
        let other = try #require(try names(again).first)
        #expect(other.count <= 100 && other != name, "\(other)")
        let stored = try #require(try cli.run("projects", "--json").json() as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(Set(stored) == [name, other])
    }

    @Test("--dry-run refuses what the import refuses: a --project name over 100 characters")
    func dryRunChecksAsImport() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Existing")
        let file = cli.folder.appending(path: "Card.xib")
        try Self.unnamedView(id: "root1").write(to: file, atomically: true, encoding: .utf8)
        let long = String(repeating: "x", count: 150)
        let dry = try cli.run("import", file.path, "--project", long, "--dry-run")
        let real = try cli.run("import", file.path, "--project", long)
        #expect(real.status == 64 && real.stderr.contains("100 characters"), "\(real.stderr)")
        #expect(dry.status == real.status && dry.stderr == real.stderr, "\(dry.stderr)")
        #expect(try cli.ok("projects").split(separator: "\n").count == 2, "only the header and 'Existing'")
    }
}
