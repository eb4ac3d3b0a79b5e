import Foundation

/// One token `layoutstore serve` accepts, as `layoutstore token list` shows it. The token
/// itself is not kept; its hash prefix names it for `token revoke`.
public struct TokenSummary: Hashable, Sendable {
    /// The first 12 hex digits of the token's SHA-256.
    public var hashPrefix: String
    /// The project the token syncs.
    public var project: ProjectID
    /// That project's name in this store, for listings.
    public var projectName: String
    /// The words given when the token was made, to tell tokens apart (`ana's laptop`).
    public var label: String
    /// True: the holder may pull, not push.
    public var readOnly: Bool
    /// When the token was made.
    public var created: Date
    /// When the server starts refusing it; nil: never.
    public var expires: Date?

    /// Whether the server refuses it at `date`.
    public func hasExpired(at date: Date = Date()) -> Bool { expires.map { date >= $0 } ?? false }
}
