import Foundation
import Model
import Testing

@testable import Interchange

/// A document imported again onto its own earlier import: every layout root is found again
/// and nothing changes, whatever ids the second import made.
@Suite("Re-import on the Interface Builder corpus")
struct ReimportCorpusTests {
    @Test("every project of every corpus document, imported twice, is the same project with the same ids")
    func reimportChangesNothing() throws {
        var projects = 0
        for url in try CorpusImportTests.documents() {
            let document = try IBDocument(bytes: Array(try Data(contentsOf: url)), file: url.lastPathComponent)
            let first = DocumentImport(document, fallbackName: "doc").projects
            let second = DocumentImport(document, fallbackName: "doc").projects
            let existing = Dictionary(first.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            let plan = ImportPlan(imported: second, taken: Set(existing.keys)) { existing[$0] }
            #expect(plan.creating.isEmpty, "\(url.lastPathComponent): \(plan.creating.map(\.name)) not matched")
            for project in plan.updating {
                projects += 1
                let before = try #require(existing[project.name])
                #expect(Set(project.views) == Set(before.views), "\(url.lastPathComponent) \(project.name): views")
                #expect(Set(project.guides) == Set(before.guides), "\(url.lastPathComponent) \(project.name): guides")
                #expect(Set(project.constraints) == Set(before.constraints), "\(url.lastPathComponent) \(project.name): constraints")
            }
        }
        #expect(projects > 250)
    }
}
