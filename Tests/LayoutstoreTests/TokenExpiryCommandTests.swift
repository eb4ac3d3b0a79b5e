import Foundation
import Testing

/// Issue 34, item 14: `token create --expires`, as a server's owner runs it.
@Suite("Tokens that expire, from the command line")
struct TokenExpiryCommandTests {
    @Test("token create --expires 90d makes a token token list shows with its expiry; a bad duration is a usage error that makes nothing")
    func tokenCreateExpires() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Login")
        let made = try cli.run("token", "create", "--project", "Login", "--label", "contractor", "--expires", "90d")
        #expect(made.status == 0 && made.stdout.hasPrefix("lst_"), "\(made.stderr)")
        #expect(made.stderr.contains("until "))
        try cli.ok("token", "create", "--project", "Login", "--label", "ci")

        let rows = try #require(try cli.run("token", "list", "--json").json() as? [[String: Any]])
        let contractor = try #require(rows.first { $0["label"] as? String == "contractor" })
        let expires = try #require((contractor["expires"] as? String).flatMap(ISO8601DateFormatter().date(from:)))
        #expect(abs(expires.timeIntervalSinceNow - 90 * 86_400) < 120)
        let ci = try #require(rows.first { $0["label"] as? String == "ci" })
        #expect(ci["expires"] is NSNull, "a token that never expires has expires: null")
        let table = try cli.ok("token", "list")
        #expect(table.contains("EXPIRES") && table.contains("never"))

        for bad in ["3m", "0d", "90", "d", "-5d"] {
            let refused = try cli.run("token", "create", "--project", "Login", "--expires", bad)
            #expect(refused.status == 64, "--expires \(bad): \(refused.stderr)")
            #expect(refused.stdout.isEmpty)
        }
        #expect(try (cli.run("token", "list", "--json").json() as? [Any])?.count == 2, "a refused token create made nothing")
    }
}
