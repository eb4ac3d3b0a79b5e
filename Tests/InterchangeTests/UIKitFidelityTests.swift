import Foundation
import Model
import Solver
import Testing

@testable import Interchange

/// What UIKit and Interface Builder know that an iOS document does not say (issue #18): a
/// segmented control's alignment rectangle, Xcode 26's cell margins, an empty stack view's size,
/// an old cell's separator, and the pixel grid frames are stored on.
@Suite("UIKit's unstated layout rules")
struct UIKitFidelityTests {
    /// A table cell whose content view holds a label over a segmented control, pinned to its
    /// margins, as SwiftMessages' settings cells are.
    static func cell(toolsVersion: String, segmentedHeight: Double, cellHeight: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" id="cell" customClass="SettingCell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(cellHeight)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(cellHeight)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label text="STYLE" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="title">
                                <rect key="frame" x="26" y="11" width="80" height="16"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="13"/>
                            </label>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="choice" userLabel="choice">
                                <rect key="frame" x="26" y="32" width="194" height="\(segmentedHeight)"/>
                                <segments>
                                    <segment title="Top"/>
                                    <segment title="Bottom"/>
                                </segments>
                            </segmentedControl>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="10" id="c1"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                            <constraint firstItem="choice" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="10" id="c3"/>
                            <constraint firstItem="choice" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="5" id="c4"/>
                            <constraint firstAttribute="bottomMargin" secondItem="choice" secondAttribute="bottom" id="c5"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    static func project(_ text: String, file: String = "Cell.xib") throws -> Project {
        try #require(DocumentImport(try IBDocument(bytes: Array(text.utf8), file: file), fallbackName: "Cell").projects.first)
    }

    @Test(
        "a segmented control framed 32 pt tall (iOS 13 on) aligns 1 pt above its frame's bottom: pinned to the bottom margin of a 74 pt cell, it keeps the frame stored; a 29 pt one (iOS 12 and before) aligns by its frame"
    )
    func segmentedControl() throws {
        let current = try Self.project(Self.cell(toolsVersion: "22505", segmentedHeight: 32, cellHeight: 74))
        let choice = try #require(current.view(named: "choice"))
        #expect(choice.alignmentInsets == EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
        #expect(choice.intrinsicContentSize.height == 31, "the alignment rectangle's height")
        let solution = LayoutSystem.solve(current, in: LayoutEnvironment(designOf: current))
        #expect(solution.unsatisfiable.isEmpty)
        // 11 + 16 + 5 + 31 + 11 = 74: the label keeps its 16 pt and the control its 32 pt frame.
        #expect(solution.frames[choice.id] == Rect(x: 26, y: 32, width: 194, height: 32))
        #expect(current.view(named: "title").flatMap { solution.frames[$0.id] } == Rect(x: 26, y: 11, width: 80, height: 16))

        let older = try Self.project(Self.cell(toolsVersion: "14460", segmentedHeight: 29, cellHeight: 72))
        #expect(older.view(named: "choice")?.alignmentInsets == .zero)
    }

    @Test("export writes no placeholder size for a 32 pt segmented control, and a re-import reads the same insets")
    func segmentedControlExport() throws {
        let project = try Self.project(Self.cell(toolsVersion: "22505", segmentedHeight: 32, cellHeight: 74))
        let text = try DocumentExport(project).document.xmlText
        let line = try #require(text.split(separator: "\n").first { $0.contains("userLabel=\"choice\"") || $0.contains("<segmentedControl") })
        #expect(!line.contains("placeholderIntrinsic"), "\(line)")
        let again = try Self.project(text)
        #expect(again.view(named: "choice")?.alignmentInsets == EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
        #expect(again.view(named: "choice")?.intrinsicContentSize.height == 31)
    }

    @Test("a cell's content view has 11 pt margins above and below and 16 at the sides from Xcode 9; from Xcode 26, 15 and 20 whatever the width")
    func contentViewMargins() throws {
        let xcode15 = try Self.project(Self.cell(toolsVersion: "22505", segmentedHeight: 32, cellHeight: 74))
        #expect(xcode15.view(named: "contentView")?.layoutMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        let xcode26 = try Self.project(Self.cell(toolsVersion: "24127", segmentedHeight: 32, cellHeight: 82))
        let content = try #require(xcode26.view(named: "contentView"))
        #expect(content.layoutMargins == EdgeInsets(top: 15, left: 20, bottom: 15, right: 20))
        let solution = LayoutSystem.solve(xcode26, in: LayoutEnvironment(designOf: xcode26))
        #expect(xcode26.view(named: "title").flatMap { solution.frames[$0.id] } == Rect(x: 30, y: 15, width: 80, height: 16))
    }

    @Test("an empty UIStackView keeps its stored size: the stack it ends is as wide as its views and it")
    func emptyStack() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22154">
                <objects>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="row" userLabel="row">
                                <rect key="frame" x="0.0" y="0.0" width="203" height="50"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1" userLabel="rows">
                                        <rect key="frame" x="0.0" y="0.0" width="60" height="50"/>
                                        <state key="normal" title="rows"/>
                                    </button>
                                    <stackView opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="empty" userLabel="empty">
                                        <rect key="frame" x="80" y="0.0" width="123" height="50"/>
                                    </stackView>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="row" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c1"/>
                            <constraint firstItem="row" firstAttribute="top" secondItem="top" secondAttribute="top" id="c2"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let project = try Self.project(text, file: "Row.xib")
        let empty = try #require(project.view(named: "empty"))
        #expect(empty.intrinsicContentSize == IntrinsicContentSize(width: 123, height: 50))
        let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
        #expect(solution.ambiguous.isEmpty)
        #expect(solution.frames[empty.id] == Rect(x: 80, y: 0, width: 123, height: 50))
        #expect(project.view(named: "row").flatMap { solution.frames[$0.id] } == Rect(x: 0, y: 0, width: 203, height: 50))
        // Export writes no placeholder for it: import takes its stored size again.
        let again = try Self.project(try DocumentExport(project).document.xmlText, file: "Row.xib")
        #expect(again.view(named: "empty")?.intrinsicContentSize == IntrinsicContentSize(width: 123, height: 50))
    }

    @Test("a table cell's content view without a frame (Xcode 6) sits above the cell's 1 pt separator; a collection cell's covers its cell")
    func framelessContentView() throws {
        func text(_ cell: String, _ content: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7528.3">
                <objects>
                    <\(cell) contentMode="scaleToFill" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="194"/>
                        <\(content) key="contentView" opaque="NO" contentMode="center" id="content">
                            <autoresizingMask key="autoresizingMask"/>
                        </\(content)>
                    </\(cell)>
                </objects>
            </document>
            """
        }
        let table = try Self.project(text("tableViewCell", "tableViewCellContentView"))
        #expect(table.view(named: "contentView")?.frame == Rect(x: 0, y: 0, width: 320, height: 193))
        let collection = try Self.project(text("collectionViewCell", "view"))
        #expect(collection.views.count == 2)
        #expect(collection.views.last?.frame == Rect(x: 0, y: 0, width: 320, height: 194))
    }

    @Test(
        "frames are shown on the device's pixels: a seventh of 360 pt is 52 pt at 1x with its edges on whole points; an edge halfway between two pixels goes the way the stored frame has it"
    )
    func pixelGrid() throws {
        var project = Project(name: "Row", views: [])
        let root = View(name: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 382, height: 60))
        var second = View(name: "second", parent: root.id, kind: .button, frame: Rect(x: 60, y: 0, width: 52, height: 60))
        project.views = [root, second]
        let exact: [ItemID: Rect] = [
            root.id: Rect(x: 0, y: 0, width: 382, height: 60),
            second.id: Rect(x: 8 + 360.0 / 7 + 1, y: 0, width: 360.0 / 7, height: 60),
        ]
        #expect(IBPixelGrid(scale: 1).shownFrames(absolute: exact, in: project)[second.id] == Rect(x: 60, y: 0, width: 52, height: 60))
        #expect(IBPixelGrid(scale: 2).shownFrames(absolute: exact, in: project)[second.id] == Rect(x: 60.5, y: 0, width: 51.5, height: 60))
        // 93.75 at 2x is halfway: stored 94 or 93.5, either is UIKit's.
        second.frame = Rect(x: 0, y: 415.5, width: 94, height: 94)
        project.views = [root, second]
        let quarter: [ItemID: Rect] = [root.id: exact[root.id]!, second.id: Rect(x: 0, y: 415.75, width: 93.75, height: 93.75)]
        #expect(IBPixelGrid(scale: 2).shownFrames(absolute: quarter, in: project)[second.id] == Rect(x: 0, y: 415.5, width: 94, height: 94))
        #expect(IBPixelGrid(scale: 2).round(10.3, towards: 0) == 10.5, "not halfway: the nearest pixel whatever is stored")
        #expect(IBDevice(id: "retina4_7", orientation: nil)?.scale == 2)
        #expect(IBDevice(id: "retina6_12", orientation: nil)?.scale == 3)
    }

    @Test(
        "the corpus's iOS documents these rules are drawn from solve, on their device's pixels, to the frames they store (SwiftMessages but for a controller whose navigation bar the file infers from its segues)"
    )
    func corpus() throws {
        for (file, atLeast, expectedMisses) in [
            ("SwiftKickMobile__SwiftMessages__Demo__Demo__Base.lproj__Main.storyboard", 88, ["Child.nothingToSeeHereLabel"]),
            ("firebase__quickstart-ios__database__DatabaseExample__PostTableViewCell.xib", 7, []),
            ("SVProgressHUD__SVProgressHUD__Demo__Base.lproj__Main.storyboard", 15, []),
            ("patchthecode__JTAppleCalendar__SampleJTAppleCalendar__Main.storyboard", 115, []),
            ("xmartlabs__Eureka__Example__Example__Base.lproj__WeekDaysCell.xib", 7, []),
            ("Ranchero-Software__NetNewsWire__iOS__Account__Account.storyboard", 43, []),
            ("ReactiveX__RxSwift__RxExample__RxExample__Examples__WikipediaImageSearch__Views__WikipediaSearchCell.xib", 4, []),
            ("ReactiveX__RxSwift__RxExample__RxExample__Examples__Calculator__Calculator.storyboard", 21, []),
        ] {
            let (compared, misses) = try CorpusFrames.compare(file)
            #expect(compared >= atLeast, "\(file): \(compared) views compared")
            #expect(misses.map(\.name) == expectedMisses, "\(file): \(misses)")
        }
    }
}
