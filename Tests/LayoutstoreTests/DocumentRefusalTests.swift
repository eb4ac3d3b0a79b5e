import Foundation
import Testing

/// Documents `import` refuses: each with a message that says what is wrong and where, exit 1,
/// and the store exactly as it was (or, when there was none, still none).
@Suite("Documents import refuses")
struct DocumentRefusalTests {
    /// A xib with one top-level view, `Card`, holding `subviews` (XML at the subviews' depth).
    static func card(subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097">
            <objects>
                <view id="root1" customClass="Card">
                    <rect key="frame" x="0" y="0" width="320" height="200"/>
                    <subviews>
        \(subviews)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// Imports `bytes` as `name` into a store holding a project `Existing`, then checks that the
    /// import failed with `words` in its message and left the store as it was; returns stderr.
    @discardableResult
    func refused(_ bytes: [UInt8], as name: String, saying words: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Existing")
        let before = try cli.storeSnapshot()
        let file = cli.folder.appending(path: name)
        try Data(bytes).write(to: file)
        let result = try cli.run("import", file.path)
        #expect(result.status == 1, "exit status \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
        for word in words + [name] {
            #expect(result.stderr.contains(word), "'\(word)' not in: \(result.stderr)", sourceLocation: sourceLocation)
        }
        #expect(try cli.storeSnapshot() == before, "the store changed", sourceLocation: sourceLocation)
        return result.stderr
    }

    @Test("duplicate object ids are refused, naming the id and both places (line:column), before re-importing could delete a view")
    func duplicateObjectIDs() throws {
        let text = Self.card(
            subviews: """
                                <label id="twin" text="A">
                                    <rect key="frame" x="16" y="16" width="100" height="21"/>
                                </label>
                                <label id="twin" text="B">
                                    <rect key="frame" x="16" y="50" width="100" height="21"/>
                                </label>
                """)
        // The two labels start on lines 7 and 10, at column 17.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[6].hasPrefix(String(repeating: " ", count: 16) + "<label id=\"twin\""))
        #expect(lines[9].hasPrefix(String(repeating: " ", count: 16) + "<label id=\"twin\""))
        try refused(Array(text.utf8), as: "Twins.xib", saying: ["'twin'", "7:17", "10:17"])
    }

    @Test("invalid UTF-8 is refused with its byte offset, not imported with replacement characters")
    func invalidUTF8() throws {
        let text = Self.card(subviews: "")
        let card = try #require(text.range(of: "\"Card\""))
        let at = text.utf8.distance(from: text.startIndex, to: card.lowerBound) + 2  // the 'a' of "Card"
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(at..<(at + 2), with: [0xFF, 0xFE])  // "C\u{FF}\u{FE}d" in Latin-1
        try refused(bytes, as: "Latin.xib", saying: ["UTF-8", "offset \(at)"])
    }

    @Test("a document nested 3,000 views deep is refused with the limit, not a crash; one within the limit imports and solves")
    func deepNesting() throws {
        func nested(_ depth: Int) -> [UInt8] {
            var subviews = ""
            for level in 0..<depth {
                subviews += "<view id=\"v\(level)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><subviews>"
            }
            for _ in 0..<depth { subviews += "</subviews></view>" }
            return Array(Self.card(subviews: subviews).utf8)
        }
        try refused(nested(3_000), as: "Deep.xib", saying: ["nested", "256"])
        // 125 views below the root: the deepest element (the last view's <subviews>) is 254 levels down.
        let cli = try CLI()
        defer { cli.removeFolder() }
        let file = cli.folder.appending(path: "Deepest.xib")
        try Data(nested(125)).write(to: file)
        try cli.ok("import", file.path)
        #expect(try cli.solvedFrames().count == 126)
    }

    @Test("a refused import into a missing store leaves no store file, -wal or -shm behind")
    func refusedImportLeavesNoStore() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let bad = cli.folder.appending(path: "Bad.xib")
        try "hello there".write(to: bad, atomically: true, encoding: .utf8)
        // A document with a constraint to an object outside its layout root: --strict refuses it.
        let partial = cli.folder.appending(path: "Partial.xib")
        try Self.card(
            subviews: """
                                <label id="title" text="A">
                                    <rect key="frame" x="16" y="16" width="100" height="21"/>
                                    <constraints>
                                        <constraint firstItem="nowhere" firstAttribute="top" secondItem="title" secondAttribute="top" id="c1"/>
                                    </constraints>
                                </label>
                """
        ).write(to: partial, atomically: true, encoding: .utf8)
        for arguments in [["import", bad.path], ["import", partial.path, "--strict"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            for suffix in ["", "-wal", "-shm"] {
                #expect(!FileManager.default.fileExists(atPath: cli.store.path + suffix), "\(arguments) left layout.db\(suffix)")
            }
        }
    }
}
