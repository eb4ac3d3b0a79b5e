import Foundation

/// The stable identity of a project: a UUID made when the project is created.
public struct ProjectID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: UUID

    public init(_ rawValue: UUID = UUID()) { self.rawValue = rawValue }

    public init?(_ text: String) {
        guard let uuid = UUID(uuidString: text) else { return nil }
        self.rawValue = uuid
    }

    /// Lowercase, as stored.
    public var description: String { rawValue.lowercaseText }

    public static func < (lhs: ProjectID, rhs: ProjectID) -> Bool { lhs.text < rhs.text }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UUID.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
