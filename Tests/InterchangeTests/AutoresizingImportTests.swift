import Foundation
import Model
import Solver
import Testing

@testable import Interchange

/// Views Interface Builder lays out by autoresizing mask (issue #18): import reads the mask,
/// the solver makes UIKit's constraints of it, export writes it back.
@Suite("Autoresizing masks in Interface Builder documents")
struct AutoresizingImportTests {
    static let cocoaTouch = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" fixedFrame="YES" id="banner" userLabel="banner">
                            <rect key="frame" x="20" y="400" width="280" height="60"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                        </view>
                        <view contentMode="scaleToFill" id="badge" userLabel="badge">
                            <rect key="frame" x="270" y="10" width="40" height="20"/>
                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                        </view>
                        <view contentMode="scaleToFill" id="plain" userLabel="plain">
                            <rect key="frame" x="10" y="10" width="40" height="20"/>
                        </view>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="title">
                            <rect key="frame" x="16" y="100" width="288" height="21"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </label>
                        <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack" userLabel="stack">
                            <rect key="frame" x="16" y="140" width="288" height="40"/>
                            <subviews>
                                <label text="Arranged" id="arranged" userLabel="arranged">
                                    <rect key="frame" x="0.0" y="0.0" width="288" height="40"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="c2"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c3"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c4"/>
                        <constraint firstItem="stack" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="c5"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="19" id="c6"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    func project(_ text: String) throws -> Project {
        try #require(DocumentImport(try IBDocument(bytes: Array(text.utf8), file: "Masks.xib"), fallbackName: "Masks").projects.first)
    }

    @Test(
        "a view without translatesAutoresizingMaskIntoConstraints=\"NO\" translates its mask (none without attributes); constrained, arranged and root views do not"
    )
    func masks() throws {
        let project = try project(Self.cocoaTouch)
        func mask(_ name: String) -> AutoresizingMask?? { project.view(named: name).map(\.autoresizingMask) }
        #expect(mask("banner") == .some([.flexibleWidth, .flexibleTopMargin]))
        #expect(mask("badge") == .some([.flexibleLeftMargin, .flexibleBottomMargin]))
        #expect(mask("plain") == .notSizable, "no element: every part fixed")
        #expect(mask("title") == .some(nil), "constraints place it")
        #expect(mask("arranged") == .some(nil), "a stack view arranges it")
        #expect(mask("root") == .some(nil), "its frame is the screen's")
    }

    @Test(
        "solved on a larger screen, the masked views follow it as UIKit moves them: the banner stays 20 pt from the bottom and the sides, the badge 10 pt from the right"
    )
    func followTheSuperview() throws {
        let project = try project(Self.cocoaTouch)
        let design = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
        #expect(design.ambiguous.isEmpty && design.misplaced.isEmpty && design.unsatisfiable.isEmpty, "\(design.ambiguous) \(design.misplaced)")
        let larger = LayoutSystem.solve(project, in: LayoutEnvironment(rootWidth: 400, rootHeight: 600))
        func frame(_ name: String) -> Rect? { project.view(named: name).flatMap { larger.frames[$0.id] } }
        #expect(frame("banner") == Rect(x: 20, y: 520, width: 360, height: 60))
        #expect(frame("badge") == Rect(x: 350, y: 10, width: 40, height: 20))
        #expect(frame("plain") == Rect(x: 10, y: 10, width: 40, height: 20))
        #expect(frame("title") == Rect(x: 16, y: 100, width: 368, height: 21))
    }

    @Test("AppKit measures y up: its flexibleMinY is the bottom margin, flexibleMaxY the top one (in a view that is not flipped)")
    func appKitMask() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505">
                <objects>
                    <customView id="top">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                        <subviews>
                            <customView id="footer" userLabel="footer">
                                <rect key="frame" x="20" y="20" width="440" height="40"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                            </customView>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let project = try project(text)
        let footer = try #require(project.view(named: "footer"))
        #expect(footer.frame == Rect(x: 20, y: 210, width: 440, height: 40))
        #expect(footer.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        let taller = LayoutSystem.solve(project, in: LayoutEnvironment(rootWidth: 480, rootHeight: 370))
        #expect(taller.frames[footer.id] == Rect(x: 20, y: 310, width: 440, height: 40), "it stays 20 pt above the bottom edge")
    }

    @Test(
        "export writes the mask back (and no translatesAutoresizingMaskIntoConstraints=\"NO\"), for the other views that attribute; a re-import reads the same masks"
    )
    func export() throws {
        let project = try project(Self.cocoaTouch)
        let text = try DocumentExport(project).document.xmlText
        let lines = text.split(separator: "\n")
        let banner = try #require(lines.firstIndex { $0.contains("userLabel=\"banner\"") })
        #expect(!lines[banner].contains("translatesAutoresizingMaskIntoConstraints"), "\(lines[banner])")
        #expect(
            lines[banner + 2].contains("<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" flexibleMinY=\"YES\"/>"),
            "\(lines[banner + 2])")
        let title = try #require(lines.first { $0.contains("userLabel=\"title\"") })
        #expect(title.contains("translatesAutoresizingMaskIntoConstraints=\"NO\""), "constraints place it: \(title)")
        let again = try self.project(text)
        for view in project.views {
            #expect(again.view(named: view.name)?.autoresizingMask == view.autoresizingMask, "\(view.name)")
        }
    }

    @Test("Swift export sets the frame and mask of a view that translates one, and leaves translatesAutoresizingMaskIntoConstraints true")
    func swiftExport() throws {
        let code = try SwiftExport(try project(Self.cocoaTouch)).text
        #expect(code.contains("banner.frame = CGRect(x: 20, y: 400, width: 280, height: 60)"))
        #expect(code.contains("banner.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]"))
        #expect(!code.contains("banner.translatesAutoresizingMaskIntoConstraints"))
        #expect(code.contains("title.translatesAutoresizingMaskIntoConstraints = false"))
    }

    @Test("corpus documents whose cells' content views were ambiguous (nothing placed them) now solve, every view to its stored frame")
    func corpus() throws {
        // Views compared before autoresizing masks, and now.
        for (file, before, now) in [
            ("hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__ScrollView.storyboard", 49, 72),
            ("scenee__FloatingPanel__Examples__Maps__Maps__Base.lproj__Main.storyboard", 5, 29),
            ("firebase__quickstart-ios__firestore__FirestoreExample__Base.lproj__Main.storyboard", 12, 32),
            ("Juanpe__SkeletonView__Examples__iOS_Example__Sources__Base.lproj__Main.storyboard", 15, 19),
            ("xmartlabs__XLPagerTabStrip__Example__Example__Helpers__PostCell.xib", 0, 4),
        ] {
            let result = try CorpusFrames.compare(file)
            #expect(result.missed.isEmpty, "\(file): \(result.missed)")
            #expect(result.compared >= now && now > before, "\(file): \(result.compared) views compared")
        }
        let url = CorpusImportTests.folder.appending(
            path: "hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__ScrollView.storyboard")
        let imported = DocumentImport(try IBDocument(bytes: Array(try Data(contentsOf: url)), file: "ScrollView.storyboard"), fallbackName: "doc")
        let cells = imported.projects.filter { $0.rootViews.first?.kind == .tableViewCell }
        #expect(!cells.isEmpty)
        for project in cells {
            let content = try #require(project.view(named: "contentView"))
            #expect(content.autoresizingMask != nil, "\(project.name)")
            let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
            #expect(!solution.ambiguous.contains { $0.item == content.id }, "\(project.name)")
        }
    }
}
