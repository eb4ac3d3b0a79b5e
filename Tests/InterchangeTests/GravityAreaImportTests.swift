import Foundation
import Model
import Solver
import Testing

@testable import Interchange

/// An NSStackView with gravity areas as Interface Builder writes it (no `distribution`, its views
/// in `<beginningViews>`, `<middleViews>` and `<endViews>`, as in gcasa/NSStackView_test's
/// MainMenu.xib, toolsVersion 18122) comes in as a gravity-area stack (issue #19).
@Suite("NSStackView gravity areas from Interface Builder")
struct GravityAreaImportTests {
    static func customView(_ name: String, x: Double, width: Double) -> String {
        """
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(name)" userLabel="\(name)">
                                    <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="\(width)" id="\(name)-w"/>
                                        <constraint firstAttribute="height" constant="20" id="\(name)-h"/>
                                    </constraints>
                                </customView>
        """
    }

    /// A 300 × 60 view with a bar pinned across it: back (40) leading, title (100) in the
    /// center, search (60) trailing, spacing 10.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="18122" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="top" userLabel="top">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <subviews>
                        <stackView orientation="horizontal" alignment="centerY" spacing="10" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="bar">
                            <rect key="frame" x="0.0" y="20" width="300" height="20"/>
                            <beginningViews>
        \(customView("back", x: 0, width: 40))
                            </beginningViews>
                            <middleViews>
        \(customView("title", x: 100, width: 100))
                            </middleViews>
                            <endViews>
        \(customView("search", x: 240, width: 60))
                            </endViews>
                            <visibilityPriorities>
                                <integer value="1000"/>
                                <integer value="1000"/>
                                <integer value="1000"/>
                            </visibilityPriorities>
                            <customSpacing>
                                <real value="3.4028234663852886e+38"/>
                                <real value="3.4028234663852886e+38"/>
                                <real value="3.4028234663852886e+38"/>
                            </customSpacing>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="top" secondAttribute="top" constant="20" id="c3"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test("each area's views come in arranged with its gravity, and the layout puts them where the document does")
    func importsAreas() throws {
        let imported = DocumentImport(try IBDocument(bytes: Array(Self.document.utf8), file: "Bar.xib"), fallbackName: "Bar")
        let project = try #require(imported.projects.first)
        #expect(!imported.skipped.contains { $0.reason.contains("gravity") }, "\(imported.skipped)")
        let bar = try #require(project.views.first { $0.name == "bar" }?.stack)
        let id = { (name: String) in project.itemID(named: name)! }
        #expect(bar.distribution == .gravityAreas)
        #expect(bar.arrangedSubviews == [id("back"), id("title"), id("search")])
        #expect([bar.gravity(of: id("back")), bar.gravity(of: id("title")), bar.gravity(of: id("search"))] == [.leading, .center, .trailing])
        let solution = LayoutSystem.solve(project, in: LayoutEnvironment(rootWidth: 300, rootHeight: 60))
        // back at 0, title centred (150 − 50), search against the trailing edge (300 − 60), as written.
        #expect(["back", "title", "search"].map { solution.frames[id($0)]?.x } == [0, 100, 240])
        #expect(solution.unsatisfiable.isEmpty && solution.ambiguous.isEmpty)
    }

    @Test("export to an iOS document, which has no gravity areas, writes the stack as fill and says so")
    func exportSaysSo() throws {
        let imported = DocumentImport(try IBDocument(bytes: Array(Self.document.utf8), file: "Bar.xib"), fallbackName: "Bar")
        let project = try #require(imported.projects.first)
        let exported = try DocumentExport(project)
        let text = exported.document.xmlText
        #expect(!text.contains("gravityAreas") && !text.contains("beginningViews"))
        #expect(exported.notExported.contains { $0.reason.contains("gravity areas") }, "\(exported.notExported)")
    }
}
