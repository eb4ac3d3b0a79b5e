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
}
