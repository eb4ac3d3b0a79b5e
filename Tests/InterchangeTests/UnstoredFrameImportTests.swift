import Foundation
import Model
import Solver
import Testing

@testable import Interchange

/// Xcode 8.0 (`toolsVersion` 11201) saved no `<rect key="frame">` for the views its constraints
/// place: such a view is still a view, with its constraints, and its frame is not one to compare.
@Suite("Views the document stores no frame for")
struct UnstoredFrameImportTests {
    /// A scene as Xcode 8.0 saved it: a panel with a label inside, neither with a frame.
    static let scene = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="ViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                        <subviews>
                                            <label text="Contact Sync" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="21" id="titleHeight"/>
                                                    <constraint firstAttribute="width" constant="120" id="titleWidth"/>
                                                </constraints>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="title" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="40" id="titleTop"/>
                                            <constraint firstItem="title" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="20" id="titleLeading"/>
                                        </constraints>
                                    </view>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="stored">
                                        <rect key="frame" x="0.0" y="617" width="375" height="50"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" id="panelTop"/>
                                    <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="panelLeading"/>
                                    <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="panelTrailing"/>
                                    <constraint firstItem="stored" firstAttribute="top" secondItem="panel" secondAttribute="bottom" id="storedTop"/>
                                    <constraint firstItem="stored" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="storedLeading"/>
                                    <constraint firstAttribute="trailing" secondItem="stored" secondAttribute="trailing" id="storedTrailing"/>
                                    <constraint firstAttribute="bottom" secondItem="stored" secondAttribute="bottom" id="storedBottom"/>
                                    <constraint firstItem="stored" firstAttribute="height" constant="50" id="storedHeight"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a subview without a frame is imported with its subviews and every constraint, and laid out by them")
    func imported() throws {
        let result = DocumentImport(try IBDocument(bytes: Array(Self.scene.utf8), file: "Main.storyboard"), fallbackName: "Main")
        let project = try #require(result.projects.first)
        #expect(project.views.compactMap(\.documentID) == ["root", "panel", "title", "stored"])
        #expect(project.constraints.count == 12, "\(result.skipped)")
        #expect(result.skipped.isEmpty, "\(result.skipped)")
        let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
        let title = try #require(project.views.first { $0.documentID == "title" })
        #expect(solution.frames[title.id] == Rect(x: 20, y: 40, width: 120, height: 21))
    }

    @Test("only views with a stored frame are compared with the solve; the others count neither as compared nor as stored")
    func comparedByStoredFrame() throws {
        let document = try IBDocument(bytes: Array(Self.scene.utf8), file: "Main.storyboard")
        let imported = DocumentImport(document, fallbackName: "Main")
        let project = try #require(imported.projects.first)
        #expect(Set(imported.unstoredFrames[0].compactMap { id in project.view(id)?.documentID }) == ["panel", "title"])
        let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
        let comparison = StoredFrameComparison(
            project, index: 0, of: imported, in: document, frames: solution.frames, absoluteFrames: solution.absoluteFrames,
            ambiguous: Set(solution.ambiguous.map(\.item)))
        #expect(comparison.withStoredFrames == 1)
        #expect(comparison.compared.map(\.view.documentID) == ["stored"])
        #expect(comparison.compared.allSatisfy { $0.matches })
    }
}
