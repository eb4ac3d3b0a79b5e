import Interchange
import Testing

@testable import Lint

@Suite("Lint rules on a document made to break each")
struct DocumentLinterTests {
    let text = LintFixture.storyboard()
    var findings: [LintFinding] { DocumentLinter().lint(bytes: Array(text.utf8), path: "App/Profile.storyboard") }

    func finding(_ rule: LintRule, _ object: String) -> LintFinding? { findings.first { $0.rule == rule && $0.objectID == object } }

    /// The line and column where `<... id="ID"` starts in the fixture.
    func location(ofElementWithID id: String) -> (Int, Int)? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("id=\"\(id)\"") {
            let column = line.prefix { $0 == " " }.count + 1
            return (index + 1, column)
        }
        return nil
    }

    @Test("an ambiguous view is an error at its element, on every device")
    func ambiguous() throws {
        let loose = try #require(finding(.ambiguousLayout, "loose"))
        #expect(loose.severity == .error)
        #expect(loose.message.contains("'loose' (view)'s width and height are not determined"))
        #expect(loose.devices.count == LintConfiguration().resolvedDevices.count)
        let (line, column) = try #require(location(ofElementWithID: "loose"))
        #expect((loose.line, loose.column) == (line, column))
        #expect(loose.file == "App/Profile.storyboard" && loose.scene == "Profile")
    }

    @Test("conflicting required constraints: the set, the one broken, at the broken constraint's element")
    func unsatisfiable() throws {
        let conflict = try #require(findings.first { $0.rule == .unsatisfiableConstraints })
        #expect(["f3", "f5"].contains(conflict.objectID))
        #expect(conflict.message.contains("fixed.width == 100") && conflict.message.contains("fixed.width == 120"))
        #expect(conflict.message.contains("Auto Layout breaks"))
        let (line, column) = try #require(location(ofElementWithID: conflict.objectID ?? ""))
        #expect((conflict.line, conflict.column) == (line, column))
    }

    @Test("a view stored away from where its constraints put it is misplaced, on the design device only")
    func misplaced() throws {
        let moved = try #require(finding(.misplacedView, "moved"))
        #expect(moved.devices == ["design"] && moved.severity == .warning)
        #expect(moved.message.contains("16,420,100,40") && moved.message.contains("16,400,100,40"))
        #expect(findings.filter { $0.rule == .misplacedView }.compactMap(\.objectID).allSatisfy { $0 == "moved" || $0 == "fixed" })
    }

    @Test("siblings apart at design that overlap on a smaller screen, in both directions")
    func overlap() throws {
        let overlap = try #require(finding(.overlappingSiblings, "badge"))
        #expect(overlap.detail == "name")
        #expect(overlap.devices == ["iphone-se portrait", "iphone-se portrait rtl"])
        #expect(overlap.message.contains("overlaps 'name' (view) by 7 × 40 pt"))
    }

    @Test("a view that leaves its superview on a smaller screen; not one that was outside at design")
    func outside() throws {
        let banner = try #require(finding(.outsideSuperview, "banner"))
        #expect(banner.devices == ["iphone-se portrait", "iphone-se portrait rtl"])
        #expect(!banner.devices.contains("design") && !banner.devices.contains("ipad-11 portrait"))
        // Every view is inside the root at design, where the views solve (but two misplaced ones) to their stored frames.
        #expect(!findings.contains { $0.rule == .outsideSuperview && $0.devices.contains("design") })
    }

    @Test("a negative size is an error and a collapsed one a warning, where they happen")
    func sizes() throws {
        let narrow = try #require(finding(.negativeSize, "narrow"))
        #expect(narrow.severity == .error && narrow.devices.contains("iphone-se portrait"))
        #expect(!narrow.devices.contains("design") && !narrow.devices.contains("ipad-11 portrait"))
        let squeeze = try #require(finding(.zeroSize, "squeeze"))
        #expect(squeeze.severity == .warning && squeeze.detail == "width")
        #expect(squeeze.devices == ["iphone-se portrait", "iphone-se portrait rtl"])
    }

    @Test("findings come in document order, and the same document gives the same findings")
    func order() {
        let first = findings
        #expect(first == findings)
        #expect(first.map(\.line) == first.map(\.line).sorted())
    }

    @Test("constraining the ambiguous view removes its finding and nothing else")
    func fixed() {
        let after = DocumentLinter().lint(bytes: Array(LintFixture.storyboard(looseConstrained: true).utf8), path: "App/Profile.storyboard")
        #expect(!after.contains { $0.rule == .ambiguousLayout })
        #expect(Set(after.map(\.fingerprint)) == Set(findings.filter { $0.rule != .ambiguousLayout }.map(\.fingerprint)))
    }

    @Test("a configuration turns rules off, changes severities and narrows the matrix")
    func configured() throws {
        var configuration = LintConfiguration()
        configuration.severities = [.ambiguousLayout: LintSeverity?.none, .overlappingSiblings: .error]
        configuration.devices = ["design", "iphone-se:portrait"]
        configuration.rightToLeft = false
        let found = DocumentLinter(configuration: configuration).lint(bytes: Array(text.utf8), path: "p.storyboard")
        #expect(!found.contains { $0.rule == .ambiguousLayout })
        let overlap = try #require(found.first { $0.rule == .overlappingSiblings })
        #expect(overlap.severity == .error && overlap.devices == ["iphone-se portrait"])
        #expect(found.allSatisfy { $0.devices.allSatisfy { ["design", "iphone-se portrait"].contains($0) } })
    }

    @Test("a malformed document is one finding at the line of the problem")
    func malformed() throws {
        let broken = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>\n"
        let found = DocumentLinter().lint(bytes: Array(broken.utf8), path: "Broken.xib")
        let finding = try #require(found.first)
        #expect(found.count == 1 && finding.rule == .malformedDocument && finding.severity == .error)
        #expect(finding.line == 4 && finding.message.contains("</document> closes <objects>"))
    }
}
