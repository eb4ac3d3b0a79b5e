import Foundation
import Interchange
import Testing

/// `layoutstore lint` as a team runs it: the real binary on corpus documents copied into a
/// folder, every reporter's output parsed back, exit codes, configuration and baselines.
@Suite("layoutstore lint")
struct LintCommandTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/ibcorpus")
    /// Corpus documents with findings, and one without.
    static let documents = [
        "HeroTransitions__Hero__LegacyExamples__Examples__MusicPlayer.storyboard",
        "AssistoLab__DropDown__Demo__Base.lproj__Main.storyboard",
    ]

    /// A folder with the documents under `App/` (and a clean one), and the CLI run in it.
    func project() throws -> CLI {
        let cli = try CLI()
        let app = cli.folder.appending(path: "App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for name in Self.documents {
            try FileManager.default.copyItem(at: Self.corpus.appending(path: name), to: app.appending(path: name))
        }
        try Data(Self.clean.utf8).write(to: app.appending(path: "Clean.xib"))
        return cli
    }

    /// A xib whose one label is placed by four constraints.
    static let clean = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701">
            <objects>
                <view contentMode="scaleToFill" id="root" customClass="CleanView">
                    <rect key="frame" x="0" y="0" width="320" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="10" y="10" width="100" height="50"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                        <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
                        <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """

    struct Issue: Hashable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var rule: String
    }

    /// Xcode's lines parsed back; each must point at the `<` of an element in its file.
    func parseXcode(_ output: String, in folder: URL) throws -> [Issue] {
        let pattern = try Regex(#"^(.+):(\d+):(\d+): (error|warning): (.+) \[([a-z-]+)\]$"#)
        return try output.split(separator: "\n").map { line in
            let match = try #require(try pattern.wholeMatch(in: String(line)), "not Xcode's format: \(line)")
            let issue = Issue(
                file: String(try #require(match[1].substring)), line: Int(try #require(match[2].substring))!,
                column: Int(try #require(match[3].substring))!, severity: String(try #require(match[4].substring)),
                rule: String(try #require(match[6].substring)))
            let text = try String(contentsOf: folder.appending(path: issue.file), encoding: .utf8)
            let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[issue.line - 1]
            #expect(Array(lineText)[issue.column - 1] == "<", "\(line) does not point at an element")
            return issue
        }
    }

    @Test("Xcode's format, at each element; exit 1 on problems, 0 on a clean document")
    func xcodeFormat() throws {
        let cli = try project()
        defer { cli.removeFolder() }
        let result = try cli.run("lint")
        #expect(result.status == 1, "\(result.stderr)")
        let issues = try parseXcode(result.stdout, in: cli.folder)
        #expect(!issues.isEmpty)
        #expect(Set(issues.map(\.file)).isSubset(of: Set(Self.documents.map { "App/" + $0 })))
        #expect(result.stderr.contains("linted 3 documents on 14 devices"))
        let clean = try cli.run("lint", "App/Clean.xib")
        #expect(clean.status == 0 && clean.stdout.isEmpty, "\(clean.stdout)")
    }

    @Test("every reporter gives the same findings, parsed back")
    func reporters() throws {
        let cli = try project()
        defer { cli.removeFolder() }
        let issues = try parseXcode(try cli.run("lint", "App").stdout, in: cli.folder)
        let key = { (issue: Issue) in "\(issue.file):\(issue.line):\(issue.column):\(issue.rule)" }
        let expected = issues.map(key).sorted()

        let json = try #require(try cli.run("lint", "App", "--reporter", "json").json() as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!):\($0["rule"]!)" }.sorted() == expected)
        #expect((json["files"] as? [String])?.count == 3)

        let sarif = try #require(try cli.run("lint", "App", "--reporter", "sarif").json() as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let sarifKeys = try results.map { result -> String in
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let region = try #require(location["region"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            return "\(uri):\(region["startLine"]!):\(region["startColumn"]!):\(result["ruleId"]!)"
        }
        #expect(sarifKeys.sorted() == expected)

        let github = try cli.run("lint", "App", "--reporter", "github").stdout.split(separator: "\n")
        let command = try Regex(#"^::(error|warning) file=([^,]+),line=(\d+),col=(\d+),title=([a-z-]+)::.+$"#)
        let githubKeys = try github.map { line -> String in
            let match = try #require(try command.wholeMatch(in: String(line)), "not a workflow command: \(line)")
            return "\(match[2].substring!):\(match[3].substring!):\(match[4].substring!):\(match[5].substring!)"
        }
        #expect(githubKeys.sorted() == expected)

        let junit = try cli.run("lint", "App", "--reporter", "junit")
        #expect(junit.status == 1)
        let root = try XMLReader.read(Array(junit.stdout.utf8), file: "junit.xml")
        let cases = try #require(root.child("testsuite")).children.filter { $0.name == "testcase" }
        #expect(cases.filter { $0.child("failure") != nil }.count == expected.count)
        #expect(cases.contains { $0["classname"] == "App/Clean.xib" && $0.child("failure") == nil })
    }

    @Test("a malformed document is reported and the others linted")
    func malformed() throws {
        let cli = try project()
        defer { cli.removeFolder() }
        try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n".utf8)
            .write(to: cli.folder.appending(path: "App/Broken.xib"))
        let result = try cli.run("lint", "App", "--devices", "design", "--no-rtl")
        #expect(result.status == 1)
        // The reader stops where the document is cut short: the line of the element left open.
        #expect(result.stdout.contains("App/Broken.xib:2:1: error: Malformed document: element <objects> is not closed"))
        #expect(result.stdout.contains("[malformed-document]"))
        let others = result.stdout.split(separator: "\n").filter { !$0.contains("Broken") }.joined(separator: "\n")
        #expect(try parseXcode(others, in: cli.folder).contains { $0.file == "App/" + Self.documents[1] })
        #expect(result.stderr.contains("linted 4 documents on 1 device"))
    }

    @Test(
        "usage errors exit 64 and say what is wrong",
        arguments: [
            (["lint", "--reporter", "html"], "no reporter 'html'"),
            (["lint", "--devices", "iphone-4"], "no device 'iphone-4'"),
            (["lint", "--size-class", "compact-width"], "--size-class"),
            (["lint", "Nowhere"], "'Nowhere': no such file or folder"),
            (["lint", "--baseline", "App/Clean.xib"], "not a lint baseline"),
        ])
    func usage(arguments: [String], message: String) throws {
        let cli = try project()
        defer { cli.removeFolder() }
        let result = try cli.run(arguments)
        #expect(result.status == 64 && result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test(".layoutstore-lint.yml turns rules off, narrows devices and excludes paths; a malformed one exits 64 with its line")
    func configuration() throws {
        let cli = try project()
        defer { cli.removeFolder() }
        let all = try parseXcode(try cli.run("lint").stdout, in: cli.folder)
        let rule = try #require(all.first).rule
        try Data("rules:\n  \(rule): off\ndevices: [design]\nrtl: false\nexcluded:\n  - App/Hero*\n".utf8)
            .write(to: cli.folder.appending(path: ".layoutstore-lint.yml"))
        let configured = try cli.run("lint")
        let issues = try parseXcode(configured.stdout, in: cli.folder)
        #expect(!issues.contains { $0.rule == rule } && !issues.contains { $0.file.contains("Hero") })
        #expect(configured.stderr.contains("linted 2 documents on 1 device"))
        try Data("rules:\n  zero-size: off\n   misplaced-view: off\n".utf8).write(to: cli.folder.appending(path: ".layoutstore-lint.yml"))
        let malformed = try cli.run("lint")
        #expect(malformed.status == 64)
        #expect(malformed.stderr.contains(".layoutstore-lint.yml: line 3: "), "\(malformed.stderr)")
    }

    @Test("--write-baseline, then --baseline reports only what is new")
    func baseline() throws {
        let cli = try project()
        defer { cli.removeFolder() }
        let written = try cli.run("lint", "--write-baseline", "lint-baseline.json")
        #expect(written.status == 0 && written.stderr.contains("wrote "))
        let again = try cli.run("lint", "--baseline", "lint-baseline.json")
        #expect(again.status == 0 && again.stdout.isEmpty, "\(again.stdout)")
        // A new ambiguous view: the clean box loses its width.
        let clean = cli.folder.appending(path: "App/Clean.xib")
        try Data(Self.clean.replacing("<constraint firstItem=\"box\" firstAttribute=\"width\" constant=\"100\" id=\"c3\"/>", with: "").utf8)
            .write(to: clean)
        let new = try cli.run("lint", "--baseline", "lint-baseline.json")
        #expect(new.status == 1)
        let issues = try parseXcode(new.stdout, in: cli.folder)
        #expect(issues.map(\.file) == ["App/Clean.xib"] && issues.map(\.rule) == ["ambiguous-layout"])
    }
}
