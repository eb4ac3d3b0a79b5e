import Foundation
import Testing

@testable import Interchange

/// Elements are told apart by their place in the document's tree, never by the line they start
/// on: a document with its line breaks removed imports as the same layouts.
@Suite("A document on one line")
struct OneLineDocumentTests {
    @Test(
        "a storyboard with its newlines removed gives the same projects, one per scene, nothing skipped that was not before",
        arguments: [
            "HeroTransitions__Hero__TvOSExamples__Basic.storyboard",
            "scenee__FloatingPanel__Examples__Maps__Maps__Base.lproj__Main.storyboard",
        ])
    func scenesOnOneLine(_ name: String) throws {
        let bytes = Array(try Data(contentsOf: CorpusImportTests.folder.appending(path: name)))
        let oneLine = bytes.filter { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        let original = DocumentImport(try IBDocument(bytes: bytes, file: name), fallbackName: "doc")
        let flattened = DocumentImport(try IBDocument(bytes: oneLine, file: name), fallbackName: "doc")
        #expect(original.projects.count >= 2)
        #expect(flattened.projects.map(\.name) == original.projects.map(\.name))
        #expect(flattened.projects.map(\.views.count) == original.projects.map(\.views.count))
        #expect(flattened.projects.map(\.constraints.count) == original.projects.map(\.constraints.count))
        #expect(flattened.skipped == original.skipped)
    }
}
