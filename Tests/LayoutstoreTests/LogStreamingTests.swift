import Foundation
import Model
import Storage
import Testing

/// `log` prints a page at a time as it reads: a long history comes out whole, newest first,
/// under one header, in aligned columns.
@Suite("log, page by page")
struct LogStreamingTests {
    @Test("250 revisions: one header, every revision once, newest first, columns aligned across pages")
    func longHistory() throws {
        let cli = try CLI()
        try cli.ok("init", "Login", "-m", "start")
        let store = try Store(path: cli.store.path)
        let project = try store.resolveProject("Login").id
        for number in 1...250 {
            try store.commit(project, message: "step \(number)", author: number.isMultiple(of: 2) ? "ana" : "bartholomew") { layout in
                layout.views[0].frame.width = Double(300 + number)
            }
        }
        let lines = try cli.ok("log").split(separator: "\n").map(String.init)
        #expect(lines.count == 252, "a header and 251 revisions")
        #expect(lines.filter { $0.hasPrefix("REVISION") }.count == 1)
        let messages = lines.dropFirst().map { $0.split(separator: " ").last.map(String.init) ?? "" }
        #expect(Array(messages.prefix(3)) == ["250", "249", "248"])
        #expect(messages.last == "start")
        // The time column starts at the same place on the first page and the last.
        let column = { (line: String) in line.range(of: #"\d{4}-\d\d-\d\dT"#, options: .regularExpression)?.lowerBound.utf16Offset(in: line) }
        #expect(column(lines[1]) == column(lines[251]))
        #expect(lines[0].range(of: "TIME")?.lowerBound.utf16Offset(in: lines[0]) == column(lines[1]))
    }

    @Test(
        "log --json, printed as it reads, is the array printJSON prints: every revision, newest first, no line with trailing spaces (a first revision's empty parents included)"
    )
    func jsonStreamed() throws {
        let cli = try CLI()
        try cli.ok("init", "Login", "-m", "start")
        for number in 1...30 { try cli.ok("view", "add", "v\(number)", "-m", "step \(number)") }
        let text = try cli.ok("log", "--json")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(rows.compactMap { $0["message"] as? String } == (1...30).reversed().map { "step \($0)" } + ["start"])
        #expect((rows.last?["parents"] as? [String]) == [])
        let padded = text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.last == " " }
        #expect(padded.isEmpty, "lines ending in spaces: \(padded.prefix(3))")
        #expect(text.hasPrefix("[\n  {\n") && text.hasSuffix("\n  }\n]\n"))
    }
}
