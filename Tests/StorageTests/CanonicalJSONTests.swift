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

    @Test(
        "numbers: integers without a fraction, others shortest round-trip",
        arguments: [
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

    @Test(
        "numbers read by the integer shortcut and by the general path agree",
        arguments: [
            ("0", 0.0), ("7", 7.0), ("1700000000123", 1_700_000_000_123), ("999999999999999", 999_999_999_999_999),
            ("1234567890123456789", 1_234_567_890_123_456_789), ("-42", -42), ("42.0", 42), ("4e2", 400),
        ])
    func integerShortcut(text: String, value: Double) throws {
        #expect(try CanonicalJSON(parsing: text) == .number(value))
        #expect(try CanonicalJSON(parsing: "[\(text),\(text)]") == .array([.number(value), .number(value)]))
    }

    @Test(
        "strings without escapes, with escapes at either end, and empty",
        arguments: [
            (#""plain text""#, "plain text"), (#""""#, ""), (#""\"quoted\"""#, "\"quoted\""),
            (#""tail\n""#, "tail\n"), (#""\u00e9t\u00e9 ✓""#, "été ✓"),
        ])
    func stringShortcut(text: String, value: String) throws {
        #expect(try CanonicalJSON(parsing: text) == .string(value))
        #expect(try CanonicalJSON(parsing: "{\(text):\(text)}") == .object([value: .string(value)]))
    }

    @Test("parsing then encoding gives the canonical bytes")
    func roundTrip() throws {
        let parsed = try CanonicalJSON(parsing: #" { "b" : [1, 2.5, "x\u00e9"], "a": null } "#)
        #expect(parsed.encodedString == #"{"a":null,"b":[1,2.5,"xé"]}"#)
    }

    @Test("bad JSON is an error, not a crash", arguments: ["", "{", "[1,]", "\"abc", "\"abc\\", "\"a\\q\"", "nul", "{\"a\" 1}", "1 2", "12a"])
    func badJSON(text: String) {
        #expect(throws: StoreError.self) { try CanonicalJSON(parsing: text) }
    }
}
