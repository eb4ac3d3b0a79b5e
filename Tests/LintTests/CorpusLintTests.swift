import Foundation
import Testing

@testable import Lint

@Suite("Lint on the corpus")
struct CorpusLintTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/ibcorpus")

    @Test("every document reads, and every finding points at the element of the view or constraint it names")
    func locations() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
            .filter { ["xib", "storyboard"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
        var configuration = LintConfiguration()
        configuration.devices = ["design"]
        configuration.rightToLeft = false
        var located = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let findings = DocumentLinter(configuration: configuration).lint(bytes: Array(text.utf8), path: file.lastPathComponent)
            #expect(!findings.contains { $0.rule == .malformedDocument }, "\(file.lastPathComponent)")
            for finding in findings {
                guard let id = finding.objectID, !id.hasPrefix("name:") else { continue }
                let line = Array(lines[finding.line - 1])
                let element = String(line[(finding.column - 1)...])
                #expect(element.hasPrefix("<") && element.contains(" id=\"\(id)\""), "\(file.lastPathComponent):\(finding.line):\(finding.column)")
                located += 1
            }
        }
        #expect(located > 100)
    }
}
