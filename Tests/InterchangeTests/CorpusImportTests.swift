import Foundation
import Model
import Solver
import Testing
@testable import Interchange

/// Every document of `Tests/Fixtures/ibcorpus` (61 real .xib and .storyboard files from
/// open-source apps), imported in one test.
@Suite("The Interface Builder corpus")
struct CorpusImportTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/ibcorpus")

    static func documents() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { ["xib", "storyboard"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }

    @Test("every document imports, and every constraint it holds is imported or reported with a reason")
    func everyConstraintAccountedFor() throws {
        let documents = try Self.documents()
        #expect(documents.count == 61)
        var total = (constraints: 0, imported: 0, views: 0)
        for url in documents {
            let bytes = Array(try Data(contentsOf: url))
            let document = try IBDocument(bytes: bytes, file: url.lastPathComponent)
            let result = DocumentImport(document, fallbackName: "doc")
            #expect(!result.projects.isEmpty, "\(url.lastPathComponent): no layout root found")
            let elements = try XMLReader.read(bytes, file: url.lastPathComponent).descendants(named: "constraint")
            let inDocument = elements.count
            let importedIDs = Set(result.projects.flatMap { $0.constraints.compactMap(\.documentID) })
            let unseen = elements.filter { !importedIDs.contains($0["id"] ?? "") }.map(\.line).prefix(5)
            let imported = result.projects.reduce(0) { $0 + $1.constraints.count }
            let reported = result.skipped.filter { $0.reason.hasPrefix("constraints") && !$0.reason.contains("imported inactive") }
                .reduce(0) { $0 + $1.count }
            #expect(imported + reported == inDocument, "\(url.lastPathComponent): \(inDocument) constraints, \(imported) imported, \(reported) reported; not imported: lines \(Array(unseen))")
            #expect(Set(result.projects.map(\.name)).count == result.projects.count, "\(url.lastPathComponent): project names are unique")
            // Every <stackView> is a stack view arranging each of its subviews.
            let stackElements = try XMLReader.read(bytes, file: url.lastPathComponent).descendants(named: "stackView")
            let stacks = result.projects.flatMap { project in
                project.views.compactMap { view in view.stack.map { (view, $0, project.subviews(of: view.id).map(\.id)) } }
            }
            #expect(stacks.count == stackElements.count, "\(url.lastPathComponent): \(stackElements.count) stack views, \(stacks.count) imported as stacks")
            for (view, stack, subviews) in stacks {
                #expect(Set(stack.arrangedSubviews) == Set(subviews), "\(url.lastPathComponent): \(view.name) does not arrange its subviews")
            }
            total.constraints += inDocument
            total.imported += imported
            total.views += result.projects.reduce(0) { $0 + $1.views.count }
        }
        print("corpus: \(documents.count) documents, \(total.views) views, \(total.imported) of \(total.constraints) constraints imported")
        #expect(Double(total.imported) >= 0.95 * Double(total.constraints), "at most 5% of the corpus's constraints are left out")
    }
}
