import Foundation

/// A stable identity: a UUID made when the thing is created, kept across renames and moves,
/// never reused. `Tag` keeps the ids of different things apart, so a view's id can never be
/// passed where a constraint's is wanted.
///
/// Printed, stored and encoded as lowercase UUID text; ordered as that text sorts.
public struct Identifier<Tag>: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The UUID itself.
    public let rawValue: UUID

    /// The id with this UUID: for ids read back from storage or a document.
    public init(_ rawValue: UUID) { self.rawValue = rawValue }

    /// A new id: a random (version 4) UUID.
    public init() { self.rawValue = .randomVersion4() }

    /// Parses UUID text, in either case.
    public init?(_ text: String) {
        guard let uuid = UUID(text: text) else { return nil }
        self.rawValue = uuid
    }

    /// Lowercase UUID text: `8-4-4-4-12` hex digits.
    public var description: String { rawValue.lowercaseText }

    /// Orders ids as their lowercase text sorts (byte by byte).
    public static func < (lhs: Self, rhs: Self) -> Bool {
        withUnsafeBytes(of: lhs.rawValue.uuid) { left in
            withUnsafeBytes(of: rhs.rawValue.uuid) { right in left.lexicographicallyPrecedes(right) }
        }
    }

    /// Reads UUID text, in either case.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UUID.self)
    }

    /// Writes the id as lowercase UUID text (``description``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// What an ``ItemID`` identifies: a view or a custom layout guide.
public enum ItemTag {}
/// The identity of an item (a view or a custom layout guide).
public typealias ItemID = Identifier<ItemTag>

/// What a ``ConstraintID`` identifies.
public enum ConstraintTag {}
/// The identity of a constraint, distinct from its (optional, non-unique) identifier.
public typealias ConstraintID = Identifier<ConstraintTag>
