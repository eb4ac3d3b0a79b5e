import Foundation

/// The stable identity of an item (a view or a custom layout guide): made when the item is
/// created, kept across renames and moves, never reused.
public struct ItemID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: UUID

    public init(_ rawValue: UUID = UUID()) { self.rawValue = rawValue }

    public init?(_ text: String) {
        guard let uuid = UUID(uuidString: text) else { return nil }
        self.rawValue = uuid
    }

    public var description: String { rawValue.uuidString.lowercased() }

    public static func < (lhs: ItemID, rhs: ItemID) -> Bool { lhs.description < rhs.description }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UUID.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// The stable identity of a constraint, distinct from its (optional, non-unique) identifier.
public struct ConstraintID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: UUID

    public init(_ rawValue: UUID = UUID()) { self.rawValue = rawValue }

    public init?(_ text: String) {
        guard let uuid = UUID(uuidString: text) else { return nil }
        self.rawValue = uuid
    }

    public var description: String { rawValue.uuidString.lowercased() }

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.description < rhs.description }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UUID.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
