import Foundation

/// Prints a value as JSON for scripts: keys sorted, so the shape reads the same every time.
func printJSON<T: Encodable>(_ value: T) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    // A frame a huge multiplier sends to infinity still prints (and `solve` reports it).
    encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
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
