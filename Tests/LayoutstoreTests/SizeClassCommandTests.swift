import Foundation
import Testing

/// `--size-class` on the real binary, on a real document with size-class variations:
/// SwiftMessages' CardView.xib, whose corner view is pinned to the margins in compact width and
/// centred, at most 500 pt wide, in regular width (`<variation key="widthClass=regular">`).
@Suite("layoutstore --size-class")
struct SizeClassCommandTests {
    static let cardView = ImportCommandTests.corpus.appending(path: "SwiftKickMobile__SwiftMessages__SwiftMessages__Resources__CardView.xib").path

    /// A store with CardView imported.
    func imported() throws -> CLI {
        let cli = try CLI()
        try cli.ok("import", Self.cardView)
        return cli
    }

    @Test("in the class Interface Builder stored the frames for (wC hR, the document's iPhone in portrait) every frame matches them")
    func designClassMatchesStoredFrames() throws {
        let cli = try imported()
        let check = try cli.run("check", "--size-class", "wC,hR", "--json")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let report = try #require(try check.json() as? [String: Any])
        #expect((report["misplaced"] as? [Any])?.isEmpty == true && (report["ambiguous"] as? [Any])?.isEmpty == true)
        #expect((report["views"] as? [Any])?.count == 9, "every view solved")
    }

    @Test("regular width centres the corner view at most 500 pt wide; compact width pins it to the margins")
    func regularWidthLayout() throws {
        let cli = try imported()
        let compact = try cli.solvedFrames("--size", "1024x160", "--size-class", "wC hR")
        let regular = try cli.solvedFrames("--size", "1024x160", "--size-class", "wR,hR")
        let corner = try #require(compact["cornerRoundingView"]), wide = try #require(regular["cornerRoundingView"])
        let x = try #require(corner["x"]), width = try #require(corner["width"])
        #expect(x > 0 && abs(x + width + x - 1024) < 0.5, "pinned to both margins: \(corner)")
        let wideWidth = try #require(wide["width"]), wideX = try #require(wide["x"])
        #expect(wideWidth <= 500.5, "the width limit installed for regular width: \(wide)")
        #expect(abs(wideX + wideWidth / 2 - 512) < 0.5, "centred: \(wide)")
        // The stack's spacing is 15 in regular width, 10 otherwise: its icon label and icon image are that far apart.
        let gap = { (frames: [String: [String: Double]]) -> Double? in
            guard let icon = frames.first(where: { $0.key.hasPrefix("iconLabel") })?.value,
                let image = frames.first(where: { $0.key.hasPrefix("iconImage") })?.value,
                let iconX = icon["x"], let iconWidth = icon["width"], let imageX = image["x"]
            else { return nil }
            return imageX - (iconX + iconWidth)
        }
        #expect(gap(compact) == 10 && gap(regular) == 15)
    }

    @Test("--device with --landscape picks the device's class: an iPhone 11 turned is wR hC, an iPhone 15 turned wC hC")
    func deviceClass() throws {
        let cli = try imported()
        let landscape = try cli.solvedFrames("--device", "iphone-11", "--landscape")
        #expect(landscape == (try cli.solvedFrames("--device", "iphone-11", "--landscape", "--size-class", "wR,hC")))
        #expect(landscape != (try cli.solvedFrames("--device", "iphone-11", "--landscape", "--size-class", "wC,hC")))
        let narrow = try cli.solvedFrames("--device", "iphone-15", "--landscape")
        #expect(narrow == (try cli.solvedFrames("--device", "iphone-15", "--landscape", "--size-class", "wC,hC")))
    }

    @Test("edit --size-class changes the constant in that class alone: its own field in history and diff, the base untouched")
    func editInAClass() throws {
        let cli = try imported()
        let constraints = try #require(try cli.run("list", "--json").json() as? [[String: Any]])
        let top = try #require(constraints.first { $0["ibID"] as? String == "S9l-zM-0wc" }?["id"] as? String)
        let before = try cli.solvedFrames("--size-class", "wR,hC")
        try cli.ok("edit", top, "--size-class", "hC", "--constant", "4", "-m", "tighter in landscape")
        #expect(try cli.ok("show", top).contains("in hC"))
        let history = try cli.ok("history", top)
        #expect(history.contains("variation.hC") && history.contains("constant=4"), "\(history)")
        let diff = try cli.ok("diff", "HEAD~1", "HEAD")
        #expect(diff.contains("variation.hC") && !diff.contains(" constant "), "\(diff)")
        // In compact height the stack moves up 16 pt; in regular height nothing moves.
        let after = try cli.solvedFrames("--size-class", "wR,hC")
        #expect(after["contentView"]?["y"] == before["contentView"]?["y"].map { $0 - 16 }, "\(after)")
        #expect(try cli.solvedFrames("--size-class", "wC,hR") == (try cli.solvedFrames("--size-class", "wC,hR", "--at", "HEAD~1")))
        let refused = try cli.run("edit", top, "--size-class", "hC", "--multiplier", "2")
        #expect(refused.status == 64 && refused.stderr.contains("--constant, --priority and --active"), "\(refused.stderr)")
    }

    @Test("list shows which constraints vary by class, --json what each class sets, and --size-class lists a class's constraints")
    func listVariations() throws {
        let cli = try imported()
        // The width limit (`<= 500`) is installed in regular width only.
        let table = try cli.ok("list")
        let limit = try #require(table.split(separator: "\n").first { $0.contains("cornerRoundingView.width <= 500") })
        #expect(limit.contains("inactive") && limit.contains("varies in wR"), "\(limit)")
        // Streamed (`list --json`) and read from a revision (`--at HEAD`): the same bytes.
        let streamed = try cli.ok("list", "--json")
        #expect(streamed == (try cli.ok("list", "--json", "--at", "HEAD")))
        let rows = try #require(try cli.run("list", "--json").json() as? [[String: Any]])
        let row = try #require(rows.first { $0["equation"] as? String == "cornerRoundingView.width <= 500" })
        #expect((row["variations"] as? [String: [String: Bool]]) == ["wR": ["installed": true]], "\(row)")
        #expect(rows.filter { ($0["variations"] as? [String: Any])?.isEmpty == true }.count == rows.count - 5)
        // In regular width it is installed, and the edges pinned in compact width are not.
        let regular = try #require(try cli.run("list", "--size-class", "wR,hR", "--json").json() as? [[String: Any]])
        let installed = Dictionary(uniqueKeysWithValues: regular.map { ($0["equation"] as! String, $0["active"] as! Bool) })
        #expect(installed["cornerRoundingView.width <= 500"] == true)
        #expect(installed["root.trailingMargin == cornerRoundingView.trailing"] == false)
        #expect(regular.allSatisfy { ($0["variations"] as? [String: Any])?.isEmpty == true }, "a class's own listing has nothing left to vary")
        let compact = try #require(try cli.run("list", "--size-class", "wC", "--json").json() as? [[String: Any]])
        #expect(compact.first { $0["equation"] as? String == "cornerRoundingView.width <= 500" }?["active"] as? Bool == false)
        let refused = try cli.run("list", "--size-class", "wide")
        #expect(refused.status == 64 && refused.stderr.contains("--size-class"), "\(refused.stderr)")
    }

    @Test("view list marks the stack view whose spacing varies, --json says what each class sets; --size-class lists a class's views")
    func viewListVariations() throws {
        let cli = try imported()
        let tree = try cli.ok("view", "list")
        #expect(tree.contains("contentView (varies in wR)"), "\(tree)")
        let views = try #require(try cli.run("view", "list", "--json").json() as? [[String: Any]])
        let stack = try #require(views.first { $0["name"] as? String == "contentView" })
        #expect((stack["variations"] as? [String: [String: Double]]) == ["wR": ["spacing": 15]], "\(stack)")
        #expect(views.filter { ($0["variations"] as? [String: Any])?.isEmpty == true }.count == views.count - 1)
        let regular = try #require(try cli.run("view", "list", "--size-class", "wR,hR", "--json").json() as? [[String: Any]])
        #expect(regular.count == views.count && regular.allSatisfy { ($0["variations"] as? [String: Any])?.isEmpty == true })
        #expect(try cli.run("view", "list", "--size-class", "wX").status == 64)
    }

    @Test("add, pin and align --size-class add constraints installed in that class only, as Interface Builder's Vary for Traits does")
    func varyForTraits() throws {
        let cli = try imported()
        let base = try cli.solvedFrames("--size-class", "wC,hR")
        let added = try cli.run("add", "button1.width == 80", "--size-class", "wR")
        #expect(added.status == 0 && added.stderr.contains("installed in wR only"), "\(added.stderr)")
        let rows = try #require(try cli.run("list", "--json").json() as? [[String: Any]])
        let row = try #require(rows.first { $0["equation"] as? String == "button1.width == 80" })
        #expect(row["active"] as? Bool == false && (row["variations"] as? [String: [String: Bool]]) == ["wR": ["installed": true]])
        // Regular width gets the 80-pt button; compact width is as it was.
        #expect(try cli.solvedFrames("--size-class", "wR,hR")["button1"]?["width"] == 80)
        #expect(try cli.solvedFrames("--size-class", "wC,hR") == base)
        // Pin and Align say so in their dry runs and add the same way.
        let pinned = try cli.ok("pin", "iconImageView", "--width", "40", "--size-class", "hC", "--dry-run")
        #expect(pinned.contains("+ iconImageView.width == 40  (installed in hC only)"), "\(pinned)")
        let aligned = try #require(
            try cli.run("align", "label1", "label2", "--leading", "--size-class", "wR,hC", "--dry-run", "--json").json() as? [String: Any])
        let alignment = try #require((aligned["add"] as? [[String: Any]])?.first)
        #expect(alignment["active"] as? Bool == false && (alignment["variations"] as? [String: [String: Bool]]) == ["wR hC": ["installed": true]])
        try cli.ok("pin", "iconImageView", "--width", "40", "--size-class", "hC")
        #expect(try cli.solvedFrames("--size-class", "wR,hC")["iconImageView"]?["width"] == 40)
        #expect(try cli.solvedFrames("--size-class", "wR,hR")["iconImageView"]?["width"] != 40)
        // Installed in a class and installed nowhere at once is refused, and nothing is added.
        let store = try cli.storeSnapshot()
        #expect(try cli.run("add", "button1.height == 30", "--size-class", "wR", "--inactive").status == 64)
        #expect(try cli.run("pin", "button1", "--height", "30", "--size-class", "wR", "--update-frames").status == 64)
        #expect(try cli.storeSnapshot() == store)
    }

    @Test("export --into writes a constraint added in one class into the document's masks, and the document imports with it")
    func varyForTraitsWrittenBack() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        let file = cli.folder.appending(path: "CardView.xib")
        try FileManager.default.copyItem(atPath: Self.cardView, toPath: file.path)
        try cli.ok("import", file.path)
        try cli.ok("add", "button1.width == 80", "--size-class", "wR")
        let written = try cli.run("export", "--into", file.path, "--frames", "keep", "--strict")
        #expect(written.status == 0 && !written.stderr.contains("not written"), "\(written.stdout)\(written.stderr)")
        // A fresh store reads the written document as the store has the project.
        let fresh = try CLI()
        defer { fresh.removeFolder() }
        try fresh.ok("import", file.path)
        let rows = try #require(try fresh.run("list", "--json").json() as? [[String: Any]])
        let row = try #require(rows.first { $0["equation"] as? String == "button1.width == 80" })
        #expect(row["active"] as? Bool == false && (row["variations"] as? [String: [String: Bool]]) == ["wR": ["installed": true]])
        #expect(try fresh.solvedFrames("--size-class", "wR,hR") == (try cli.solvedFrames("--size-class", "wR,hR")))
    }

    @Test("add-missing --size-class adds what that class lacks, installed there only; the other classes are untouched")
    func addMissingInAClass() throws {
        let cli = try imported()
        try cli.ok("view", "add", "badge", "--frame", "440,4,40,30")
        let regular = try cli.solvedFrames("--size-class", "wR,hR")
        let added = try cli.run("add-missing", "--all", "--size-class", "wC")
        #expect(
            added.status == 0 && (added.stdout + added.stderr).contains("+ badge.width == 40  (installed in wC only)"),
            "\(added.stdout)\(added.stderr)")
        let rows = try #require(try cli.run("list", "--json").json() as? [[String: Any]])
        let new = rows.filter { ($0["equation"] as? String)?.contains("badge.") == true }
        #expect(new.count == 4, "\(new)")
        #expect(new.allSatisfy { $0["active"] as? Bool == false && ($0["variations"] as? [String: [String: Bool]]) == ["wC": ["installed": true]] })
        // Compact width lays the badge out where it was drawn; regular width is as it was.
        #expect(try cli.solvedFrames("--size-class", "wC,hR")["badge"] == ["x": 440, "y": 4, "width": 40, "height": 30])
        #expect(try cli.solvedFrames("--size-class", "wR,hR") == regular)
        let again = try cli.run("add-missing", "--all", "--size-class", "wC")
        #expect(again.status == 0 && again.stderr.contains("determined already in wC"), "\(again.stderr)")
    }

    @Test("a size class that does not read is a usage error naming the notation")
    func badClass() throws {
        let cli = try imported()
        let result = try cli.run("solve", "--size-class", "wX,hR")
        #expect(result.status == 64 && result.stderr.contains("size-class"), "\(result.stderr)")
    }
}

/// What a variation holds that import does not keep is listed, and `--strict` refuses it.
@Suite("layoutstore import of size-class variations")
struct SizeClassImportCommandTests {
    @Test("a font that varies by class is listed with its count, and --strict stores nothing")
    func strictRefusesWhatIsNotImported() throws {
        let cli = try CLI()
        let file = cli.folder.appending(path: "Classes.xib")
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17506" useTraitCollections="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root1">
                        <rect key="frame" x="0" y="0" width="320" height="100"/>
                        <subviews>
                            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                                <rect key="frame" x="20" y="20" width="42" height="21"/>
                                <variation key="heightClass=compact">
                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                </variation>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lbl" firstAttribute="top" secondItem="root1" secondAttribute="top" constant="20" id="top">
                                <variation key="heightClass=compact" constant="8"/>
                            </constraint>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8
        ).write(to: file)
        let strict = try cli.run("import", file.path, "--strict")
        #expect(strict.status == 1 && strict.stderr.contains("1 size-class variations of fontDescription"), "\(strict.stderr)")
        #expect(try cli.run("projects").stdout.contains("Classes") == false, "nothing stored")
        let imported = try cli.run("import", file.path)
        #expect(imported.status == 0 && imported.stderr.contains("size-class variations of fontDescription"), "\(imported.stderr)")
        // The constant it does import: 20 pt from the top, 8 in compact height.
        let base = try cli.solvedFrames(), compact = try cli.solvedFrames("--size-class", "hC")
        let label = try #require(base.keys.first { $0 != "root" })
        #expect(base[label]?["y"] == 20 && compact[label]?["y"] == 8)
    }
}
