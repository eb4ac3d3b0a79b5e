import Crypto
import Foundation

/// A revision's id: the SHA-256 of its canonical encoding, written as 64 lowercase hex digits.
///
/// Kept as the hash's 32 bytes, not as its text: a clone or a pull compares, hashes and stores
/// thousands of ids, and 32 bytes are compared in four words, hashed in one pass and bound as
/// the store's blob without parsing hex again. The text is made when it is shown or sent.
public struct RevisionID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The 32 bytes as four big-endian words, so that comparing the words compares the text.
    private let words: (UInt64, UInt64, UInt64, UInt64)

    private init(words: (UInt64, UInt64, UInt64, UInt64)) {
        self.words = words
    }

    /// The 32 bytes from `read(index)`, the first one first.
    private init(bytes read: (Int) -> UInt8) {
        func word(_ start: Int) -> UInt64 { (start..<start + 8).reduce(0) { $0 << 8 | UInt64(read($1)) } }
        self.init(words: (word(0), word(8), word(16), word(24)))
    }

    /// Accepts exactly 64 hex digits (either case).
    public init?(_ text: String) {
        var text = text
        guard let id = text.withUTF8({ RevisionID(hexDigits: $0) }) else { return nil }
        self = id
    }

    /// 64 hex digits (either case) as UTF-8 bytes.
    init?(hexDigits digits: UnsafeBufferPointer<UInt8>) {
        guard digits.count == 64 else { return nil }
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var invalid: UInt8 = 0  // the values' high bits: set only by a byte that is not a digit
        RevisionID.hexValues.withUnsafeBufferPointer { values in
            func word(_ start: Int) -> UInt64 {
                var word: UInt64 = 0
                for index in start..<start + 16 {
                    let value = values[Int(digits[index])]
                    invalid |= value
                    word = word << 4 | UInt64(value & 0x0F)
                }
                return word
            }
            words = (word(0), word(16), word(32), word(48))
        }
        guard invalid & 0xF0 == 0 else { return nil }
        self.init(words: words)
    }

    /// The id of these canonical bytes.
    public init(hashing bytes: [UInt8]) {
        self = SHA256.hash(data: bytes).withUnsafeBytes { digest in RevisionID { digest[$0] } }
    }

    /// The id of these canonical bytes, from any sequence of them (copied first).
    public init(hashing bytes: some Sequence<UInt8>) {
        self.init(hashing: Array(bytes))
    }

    /// The id as the store keeps it: its 32 bytes.
    init?(blob bytes: Data) {
        guard let id = bytes.withUnsafeBytes({ (buffer: UnsafeRawBufferPointer) in RevisionID(blob: buffer) }) else { return nil }
        self = id
    }

    /// The id from its 32 bytes where SQLite keeps them.
    package init?(blob bytes: UnsafeRawBufferPointer) {
        guard bytes.count == 32 else { return nil }
        self.init { bytes[$0] }
    }

    /// The 32 bytes: how the store keeps the id (schema 0011).
    var blob: Data { withBlobBytes { Data($0) } }

    /// Hands `body` the 32 bytes, from where they are.
    package func withBlobBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        let bigEndian = (words.0.bigEndian, words.1.bigEndian, words.2.bigEndian, words.3.bigEndian)
        return Swift.withUnsafeBytes(of: bigEndian, body)
    }

    /// The 64 lowercase hex digits.
    public var rawValue: String {
        String(unsafeUninitializedCapacity: 64) { buffer in
            writeHex(to: buffer)
            return 64
        }
    }

    /// Writes the id as canonical JSON writes it: its 64 hex digits between quotes.
    package func writeQuoted(to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: 64))
        bytes.withUnsafeMutableBufferPointer { buffer in
            writeHex(to: UnsafeMutableBufferPointer(rebasing: buffer[start..<start + 64]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private func writeHex(to buffer: UnsafeMutableBufferPointer<UInt8>) {
        for index in 0..<32 {
            let byte = self.byte(index)
            buffer[2 * index] = RevisionID.hexDigit(byte >> 4)
            buffer[2 * index + 1] = RevisionID.hexDigit(byte & 0x0F)
        }
    }

    /// The byte at `index` (0 to 31) of the hash.
    @inline(__always)
    private func byte(_ index: Int) -> UInt8 {
        let word =
            switch index >> 3 {
            case 0: words.0
            case 1: words.1
            case 2: words.2
            default: words.3
            }
        return UInt8(truncatingIfNeeded: word >> UInt64(56 - 8 * (index & 7)))
    }

    @inline(__always)
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? value &+ UInt8(ascii: "0") : value &+ (UInt8(ascii: "a") &- 10)
    }

    /// Each byte's value as a hex digit (either case), 0xFF for a byte that is not one.
    private static let hexValues: [UInt8] = (0...255).map { value in
        switch UInt8(value) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(value) - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt8(value) - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt8(value) - UInt8(ascii: "A") + 10
        default: 0xFF
        }
    }

    /// Whether `byte` is a lowercase hex digit, as ids are written.
    static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    /// The first 10 hex digits, as listings print it.
    public var short: String { String(rawValue.prefix(10)) }

    /// The 64 lowercase hex digits.
    public var description: String { rawValue }

    /// Equal when the 32 bytes are.
    public static func == (lhs: RevisionID, rhs: RevisionID) -> Bool {
        lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2 && lhs.words.3 == rhs.words.3
    }

    /// Hashes the 32 bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }

    /// Orders ids as their hex text sorts.
    public static func < (lhs: RevisionID, rhs: RevisionID) -> Bool {
        (lhs.words.0, lhs.words.1, lhs.words.2, lhs.words.3) < (rhs.words.0, rhs.words.1, rhs.words.2, rhs.words.3)
    }

    /// Reads 64 hex digits; throws `DecodingError.dataCorrupted` for any other text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let id = RevisionID(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a revision id is 64 hex digits")
        }
        self = id
    }

    /// Writes the 64 lowercase hex digits.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
