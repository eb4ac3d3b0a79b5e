import Foundation
import Model
import Solver
import Testing

@testable import Interchange

/// Import's estimate of text views' baselines from the font the document names (docs/import.md,
/// "Estimates"). Expected values are worked by hand from San Francisco's proportions: 1950/2048
/// of the size above the baseline, 494/2048 below (17 pt: 16.187 and 4.101, a 20.287 pt line).
@Suite("Estimated baselines")
struct BaselineEstimateTests {
    /// An iOS xib whose root holds these elements.
    static func xib(_ subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155">
            <objects>
                <view contentMode="scaleToFill" id="root1">
                    <rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews>
        \(subviews)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// The baselines import gives each view of the document, by user label.
    static func baselines(_ text: String) throws -> [String: BaselineOffsets] {
        let imported = DocumentImport(try IBDocument(bytes: Array(text.utf8), file: "Baselines.xib"), fallbackName: "Baselines")
        let project = try #require(imported.projects.first)
        return Dictionary(uniqueKeysWithValues: project.views.map { ($0.name, $0.baselineOffsets) })
    }

    static func expect(
        _ offsets: BaselineOffsets?, first: Double?, last: Double?, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let close = { (a: Double?, b: Double?) in a.flatMap { a in b.map { abs(a - $0) < 0.001 } } ?? (a == nil && b == nil) }
        #expect(
            close(offsets?.firstFromTop, first) && close(offsets?.lastFromBottom, last), "\(comment): \(String(describing: offsets))",
            sourceLocation: sourceLocation)
    }

    @Test("labels: first baseline an ascender below the top, last a descender above the bottom, at any height and for every line count")
    func labels() throws {
        let offsets = try Self.baselines(
            Self.xib(
                """
                <label text="Short" userLabel="short" id="a">
                    <rect key="frame" x="0" y="0" width="80" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label text="Tall" userLabel="tall" id="b">
                    <rect key="frame" x="0" y="30" width="80" height="40"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label text="Two lines" numberOfLines="2" userLabel="twoLines" id="c">
                    <rect key="frame" x="0" y="80" width="80" height="38"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                </label>
                <label text="Bold" userLabel="bold" id="d">
                    <rect key="frame" x="0" y="120" width="80" height="20.5"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                </label>
                <label text="Helvetica" userLabel="named" id="e">
                    <rect key="frame" x="0" y="150" width="80" height="20.5"/>
                    <fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17"/>
                </label>
                <label text="Default" userLabel="plain" id="f">
                    <rect key="frame" x="0" y="180" width="80" height="21"/>
                </label>
                """))
        // 17 pt: 17 × 1950/2048 = 16.1865 above, 17 × 494/2048 = 4.1006 below.
        Self.expect(offsets["short"], first: 16.1865, last: 4.1006, "a 17 pt label 20.5 pt tall")
        Self.expect(offsets["tall"], first: 16.1865, last: 4.1006, "a 17 pt label 40 pt tall, as its text's own size")
        // Subheadline, 15 pt: 14.2822 above, 3.6182 below; the first line's and the last line's.
        Self.expect(offsets["twoLines"], first: 14.2822, last: 3.6182, "a two-line subheadline label")
        Self.expect(offsets["bold"], first: 16.1865, last: 4.1006, "a bold label shares the regular weight's metrics")
        Self.expect(offsets["named"], first: 16.1865, last: 4.1006, "a named font, estimated as the system font of its size")
        Self.expect(offsets["plain"], first: nil, last: nil, "a label naming no font (a document export wrote) has no estimate")
    }

    @Test("text styles take their sizes at the Large content size category")
    func textStyles() throws {
        let styles = [
            "UICTFontTextStyleHeadline": 17.0, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle0": 34,
        ]
        let labels = styles.keys.sorted().enumerated().map { index, style in
            """
            <label text="\(style)" userLabel="l\(index)" id="l\(index)">
                <rect key="frame" x="0" y="\(index * 50)" width="80" height="40"/>
                <fontDescription key="fontDescription" style="\(style)"/>
            </label>
            """
        }
        let offsets = try Self.baselines(Self.xib(labels.joined(separator: "\n")))
        // Caption 1, 12 pt: 11.4258 above, 2.8945 below; Headline 17 pt as above; Title 1, 28 pt:
        // 26.6602 and 6.7539; Large Title (Title0), 34 pt: 32.3730 and 8.2012.
        let expected = [
            "UICTFontTextStyleCaption1": (11.4258, 2.8945), "UICTFontTextStyleHeadline": (16.1865, 4.1006),
            "UICTFontTextStyleTitle0": (32.3730, 8.2012), "UICTFontTextStyleTitle1": (26.6602, 6.7539),
        ]
        for (index, style) in styles.keys.sorted().enumerated() {
            let (first, last) = try #require(expected[style])
            Self.expect(offsets["l\(index)"], first: first, last: last, "\(style)")
        }
    }

    @Test("buttons centre their title between their content insets; text fields centre their line; text views inset it 8 pt")
    func controls() throws {
        let offsets = try Self.baselines(
            Self.xib(
                """
                <button userLabel="plain" id="a" contentVerticalAlignment="center">
                    <rect key="frame" x="0" y="0" width="80" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    <state key="normal" title="Go"/>
                </button>
                <button userLabel="inset" id="b">
                    <rect key="frame" x="0" y="40" width="80" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    <inset key="contentEdgeInsets" minX="0.0" minY="10" maxX="0.0" maxY="0.0"/>
                    <state key="normal" title="Go"/>
                </button>
                <button userLabel="top" id="c" contentVerticalAlignment="top">
                    <rect key="frame" x="0" y="80" width="80" height="30"/>
                    <state key="normal" title="Go"/>
                </button>
                <button userLabel="configured" id="d">
                    <rect key="frame" x="0" y="120" width="80" height="34.5"/>
                    <buttonConfiguration key="configuration" style="plain" title="Go"/>
                </button>
                <button userLabel="untitled" id="i">
                    <rect key="frame" x="100" y="80" width="30" height="30"/>
                </button>
                <textField userLabel="field" id="e" borderStyle="roundedRect">
                    <rect key="frame" x="0" y="160" width="200" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textField>
                <textView userLabel="notes" id="f">
                    <rect key="frame" x="0" y="200" width="200" height="120"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textView>
                <view userLabel="box" id="g">
                    <rect key="frame" x="0" y="330" width="200" height="120"/>
                </view>
                <imageView userLabel="picture" id="h" image="x">
                    <rect key="frame" x="0" y="460" width="20" height="20"/>
                </imageView>
                """))
        // 15 pt: a 17.9004 line, 14.2822 above the baseline. Centred in 30: (30 − 17.9004)/2 = 6.0498 above the line.
        Self.expect(offsets["plain"], first: 20.3320, last: 9.6680, "a 15 pt button 30 pt tall")
        // Centred between the insets: 10 + (30 − 10 − 17.9004)/2 = 11.0498 above the line.
        Self.expect(offsets["inset"], first: 25.3320, last: 4.6680, "a button with 10 pt of content inset at the top")
        // No font but a title: UIButton's System 15, the line at the top.
        Self.expect(offsets["top"], first: 14.2822, last: 15.7178, "a top-aligned button")
        // A configured (iOS 15) button's title is Body, 17 pt: (34.5 − 20.2871)/2 = 7.1064 above the line.
        Self.expect(offsets["configured"], first: 23.2930, last: 11.2070, "a configured button, Body 17")
        // 14 pt: a 16.7070 line, 13.3301 above; centred in 34: 8.6465 above the line.
        Self.expect(offsets["field"], first: 21.9766, last: 12.0234, "a 14 pt text field 34 pt tall")
        // The text container's 8 pt inset: 8 + 13.3301 and 8 + 3.3770.
        Self.expect(offsets["notes"], first: 21.3301, last: 11.3770, "a 14 pt text view")
        Self.expect(offsets["untitled"], first: nil, last: nil, "a button with neither font nor title (an image button, or one export wrote)")
        #expect(offsets["box"] == BaselineOffsets.noText && offsets["picture"] == BaselineOffsets.noText, "views without text have no baselines")
    }

    @Test("AppKit text controls keep their estimates for the regular system font; small labels and check boxes have the small font's")
    func appKit() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22155">
                <objects>
                    <customView id="root1">
                        <rect key="frame" x="0" y="0" width="400" height="300"/>
                        <subviews>
                            <textField userLabel="label" id="a">
                                <rect key="frame" x="18" y="260" width="100" height="16"/>
                                <textFieldCell key="cell" title="Name" id="a1"><font key="font" metaFont="system"/></textFieldCell>
                            </textField>
                            <textField userLabel="field" id="b">
                                <rect key="frame" x="120" y="258" width="200" height="22"/>
                                <textFieldCell key="cell" borderStyle="bezel" id="b1"><font key="font" metaFont="system"/></textFieldCell>
                            </textField>
                            <textField userLabel="small" id="c">
                                <rect key="frame" x="18" y="200" width="100" height="14"/>
                                <textFieldCell key="cell" controlSize="small" title="Small" id="c1"><font key="font" metaFont="smallSystem"/></textFieldCell>
                            </textField>
                            <button userLabel="smallCheck" id="d">
                                <rect key="frame" x="18" y="180" width="100" height="14"/>
                                <buttonCell key="cell" type="check" title="Check" controlSize="small" id="d1"><font key="font" metaFont="menu" size="11"/></buttonCell>
                            </button>
                            <textField userLabel="mini" id="e">
                                <rect key="frame" x="18" y="160" width="100" height="11"/>
                                <textFieldCell key="cell" controlSize="mini" title="Mini" id="e1"><font key="font" metaFont="miniSystem"/></textFieldCell>
                            </textField>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let offsets = try Self.baselines(text)
        // A label sets its 16 pt line from the top (inside its 2 pt side insets): 12 below the top, 4 above the bottom.
        Self.expect(offsets["label"], first: 12, last: 4, "an AppKit label")
        // A bezeled field centres its line: 22/2 + 4 from the top, 22/2 − 4 from the bottom.
        Self.expect(offsets["field"], first: 15, last: 7, "a bezeled AppKit field")
        // The small size: an 11 pt font on a 14 pt line, 4 pt of it below the baseline, from the top.
        Self.expect(offsets["small"], first: 10, last: 4, "a small AppKit label")
        Self.expect(offsets["smallCheck"], first: 10, last: 4, "a small check box")
        Self.expect(offsets["mini"], first: nil, last: nil, "other control sizes are not estimated")
    }

    /// A corpus document's project, solved at its design size: the views farther than 0.5 pt
    /// from their stored frames.
    static func misses(_ project: Project, unreliable: Set<ItemID>) -> [String] {
        let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
        var leftOut = unreliable
        for view in project.viewsInLayoutOrder where view.parent.map(leftOut.contains) ?? false { leftOut.insert(view.id) }
        return project.views.filter { $0.parent != nil && !leftOut.contains($0.id) }.compactMap { view in
            guard let solved = solution.frames[view.id] else { return "\(view.name): not solved" }
            let distance =
                [solved.x - view.frame.x, solved.y - view.frame.y, solved.width - view.frame.width, solved.height - view.frame.height]
                .map(abs).max() ?? 0
            return distance <= 0.5 ? nil : "\(view.name): stored \(view.frame), solved \(solved)"
        }
    }

    @Test("corpus: labels on each other's baselines (SwipeCellKit's mail cell) solve to their stored frames, which they miss without the estimates")
    func corpusBaselines() throws {
        func project(_ file: String, named name: String) throws -> (Project, Set<ItemID>) {
            let document = try IBDocument(bytes: Array(try Data(contentsOf: CorpusImportTests.folder.appending(path: file))), file: file)
            let imported = DocumentImport(document, fallbackName: "doc")
            let index = try #require(imported.projects.firstIndex { $0.name == name }, "\(file): no project \(name)")
            return (imported.projects[index], imported.unreliableFrames[index])
        }
        func withoutBaselines(_ project: Project) -> Project {
            var project = project
            for index in project.views.indices { project.views[index].baselineOffsets = .noText }
            return project
        }
        // `label1.lastBaseline == johnDoeLabel.lastBaseline` in a stack centring them: a 15 pt label on a 17 pt one's baseline.
        let (mail, mailUnreliable) = try project("SwipeCellKit__SwipeCellKit__Example__MailExample__Main.storyboard", named: "MailCell-2")
        #expect(mail.constraints.contains { $0.equation.first.attribute == .lastBaseline }, "the cell aligns baselines")
        #expect(Self.misses(mail, unreliable: mailUnreliable).isEmpty, "\(Self.misses(mail, unreliable: mailUnreliable))")
        #expect(
            Self.misses(withoutBaselines(mail), unreliable: mailUnreliable).contains { $0.hasPrefix("label1:") },
            "bottoms aligned instead place label1 wrongly")

    }

    @Test("a stack view aligned by first baseline lines up its labels' first baselines, whatever their fonts")
    func stackAlignedByFirstBaseline() throws {
        let text = Self.xib(
            """
            <stackView alignment="firstBaseline" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" userLabel="row" id="s">
                <rect key="frame" x="16" y="100" width="200" height="40"/>
                <subviews>
                    <label text="Big" userLabel="big" id="a">
                        <rect key="frame" x="0" y="0" width="60" height="40.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="34"/>
                    </label>
                    <label text="small" userLabel="small" id="b">
                        <rect key="frame" x="68" y="18" width="40" height="16"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                    </label>
                </subviews>
            </stackView>
            """)
        let project = try #require(DocumentImport(try IBDocument(bytes: Array(text.utf8), file: "Row.xib"), fallbackName: "Row").projects.first)
        let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
        let big = try #require(project.view(named: "big")), small = try #require(project.view(named: "small"))
        let (bigFrame, smallFrame) = (try #require(solution.frames[big.id]), try #require(solution.frames[small.id]))
        // 34 pt: 32.3730 above the baseline; Caption 1, 12 pt: 11.4258. The small label's top is
        // 32.3730 − 11.4258 = 20.9473 below the big one's.
        #expect(abs((smallFrame.y - bigFrame.y) - 20.9473) < 0.001, "big \(bigFrame), small \(smallFrame)")
    }
}
