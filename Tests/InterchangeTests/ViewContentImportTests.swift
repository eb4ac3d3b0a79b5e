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

    @Test("views without a user label are named after what they show, as Interface Builder's outline names them, unique in the project")
    func namedAfterContent() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097">
                <objects>
                    <view contentMode="scaleToFill" id="root1" customClass="LoginView">
                        <rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>
                            <label text="Username" id="l1"><rect key="frame" x="16" y="20" width="80" height="21"/></label>
                            <textField placeholder="Email address" id="f1"><rect key="frame" x="16" y="50" width="300" height="34"/></textField>
                            <button id="b1"><rect key="frame" x="16" y="90" width="80" height="30"/><state key="normal" title="SIGN UP"/></button>
                            <label text="UIKit's Username" id="l6"><rect key="frame" x="16" y="280" width="80" height="21"/></label>
                            <label text="Username" id="l2"><rect key="frame" x="16" y="130" width="80" height="21"/></label>
                            <label text="$9.99" id="l3"><rect key="frame" x="16" y="160" width="80" height="21"/></label>
                            <label text="Label" id="l5"><rect key="frame" x="16" y="250" width="80" height="21"/></label>
                            <label text="Kept" userLabel="Price Caption" id="l4"><rect key="frame" x="16" y="190" width="80" height="21"/></label>
                            <view id="v1"><rect key="frame" x="16" y="220" width="80" height="21"/></view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let project = try #require(
            DocumentImport(try IBDocument(bytes: Array(document.utf8), file: "Login.xib"), fallbackName: "Login").projects.first)
        #expect(
            project.views.map(\.name) == [
                "root", "usernameLabel", "emailAddressField", "signUpButton", "uiKitsUsernameLabel", "usernameLabel2", "label1", "label2",
                "priceCaption", "view1",
            ], "a user label wins; a price, or Interface Builder's own `Label`, names nothing and keeps the element's count")
        // Export writes a user label wherever import would not find the name by itself, so the
        // names come back from a document that records no content.
        let exported = try DocumentExport(project).document.xmlText
        let again = try #require(DocumentImport(try IBDocument(bytes: Array(exported.utf8), file: "Login.xib"), fallbackName: "Login").projects.first)
        #expect(again.views.map(\.name) == project.views.map(\.name))
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
