import Foundation

/// One token `layoutstore serve` accepts, as `layoutstore token list` shows it. The token
/// itself is not kept; its hash prefix names it for `token revoke`.
public struct TokenSummary: Hashable, Sendable {
    /// The first 12 hex digits of the token's SHA-256.
    public var hashPrefix: String
    public var project: ProjectID
    public var projectName: String
    public var label: String
    public var readOnly: Bool
    public var created: Date
    /// When the server starts refusing it; nil: never.
    public var expires: Date?

    /// Whether the server refuses it at `date`.
    public func hasExpired(at date: Date = Date()) -> Bool { expires.map { date >= $0 } ?? false }
}
