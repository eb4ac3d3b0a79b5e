import Crypto
import Foundation

/// A revision's id: the SHA-256 of its canonical encoding, as 64 lowercase hex digits.
public struct RevisionID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// Accepts exactly 64 hex digits (either case; kept lowercase).
    public init?(_ text: String) {
        let lowered = text.lowercased()
        guard lowered.utf8.count == 64, lowered.utf8.allSatisfy(RevisionID.isHexDigit) else { return nil }
        rawValue = lowered
    }

    /// The id of these canonical bytes.
    public init(hashing bytes: some Sequence<UInt8>) {
        let digest = SHA256.hash(data: Array(bytes))
        rawValue = String(unsafeUninitializedCapacity: 64) { buffer in
            for (index, byte) in digest.enumerated() {
                buffer[2 * index] = RevisionID.hexDigits[Int(byte >> 4)]
                buffer[2 * index + 1] = RevisionID.hexDigits[Int(byte & 0x0F)]
            }
            return 64
        }
    }

    /// The id as the store keeps it: the 32 bytes the hex digits stand for.
    init?(blob bytes: Data) {
        guard bytes.count == 32 else { return nil }
        rawValue = String(unsafeUninitializedCapacity: 64) { buffer in
            bytes.withUnsafeBytes { bytes in
                for index in 0..<32 {
                    let byte = bytes[index]
                    buffer[2 * index] = RevisionID.hexDigit(byte >> 4)
                    buffer[2 * index + 1] = RevisionID.hexDigit(byte & 0x0F)
                }
            }
            return 64
        }
    }

    /// The 32 bytes the hex digits stand for: how the store keeps the id (schema 0011).
    var blob: Data {
        @inline(__always) func value(_ digit: UInt8) -> UInt8 {
            digit <= UInt8(ascii: "9") ? digit &- UInt8(ascii: "0") : digit &- UInt8(ascii: "a") &+ 10
        }
        var text = rawValue
        var bytes = [UInt8](repeating: 0, count: 32)
        text.withUTF8 { digits in
            for index in 0..<32 { bytes[index] = value(digits[2 * index]) << 4 | value(digits[2 * index + 1]) }
        }
        return Data(bytes)
    }

    @inline(__always)
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? value &+ UInt8(ascii: "0") : value &+ (UInt8(ascii: "a") &- 10)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// The first 10 hex digits, as listings print it.
    public var short: String { String(rawValue.prefix(10)) }

    public var description: String { rawValue }

    public static func < (lhs: RevisionID, rhs: RevisionID) -> Bool { lhs.rawValue < rhs.rawValue }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let id = RevisionID(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a revision id is 64 hex digits")
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
