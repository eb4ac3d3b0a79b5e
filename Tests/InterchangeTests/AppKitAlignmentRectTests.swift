import Foundation
import Model
import Solver
import Testing

@testable import Interchange

/// Auto Layout aligns AppKit views by their alignment rectangles, not their frames
/// (`NSView.alignmentRect(forFrame:)`); the file stores frames and says nothing of the insets
/// between the two. Import gives separator boxes theirs by rule, and measures those of controls
/// no rule covers on the document's own constraints (issue 36).
@Suite("AppKit alignment rectangles")
struct AppKitAlignmentRectTests {
    func project(_ text: String) throws -> Project {
        try #require(DocumentImport(try IBDocument(bytes: Array(text.utf8), file: "Insets.xib"), fallbackName: "Insets").projects.first)
    }

    @Test(
        "a separator box aligns by its 1 pt line, 2 pt inside its 5 pt frame (WWDC's preferences: the separator between two rows lands on its stored frame)"
    )
    func separatorLine() throws {
        let file = "insidegui__WWDC__WWDC__Resources__Preferences.storyboard"
        let url = CorpusImportTests.folder.appending(path: file)
        let document = try IBDocument(bytes: Array(try Data(contentsOf: url)), file: file)
        let imported = DocumentImport(document, fallbackName: "doc")
        let separators = imported.projects.flatMap(\.views).filter { $0.frame.height == 5 && $0.frame.width > 100 }
        #expect(separators.count == 6)
        for separator in separators {
            #expect(separator.alignmentInsets == EdgeInsets(top: 2, left: 0, bottom: 2, right: 0), "\(separator.name)")
        }
        let general = try #require(imported.projects.first { $0.name == "GeneralPreferencesViewController" })
        var canvas = LayoutEnvironment(designOf: general)
        canvas.includesPlaceholders = true
        let solution = LayoutSystem.solve(general, in: canvas)
        // The last separator: 19 pt below a field, 22 pt above a label.
        let last = try #require(general.views.first { $0.documentID == "CVJ-g8-K90" })
        #expect(solution.frames[last.id] == last.frame, "stored \(last.frame)")
    }

    @Test("a separator framed thicker aligns by the frame less 2 pt a side: Rectangle's separators of height 20 are framed 24 pt tall")
    func thickSeparator() throws {
        let frame = Rect(x: 0, y: 0, width: 500, height: 24)
        #expect(IBAlignmentInsets.separator(frame) == EdgeInsets(top: 2, left: 0, bottom: 2, right: 0))
        #expect(IBAlignmentInsets.separator(Rect(x: 0, y: 0, width: 96, height: 4)) == EdgeInsets(top: 2, left: 0, bottom: 2, right: 0))
        #expect(IBAlignmentInsets.separator(Rect(x: 0, y: 0, width: 5, height: 80)) == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
    }

    /// A pop-up button of macOS 11 framed 25 pt tall, 3 pt wider than its bezel on each side and
    /// 1 pt above and 4 pt below it, pinned 20 pt from the root's edges; a label 8 pt below it,
    /// and a second pop-up of the same kind below the label. y runs up, as AppKit's does.
    static let popUps = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                    <subviews>
                        <popUpButton userLabel="format" translatesAutoresizingMaskIntoConstraints="NO" id="p1">
                            <rect key="frame" x="17" y="76" width="266" height="25"/>
                            <popUpButtonCell key="cell" type="push" title="HD" bezelStyle="rounded" borderStyle="borderAndBezel" id="p1c">
                                <font key="font" metaFont="menu"/>
                            </popUpButtonCell>
                        </popUpButton>
                        <textField userLabel="caption" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                            <rect key="frame" x="18" y="56" width="104" height="16"/>
                            <textFieldCell key="cell" title="Quality" id="t1c"><font key="font" metaFont="system"/></textFieldCell>
                        </textField>
                        <popUpButton userLabel="quality" translatesAutoresizingMaskIntoConstraints="NO" id="p2">
                            <rect key="frame" x="17" y="24" width="100" height="25"/>
                            <popUpButtonCell key="cell" type="push" title="Best" bezelStyle="rounded" borderStyle="borderAndBezel" id="p2c">
                                <font key="font" metaFont="menu"/>
                            </popUpButtonCell>
                        </popUpButton>
                    </subviews>
                    <constraints>
                        <constraint firstItem="p1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="p1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="p1" secondAttribute="trailing" constant="20" id="c3"/>
                        <constraint firstItem="t1" firstAttribute="top" secondItem="p1" secondAttribute="bottom" constant="8" id="c4"/>
                        <constraint firstItem="t1" firstAttribute="leading" secondItem="p1" secondAttribute="leading" id="c5"/>
                        <constraint firstItem="p2" firstAttribute="top" secondItem="t1" secondAttribute="bottom" constant="8" id="c6"/>
                        <constraint firstItem="p2" firstAttribute="leading" secondItem="t1" secondAttribute="leading" id="c7"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test(
        "a control no inset rule covers aligns as the document's constraints measure it: a pop-up's bezel 1 pt in at the top, 3 at the sides, 4 at the bottom"
    )
    func measuredOnTheDocument() throws {
        let project = try project(Self.popUps)
        let format = try #require(project.view(named: "format"))
        let quality = try #require(project.view(named: "quality"))
        #expect(format.alignmentInsets == EdgeInsets(top: 1, left: 3, bottom: 4, right: 3))
        #expect(quality.alignmentInsets == format.alignmentInsets, "pop-ups of one kind and height share their insets")
        #expect(format.intrinsicContentSize.height == 20, "its content measures the bezel, not the frame")
        let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
        #expect(solution.ambiguous.isEmpty, "\(solution.ambiguous)")
        for view in project.views.dropFirst() {
            #expect(solution.frames[view.id] == view.frame, "\(view.name): stored \(view.frame)")
        }
    }

    @Test("nothing measures a control that no required equality pins to a known edge: it aligns by its frame")
    func unmeasuredAlignsByFrame() throws {
        let text = Self.popUps.replacingOccurrences(
            of: #"<constraint firstItem="p2" firstAttribute="leading" secondItem="t1" secondAttribute="leading" id="c7"/>"#, with: ""
        )
        .replacingOccurrences(
            of: #"bezelStyle="rounded" borderStyle="borderAndBezel" id="p2c""#, with: #"bezelStyle="texturedRounded" borderStyle="border" id="p2c""#
        )
        .replacingOccurrences(
            of: #"<constraint firstItem="p2" firstAttribute="top" secondItem="t1" secondAttribute="bottom" constant="8" id="c6"/>"#, with: "")
        let project = try project(text)
        #expect(try #require(project.view(named: "quality")).alignmentInsets == .zero)
        #expect(try #require(project.view(named: "format")).alignmentInsets == EdgeInsets(top: 1, left: 3, bottom: 4, right: 3))
    }

    /// Two check boxes of a document saved by Xcode 8 (`toolsVersion` 12121), whose frames lie 3 pt
    /// outside their boxes and titles above, below and before them and 2 pt after, as Vienna's
    /// info window lays them out: one 6 pt below a label, the other 6 pt below the first.
    static let oldCheckBoxes = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="12121">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <textField userLabel="caption" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                            <rect key="frame" x="18" y="64" width="104" height="16"/>
                            <textFieldCell key="cell" title="Feed" id="t1c"><font key="font" metaFont="system"/></textFieldCell>
                        </textField>
                        <button userLabel="subscribed" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <rect key="frame" x="17" y="43" width="265" height="18"/>
                            <buttonCell key="cell" type="check" title="Subscribed" bezelStyle="regularSquare" imagePosition="left" id="b1c">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <button userLabel="loadFullArticles" translatesAutoresizingMaskIntoConstraints="NO" id="b2">
                            <rect key="frame" x="17" y="25" width="265" height="18"/>
                            <buttonCell key="cell" type="check" title="Load full articles" bezelStyle="regularSquare" imagePosition="left" id="b2c">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="t1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="t1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                        <constraint firstItem="b1" firstAttribute="top" secondItem="t1" secondAttribute="bottom" constant="6" id="c3"/>
                        <constraint firstItem="b1" firstAttribute="leading" secondItem="t1" secondAttribute="leading" id="c4"/>
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="b1" secondAttribute="trailing" constant="20" id="c5"/>
                        <constraint firstItem="b2" firstAttribute="top" secondItem="b1" secondAttribute="bottom" constant="6" id="c6"/>
                        <constraint firstItem="b2" firstAttribute="leading" secondItem="b1" secondAttribute="leading" id="c7"/>
                        <constraint firstItem="b2" firstAttribute="trailing" secondItem="b1" secondAttribute="trailing" id="c8"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test(
        "a check box aligns as its document measures it where the rule's metrics are another macOS's: Xcode 8's lie 3 pt in (2 after the title); one pinned below another measures both"
    )
    func measuredOverTheRule() throws {
        let project = try project(Self.oldCheckBoxes)
        for name in ["subscribed", "loadFullArticles"] {
            let box = try #require(project.view(named: name))
            #expect(box.alignmentInsets == EdgeInsets(top: 3, left: 3, bottom: 3, right: 2), "\(name)")
        }
        let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
        #expect(solution.ambiguous.isEmpty, "\(solution.ambiguous)")
        for view in project.views.dropFirst() {
            #expect(solution.frames[view.id] == view.frame, "\(view.name): stored \(view.frame)")
        }
    }

    /// A pop-up pinned 20 pt below the root's top and centred on a label: its top measures 1 pt
    /// (the constraint to the root), its bottom only through the centre (4 pt).
    static let centredPopUp = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
                    <subviews>
                        <textField userLabel="caption" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                            <rect key="frame" x="18" y="42" width="104" height="16"/>
                            <textFieldCell key="cell" title="Quality" id="t1c"><font key="font" metaFont="system"/></textFieldCell>
                        </textField>
                        <popUpButton userLabel="quality" translatesAutoresizingMaskIntoConstraints="NO" id="p1">
                            <rect key="frame" x="125" y="36" width="158" height="25"/>
                            <popUpButtonCell key="cell" type="push" title="Best" bezelStyle="rounded" borderStyle="borderAndBezel" id="p1c">
                                <font key="font" metaFont="menu"/>
                            </popUpButtonCell>
                        </popUpButton>
                    </subviews>
                    <constraints>
                        <constraint firstItem="t1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="p1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                        <constraint firstItem="p1" firstAttribute="leading" secondItem="t1" secondAttribute="trailing" constant="8" id="c3"/>
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="p1" secondAttribute="trailing" constant="20" id="c4"/>
                        <constraint firstItem="t1" firstAttribute="centerY" secondItem="p1" secondAttribute="centerY" id="c5"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test("a control centred on a label measures its far inset from its near one: the centre says their difference")
    func measuredThroughTheCentre() throws {
        let project = try project(Self.centredPopUp)
        let quality = try #require(project.view(named: "quality"))
        #expect(quality.alignmentInsets == EdgeInsets(top: 1, left: 3, bottom: 4, right: 3))
        let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
        #expect(solution.ambiguous.isEmpty, "\(solution.ambiguous)")
        for view in project.views.dropFirst() {
            #expect(solution.frames[view.id] == view.frame, "\(view.name): stored \(view.frame)")
        }
    }

    /// A pop-up alone in a vertical NSStackView aligned leading, 20 pt from the root's top left:
    /// no constraint of the document names it, the stack's own pin its edges.
    static let stackedPopUp = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                            <rect key="frame" x="20" y="60" width="150" height="20"/>
                            <subviews>
                                <popUpButton userLabel="quality" translatesAutoresizingMaskIntoConstraints="NO" id="p1">
                                    <rect key="frame" x="-3" y="-4" width="156" height="25"/>
                                    <popUpButtonCell key="cell" type="push" title="Best" bezelStyle="rounded" borderStyle="borderAndBezel" id="p1c">
                                        <font key="font" metaFont="menu"/>
                                    </popUpButtonCell>
                                </popUpButton>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test(
        "a stack view's own constraints measure what it arranges: a pop-up alone in a stack aligned leading meets its top, bottom and leading edges")
    func measuredByTheStack() throws {
        let project = try project(Self.stackedPopUp)
        let quality = try #require(project.view(named: "quality"))
        #expect(
            quality.alignmentInsets.top == 1 && quality.alignmentInsets.left == 3 && quality.alignmentInsets.bottom == 4, "\(quality.alignmentInsets)"
        )
        let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
        #expect(solution.frames[quality.id] == quality.frame, "stored \(quality.frame)")
    }
}
