/// A JSON value with one byte-exact encoding: object keys sorted by their UTF-8 bytes, no
/// whitespace, integers (up to 2^53) without a fraction, other numbers as Swift's shortest
/// round-trip `Double.description`.
///
/// Revision ids are SHA-256 hashes of these bytes, so they must be the same on every platform;
/// Foundation's `JSONEncoder` does not promise that, hence this small encoder.
///
/// ```swift
/// CanonicalJSON.object(["b": 1, "a": .string("x")]).encodedString   // {"a":"x","b":1}
/// ```
public enum CanonicalJSON: Hashable, Sendable {
    /// `null`: an absent value (a constraint with no identifier).
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; whole numbers up to 2^53 are written without a fraction.
    case number(Double)
    /// A string, escaped as JSON requires and nothing more.
    case string(String)
    /// An array, in its order.
    case array([CanonicalJSON])
    /// An object, written with its keys sorted by their UTF-8 bytes.
    case object([String: CanonicalJSON])
}

/// The value of one field of a view, guide or constraint, as history and sync record it.
public typealias FieldValue = CanonicalJSON

extension CanonicalJSON: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `nil` is ``null``.
    public init(nilLiteral: ()) { self = .null }
    /// `true` and `false` are ``bool(_:)``.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A number literal is ``number(_:)``.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A whole number literal is ``number(_:)``.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A string literal is ``string(_:)``.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array literal is ``array(_:)``.
    public init(arrayLiteral elements: CanonicalJSON...) { self = .array(elements) }
    /// A dictionary literal is ``object(_:)``; of repeated keys, the last value is kept.
    public init(dictionaryLiteral elements: (String, CanonicalJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension CanonicalJSON {
    /// The canonical bytes.
    ///
    /// - Precondition: every number is finite (``isFinite``); callers check before encoding.
    public var encoded: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        write(to: &bytes)
        return bytes
    }

    /// The canonical bytes as a string.
    public var encodedString: String { String(decoding: encoded, as: UTF8.self) }

    /// Whether every number in the value is finite, so that it has a JSON encoding.
    public var isFinite: Bool {
        switch self {
        case .null, .bool, .string: true
        case .number(let value): value.isFinite
        case .array(let elements): elements.allSatisfy(\.isFinite)
        case .object(let members): members.values.allSatisfy(\.isFinite)
        }
    }

    func write(to bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value): bytes.append(contentsOf: CanonicalJSON.format(value).utf8)
        case .string(let value): CanonicalJSON.writeString(value, to: &bytes)
        case .array(let elements):
            CanonicalJSON.writeArray(elements, to: &bytes) { element, bytes in element.write(to: &bytes) }
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (index, member) in sorted.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                CanonicalJSON.writeString(member.key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.value.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Writes `[a,b,...]`, each element written by `writeElement`.
    static func writeArray<Elements: Sequence>(
        _ elements: Elements, to bytes: inout [UInt8], _ writeElement: (Elements.Element, inout [UInt8]) -> Void
    ) {
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            writeElement(element, &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes `"key":`, the start of an object member whose key needs no escaping.
    static func writeKey(_ key: StaticString, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// `8`, `-12`, `0.5`, `1e-05`: integers of magnitude up to 2^53 print without a fraction
    /// (and -0 as 0); anything else as Swift's shortest round-trip description.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }

    /// Writes `value` quoted, escaping `"`, `\` and control characters (as `\n`, `\r`, `\t`
    /// or `\u00xx`) and nothing else.
    ///
    /// - Complexity: O(*n*) in the UTF-8 length; runs without escapes are copied whole.
    static func writeString(_ value: String, to bytes: inout [UInt8]) {
        func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10 }
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var runStart = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: "\\\"".utf8)
                case UInt8(ascii: "\\"): bytes.append(contentsOf: "\\\\".utf8)
                case UInt8(ascii: "\n"): bytes.append(contentsOf: "\\n".utf8)
                case UInt8(ascii: "\r"): bytes.append(contentsOf: "\\r".utf8)
                case UInt8(ascii: "\t"): bytes.append(contentsOf: "\\t".utf8)
                default:
                    bytes.append(contentsOf: "\\u00".utf8)
                    bytes.append(hexDigit(byte >> 4))
                    bytes.append(hexDigit(byte & 0xF))
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

extension CanonicalJSON: CustomStringConvertible {
    /// The canonical encoding, as text.
    public var description: String { encodedString }
}

extension CanonicalJSON: Codable {
    /// Reads any JSON value; numbers become ``number(_:)``, whether written with a fraction or not.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([CanonicalJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: CanonicalJSON].self))
        }
    }

    /// Writes the value through the encoder (whose own formatting applies: for canonical bytes, use
    /// ``encoded``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension CanonicalJSON {
    /// The members of an object, or `nil`.
    public var objectValue: [String: CanonicalJSON]? { if case .object(let value) = self { value } else { nil } }
    /// The elements of an array, or `nil`.
    public var arrayValue: [CanonicalJSON]? { if case .array(let value) = self { value } else { nil } }
    /// The text of a string, or `nil`.
    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    /// The value of a number, or `nil`.
    public var numberValue: Double? { if case .number(let value) = self { value } else { nil } }
    /// The value of a boolean, or `nil`.
    public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    /// Whether this is `null`.
    public var isNull: Bool { self == .null }

    /// A member of an object (`nil` when absent or not an object).
    public subscript(key: String) -> CanonicalJSON? { objectValue?[key] }
}
