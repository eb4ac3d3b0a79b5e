import Foundation
import Model
import Solver
import Testing

@testable import Interchange

/// The design device's safe area (issue #18): import infers it from the document's `<device>`
/// and frames and keeps it on the root view, so a plain solve at the design size uses it.
@Suite("The design device's safe area")
struct DesignDeviceTests {
    @Test(
        "SwiftMessages' xibs (designed on retina6_1): their top-level views get 44/34 pt of safe area and a controller's margins, and every view solves to its stored frame"
    )
    func swiftMessages() throws {
        var compared = 0
        for file in [
            "SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CardView.xib",
            "SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__StatusLine.xib",
            "SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__TabView.xib",
        ] {
            let result = try CorpusFrames.compare(file)
            #expect(result.missed.isEmpty, "\(file): \(result.missed)")
            compared += result.compared
        }
        #expect(compared == 17)
        let card = try IBDocument(
            bytes: Array(
                try Data(
                    contentsOf: CorpusImportTests.folder.appending(path: "SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CardView.xib"))),
            file: "CardView.xib")
        #expect(card.device?.id == "retina6_1")
        let root = try #require(DocumentImport(card, fallbackName: "doc").projects.first?.rootViews.first)
        #expect(root.deviceSafeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(root.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    }

    @Test("the device table: size and insets per orientation")
    func table() throws {
        let portrait = try #require(IBDevice(id: "retina6_1", orientation: "portrait"))
        #expect((portrait.width, portrait.height) == (414, 896))
        #expect(portrait.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let landscape = try #require(IBDevice(id: "retina6_1", orientation: "landscape"))
        #expect((landscape.width, landscape.height) == (896, 414))
        #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(IBDevice(id: "retina4_7", orientation: nil)?.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(IBDevice(id: "commodore64", orientation: "portrait") == nil)
    }

    static func xib(device: String, titleY: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17506" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="rt1-aa-001" customClass="Banner">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-002">
                            <rect key="frame" x="20" y="\(titleY)" width="100" height="21"/>
                        </label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="saf-aa-003"/>
                    <constraints>
                        <constraint firstItem="lbl-aa-002" firstAttribute="top" secondItem="saf-aa-003" secondAttribute="top" id="c01-aa-004"/>
                        <constraint firstItem="lbl-aa-002" firstAttribute="leading" secondItem="rt1-aa-001" secondAttribute="leadingMargin" id="c02-aa-005"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test("where the frames measure the safe area otherwise (another Xcode's status bar), they win, edge by edge; a plain solve follows them")
    func framesWin() throws {
        for (titleY, top) in [(44.0, 44.0), (48, 48)] {
            let document = try IBDocument(bytes: Array(Self.xib(device: "retina6_1", titleY: titleY).utf8), file: "Banner.xib")
            let project = try #require(DocumentImport(document, fallbackName: "Banner").projects.first)
            let root = try #require(project.rootViews.first)
            #expect(root.deviceSafeAreaInsets == EdgeInsets(top: top, left: 0, bottom: 34, right: 0))
            let title = try #require(project.views.first { $0.kind == .label })
            let solved = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project)).frames[title.id]
            #expect(solved == Rect(x: 20, y: titleY, width: 100, height: 21))
        }
    }

    @Test("export names a device that gives the root's safe area, and import reads the same insets back")
    func export() throws {
        let document = try IBDocument(bytes: Array(Self.xib(device: "retina6_12", titleY: 59).utf8), file: "Banner.xib")
        let project = try #require(DocumentImport(document, fallbackName: "Banner").projects.first)
        #expect(project.rootViews.first?.deviceSafeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let text = try DocumentExport(project).document.xmlText
        #expect(text.contains("<device id=\"retina6_12\" orientation=\"portrait\"/>"))
        let again = try #require(DocumentImport(try IBDocument(bytes: Array(text.utf8), file: "Banner.xib"), fallbackName: "Banner").projects.first)
        #expect(again.rootViews.first?.deviceSafeAreaInsets == project.rootViews.first?.deviceSafeAreaInsets)
        var plain = project
        plain.views[0].deviceSafeAreaInsets = nil
        #expect(try !DocumentExport(plain).document.xmlText.contains("<device"))
    }
}

/// Alignment insets and the legacy layout guides (issue #18): documents whose every view now
/// solves to its stored frame.
@Suite("Alignment insets and legacy layout guides on the corpus")
struct AlignmentAndLegacyGuideTests {
    @Test(
        "AppKit labels and push buttons (Clipy's preferences; NetNewsWire's Xcode 26 buttons, whose frame is their bezel), UIKit switches and sliders (SkeletonView, Charts), views pinned to the legacy top and bottom layout guides (RxSwift's calculator), margins nearer than the device's status bar (TacoDialogView), scroll views' content (FloatingPanel, IQKeyboardManager), and AppKit labels on the baselines of fields and pop-ups (NetNewsWire's Add Feed sheet): every view solves to its stored frame"
    )
    func documents() throws {
        for (file, count) in [
            ("Ranchero-Software__NetNewsWire__Mac__Preferences__Accounts__AccountsReaderAPI.xib", 7),
            // Labels on the baselines of a text field and a pop-up: AppKit's estimated baselines.
            ("Ranchero-Software__NetNewsWire__Mac__Base.lproj__AddFeedSheet.xib", 9),
            ("danielgindi__Charts__ChartsDemo-iOS__XIBs__Demos__BarChartViewController.xib", 6),
            ("SwiftKickMobile__SwiftMessages__Demo__Demo__TacoDialogView.xib", 14),
            // Scroll views whose content is larger than their frame: edges pinned to them are the content's.
            ("scenee__FloatingPanel__Examples__Samples__Sources__Base.lproj__Main.storyboard", 51),
            ("hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__ScrollView.storyboard", 41),
            ("Clipy__Clipy__Clipy__Sources__Preferences__Base.lproj__CPYPreferencesWindowController.xib", 31),
            ("Juanpe__SkeletonView__Examples__iOS_Example__Sources__Base.lproj__Main.storyboard", 15),
            ("ReactiveX__RxSwift__RxExample__RxExample__Examples__Calculator__Calculator.storyboard", 21),
        ] {
            let result = try CorpusFrames.compare(file)
            #expect(result.missed.isEmpty, "\(file): \(result.missed)")
            #expect(result.compared >= count, "\(file): \(result.compared) views compared")
        }
    }

    @Test("a legacy guide's edges are the root's safe area: the top guide's bottom its top, the bottom guide's top its bottom")
    func legacyGuides() throws {
        let url = CorpusImportTests.folder.appending(path: "ReactiveX__RxSwift__RxExample__RxExample__Examples__Calculator__Calculator.storyboard")
        let imported = DocumentImport(try IBDocument(bytes: Array(try Data(contentsOf: url)), file: "Calculator.storyboard"), fallbackName: "doc")
        #expect(!imported.skipped.contains { $0.reason.contains("legacy") })
        let project = try #require(imported.projects.first)
        let root = try #require(project.rootViews.first)
        let guided = project.constraints.filter {
            [$0.equation.first, $0.equation.second].contains { $0?.item == root.id && $0?.guide == .safeArea }
        }
        #expect(guided.count >= 2)
    }
}
