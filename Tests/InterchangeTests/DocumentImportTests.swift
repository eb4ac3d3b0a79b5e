import Model
import Testing

@testable import Interchange

extension Project {
    func view(named name: String) -> View? { views.first { $0.name == name } }
}

@Suite("Interface Builder import")
struct DocumentImportTests {
    static let login = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root1" customClass="LoginView">
                    <rect key="frame" x="10" y="20" width="375" height="667"/>
                    <subviews>
                        <label text="Title" horizontalHuggingPriority="251" id="lbl" userLabel="Title Label">
                            <rect key="frame" x="16" y="64" width="42" height="21"/>
                        </label>
                        <textField id="fld" horizontalCompressionResistancePriority="700">
                            <rect key="frame" x="16" y="93" width="343" height="34"/>
                        </textField>
                        <view id="box" hidden="YES" preservesSuperviewLayoutMargins="YES">
                            <rect key="frame" x="0" y="200" width="375" height="100"/>
                            <directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="lbl" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" symbolic="YES" id="c1"/>
                        <constraint firstItem="lbl" firstAttribute="leading" secondItem="root1" secondAttribute="leadingMargin" id="c2"/>
                        <constraint firstItem="fld" firstAttribute="top" secondItem="lbl" secondAttribute="baseline" constant="8" relation="greaterThanOrEqual" priority="750" identifier="fieldTop" id="c3"/>
                        <constraint firstItem="box" firstAttribute="height" secondItem="box" secondAttribute="width" multiplier="16:9" id="c4"/>
                        <constraint firstAttribute="trailing" secondItem="fld" secondAttribute="trailing" constant="16" placeholder="YES" id="c5"/>
                        <constraint firstItem="box" firstAttribute="width" secondItem="root1" secondAttribute="width" multiplier="23/15" id="c6"/>
                        <constraint firstItem="nowhere" firstAttribute="top" secondItem="lbl" secondAttribute="top" id="c7"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints"><exclude reference="c6"/></mask>
                    </variation>
                </view>
            </objects>
        </document>
        """

    func imported(_ text: String, file: String = "Login.xib") throws -> DocumentImport {
        DocumentImport(try IBDocument(bytes: Array(text.utf8), file: file), fallbackName: "Login")
    }

    @Test("views: names, kinds, frames, priorities, margins and the stored size as intrinsic size")
    func views() throws {
        let result = try imported(Self.login)
        let project = try #require(result.projects.first)
        #expect(result.projects.count == 1)
        #expect(project.name == "LoginView", "named by its custom class")
        #expect(project.views.map(\.name) == ["root", "titleLabel", "textField1", "view1"])
        let root = try #require(project.view(named: "root"))
        #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        let title = try #require(project.view(named: "titleLabel"))
        #expect(title.kind == .label)
        #expect(title.frame == Rect(x: 16, y: 64, width: 42, height: 21))
        #expect(title.intrinsicContentSize == IntrinsicContentSize(width: 42, height: 21))
        #expect(title.contentHugging == AxisPriorities(horizontal: 251, vertical: 250))
        let field = try #require(project.view(named: "textField1"))
        #expect(field.compressionResistance == AxisPriorities(horizontal: 700, vertical: 750))
        let box = try #require(project.view(named: "view1"))
        #expect(box.isHidden && box.preservesSuperviewLayoutMargins)
        #expect(box.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(box.intrinsicContentSize == .noIntrinsicMetric)
        #expect(title.documentID == "lbl" && field.documentID == "fld" && root.documentID == "root1")
    }

    @Test("constraints: defaults, owner as first item, safe area, margins, baseline, ratios, placeholders, size classes")
    func constraints() throws {
        let result = try imported(Self.login)
        let project = try #require(result.projects.first)
        let equations = project.constraints.map { project.named($0.equation).shortForm(priority: $0.priority) }
        #expect(
            equations == [
                "titleLabel.top == root.safeArea.top + 20",
                "titleLabel.leading == root.leadingMargin",
                "textField1.top >= titleLabel.lastBaseline + 8 @750",
                "view1.height == 1.7777777777777777 * view1.width",
                "root.trailing == textField1.trailing + 16",
                "view1.width == 1.5333333333333334 * root.width",
            ])
        #expect(project.constraints.map(\.documentID) == ["c1", "c2", "c3", "c4", "c5", "c6"], "each keeps its document id")
        #expect(project.constraints.map(\.isStandardSpacing) == [true, false, false, false, false, false], "symbolic: standard spacing")
        #expect(project.constraints[2].identifier == "fieldTop")
        #expect(project.constraints[4].isPlaceholder)
        #expect(!project.constraints[5].isActive, "left out of the base size class: inactive")
        #expect(project.constraints.filter { !$0.isActive }.count == 1)
        #expect(result.skipped.contains { $0.reason.contains("outside the layout root") && $0.count == 1 })
    }

    @Test(
        "legacy top and bottom layout guides come in as the root's safe area, with its insets inferred from the frames; a search bar and a separator take one length from their content"
    )
    func legacyLayoutGuides() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11542">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc" customClass="CalculatorViewController" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="topGuide"/>
                            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                        </layoutGuides>
                        <view key="view" id="root1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <searchBar id="search" translatesAutoresizingMaskIntoConstraints="NO">
                                    <rect key="frame" x="0.0" y="20" width="375" height="56"/>
                                </searchBar>
                                <box boxType="separator" id="rule" translatesAutoresizingMaskIntoConstraints="NO">
                                    <rect key="frame" x="0.0" y="600" width="375" height="5"/>
                                </box>
                                <label text="0" id="display" translatesAutoresizingMaskIntoConstraints="NO">
                                    <rect key="frame" x="16" y="626" width="343" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="search" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
                                <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="display" secondAttribute="bottom" constant="20" id="c2"/>
                                <constraint firstItem="topGuide" firstAttribute="height" constant="20" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let result = try imported(text, file: "Calculator.storyboard")
        let project = try #require(result.projects.first)
        let equations = project.constraints.map { project.named($0.equation).shortForm(priority: $0.priority) }
        #expect(equations == ["searchBar1.top == root.safeArea.top", "root.safeArea.bottom == label1.bottom + 20"])
        #expect(result.skipped.contains { $0.reason.contains("legacy layout guide's size") && $0.count == 1 }, "\(result.skipped)")
        #expect(
            project.views[0].deviceSafeAreaInsets?.top == 20 && (project.views[0].deviceSafeAreaInsets?.bottom ?? 0) == 0,
            "the status bar's 20 points, from the frames")
        #expect(project.view(named: "searchBar1")?.intrinsicContentSize == IntrinsicContentSize(width: nil, height: 56))
        #expect(
            project.view(named: "box1")?.intrinsicContentSize == IntrinsicContentSize(width: nil, height: 5), "a separator is as thick as it is drawn"
        )
    }

    @Test(
        "scroll views: the content and frame layout guides come in; constraints between a scroll view's edges and its content stay as written (the solver reads them on the content)"
    )
    func scrollViews() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701">
                <objects>
                    <view id="root1"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <scrollView id="scroll" translatesAutoresizingMaskIntoConstraints="NO">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view id="page" translatesAutoresizingMaskIntoConstraints="NO">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="1500"/>
                                    </view>
                                    <view id="badge" translatesAutoresizingMaskIntoConstraints="NO">
                                        <rect key="frame" x="10" y="10" width="20" height="20"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="trailing" secondItem="page" secondAttribute="trailing" id="c1"/>
                                    <constraint firstItem="page" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c2"/>
                                    <constraint firstItem="page" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c3"/>
                                    <constraint firstItem="badge" firstAttribute="top" secondItem="frameGuide" secondAttribute="top" constant="10" id="c4"/>
                                    <constraint firstItem="badge" firstAttribute="leading" secondItem="contentGuide" secondAttribute="leading" constant="10" id="c5"/>
                                </constraints>
                                <viewLayoutGuide key="contentLayoutGuide" id="contentGuide"/>
                                <viewLayoutGuide key="frameLayoutGuide" id="frameGuide"/>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="root1" secondAttribute="top" id="c6"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let result = try imported(text)
        let project = try #require(result.projects.first)
        let equations = project.constraints.map { project.named($0.equation).shortForm(priority: $0.priority) }
        #expect(
            equations == [
                "scrollView1.trailing == view1.trailing",
                "view1.top == scrollView1.top",
                "view1.width == scrollView1.width",
                "view2.top == scrollView1.frameLayout.top + 10",
                "view2.leading == scrollView1.contentLayout.leading + 10",
                "scrollView1.top == root.top",
            ])
        #expect(result.skipped.isEmpty, "\(result.skipped)")
    }

    @Test("macOS frames are measured y up from the bottom of the superview, and come in y down")
    func macOSFrames() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                <objects>
                    <customView id="c1">
                        <rect key="frame" x="0" y="0" width="400" height="300"/>
                        <subviews>
                            <button id="b1"><rect key="frame" x="20" y="20" width="100" height="32"/></button>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let project = try #require(try imported(text, file: "Prefs.xib").projects.first)
        #expect(project.name == "Login")
        #expect(project.view(named: "button1")?.frame == Rect(x: 20, y: 248, width: 100, height: 32))
    }

    @Test("not an Interface Builder document: a message with the file and line")
    func notIB() {
        do {
            _ = try IBDocument(bytes: Array("<?xml version=\"1.0\"?>\n<plist/>".utf8), file: "x.plist")
            Issue.record("a plist was taken for a document")
        } catch {
            #expect(
                error.description
                    == "x.plist:2: not an Interface Builder document (its root element is <plist>, not <document type=\"com.apple.InterfaceBuilder…\">)"
            )
        }
    }

    @Test("Stack views come in with their fields, every subview arranged in document order; NSStackView's defaults apply on macOS")
    func stackViews() throws {
        let ios = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097">
                <objects>
                    <view id="root1"><rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>
                            <stackView axis="vertical" distribution="fillEqually" alignment="center" spacing="5" baselineRelativeArrangement="YES" id="stk" userLabel="Column">
                                <rect key="frame" x="16" y="20" width="343" height="67"/>
                                <subviews>
                                    <label text="B" id="b" userLabel="Second"><rect key="frame" x="0" y="0" width="343" height="31"/></label>
                                    <label text="A" id="a" userLabel="First"><rect key="frame" x="0" y="36" width="343" height="31"/></label>
                                </subviews>
                            </stackView>
                            <stackView spacingType="standard" id="row"><rect key="frame" x="0" y="100" width="100" height="20"/></stackView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let project = try #require(try imported(ios).projects.first)
        let column = try #require(project.view(named: "column")?.stack)
        #expect(column.axis == .vertical && column.distribution == .fillEqually && column.alignment == .center)
        #expect(column.spacing == .points(5) && column.isBaselineRelativeArrangement && !column.isLayoutMarginsRelativeArrangement)
        #expect(column.arrangedSubviews == ["second", "first"].compactMap { project.view(named: $0)?.id })
        let row = try #require(project.views.first { $0.kind == .stackView && $0.name != "column" }?.stack)
        #expect(row.axis == .horizontal && row.spacing == .standard && row.alignment == .fill && row.arrangedSubviews.isEmpty)

        let mac = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="16097">
                <objects>
                    <customView id="root1"><rect key="frame" x="0" y="0" width="480" height="270"/>
                        <subviews>
                            <stackView distribution="fill" orientation="vertical" alignment="leading" id="stk" userLabel="Column">
                                <rect key="frame" x="20" y="20" width="100" height="50"/>
                            </stackView>
                            <stackView orientation="horizontal" id="row"><rect key="frame" x="0" y="100" width="100" height="20"/></stackView>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let macProject = try #require(try imported(mac, file: "Window.xib").projects.first)
        let macColumn = try #require(macProject.view(named: "column")?.stack)
        #expect(macColumn.axis == .vertical && macColumn.alignment == .leading && macColumn.spacing == .points(8))
        let macRow = try #require(macProject.views.first { $0.kind == .stackView && $0.name != "column" }?.stack)
        #expect(macRow.alignment == .center, "NSStackView centres across its axis unless told otherwise")
    }

    @Test("a size class's frame (<variation key=\"widthClass=compact\"> holding a <rect>) is not a subview")
    func variationFrameIsNoView() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14868">
                <objects>
                    <view contentMode="scaleToFill" id="root1"><rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>
                            <button id="back" translatesAutoresizingMaskIntoConstraints="NO">
                                <rect key="frame" x="10" y="20" width="44" height="44"/>
                                <variation key="widthClass=compact" ambiguous="YES" misplaced="YES">
                                    <rect key="frame" x="10" y="10" width="44" height="44"/>
                                </variation>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let project = try #require(try imported(text, file: "Back.xib").projects.first)
        #expect(project.views.map(\.documentID) == ["root1", "back"])
        #expect(project.views.last?.frame == Rect(x: 10, y: 20, width: 44, height: 44))
    }
}
