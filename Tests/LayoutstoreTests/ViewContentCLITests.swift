import Foundation
import Testing

/// A view's content from the command line: set with `--text`, `--title`, `--font`, `--image` or
/// any field with `--set`, listed by `view list`, and kept in history a field at a time.
@Suite("A view's content on the command line")
struct ViewContentCLITests {
    @Test("content set on add and edit is listed, and each change is one field change in history")
    func contentLifecycle() throws {
        let cli = try CLI()
        try cli.ok("init", "Login")
        try cli.ok("view", "add", "ok", "--kind", "button", "--title", "OK", "--font", "system 17 semibold")
        try cli.ok("view", "add", "name", "--kind", "textField", "--set", "placeholder=Your name", "--set", "numberOfLines=2")
        let views = try #require(try cli.run("view", "list", "--json").json() as? [[String: Any]])
        let ok = try #require(views.first { $0["name"] as? String == "ok" })
        #expect(ok["titles"] as? [String: String] == ["normal": "OK"])
        let font = try #require(ok["font"] as? [String: Any])
        #expect(font["size"] as? Double == 17 && font["weight"] as? String == "semibold")
        let name = try #require(views.first { $0["name"] as? String == "name" })
        #expect(name["placeholder"] as? String == "Your name")
        #expect(name["numberOfLines"] as? Double == 2)
        #expect(try cli.ok("view", "list").contains("\"OK\" system 17 semibold"), "the CONTENT column")

        try cli.ok("view", "edit", "ok", "--font", "system 20 semibold")
        let show = try cli.ok("show", "HEAD")
        #expect(show.contains("font: system 17 semibold → system 20 semibold"), "\(show)")
        try cli.ok("view", "edit", "ok", "--set", "titles=normal=OK,disabled=Wait")
        #expect(try cli.ok("show", "HEAD").contains("titles: normal=OK → normal=OK,disabled=Wait"))
    }

    @Test("a value --set cannot read says what the field expects, and changes nothing")
    func badSet() throws {
        let cli = try CLI()
        try cli.ok("init", "Login")
        try cli.ok("view", "add", "title", "--kind", "label")
        let before = try cli.ok("log", "--json")
        for (arguments, message) in [
            (["view", "edit", "title", "--set", "font=huge"], "FAMILY SIZE [WEIGHT]"),
            (["view", "edit", "title", "--set", "frame=1,2"], "X,Y,W,H"),
            (["view", "edit", "title", "--set", "colour=red"], "FIELD one of"),
            (["view", "edit", "title", "--font", "system"], "--font takes"),
        ] {
            let result = try cli.run(arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        #expect(try cli.ok("log", "--json") == before)
    }

    @Test("a switch and an image view are sized as UIKit sizes them: placed by two constraints, they solve unambiguously")
    func sizedFromKindAndContent() throws {
        let cli = try CLI()
        try cli.ok("init", "Settings")
        try cli.ok("view", "add", "wifi", "--kind", "switch")
        try cli.ok("view", "add", "logo", "--kind", "imageView", "--image", "logo 24x24")
        for equation in ["wifi.top = root.top + 20", "wifi.leading = root.leading + 16", "logo.top = wifi.bottom + 8", "logo.leading = wifi.leading"]
        {
            try cli.ok("add", equation)
        }
        let frames = try cli.solvedFrames()
        #expect(frames["wifi"]?["width"] == 51 && frames["wifi"]?["height"] == 31)
        #expect(frames["logo"]?["width"] == 24 && frames["logo"]?["height"] == 24)
        // Misplaced only (their design frames are empty), never ambiguous: update-frames settles it.
        #expect(!(try cli.run("check").stdout.lowercased().contains("ambiguous")))
        try cli.ok("update-frames")
        let check = try cli.run("check")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        // --intrinsic still overrides.
        try cli.ok("view", "edit", "logo", "--image", "logo 48x48", "--intrinsic", "30,30")
        #expect(try cli.solvedFrames()["logo"]?["width"] == 30)
    }
}
