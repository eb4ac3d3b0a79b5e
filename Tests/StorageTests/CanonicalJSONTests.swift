import Foundation
import Testing

@testable import Storage

@Suite("Canonical JSON")
struct CanonicalJSONTests {
    @Test("keys are sorted, no whitespace")
    func sortedKeys() {
        let value: CanonicalJSON = ["b": 1, "a": ["z": true, "y": nil], "A": "x"]
        #expect(value.encodedString == #"{"A":"x","a":{"y":null,"z":true},"b":1}"#)
    }

    @Test("numbers: integers without a fraction, others shortest round-trip", arguments: [
        (8.0, "8"), (-12.0, "-12"), (0.5, "0.5"), (-0.0, "0"), (0.1, "0.1"), (1e-05, "1e-05"),
        (1e20, "1e+20"), (999.5, "999.5"), (1.0 / 3.0, "0.3333333333333333"),
    ])
    func numbers(value: Double, text: String) throws {
        #expect(CanonicalJSON.number(value).encodedString == text)
        #expect(try CanonicalJSON(parsing: text) == .number(value))
    }

    @Test("strings escape quotes, backslashes and control characters; keep other UTF-8")
    func strings() throws {
        let value = CanonicalJSON.string("a\"b\\c\nd\u{1}é✓")
        #expect(value.encodedString == #""a\"b\\c\nd\u0001é✓""#)
        #expect(try CanonicalJSON(parsing: value.encoded) == value)
    }

    @Test("parsing then encoding gives the canonical bytes")
    func roundTrip() throws {
        let parsed = try CanonicalJSON(parsing: #" { "b" : [1, 2.5, "x\u00e9"], "a": null } "#)
        #expect(parsed.encodedString == #"{"a":null,"b":[1,2.5,"xé"]}"#)
    }

    @Test("bad JSON is an error, not a crash", arguments: ["", "{", "[1,]", "\"abc", "nul", "{\"a\" 1}", "1 2"])
    func badJSON(text: String) {
        #expect(throws: StoreError.self) { try CanonicalJSON(parsing: text) }
    }
}
