import Foundation
import Model
import Solver
import Testing

@testable import Interchange

/// Every document of `Tests/Fixtures/ibcorpus` (real .xib and .storyboard files from open-source
/// apps, each listed in its `MANIFEST.tsv`), imported in one test.
@Suite("The Interface Builder corpus")
struct CorpusImportTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/ibcorpus")

    static func documents() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { ["xib", "storyboard"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }

    /// A document as `MANIFEST.tsv` lists it: its file, the repository it comes from, and the set
    /// it belongs to (`tuning`, the documents rules may be written against, or `check`).
    struct ManifestEntry {
        var file: String
        var repository: String
        var set: String
    }

    static func manifest() throws -> [ManifestEntry] {
        let text = try String(contentsOf: folder.appending(path: "MANIFEST.tsv"), encoding: .utf8)
        let rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let header = try #require(rows.first)
        let file = try #require(header.firstIndex(of: "file")), repository = try #require(header.firstIndex(of: "repo"))
        let set = try #require(header.firstIndex(of: "set"))
        return rows.dropFirst().map { ManifestEntry(file: $0[file], repository: $0[repository], set: $0[set]) }
    }

    @Test("the manifest lists every document once and nothing else, each repository's documents in one set, tuning or check")
    func manifestListsTheCorpus() throws {
        let manifest = try Self.manifest()
        #expect(Set(try Self.documents().map(\.lastPathComponent)) == Set(manifest.map(\.file)))
        #expect(Set(manifest.map(\.file)).count == manifest.count)
        #expect(Set(manifest.map(\.set)) == ["tuning", "check"])
        for (repository, entries) in Dictionary(grouping: manifest, by: \.repository) {
            #expect(Set(entries.map(\.set)).count == 1, "\(repository) is in both sets")
        }
    }

    @Test("every document imports, and every constraint it holds is imported or reported with a reason")
    func everyConstraintAccountedFor() throws {
        let documents = try Self.documents()
        #expect(documents.count == (try Self.manifest()).count)
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
            #expect(
                imported + reported == inDocument,
                "\(url.lastPathComponent): \(inDocument) constraints, \(imported) imported, \(reported) reported; not imported: lines \(Array(unseen))"
            )
            #expect(Set(result.projects.map(\.name)).count == result.projects.count, "\(url.lastPathComponent): project names are unique")
            // Every <stackView> is a stack view arranging each of its subviews.
            let stackElements = try XMLReader.read(bytes, file: url.lastPathComponent).descendants(named: "stackView")
            let stacks = result.projects.flatMap { project in
                project.views.compactMap { view in view.stack.map { (view, $0, project.subviews(of: view.id).map(\.id)) } }
            }
            #expect(
                stacks.count == stackElements.count,
                "\(url.lastPathComponent): \(stackElements.count) stack views, \(stacks.count) imported as stacks")
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

    @Test(
        "documents that lean on legacy layout guides, scroll view content and margins-relative stacks solve to the frames they store",
        arguments: [
            "ReactiveX__RxSwift__RxExample__RxExample__Examples__Calculator__Calculator.storyboard",
            "xmartlabs__XLPagerTabStrip__Example__Example__Base.lproj__Storyboard.storyboard",
            "scenee__FloatingPanel__Examples__Stocks__Stocks__Base.lproj__Main.storyboard",
            "firebase__quickstart-ios__installations__InstallationsExample__Base.lproj__Main.storyboard",
        ])
    func solvesToStoredFrames(file: String) throws {
        let document = try IBDocument(bytes: Array(try Data(contentsOf: Self.folder.appending(path: file))), file: file)
        let imported = DocumentImport(document, fallbackName: "doc")
        var compared = 0
        for (index, project) in imported.projects.enumerated() {
            let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
            #expect(solution.ambiguous.isEmpty, "\(project.name): \(solution.ambiguous.compactMap { project.name(of: $0.item) })")
            #expect(solution.unsatisfiable.isEmpty, "\(project.name): \(solution.unsatisfiable.map { project.describe($0.broken) })")
            for view in project.views where view.parent != nil && !imported.unreliableFrames[index].contains(view.id) {
                let solved = try #require(solution.frames[view.id])
                let distance =
                    [solved.x - view.frame.x, solved.y - view.frame.y, solved.width - view.frame.width, solved.height - view.frame.height]
                    .map(abs).max() ?? 0
                #expect(distance <= 0.5, "\(project.name).\(view.name): stored \(view.frame), solved \(solved)")
                compared += 1
            }
        }
        #expect(compared >= 9)
    }
}
