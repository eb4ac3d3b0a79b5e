import Foundation
import Testing

@testable import Interchange

@Suite("A document's layout as text (git textconv)")
struct DocumentLayoutTextTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/ibcorpus")

    func text(_ source: String, file: String = "Doc") throws -> String {
        DocumentLayoutText.text(of: try IBDocument(bytes: Array(source.utf8), file: file), fileName: file)
    }

    @Test("views as a tree with kinds, ids and frames; constraints as equations with their ids")
    func contents() throws {
        let printed = try text(DocumentImportTests.login, file: "Login")
        #expect(printed.hasPrefix("scene \"LoginView\"\n  root view id=root1 frame=0,0,375,667\n    titleLabel label id=lbl frame=16,64,42,21\n"))
        #expect(printed.contains("    view1 view id=box frame=0,200,375,100 hidden\n"))
        #expect(printed.contains("    titleLabel.top == root.safeArea.top + 20  # id=c1\n"))
        #expect(printed.contains("textField1.top >= titleLabel.lastBaseline + 8 @750  # id=c3 identifier=\"fieldTop\"\n"))
        #expect(printed.contains("# id=c5 placeholder\n") && printed.contains("# id=c6 inactive\n"))
    }

    @Test("the same layout saved in another order prints the same text")
    func stable() throws {
        let original = DocumentImportTests.login
        let lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let c1 = try #require(lines.firstIndex { $0.contains("id=\"c1\"") })
        let c4 = try #require(lines.firstIndex { $0.contains("id=\"c4\"") })
        var reordered = lines
        reordered.swapAt(c1, c4)
        #expect(try text(reordered.joined(separator: "\n")) == (try text(original)))
    }

    @Test("a changed constant changes one line of every corpus document's text")
    func oneLineChange() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
            .filter { ["xib", "storyboard"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
        var changed = 0
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            // The first constraint with a constant: its constant plus 7.
            guard let range = source.range(of: #"<constraint [^>]*constant="(-?[0-9.]+)""#, options: .regularExpression),
                let value = source[range].range(of: #"constant="(-?[0-9.]+)""#, options: .regularExpression)
            else { continue }
            let number = try #require(Double(source[value].dropFirst(10).dropLast()))
            let edited = source.replacingCharacters(in: value, with: "constant=\"\(number + 7)\"")
            let before = try text(source, file: file.lastPathComponent).split(separator: "\n")
            let after = try text(edited, file: file.lastPathComponent).split(separator: "\n")
            let difference = after.difference(from: before)
            // One line removed and one added (a constraint sorted by its equation may move).
            #expect(difference.removals.count == 1 && difference.insertions.count == 1, "\(file.lastPathComponent)")
            changed += 1
        }
        #expect(changed > 40)
    }
}
