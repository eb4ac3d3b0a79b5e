import Foundation
import Model
import Testing

@testable import Interchange

/// Where a document places its scenes on Interface Builder's canvas, and how its labels set
/// their text, come in with the import: the overview lays scenes out by the first, pictures
/// set text by the second (issue 40).
@Suite("Canvas locations and text alignment, imported")
struct CanvasPlacementImportTests {
    static func projects(_ text: String, file: String) throws -> [Project] {
        DocumentImport(try IBDocument(bytes: Array(text.utf8), file: file), fallbackName: "doc").projects
    }

    @Test("each scene's root keeps its scene's canvasLocation; a prototype cell inside a scene has none")
    func storyboardScenes() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
                                <view key="view" id="r1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <tableView id="t1">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                            <prototypes>
                                                <tableViewCell reuseIdentifier="Row" id="cell1">
                                                    <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                                    <tableViewCellContentView key="contentView" id="cv1">
                                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </prototypes>
                                        </tableView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                        <point key="canvasLocation" x="456.80000000000001" y="-232.5"/>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="c2" customClass="DetailViewController" sceneMemberID="viewController">
                                <view key="view" id="r2">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                            </viewController>
                        </objects>
                        <point key="canvasLocation" x="1161" y="233"/>
                    </scene>
                </scenes>
            </document>
            """
        let projects = Dictionary(uniqueKeysWithValues: try Self.projects(storyboard, file: "Main.storyboard").map { ($0.name, $0) })
        #expect(projects["ListViewController"]?.rootViews.first?.canvasLocation == CanvasLocation(x: 456.8, y: -232.5))
        #expect(projects["DetailViewController"]?.rootViews.first?.canvasLocation == CanvasLocation(x: 1161, y: 233))
        let cell = try #require(projects["Row"])
        #expect(cell.rootViews.first?.canvasLocation == nil, "a cell is drawn inside its table, not at a place of its own")
        #expect(projects.values.allSatisfy { $0.views.dropFirst().allSatisfy { $0.canvasLocation == nil } }, "only roots have one")
    }

    @Test("a xib's top-level view: its canvasLocation, else the middle of its frame (older xibs place views so)")
    func xibTopLevelViews() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701">
                <objects>
                    <view contentMode="scaleToFill" id="a1" customClass="NewView">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <point key="canvasLocation" x="139" y="154"/>
                    </view>
                    <view contentMode="scaleToFill" id="b1" customClass="OldView">
                        <rect key="frame" x="100" y="200" width="300" height="400"/>
                    </view>
                </objects>
            </document>
            """
        let projects = Dictionary(uniqueKeysWithValues: try Self.projects(xib, file: "Views.xib").map { ($0.name, $0) })
        #expect(projects["NewView"]?.rootViews.first?.canvasLocation == CanvasLocation(x: 139, y: 154))
        #expect(projects["OldView"]?.rootViews.first?.canvasLocation == CanvasLocation(x: 250, y: 400))
        #expect(projects["OldView"]?.rootViews.first?.frame == Rect(x: 0, y: 0, width: 300, height: 400), "the frame stays the screen's")
    }

    @Test("every corpus scene of a storyboard is placed where the document's canvas has it, left to right as there")
    func corpusStoryboard() throws {
        let file = "HeroTransitions__Hero__LegacyExamples__Examples__Navigation__Navigation.storyboard"
        let document = try IBDocument(bytes: Array(try Data(contentsOf: CorpusImportTests.folder.appending(path: file))), file: file)
        let locations = DocumentImport(document, fallbackName: "Navigation").projects.compactMap { $0.rootViews.first?.canvasLocation }
        #expect(locations == [CanvasLocation(x: 456.80000000000001, y: 232.53373313343329), CanvasLocation(x: 1161, y: 233)])
    }

    @Test("text alignment as written; a UIKit label or field that names none is left-aligned (the format leaves out NSTextAlignmentLeft)")
    func textAlignment() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701">
                <objects>
                    <view contentMode="scaleToFill" id="root1" customClass="Form">
                        <rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>
                            <label text="Natural" textAlignment="natural" id="l1"><rect key="frame" x="16" y="20" width="200" height="21"/></label>
                            <label text="Centred" textAlignment="center" id="l2"><rect key="frame" x="16" y="50" width="200" height="21"/></label>
                            <label text="Written before natural" id="l3"><rect key="frame" x="16" y="80" width="200" height="21"/></label>
                            <textField placeholder="Right" textAlignment="right" id="f1"><rect key="frame" x="16" y="110" width="200" height="34"/></textField>
                            <view id="v1"><rect key="frame" x="16" y="150" width="80" height="21"/></view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let project = try #require(try Self.projects(xib, file: "Form.xib").first)
        let alignments = Dictionary(
            uniqueKeysWithValues: project.views.compactMap { view in view.documentID.map { ($0, view.content.textAlignment) } })
        #expect(alignments["l1"] == .some(nil), "natural, UIKit's default, is none")
        #expect(alignments["l2"] == .center)
        #expect(alignments["l3"] == .left)
        #expect(alignments["f1"] == .right)
        #expect(alignments["v1"] == .some(nil), "a plain view sets no text")
    }
}

extension CanvasPlacementImportTests {
    @Test("text colour as written: components, a white, a system colour as its light appearance; none for an asset catalog's colour")
    func textColor() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701">
                <objects>
                    <view contentMode="scaleToFill" id="root1" customClass="Colours">
                        <rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>
                            <label text="Red" id="l1"><rect key="frame" x="16" y="20" width="200" height="21"/>
                                <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
                            <label text="Grey" id="l2"><rect key="frame" x="16" y="50" width="200" height="21"/>
                                <color key="textColor" white="0.33333333333333331" alpha="1" colorSpace="calibratedWhite"/></label>
                            <label text="Secondary" id="l3"><rect key="frame" x="16" y="80" width="200" height="21"/>
                                <color key="textColor" systemColor="secondaryLabelColor"/></label>
                            <label text="Brand" id="l4"><rect key="frame" x="16" y="110" width="200" height="21"/>
                                <color key="textColor" name="BrandColor"/></label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let project = try #require(try Self.projects(xib, file: "Colours.xib").first)
        let colors = Dictionary(uniqueKeysWithValues: project.views.compactMap { view in view.documentID.map { ($0, view.content.textColor) } })
        #expect(colors["l1"]??.description == "#FF0000")
        #expect(colors["l2"]??.description == "#555555")
        #expect(colors["l3"]??.description == "#3C3C4399", "UIKit's secondary label colour, #3C3C43 at 60%")
        #expect(colors["l4"] == .some(nil), "an asset catalog's colour is not in the document")
    }
}
