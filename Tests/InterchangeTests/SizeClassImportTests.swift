import Foundation
import Model
import Testing

@testable import Interchange

/// Interface Builder's `<variation>` elements: views and constraints installed per size class,
/// and the constants, priorities and stack attributes a class sets.
@Suite("Size-class variations on import")
struct SizeClassImportTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17506" useTraitCollections="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root1">
                    <rect key="frame" x="0" y="0" width="414" height="896"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                            <rect key="frame" x="20" y="64" width="42" height="21"/>
                            <variation key="heightClass=compact">
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                            </variation>
                        </label>
                        <stackView axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                            <rect key="frame" x="20" y="100" width="100" height="50"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="one"><rect key="frame" x="0" y="0" width="100" height="20"/></view>
                            </subviews>
                            <variation key="widthClass=regular" axis="horizontal" spacing="15"/>
                            <variation key="heightClass=compact-widthClass=regular" spacingType="standard" baselineRelativeArrangement="YES"/>
                        </stackView>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                            <rect key="frame" x="0" y="0" width="10" height="10"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lbl" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="64" id="top">
                            <variation key="heightClass=compact" constant="8"/>
                            <variation key="heightClass=compact-widthClass=regular" constant="4" priority="750"/>
                        </constraint>
                        <constraint firstItem="lbl" firstAttribute="leading" secondItem="root1" secondAttribute="leading" constant="20" id="lead"/>
                        <constraint firstItem="stk" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="15" id="gap"/>
                        <constraint firstItem="wide" firstAttribute="top" secondItem="root1" secondAttribute="top" id="wideTop"/>
                    </constraints>
                    <variation key="default">
                        <mask key="subviews"><exclude reference="wide"/></mask>
                        <mask key="constraints"><exclude reference="gap"/><exclude reference="wideTop"/></mask>
                    </variation>
                    <variation key="widthClass=regular">
                        <mask key="subviews"><include reference="wide"/></mask>
                        <mask key="constraints"><include reference="gap"/><include reference="wideTop"/><exclude reference="lead"/></mask>
                    </variation>
                    <variation key="displayGamut=P3">
                        <mask key="constraints"><exclude reference="top"/></mask>
                    </variation>
                </view>
            </objects>
        </document>
        """

    func imported(_ text: String) throws -> DocumentImport {
        DocumentImport(try IBDocument(bytes: Array(text.utf8), file: "Classes.xib"), fallbackName: "Classes")
    }

    @Test("Interface Builder's variation keys: default, widthClass, heightClass and both joined by '-', written as read")
    func keys() {
        #expect(IBVariations.sizeClass(key: "default") == .any)
        #expect(IBVariations.sizeClass(key: "widthClass=regular") == SizeClass(width: .regular))
        #expect(IBVariations.sizeClass(key: "heightClass=compact-widthClass=regular") == SizeClass(width: .regular, height: .compact))
        #expect(IBVariations.sizeClass(key: "widthClass=regular-heightClass=compact") == SizeClass(width: .regular, height: .compact))
        for other in ["displayGamut=P3", "widthClass=any", "widthClass=compact-widthClass=regular", ""] {
            #expect(IBVariations.sizeClass(key: other) == nil, "\(other)")
        }
        for sizeClass in SizeClass.all { #expect(IBVariations.sizeClass(key: IBVariations.key(of: sizeClass)) == sizeClass) }
        #expect(IBVariations.key(of: SizeClass(width: .compact, height: .regular)) == "heightClass=regular-widthClass=compact")
    }

    @Test("constraints installed and uninstalled per class through their owner's masks, constants and priorities per class")
    func constraintVariations() throws {
        let result = try imported(Self.document)
        let project = try #require(result.projects.first)
        func constraint(_ id: String) throws -> Constraint { try #require(project.constraints.first { $0.documentID == id }) }
        #expect(
            try constraint("top").variations == [
                SizeClass(height: .compact): ConstraintVariation(constant: 8),
                SizeClass(width: .regular, height: .compact): ConstraintVariation(constant: 4, priority: 750),
            ])
        #expect(try constraint("gap").isActive == false, "excluded from the base class")
        #expect(try constraint("gap").variations == [SizeClass(width: .regular): ConstraintVariation(isInstalled: true)])
        #expect(
            try constraint("lead").isActive && constraint("lead").variations == [SizeClass(width: .regular): ConstraintVariation(isInstalled: false)])
        // In wR hC: gap installed, lead not, top at 4 @750.
        let regularCompact = project.resolved(for: SizeClass(width: .regular, height: .compact))
        #expect(regularCompact.constraints.first { $0.documentID == "gap" }?.isActive == true)
        #expect(regularCompact.constraints.first { $0.documentID == "lead" }?.isActive == false)
        #expect(regularCompact.constraints.first { $0.documentID == "top" }.map { ($0.equation.constant, $0.priority) } ?? (0, 0) == (4, 750))
    }

    @Test("a view uninstalled in the base class and installed for regular width; a stack view's axis and spacing per class")
    func viewVariations() throws {
        let project = try #require(try imported(Self.document).projects.first)
        let wide = try #require(project.views.first { $0.documentID == "wide" })
        #expect(wide.variations == [.any: ViewVariation(isInstalled: false), SizeClass(width: .regular): ViewVariation(isInstalled: true)])
        #expect(project.resolved(for: SizeClass(width: .compact, height: .regular)).views.contains { $0.documentID == "wide" } == false)
        #expect(project.resolved(for: SizeClass(width: .regular, height: .regular)).views.contains { $0.documentID == "wide" })
        let stack = try #require(project.views.first { $0.documentID == "stk" })
        #expect(stack.variations[SizeClass(width: .regular)] == ViewVariation(stackAxis: .horizontal, stackSpacing: .points(15)))
        #expect(stack.variations[SizeClass(width: .regular, height: .compact)] == ViewVariation(stackSpacing: .standard))
    }

    @Test("what a variation holds that is not imported is listed with counts: a font, a stack attribute, another trait")
    func notImportedIsListed() throws {
        let skipped = try imported(Self.document).skipped
        func count(_ part: String) -> Int? { skipped.first { $0.reason.contains(part) }?.count }
        #expect(count("size-class variations of fontDescription") == 1)
        #expect(count("'baselineRelativeArrangement'") == 1)
        #expect(count("traits other than size classes ('displayGamut=P3')") == 1)
        #expect(!skipped.contains { $0.reason.contains("imported inactive") }, "an uninstalled constraint is imported as it is")
    }

    /// Each view's and constraint's variations by document id, with the constraints' base
    /// installation: what an export then import must give back.
    static func variations(_ project: Project) -> [String: String] {
        var result: [String: String] = [:]
        for view in project.views where !view.variations.isEmpty {
            result[view.documentID ?? view.name] = "\(view.variations.sorted { $0.key.key < $1.key.key })"
        }
        for constraint in project.constraints where !constraint.variations.isEmpty || !constraint.isActive {
            result[constraint.documentID ?? "?"] = "active=\(constraint.isActive) \(constraint.variations.sorted { $0.key.key < $1.key.key })"
        }
        return result
    }

    @Test("export then import gives the same variations: masks of views and constraints, constants, priorities, stack attributes")
    func exportRoundTrip() throws {
        let project = try #require(try imported(Self.document).projects.first)
        #expect(Self.variations(project).count == 6)
        let export = try DocumentExport(project)
        #expect(!export.notExported.contains { $0.reason.contains("variation") }, "\(export.notExported)")
        let text = export.document.xmlText
        let again = try #require(DocumentImport(try IBDocument(bytes: Array(text.utf8), file: "Again.xib"), fallbackName: "Again").projects.first)
        #expect(Self.variations(again) == Self.variations(project))
        // The document's own layout in each final class survives too.
        for sizeClass in SizeClass.all where sizeClass.isFinal {
            #expect(
                ProjectListing(again.resolved(for: sizeClass)).constraints == ProjectListing(project.resolved(for: sizeClass)).constraints,
                "\(sizeClass)")
        }
    }

    @Test("git textconv's text shows what each class changes, so a diff of a variation is a changed line")
    func layoutText() throws {
        let text = DocumentLayoutText.text(of: try IBDocument(bytes: Array(Self.document.utf8), file: "Classes.xib"), fileName: "Classes")
        #expect(text.contains("hC:constant=8 wR.hC:constant=4,priority=750"), "\(text)")
        #expect(text.contains("any:installed=no wR:installed=yes"), "\(text)")
        #expect(text.contains("wR:axis=horizontal,spacing=15 wR.hC:spacing=standard"), "\(text)")
        let changed = Self.document.replacingOccurrences(
            of: #"<variation key="heightClass=compact" constant="8"/>"#, with: #"<variation key="heightClass=compact" constant="6"/>"#)
        let other = DocumentLayoutText.text(of: try IBDocument(bytes: Array(changed.utf8), file: "Classes.xib"), fileName: "Classes")
        let differing = zip(text.split(separator: "\n"), other.split(separator: "\n")).filter { $0 != $1 }
        #expect(differing.count == 1 && differing.first?.1.contains("hC:constant=6") == true)
    }

    @Test("SwiftMessages' CardView: the corner view's width limit installed for regular width only, its side pins out there, the stack's spacing 15")
    func cardView() throws {
        let url = CorpusImportTests.folder.appending(path: "SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CardView.xib")
        let document = try IBDocument(bytes: Array(try Data(contentsOf: url)), file: url.lastPathComponent)
        let result = DocumentImport(document, fallbackName: "CardView")
        let project = try #require(result.projects.first)
        func constraint(_ id: String) throws -> Constraint { try #require(project.constraints.first { $0.documentID == id }) }
        let regularWidth = SizeClass(width: .regular)
        #expect(
            try !constraint("lOa-jP-2uX").isActive && constraint("lOa-jP-2uX").variations == [regularWidth: ConstraintVariation(isInstalled: true)])
        for id in ["O6e-Yz-cwK", "RiR-2q-ZY5"] {
            #expect(try constraint(id).isActive && constraint(id).variations == [regularWidth: ConstraintVariation(isInstalled: false)])
        }
        for id in ["LWV-wo-Jec", "lGg-Ey-I5f"] {
            #expect(try !constraint(id).isActive && constraint(id).variations == [regularWidth: ConstraintVariation(isInstalled: true)])
        }
        let stack = try #require(project.views.first { $0.documentID == "SU0-uJ-4pP" })
        #expect(stack.variations == [regularWidth: ViewVariation(stackSpacing: .points(15))])
        #expect(result.skipped.allSatisfy { !$0.reason.contains("variation") }, "every variation of the document is imported")
    }
}
