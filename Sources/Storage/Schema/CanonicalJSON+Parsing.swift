import Foundation

extension CanonicalJSON {
    /// Parses JSON text (any valid JSON, not only canonical bytes).
    ///
    /// - Throws: ``StoreError/corruptData(_:)`` naming the offset of the first problem.
    /// - Complexity: O(*n*) in the length of the text.
    public init(parsing bytes: some Collection<UInt8>) throws(StoreError) {
        var parser = Parser(bytes: Array(bytes))
        self = try parser.parseDocument()
    }

    /// Parses JSON text.
    public init(parsing text: String) throws(StoreError) {
        try self.init(parsing: Array(text.utf8))
    }

    /// Reads JSON values from `bytes`, from `offset` on: whole documents, or (for readers of a
    /// known layout, such as ``Revision/init(id:canonicalBytes:)``) one value at a time.
    struct Parser {
        let bytes: [UInt8]
        var offset = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func parseDocument() throws(StoreError) -> CanonicalJSON {
            let value = try parseValue(depth: 0)
            skipWhitespace()
            guard offset == bytes.count else { throw failure("unexpected text after the value") }
            return value
        }

        func failure(_ what: String) -> StoreError {
            .corruptData("JSON text is not valid at byte \(offset): \(what)")
        }

        mutating func skipWhitespace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x0A, 0x0D, 0x09: offset += 1
                default: return
                }
            }
        }

        mutating func expect(_ literal: StaticString) throws(StoreError) {
            guard skip(literal) else { throw failure("expected '\(literal)'") }
        }

        /// Whether the next bytes are `literal`; taken when they are.
        mutating func skip(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard offset + count <= bytes.count,
                bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + offset, literal.utf8Start, count) == 0 })
            else { return false }
            offset += count
            return true
        }

        /// Whether the next byte is `byte`; taken when it is.
        mutating func skip(_ byte: UInt8) -> Bool {
            guard offset < bytes.count, bytes[offset] == byte else { return false }
            offset += 1
            return true
        }

        mutating func parseValue(depth: Int) throws(StoreError) -> CanonicalJSON {
            guard depth < 64 else { throw failure("nested too deeply") }
            skipWhitespace()
            guard offset < bytes.count else { throw failure("unexpected end") }
            switch bytes[offset] {
            case UInt8(ascii: "n"): try expect("null"); return .null
            case UInt8(ascii: "t"): try expect("true"); return .bool(true)
            case UInt8(ascii: "f"): try expect("false"); return .bool(false)
            case UInt8(ascii: "\""): return .string(try parseString())
            case UInt8(ascii: "["):
                offset += 1
                var elements: [CanonicalJSON] = []
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(elements) }
                while true {
                    elements.append(try parseValue(depth: depth + 1))
                    skipWhitespace()
                    guard offset < bytes.count else { throw failure("unterminated array") }
                    if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                    if bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(elements) }
                    throw failure("expected ',' or ']'")
                }
            case UInt8(ascii: "{"):
                offset += 1
                var members: [String: CanonicalJSON] = [:]
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
                while true {
                    skipWhitespace()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure("expected a key") }
                    let key = try parseString()
                    skipWhitespace()
                    try expect(":")
                    members[key] = try parseValue(depth: depth + 1)
                    skipWhitespace()
                    guard offset < bytes.count else { throw failure("unterminated object") }
                    if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                    if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
                    throw failure("expected ',' or '}'")
                }
            default:
                return .number(try parseNumber())
            }
        }

        mutating func parseNumber() throws(StoreError) -> Double {
            let start = offset
            while offset < bytes.count {
                let byte = bytes[offset]
                let isNumberByte =
                    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                guard isNumberByte else { break }
                offset += 1
            }
            // Integers (times, indexes, most sizes) are read directly; up to 15 digits are exact.
            if offset > start, offset - start <= 15, bytes[start..<offset].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                return Double(bytes[start..<offset].reduce(0) { $0 * 10 + Int64($1 - UInt8(ascii: "0")) })
            }
            guard offset > start,
                let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), value.isFinite
            else {
                offset = start
                throw failure("expected a value")
            }
            return value
        }

        mutating func parseString() throws(StoreError) -> String {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure("expected a string") }
            offset += 1  // the opening quote
            // Most strings have no escapes: taken whole from the bytes.
            var end = offset
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                defer { offset = end + 1 }
                return String(decoding: bytes[offset..<end], as: UTF8.self)
            }
            var result = Array(bytes[offset..<min(end, bytes.count)])
            offset = end
            while true {
                guard offset < bytes.count else { throw failure("unterminated string") }
                let byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: "\"") { break }
                guard byte == UInt8(ascii: "\\") else { result.append(byte); continue }
                guard offset < bytes.count else { throw failure("unterminated escape") }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): result.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): result.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        try expect("\\u")
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid \\u escape") }
                    result.append(contentsOf: Array(String(Character(unicode)).utf8))
                default:
                    throw failure("invalid escape")
                }
            }
            return String(decoding: result, as: UTF8.self)
        }

        mutating func parseHex4() throws(StoreError) -> UInt32 {
            guard offset + 4 <= bytes.count,
                let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
            else { throw failure("invalid \\u escape") }
            offset += 4
            return value
        }
    }
}
