import Crypto
import Foundation
import GRDB

/// Bearer tokens for `layoutstore serve`: each grants one project, read-write or read-only.
/// Only a token's SHA-256 is stored, so a copy of the store does not leak usable tokens.
extension Store {
    /// How many hex digits of a token's hash `token list` shows and `token revoke` takes.
    public static let tokenHashPrefixLength = 12

    /// Makes a token for the project and returns it; it cannot be shown again.
    ///
    /// ```swift
    /// let token = try store.createToken(project: login.id, readOnly: false, label: "ana's laptop")
    /// // "lst_" followed by 43 base64url characters (32 random bytes)
    /// ```
    public func createToken(project: ProjectID, readOnly: Bool, label: String) throws(StoreError) -> String {
        var generator = SystemRandomNumberGenerator()  // getrandom(2) on Linux: cryptographically secure
        let random = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let token = "lst_" + Store.base64URL(random)
        let created = Revision.milliseconds(Date())
        try write { db in
            _ = try ProjectRecord.fetch(project, in: db)
            try db.execute(
                sql: "INSERT INTO tokens (hash, project_id, read_only, label, created_ms) VALUES (?, ?, ?, ?, ?)",
                arguments: [Store.tokenHash(token), project.text, readOnly, label, created])
        }
        return token
    }

    /// What the token grants, or `nil` for a token this store did not make (or revoked).
    public func tokenGrant(for token: String) throws(StoreError) -> TokenGrant? {
        let hash = Store.tokenHash(token)
        return try read { db in
            guard let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT project_id, read_only FROM tokens WHERE hash = ?"), arguments: [hash])
            else { return nil }
            guard let project = ProjectID(text: row[0] as String) else {
                throw StoreError.corruptData("a token refers to an unreadable project id")
            }
            return TokenGrant(project: project, readOnly: row[1])
        }
    }

    /// The tokens of one project (nil: of every project), newest first.
    public func tokens(of project: ProjectID? = nil) throws(StoreError) -> [TokenSummary] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT t.hash, t.project_id, p.name, t.label, t.read_only, t.created_ms
                    FROM tokens t JOIN projects p ON p.id = t.project_id
                    WHERE ?1 IS NULL OR t.project_id = ?1
                    ORDER BY t.created_ms DESC, t.hash
                    """, arguments: [project?.text])
            return try rows.map { row in
                guard let id = ProjectID(text: row[1] as String) else {
                    throw StoreError.corruptData("a token refers to an unreadable project id")
                }
                return TokenSummary(
                    hashPrefix: String((row[0] as String).prefix(Store.tokenHashPrefixLength)), project: id, projectName: row[2],
                    label: row[3], readOnly: row[4], created: Date(timeIntervalSince1970: Double(row[5] as Int64) / 1000))
            }
        }
    }

    /// Revokes the one token whose hash starts with `hashPrefix` (at least 4 hex digits), and
    /// returns what it was.
    ///
    /// - Throws: ``StoreError/invalidValue(entity:field:reason:)`` when no token or several match.
    @discardableResult
    public func revokeToken(hashPrefix: String) throws(StoreError) -> TokenSummary {
        let prefix = hashPrefix.lowercased()
        guard prefix.count >= 4, prefix.utf8.allSatisfy(RevisionID.isHexDigit) else {
            throw .invalidValue(
                entity: "the token to revoke", field: "hash prefix",
                reason: "'\(hashPrefix)' is not at least 4 hex digits; `layoutstore token list` shows each token's hash prefix")
        }
        let matching = try tokens().filter { $0.hashPrefix.hasPrefix(prefix) || prefix.hasPrefix($0.hashPrefix) }
        guard let token = matching.first else {
            throw .invalidValue(
                entity: "the token to revoke", field: "hash prefix",
                reason: "no token's hash starts with '\(hashPrefix)'; `layoutstore token list` shows the tokens")
        }
        guard matching.count == 1 else {
            throw .invalidValue(
                entity: "the token to revoke", field: "hash prefix",
                reason: "'\(hashPrefix)' matches \(matching.count) tokens (\(matching.map(\.hashPrefix).joined(separator: ", "))); type more of it")
        }
        try write { db in
            try db.execute(sql: "DELETE FROM tokens WHERE hash LIKE ? || '%'", arguments: [String(prefix.prefix(64))])
        }
        return token
    }

    /// The SHA-256 of a token, as 64 lowercase hex digits: what the `tokens` table keeps.
    static func tokenHash(_ token: String) -> String {
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
