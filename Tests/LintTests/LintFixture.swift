/// A storyboard made to show each rule: one scene designed on an iPhone 11 (414 × 896) whose
/// views are laid out so that each rule fires on the devices the comments name.
enum LintFixture {
    static func view(_ id: String, x: Int, y: Int, width: Int, height: Int) -> String {
        """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(id.prefix(1).uppercased() + id.dropFirst())">
                                    <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                                </view>
        """
    }

    static func constraint(
        _ id: String, _ first: String, _ attribute: String, _ second: String? = nil, _ secondAttribute: String? = nil, constant: Int = 0,
        priority: Int? = nil
    ) -> String {
        var text = "                            <constraint firstItem=\"\(first)\" firstAttribute=\"\(attribute)\""
        if let second, let secondAttribute { text += " secondItem=\"\(second)\" secondAttribute=\"\(secondAttribute)\"" }
        if constant != 0 { text += " constant=\"\(constant)\"" }
        if let priority { text += " priority=\"\(priority)\"" }
        return text + " id=\"\(id)\"/>"
    }

    /// The storyboard; `looseConstrained` false gives the loose view a width and height, so it is
    /// no longer ambiguous.
    static func storyboard(looseConstrained: Bool = false) -> String {
        let views = [
            // name 16…216 and badge 248…398 apart at 414; on the iPhone SE (375) badge moves to
            // 209…359 and overlaps name.
            view("name", x: 16, y: 100, width: 200, height: 40), view("badge", x: 248, y: 100, width: 150, height: 40),
            // 16…396 inside 414; on the iPhone SE out past 375.
            view("banner", x: 16, y: 200, width: 380, height: 40),
            // Only its leading and top: its width and height are ambiguous everywhere.
            view("loose", x: 16, y: 300, width: 100, height: 40),
            // Its constraints put it 20 pt higher than the document stores it: misplaced.
            view("moved", x: 16, y: 420, width: 100, height: 40),
            // 200 pt in from both sides (the leading edge stronger): 14 pt wide at 414, none on the SE.
            view("squeeze", x: 200, y: 500, width: 14, height: 40),
            // 400 pt narrower than the root: 14 pt at 414, -25 on the SE.
            view("narrow", x: 16, y: 600, width: 14, height: 40),
            // Two required widths that cannot both hold.
            view("fixed", x: 16, y: 700, width: 100, height: 40),
        ]
        var constraints = [
            constraint("n1", "name", "leading", "root", "leading", constant: 16), constraint("n2", "name", "top", "root", "top", constant: 100),
            constraint("n3", "name", "width", constant: 200), constraint("n4", "name", "height", constant: 40),
            constraint("b1", "root", "trailing", "badge", "trailing", constant: 16), constraint("b2", "badge", "top", "root", "top", constant: 100),
            constraint("b3", "badge", "width", constant: 150), constraint("b4", "badge", "height", constant: 40),
            constraint("w1", "banner", "leading", "root", "leading", constant: 16), constraint("w2", "banner", "top", "root", "top", constant: 200),
            constraint("w3", "banner", "width", constant: 380), constraint("w4", "banner", "height", constant: 40),
            constraint("l1", "loose", "leading", "root", "leading", constant: 16), constraint("l2", "loose", "top", "root", "top", constant: 300),
            constraint("m1", "moved", "leading", "root", "leading", constant: 16), constraint("m2", "moved", "top", "root", "top", constant: 400),
            constraint("m3", "moved", "width", constant: 100), constraint("m4", "moved", "height", constant: 40),
            constraint("s1", "squeeze", "leading", "root", "leading", constant: 200, priority: 751),
            constraint("s2", "root", "trailing", "squeeze", "trailing", constant: 200, priority: 750),
            constraint("s3", "squeeze", "top", "root", "top", constant: 500), constraint("s4", "squeeze", "height", constant: 40),
            "                            <constraint firstItem=\"squeeze\" firstAttribute=\"width\" relation=\"greaterThanOrEqual\" id=\"s5\"/>",
            constraint("r1", "narrow", "leading", "root", "leading", constant: 16), constraint("r2", "narrow", "top", "root", "top", constant: 600),
            constraint("r3", "narrow", "width", "root", "width", constant: -400), constraint("r4", "narrow", "height", constant: 40),
            constraint("f1", "fixed", "leading", "root", "leading", constant: 16), constraint("f2", "fixed", "top", "root", "top", constant: 700),
            constraint("f3", "fixed", "width", constant: 100), constraint("f4", "fixed", "height", constant: 40),
            constraint("f5", "fixed", "width", constant: 120),
        ]
        if looseConstrained { constraints += [constraint("l3", "loose", "width", constant: 100), constraint("l4", "loose", "height", constant: 40)] }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController storyboardIdentifier="Profile" id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <subviews>
            \(views.joined(separator: "\n"))
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <constraints>
            \(constraints.joined(separator: "\n"))
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
    }
}
