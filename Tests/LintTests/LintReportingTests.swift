import Foundation
import Interchange
import Testing

@testable import Lint

@Suite("Reports and baselines")
struct LintReportingTests {
    let findings = DocumentLinter().lint(bytes: Array(LintFixture.storyboard().utf8), path: "App/Profile, main.storyboard")

    @Test("Xcode's format: one line per finding, path:line:column: severity: message [rule]")
    func xcode() throws {
        let lines = LintReporter.xcode.report(findings, files: ["App/Profile, main.storyboard"]).split(separator: "\n")
        #expect(lines.count == findings.count && !findings.isEmpty)
        for (line, finding) in zip(lines, findings) {
            #expect(line.hasPrefix("App/Profile, main.storyboard:\(finding.line):\(finding.column): \(finding.severity.rawValue): "))
            #expect(line.hasSuffix(" [\(finding.rule.rawValue)]"))
        }
    }

    @Test("JSON and SARIF parse back to the same findings")
    func json() throws {
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(LintReporter.json.report(findings, files: ["a"]).utf8)) as? [String: Any])
        let parsed = try #require(report["findings"] as? [[String: Any]])
        #expect(parsed.map { $0["rule"] as? String } == findings.map(\.rule.rawValue))
        #expect(parsed.map { $0["line"] as? Int } == findings.map(\.line))
        #expect(report["files"] as? [String] == ["a"])
        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(LintReporter.sarif.report(findings, files: ["a"]).utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == findings.map(\.rule.rawValue))
        let region = try #require(
            ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == findings.first?.line)
    }

    @Test("GitHub commands escape the commas and colons of a path")
    func github() {
        let lines = LintReporter.github.report(findings, files: []).split(separator: "\n")
        #expect(lines.count == findings.count)
        #expect(
            lines.allSatisfy {
                $0.hasPrefix("::error file=App/Profile%2C main.storyboard,line=")
                    || $0.hasPrefix("::warning file=App/Profile%2C main.storyboard,line=")
            })
    }

    @Test("JUnit is XML with a failed test case per finding and a passing one per clean document")
    func junit() throws {
        let text = LintReporter.junit.report(findings, files: ["App/Profile, main.storyboard", "Clean.xib"])
        let root = try XMLReader.read(Array(text.utf8), file: "junit.xml")
        let suite = try #require(root.child("testsuite"))
        let cases = suite.children.filter { $0.name == "testcase" }
        #expect(cases.count == findings.count + 1)
        #expect(cases.filter { $0.child("failure") != nil }.count == findings.count)
        #expect(suite["failures"] == String(findings.count))
        #expect(cases.contains { $0["classname"] == "Clean.xib" && $0.child("failure") == nil })
    }

    @Test("a baseline keeps old findings out and lets new ones through, whatever their line")
    func baseline() throws {
        let written = LintBaseline.encoded(findings.filter { $0.rule != .overlappingSiblings })
        let baseline = try LintBaseline(decoding: written)
        #expect(baseline.new(findings).map(\.rule) == [.overlappingSiblings])
        var moved = findings
        for index in moved.indices { moved[index].line += 3 }
        #expect(baseline.new(moved).map(\.rule) == [.overlappingSiblings])
        #expect(throws: LintError.self) { try LintBaseline(decoding: Array("not json".utf8)) }
    }
}
