import Foundation
import Testing

@testable import Storage

@Suite("Tokens")
struct TokenTests {
    @Test("token revoke with a prefix longer than 12 digits revokes the token, or says it matches none")
    func revokeWithLongPrefix() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, _) = try temporary.makeProject()
        let other = try store.tokens.create(project: project, readOnly: true, label: "ci")

        for length in [13, 20, 64] {
            let token = try store.tokens.create(project: project, readOnly: false, label: "laptop")
            let hash = Store.Tokens.hash(token)
            // The listed 12 digits, then a wrong one: no token's hash starts with that.
            let wrongTail = String(hash.prefix(length - 1)) + (hash.dropFirst(length - 1).first == "0" ? "1" : "0")
            #expect(throws: StoreError.self) { try store.tokens.revoke(hashPrefix: wrongTail) }
            #expect(try store.tokens.grant(for: token) != nil)

            let revoked = try store.tokens.revoke(hashPrefix: String(hash.prefix(length)).uppercased())
            #expect(revoked.hashPrefix == String(hash.prefix(12)))
            #expect(try store.tokens.grant(for: token) == nil, "the revoked token still works (a prefix of \(length) digits)")
            #expect(try store.tokens.all().map(\.label) == ["ci"])
        }
        #expect(try store.tokens.grant(for: other) != nil)
        #expect(throws: StoreError.self) { try store.tokens.revoke(hashPrefix: String(repeating: "a", count: 65)) }
    }
}
