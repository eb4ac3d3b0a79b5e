import Foundation
import Storage
import Testing

/// Tokens as the store keeps them: random, granted to one project, kept only as a hash.
// One test at a time: each serves a store (about ten open files), and with every test of the
// package in flight the process passed 1,350 open files, where Foundation's `Process.run`
// (which reads /proc/self/fd) crashes the other tests that start a process.
@Suite("HTTP tokens", .serialized)
struct HTTPTokenTests {
    @Test("a token grants its project with its access; unknown and revoked tokens grant nothing")
    func grants() throws {
        let fixture = try HTTPFixture()
        #expect(try fixture.server.tokens.grant(for: fixture.readWrite) == TokenGrant(project: fixture.login, readOnly: false))
        #expect(try fixture.server.tokens.grant(for: fixture.readOnly) == TokenGrant(project: fixture.login, readOnly: true))
        #expect(try fixture.server.tokens.grant(for: fixture.otherToken) == TokenGrant(project: fixture.other, readOnly: false))
        #expect(try fixture.server.tokens.grant(for: "lst_guess") == nil)
        #expect(try fixture.server.tokens.grant(for: "") == nil)
        let summary = try #require(fixture.server.tokens.all(of: fixture.login).first { $0.label == "ro" })
        #expect(summary.readOnly && summary.projectName == "Login" && summary.hashPrefix.count == 12)
        try fixture.server.tokens.revoke(hashPrefix: summary.hashPrefix)
        #expect(try fixture.server.tokens.grant(for: fixture.readOnly) == nil)
        #expect(try fixture.server.tokens.all().map(\.label).sorted() == ["other", "rw"])
    }

    @Test("tokens are long, random, url-safe, and only their SHA-256 is stored")
    func storedHashed() throws {
        let fixture = try HTTPFixture()
        let tokens = [fixture.readWrite, fixture.readOnly, fixture.otherToken]
        #expect(Set(tokens).count == 3)
        for token in tokens {
            #expect(token.hasPrefix("lst_") && token.count == 4 + 43)
            #expect(token.dropFirst(4).allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        }
        let file = try Data(contentsOf: URL(fileURLWithPath: fixture.server.path))
        let wal = (try? Data(contentsOf: URL(fileURLWithPath: fixture.server.path + "-wal"))) ?? Data()
        for token in tokens {
            #expect(file.range(of: Data(token.utf8)) == nil && wal.range(of: Data(token.utf8)) == nil)
        }
    }

    @Test("revoking needs an unambiguous hash prefix of at least 4 hex digits")
    func revokePrefixes() throws {
        let fixture = try HTTPFixture()
        #expect(throws: StoreError.self) { try fixture.server.tokens.revoke(hashPrefix: "ab") }
        #expect(throws: StoreError.self) { try fixture.server.tokens.revoke(hashPrefix: "zzzz") }
        #expect(throws: StoreError.self) { try fixture.server.tokens.revoke(hashPrefix: "0000000000") }
        #expect(try fixture.server.tokens.all().count == 3)
    }

    @Test("a token for a project the store lacks is refused")
    func unknownProject() throws {
        let fixture = try HTTPFixture()
        #expect(throws: StoreError.self) { try fixture.server.tokens.create(project: ProjectID(), readOnly: false, label: "") }
    }
}
