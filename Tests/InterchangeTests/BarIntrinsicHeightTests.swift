import Foundation
import Model
import Solver
import Testing

@testable import Interchange

/// UIKit's bars are as tall as their content makes them, whatever their width: a toolbar and a
/// navigation bar 44 pt, a tab bar 49 pt (the system's bar metrics). A bar that constraints pin
/// only at its sides and one edge keeps that height, and what is pinned to it follows.
@Suite("Bars' intrinsic height")
struct BarIntrinsicHeightTests {
    /// A tab bar along the bottom of a 375 x 603 root and a container filling the rest, as
    /// IBAnimatable's container transition scene lays them out: nothing gives the bar a height.
    static let tabBarBelowContent = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content" userLabel="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="554"/>
                        </view>
                        <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="bar">
                            <rect key="frame" x="0.0" y="554" width="375" height="49"/>
                            <items>
                                <tabBarItem title="Item" id="i1"/>
                            </items>
                        </tabBar>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="top" secondAttribute="top" id="c1"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c3"/>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="bottom" id="c4"/>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c5"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c6"/>
                        <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="c7"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test("a tab bar pinned at its sides and bottom is 49 pt tall, and the content above it ends where it starts")
    func tabBarKeepsItsHeight() throws {
        let document = try IBDocument(bytes: Array(Self.tabBarBelowContent.utf8), file: "Bars.xib")
        let project = try #require(DocumentImport(document, fallbackName: "Bars").projects.first)
        let bar = try #require(project.view(named: "bar"))
        #expect(bar.intrinsicContentSize.height == 49 && bar.intrinsicContentSize.width == nil)
        let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
        #expect(solution.ambiguous.isEmpty, "\(solution.ambiguous)")
        for view in project.views.dropFirst() {
            #expect(solution.frames[view.id] == view.frame, "\(view.name): stored \(view.frame)")
        }
    }
}
