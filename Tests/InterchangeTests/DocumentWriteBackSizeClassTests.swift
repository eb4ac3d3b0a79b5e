import Foundation
import Model
import Testing

@testable import Interchange

/// `export --into` of constraints installed per size class: the masks of the view holding
/// them and their own `<variation>` elements, written in place as Interface Builder writes them.
@Suite("Write back of size classes")
struct DocumentWriteBackSizeClassTests {
    let helpers = DocumentWriteBackTests()
    static let regularWidth = SizeClass(width: .regular, height: .any)

    /// SwiftMessages' CardView: `lOa-jP-2uX` is installed in wR only; `O6e-Yz-cwK` everywhere
    /// but wR; both views that hold constraints have `<variation>` masks.
    func cardView() throws -> (bytes: [UInt8], text: String) {
        let url = try #require(try CorpusImportTests.documents().first { $0.lastPathComponent.hasSuffix("SwiftMessages__Resources__CardView.xib") })
        let bytes = Array(try Data(contentsOf: url))
        return (bytes, String(decoding: bytes, as: UTF8.self))
    }

    /// The document written back with its one project changed, what was not written, and the
    /// project the written document imports as.
    func written(_ change: (inout Project) throws -> Void) throws -> (
        text: String, notWritten: [DocumentImport.Skipped], project: Project, reimported: Project
    ) {
        let (bytes, _) = try cardView()
        var writeBack = try DocumentWriteBack(bytes: bytes, file: "CardView.xib")
        let stored = try #require(writeBack.imported.projects.first)
        var project = stored
        try change(&project)
        writeBack.write(project, over: writeBack.layout(ofRoot: 0, identifiedWith: stored), base: stored)
        let again = try DocumentWriteBack(bytes: writeBack.writtenBytes, file: "CardView.xib")
        let reimported = again.layout(ofRoot: 0, identifiedWith: project).project
        return (String(decoding: writeBack.writtenBytes, as: UTF8.self), writeBack.notWritten, project, reimported)
    }

    func index(_ documentID: String, in project: Project) throws -> Int {
        try #require(project.constraints.firstIndex { $0.documentID == documentID })
    }

    @Test("a constraint added in one size class is excluded from the base class and included in its class, lines added only")
    func addedInOneClass() throws {
        let result = try written { project in
            let centre = project.constraints[try index("jLv-ud-1WD", in: project)]
            var added = Constraint(equation: centre.equation, priority: Priority(800))
            added.equation.constant = 10
            project.constraints.append(added.installed(onlyIn: Self.regularWidth))
        }
        #expect(result.notWritten.isEmpty, "\(result.notWritten)")
        let lines = helpers.changedLines(try cardView().text, result.text)
        #expect(lines.removed.isEmpty, "the masks around it stay byte for byte: \(lines.removed)")
        #expect(lines.added.count == 3, "\(lines.added)")
        let id = try #require(lines.added.first { $0.contains("<constraint ") }?.firstMatch(of: /id="([^"]+)"/)).output.1
        #expect(lines.added.contains(#"                    <exclude reference="\#(id)"/>"#))
        #expect(lines.added.contains(#"                    <include reference="\#(id)"/>"#))
        // The document now says what the project does.
        let again = try DocumentWriteBack(bytes: Array(result.text.utf8), file: "CardView.xib")
        #expect(again.differences(from: again.layout(ofRoot: 0, identifiedWith: result.project), to: result.project).isEmpty)
        let reread = try #require(result.reimported.constraints.first { $0.documentID == String(id) })
        #expect(!reread.isActive && reread.variations == [Self.regularWidth: ConstraintVariation(isInstalled: true)])
    }

    @Test("a removed constraint leaves no mask naming it, and a view's variations that named only it go")
    func removed() throws {
        let result = try written { project in project.constraints.remove(at: try index("lOa-jP-2uX", in: project)) }
        #expect(result.notWritten.isEmpty, "\(result.notWritten)")
        #expect(!result.text.contains("lOa-jP-2uX"))
        let lines = helpers.changedLines(try cardView().text, result.text)
        #expect(lines.added.isEmpty && lines.removed.count == 1 + 10, "the constraint and its view's two variations: \(lines.removed)")
    }

    @Test("installing a constraint in every class, and making one inactive, change one mask line each")
    func installedEverywhereAndInactive() throws {
        let result = try written { project in
            project.constraints[try index("O6e-Yz-cwK", in: project)].variations = [:]
            project.constraints[try index("nYJ-Ok-uhC", in: project)].isActive = false
        }
        #expect(result.notWritten.isEmpty, "\(result.notWritten)")
        let lines = helpers.changedLines(try cardView().text, result.text)
        #expect(lines.removed == [#"                    <exclude reference="O6e-Yz-cwK"/>"#])
        #expect(lines.added == [#"                            <exclude reference="nYJ-Ok-uhC"/>"#])
        let again = try DocumentWriteBack(bytes: Array(result.text.utf8), file: "CardView.xib")
        #expect(again.differences(from: again.layout(ofRoot: 0, identifiedWith: result.project), to: result.project).isEmpty)
    }

    @Test("a constant and a priority per size class are the constraint's own <variation> elements, and go again")
    func constantPerClass() throws {
        let compactHeight = SizeClass(width: .any, height: .compact)
        let result = try written { project in
            let top = try index("S9l-zM-0wc", in: project)
            project.constraints[top].variations[compactHeight] = ConstraintVariation(constant: 8)
            project.constraints[top].variations[Self.regularWidth] = ConstraintVariation(priority: Priority(750))
        }
        #expect(result.notWritten.isEmpty, "\(result.notWritten)")
        let lines = helpers.changedLines(try cardView().text, result.text)
        #expect(
            lines.added == [
                #"                        <constraint firstItem="SU0-uJ-4pP" firstAttribute="top" secondItem="A7b-0a-fJG" secondAttribute="top" constant="20" id="S9l-zM-0wc">"#,
                #"                            <variation key="heightClass=compact" constant="8"/>"#,
                #"                            <variation key="widthClass=regular" priority="750"/>"#,
                #"                        </constraint>"#,
            ])
        let reread = try #require(result.reimported.constraints.first { $0.documentID == "S9l-zM-0wc" })
        #expect(reread.variations == result.project.constraints[try index("S9l-zM-0wc", in: result.project)].variations)
        // Taken out again, the element is as it was.
        var writeBack = try DocumentWriteBack(bytes: Array(result.text.utf8), file: "CardView.xib")
        let stored = try #require(writeBack.imported.projects.first)
        var project = stored
        project.constraints[try index("S9l-zM-0wc", in: project)].variations = [:]
        writeBack.write(project, over: writeBack.layout(ofRoot: 0, identifiedWith: stored), base: stored)
        #expect(writeBack.writtenBytes == (try cardView().bytes))
    }

    @Test("a view installed in one class only goes into its superview's subviews masks; a stack's spacing per class is its attribute")
    func viewVariations() throws {
        let result = try written { project in
            let icon = try #require(project.views.firstIndex { $0.name == "iconImageView" })
            project.views[icon].variations = [.any: ViewVariation(isInstalled: false), Self.regularWidth: ViewVariation(isInstalled: true)]
            let stack = try #require(project.views.firstIndex { $0.variations[Self.regularWidth]?.stackSpacing != nil })
            project.views[stack].variations[Self.regularWidth]?.stackSpacing = .points(20)
        }
        #expect(result.notWritten.isEmpty, "\(result.notWritten)")
        let lines = helpers.changedLines(try cardView().text, result.text)
        #expect(lines.removed == [#"                            <variation key="widthClass=regular" spacing="15"/>"#], "\(lines.removed)")
        #expect(
            lines.added.contains { $0.hasPrefix(#"                            <variation key="widthClass=regular" spacing="20""#) }, "\(lines.added)")
        #expect(lines.added.filter { $0.contains("reference=\"RxA-tv-YM7\"") }.count == 2, "excluded by default, included in wR: \(lines.added)")
        for name in ["iconImageView", "contentView"] {
            let before = try #require(result.project.views.first { $0.name == name })
            let after = try #require(result.reimported.views.first { $0.id == before.id })
            #expect(after.variations == before.variations, "\(name)")
        }
        let again = try DocumentWriteBack(bytes: Array(result.text.utf8), file: "CardView.xib")
        #expect(again.differences(from: again.layout(ofRoot: 0, identifiedWith: result.project), to: result.project).isEmpty)
    }
}
