import Foundation
import Model
import Testing

@testable import Interchange

/// What a view shows comes in with it: the text, titles, fonts, segments and images the document
/// records (issue 36, "A view's content").
@Suite("A view's content, imported")
struct ViewContentImportTests {
    static func imported(_ file: String) throws -> [String: View] {
        let url = CorpusImportTests.folder.appending(path: file)
        let document = try IBDocument(bytes: Array(try Data(contentsOf: url)), file: file)
        let views = DocumentImport(document, fallbackName: "doc").projects.flatMap(\.views)
        return Dictionary(views.compactMap { view in view.documentID.map { ($0, view) } }, uniquingKeysWith: { first, _ in first })
    }

    @Test("a label's text, text style and line break mode; a button's title; a segmented control's segments")
    func uiKitContent() throws {
        let views = try Self.imported("AssistoLab__DropDown__Demo__Base.lproj__Main.storyboard")
        let options = try #require(views["FJF-wb-wuG"])
        #expect(options.content.text == "Options")
        #expect(options.content.font == Font(size: 22, textStyle: "title2"), "UICTFontTextStyleTitle2 at the Large size")
        #expect(options.content.lineBreakMode == .tailTruncation)
        let dismissMode = try #require(views["MeY-qi-ZDF"])
        #expect(dismissMode.content.numberOfLines == 0)
        #expect(try #require(views["SPc-ge-GiP"]).content.segmentTitles == ["Auto", "On Tap", "Manual"])
        #expect(try #require(views["F0B-sh-55C"]).content.title == "Choose an article")
    }

    @Test("an image view's image takes the size the document's resources record")
    func imageSize() throws {
        let views = try Self.imported("HeroTransitions__Hero__LegacyExamples__Examples__MusicPlayer.storyboard")
        let album = try #require(views.values.first { $0.content.image?.name == "album1" })
        #expect(album.content.image == ImageReference(name: "album1", width: 1024, height: 1024))
    }

    @Test("an AppKit control's cell gives its title and meta font")
    func appKitContent() throws {
        let file = "rxhanson__Rectangle__Rectangle__Base.lproj__Main.storyboard"
        let views = try Self.imported(file)
        let xml = try XMLReader.read(Array(try Data(contentsOf: CorpusImportTests.folder.appending(path: file))), file: file)
        // Every text field whose cell has a title and a system meta font reads as that text in the system font.
        let fields = xml.descendants(named: "textField").filter { field in
            let cell = field.children.first { $0["key"] == "cell" }
            return cell?["title"] != nil && cell?.child("font", key: "font")?["metaFont"] == "system"
        }
        let imported = fields.filter { views[$0["id"] ?? ""] != nil }
        #expect(imported.count >= 10, "of \(fields.count) such fields")
        for field in imported {
            let view = try #require(views[field["id"] ?? ""])
            #expect(view.content.text == field.children.first { $0["key"] == "cell" }?["title"])
            // The system font at its size: 13 points (NSFont.systemFontSize) unless `size` says.
            let size = field.children.first { $0["key"] == "cell" }?.child("font", key: "font")?["size"].flatMap(Double.init)
            #expect(view.content.font == Font(size: size ?? 13))
        }
    }
}
