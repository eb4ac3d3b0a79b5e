import Crypto
import Foundation
import GRDB

extension Store {
    /// The store's bearer tokens for `layoutstore serve`.
    public var tokens: Tokens { Tokens(store: self) }

    /// Bearer tokens for `layoutstore serve`: each grants one project, read-write or read-only.
    /// Only a token's SHA-256 is stored, so a copy of the store does not leak usable tokens.
    public struct Tokens: StorePart {
        let store: Store
    }
}

extension Store.Tokens {
    /// How many hex digits of a token's hash `token list` shows and `token revoke` takes.
    public static let hashPrefixLength = 12

    /// Makes a token for the project and returns it; it cannot be shown again. With `expires`,
    /// the token is refused from that time on (``grant(for:at:)`` returns nil).
    ///
    /// ```swift
    /// let token = try store.tokens.create(project: login.id, readOnly: false, label: "ana's laptop")
    /// // "lst_" followed by 43 base64url characters (32 random bytes)
    /// ```
    public func create(project: ProjectID, readOnly: Bool, label: String, expires: Date? = nil) throws(StoreError) -> String {
        var generator = SystemRandomNumberGenerator()  // getrandom(2) on Linux: cryptographically secure
        let random = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let token = "lst_" + Self.base64URL(random)
        let created = Revision.milliseconds(Date())
        try write { db in
            _ = try ProjectRecord.fetch(project, in: db)
            try db.execute(
                sql: "INSERT INTO tokens (hash, project_id, read_only, label, created_ms, expires_ms) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [Self.hash(token), project.text, readOnly, label, created, expires.map(Revision.milliseconds)])
        }
        return token
    }

    /// What the token grants at `date`, or `nil` for a token this store did not make, revoked,
    /// or expired by then.
    public func grant(for token: String, at date: Date = Date()) throws(StoreError) -> TokenGrant? {
        let hash = Self.hash(token)
        let now = Revision.milliseconds(date)
        return try read { db in
            guard
                let row = try Row.fetchOne(
                    db.cachedStatement(sql: "SELECT project_id, read_only, expires_ms FROM tokens WHERE hash = ?"), arguments: [hash])
            else { return nil }
            if let expires = try row.decodedIfPresent(2, as: Int64.self), now >= expires { return nil }
            guard let project = (try row.decodedIfPresent(0, as: String.self)).flatMap(ProjectID.init(text:)),
                let readOnly = (try row.decodedIfPresent(1, as: Bool.self))
            else {
                throw StoreError.corruptData("a token refers to an unreadable project id")
            }
            return TokenGrant(project: project, readOnly: readOnly)
        }
    }

    /// The tokens of one project (nil: of every project), newest first.
    public func all(of project: ProjectID? = nil) throws(StoreError) -> [TokenSummary] {
        try read { db in
            try Self.rows(db, where: "?1 IS NULL OR t.project_id = ?1", arguments: [project?.text]).map(\.summary)
        }
    }

    /// Revokes the one token whose hash starts with `hashPrefix` (at least 4 hex digits, and
    /// up to the whole hash), and returns what it was. The prefix is matched against the whole
    /// hash, and the token found is the one deleted, in one transaction.
    ///
    /// - Throws: ``StoreError/invalidValue(entity:field:reason:)`` when no token or several match.
    @discardableResult
    public func revoke(hashPrefix: String) throws(StoreError) -> TokenSummary {
        let prefix = hashPrefix.lowercased()
        guard (4...64).contains(prefix.count), prefix.utf8.allSatisfy(RevisionID.isHexDigit) else {
            throw .invalidValue(
                entity: "the token to revoke", field: "hash prefix",
                reason: "'\(hashPrefix)' is not 4 to 64 hex digits; `layoutstore token list` shows each token's hash prefix")
        }
        return try write { db in
            let matching = try Self.rows(db, where: "substr(t.hash, 1, length(?1)) = ?1", arguments: [prefix])
            guard let token = matching.first else {
                throw StoreError.invalidValue(
                    entity: "the token to revoke", field: "hash prefix",
                    reason: "no token's hash starts with '\(hashPrefix)'; `layoutstore token list` shows the tokens")
            }
            guard matching.count == 1 else {
                throw StoreError.invalidValue(
                    entity: "the token to revoke", field: "hash prefix",
                    reason:
                        "'\(hashPrefix)' matches \(matching.count) tokens (\(matching.map(\.summary.hashPrefix).joined(separator: ", "))); type more of it"
                )
            }
            try db.execute(sql: "DELETE FROM tokens WHERE hash = ?", arguments: [token.hash])
            guard db.changesCount == 1 else {
                throw StoreError.database(message: "the token \(token.summary.hashPrefix) could not be deleted", path: store.path)
            }
            return token.summary
        }
    }

    /// Token rows with their project's name, newest first; `condition` is on `t` (tokens).
    private static func rows(_ db: Database, where condition: String, arguments: StatementArguments) throws
        -> [(hash: String, summary: TokenSummary)]
    {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT t.hash, t.project_id, p.name, t.label, t.read_only, t.created_ms, t.expires_ms
                FROM tokens t JOIN projects p ON p.id = t.project_id
                WHERE \(condition)
                ORDER BY t.created_ms DESC, t.hash
                """, arguments: arguments)
        return try rows.map { row in
            guard let hash = (try row.decodedIfPresent(0, as: String.self)),
                let id = (try row.decodedIfPresent(1, as: String.self)).flatMap(ProjectID.init(text:)),
                let name = (try row.decodedIfPresent(2, as: String.self)), let readOnly = (try row.decodedIfPresent(4, as: Bool.self)),
                let created = (try row.decodedIfPresent(5, as: Int64.self))
            else { throw StoreError.corruptData("a token's row is incomplete") }
            let summary = TokenSummary(
                hashPrefix: String(hash.prefix(Self.hashPrefixLength)), project: id, projectName: name,
                label: (try row.decodedIfPresent(3, as: String.self)) ?? "", readOnly: readOnly,
                created: Date(timeIntervalSince1970: Double(created) / 1000),
                expires: (try row.decodedIfPresent(6, as: Int64.self)).map { Date(timeIntervalSince1970: Double($0) / 1000) })
            return (hash, summary)
        }
    }

    /// The SHA-256 of a token, as 64 lowercase hex digits: what the `tokens` table keeps.
    static func hash(_ token: String) -> String {
        SHA256.hash(data: Array(token.utf8)).map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
        }.joined()
    }

    /// Base64url without padding (RFC 4648 §5): safe in headers, URLs and shells.
    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
