import Foundation

/// Prints a value as JSON for scripts: keys sorted, so the shape reads the same every time.
func printJSON<T: Encodable>(_ value: T) throws {
    print(String(decoding: try jsonEncoder().encode(value), as: UTF8.self))
}

/// The encoder of ``printJSON(_:)``.
private func jsonEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    // A frame a huge multiplier sends to infinity still prints (and `solve` reports it).
    encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return encoder
}

/// A JSON array printed an element at a time, byte for byte as ``printJSON(_:)`` prints the
/// whole array: a long listing starts at once and is never all in memory.
struct StreamedJSONArray {
    private var count = 0
    private let encoder = jsonEncoder()

    /// Prints one more element (and the array's opening bracket before the first).
    ///
    /// - Complexity: the element's encoding, and one pass over its bytes.
    mutating func append(encoding element: some Encodable) throws {
        // Pretty-printed JSON escapes the line breaks of strings, so each line of the element
        // is indented one level, as it is inside the array.
        let encoded = try encoder.encode(element)
        var bytes: [UInt8] = Array((count == 0 ? "[\n  " : ",\n  ").utf8)
        bytes.reserveCapacity(encoded.count + encoded.count / 8)
        // A line left empty (Foundation writes an empty array as `[`, an empty line, `]`)
        // stays empty, as in the whole array.
        let newline = UInt8(ascii: "\n")
        for (index, byte) in encoded.enumerated() {
            bytes.append(byte)
            if byte == newline, index + 1 < encoded.count, encoded[encoded.index(encoded.startIndex, offsetBy: index + 1)] != newline {
                bytes.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: " ")])
            }
        }
        print(String(decoding: bytes, as: UTF8.self), terminator: "")
        count += 1
    }

    /// Prints one more constraint row, written by hand where it can be
    /// (``ConstraintRow/arrayElementJSON()``), the same bytes at a tenth of the cost.
    mutating func append(_ row: ConstraintRow) throws {
        guard let element = row.arrayElementJSON() else { return try append(encoding: row) }
        print((count == 0 ? "[\n  " : ",\n  ") + element, terminator: "")
        count += 1
    }

    /// Closes the array; with no elements, prints `empty` (an empty array of the element type) as printJSON does.
    func finish<Element: Encodable>(empty: [Element]) throws {
        if count == 0 { return try printJSON(empty) }
        print("\n]")
    }
}

/// A JSON object whose absent values print as `null` rather than being left out, in the
/// order given (the printer sorts keys).
struct JSONObject: Encodable {
    var members: [(key: String, value: (any Encodable)?)]

    init(_ members: KeyValuePairs<String, (any Encodable)?>) {
        self.members = members.map { ($0.key, $0.value) }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (key, value) in members {
            if let value {
                try container.encode(value, forKey: Key(stringValue: key))
            } else {
                try container.encodeNil(forKey: Key(stringValue: key))
            }
        }
    }
}
