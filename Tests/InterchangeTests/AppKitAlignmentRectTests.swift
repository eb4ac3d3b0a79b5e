import Foundation
import Model
import Solver
import Testing

@testable import Interchange

/// Auto Layout aligns AppKit views by their alignment rectangles, not their frames
/// (`NSView.alignmentRect(forFrame:)`); the file stores frames and says nothing of the insets
/// between the two. Import gives separator boxes theirs by rule (issue 36).
@Suite("AppKit alignment rectangles")
struct AppKitAlignmentRectTests {
    func project(_ text: String) throws -> Project {
        try #require(DocumentImport(try IBDocument(bytes: Array(text.utf8), file: "Insets.xib"), fallbackName: "Insets").projects.first)
    }

    @Test(
        "a separator box aligns by its 1 pt line, 2 pt inside its 5 pt frame (WWDC's preferences: the separator between two rows lands on its stored frame)"
    )
    func separatorLine() throws {
        let file = "insidegui__WWDC__WWDC__Resources__Preferences.storyboard"
        let url = CorpusImportTests.folder.appending(path: file)
        let document = try IBDocument(bytes: Array(try Data(contentsOf: url)), file: file)
        let imported = DocumentImport(document, fallbackName: "doc")
        let separators = imported.projects.flatMap(\.views).filter { $0.frame.height == 5 && $0.frame.width > 100 }
        #expect(separators.count == 6)
        for separator in separators {
            #expect(separator.alignmentInsets == EdgeInsets(top: 2, left: 0, bottom: 2, right: 0), "\(separator.name)")
        }
        let general = try #require(imported.projects.first { $0.name == "GeneralPreferencesViewController" })
        var canvas = LayoutEnvironment(designOf: general)
        canvas.includesPlaceholders = true
        let solution = LayoutSystem.solve(general, in: canvas)
        // The last separator: 19 pt below a field, 22 pt above a label.
        let last = try #require(general.views.first { $0.documentID == "CVJ-g8-K90" })
        #expect(solution.frames[last.id] == last.frame, "stored \(last.frame)")
    }

    @Test("a separator framed thicker aligns by the frame less 2 pt a side: Rectangle's separators of height 20 are framed 24 pt tall")
    func thickSeparator() throws {
        let frame = Rect(x: 0, y: 0, width: 500, height: 24)
        #expect(IBAlignmentInsets.separator(frame) == EdgeInsets(top: 2, left: 0, bottom: 2, right: 0))
        #expect(IBAlignmentInsets.separator(Rect(x: 0, y: 0, width: 96, height: 4)) == EdgeInsets(top: 2, left: 0, bottom: 2, right: 0))
        #expect(IBAlignmentInsets.separator(Rect(x: 0, y: 0, width: 5, height: 80)) == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
    }
}
