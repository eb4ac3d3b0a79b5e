import Testing

@testable import Lint

@Suite("The .layoutstore-lint.yml configuration")
struct LintConfigurationTests {
    @Test("rules, devices, rtl and excluded paths as a team writes them")
    func full() throws {
        let configuration = try LintConfiguration.parse(
            """
            # layout checks for the app
            rules:
              misplaced-view: off      # we update frames in Xcode
              overlapping-siblings: error
              zero-size: on
            devices:
              - design
              - "ipad-11:landscape"
            rtl: false
            excluded: [Pods, 'Legacy/**/*.xib']
            """)
        #expect(configuration.severity(of: .misplacedView) == nil)
        #expect(configuration.severity(of: .overlappingSiblings) == .error)
        #expect(configuration.severity(of: .zeroSize) == .warning)
        #expect(configuration.severity(of: .ambiguousLayout) == .error)
        #expect(configuration.resolvedDevices.map(\.label) == ["design", "ipad-11 landscape"])
        #expect(configuration.isExcluded("Pods/Lib/View.xib") && configuration.isExcluded("./Legacy/Old/A.xib"))
        #expect(!configuration.isExcluded("App/Main.storyboard") && !configuration.isExcluded("PodsExtra/A.xib"))
    }

    @Test("an empty file, or only comments, is the defaults: every device, both directions")
    func empty() throws {
        for text in ["", "# nothing yet\n", "---\n"] {
            let configuration = try LintConfiguration.parse(text)
            #expect(configuration == LintConfiguration())
            #expect(configuration.resolvedDevices.count == 14)
        }
    }

    @Test(
        "a malformed configuration names the line and what is wrong",
        arguments: [
            ("rules:\n  misplaced-views: off\n", 2, "did you mean 'misplaced-view'?"),
            ("rules:\n  misplaced-view: sometimes\n", 2, "takes one of on, off, error, warning"),
            ("devices: [design, iphone-4]\n", 1, "no device 'iphone-4'"),
            ("device: [design]\n", 1, "did you mean 'devices'?"),
            ("rtl: maybe\n", 1, "'rtl' is true or false"),
            ("rules:\n\tzero-size: off\n", 2, "a tab indents this line"),
            ("rules:\n  zero-size: off\n    extra: 1\n", 3, "indented more than the lines above it"),
            ("excluded: [Pods\n", 1, "not closed"),
            ("rules: &anchor\n", 1, "anchors"),
            ("- design\n", 1, "not a list"),
            ("rtl: true\nrtl: false\n", 2, "given twice"),
            ("excluded: \"Pods\n", 1, "not closed"),
        ])
    func malformed(text: String, line: Int, words: String) {
        #expect {
            _ = try LintConfiguration.parse(text)
        } throws: { error in
            guard case .configuration(let errorLine, let reason) = error as? LintError else { return false }
            return errorLine == line && reason.contains(words)
        }
    }

    @Test(
        "excluded patterns: * within a folder, ** across, a plain name a file or a folder",
        arguments: [
            ("Pods", "Pods/A/B.xib", true), ("Pods/", "Pods/B.xib", true), ("*.xib", "A.xib", true), ("*.xib", "Dir/A.xib", false),
            ("**/*.xib", "Dir/Sub/A.xib", true), ("**/*.xib", "A.xib", true), ("App/**", "App/X/Y.storyboard", true),
            ("App/?.xib", "App/A.xib", true), ("App/?.xib", "App/AB.xib", false), ("Main.storyboard", "Main.storyboard", true),
            ("Main.storyboard", "Other/Main.storyboard", false),
        ])
    func excluded(pattern: String, path: String, matches: Bool) {
        #expect(GlobPattern(pattern).matches(path) == matches)
    }
}
