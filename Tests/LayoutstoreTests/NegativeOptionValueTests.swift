import Foundation
import Testing

@Suite("Negative numbers as option values (issue 16, item 15)")
struct NegativeOptionValueTests {
    @Test("edit --constant -32 works; a negative size, limit or frame width says what is wrong and changes nothing")
    func negativeValues() throws {
        let cli = try CLI()
        try cli.ok("init", "Login")
        try cli.ok("view", "add", "title", "--kind", "label", "--frame", "-10,20,100,21")
        try cli.ok("add", "title.top = root.top + 20", "--id", "titleTop")
        try cli.ok("edit", "titleTop", "--constant", "-32")
        #expect(try cli.ok("show", "titleTop").contains("root.top == title.top + 32"), "turned around: the canonical form keeps constants positive")
        let before = try Data(contentsOf: cli.store)
        for (arguments, words) in [
            (["solve", "--size", "-100x200"], "-100x200"),
            (["log", "--limit", "-1"], "--limit must be at least 1"),
            (["view", "add", "box", "--frame", "1,2,-30,40"], "1,2,-30,40"),
        ] {
            let result = try cli.run(arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.contains(words), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Missing value"), "\(arguments): \(result.stderr)")
        }
        #expect(try Data(contentsOf: cli.store) == before)
    }
}
