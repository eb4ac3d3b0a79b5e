import Foundation
import Storage

/// How revisions travel: each as its id and its canonical body, exactly the bytes whose
/// SHA-256 is the id, so the receiver verifies what it got before storing it.
///
/// ```json
/// {"revisions":[{"id":"3f…","body":{"author":"ana","changes":[…],…}}]}
/// ```
public enum WireFormat {
    /// The revisions as a JSON message.
    public static func encode(_ revisions: [Revision]) -> [UInt8] {
        message(bodies: revisions.map { ($0.id, $0.canonicalEncoding) })
    }

    /// The message of revisions given as their ids and canonical bytes (as a store keeps them).
    package static func message(bodies: [(id: RevisionID, body: [UInt8])]) -> [UInt8] {
        var bytes = Array(#"{"revisions":["#.utf8)
        bytes.reserveCapacity(bodies.reduce(32) { $0 + $1.body.count + 80 })
        for (index, revision) in bodies.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: #"{"id":"#.utf8)
            revision.id.writeQuoted(to: &bytes)
            bytes.append(contentsOf: #","body":"#.utf8)
            bytes += revision.body
            bytes.append(UInt8(ascii: "}"))
        }
        bytes += Array("]}".utf8)
        return bytes
    }

    /// The revisions of a message, each verified: its id recomputed from its body.
    ///
    /// - Throws: ``SyncError/badPayload(_:)`` naming what is wrong: not JSON, a missing field,
    ///   a field of the wrong type, an id that does not match its content.
    public static func decodeRevisions(_ bytes: [UInt8]) throws(SyncError) -> [Revision] {
        try ReceivedRevisions(decoding: bytes).all()
    }

    // MARK: Streamed answers

    /// The revisions a server sends travel as lines (or, to a client that asks for it, in
    /// ``PackedAnswer``'s form, which ends the same way), so that the client stores the first ones
    /// while the rest are still being read and sent: each line but the last is a message as
    /// above (up to ``streamedBlockLength`` revisions); the last says how many revisions the
    /// answer held, or why the server stopped (a sender that fails after the first line has
    /// already answered 200). An answer without its last line was cut off.
    ///
    /// ```
    /// {"revisions":[{"id":"3f…","body":{…}},…]}
    /// {"revisions":[…]}
    /// {"count":10010}
    /// ```
    public static let streamedBlockLength = 256

    /// How every line of revisions starts.
    static let revisionsLinePrefix = Array(#"{"revisions":"#.utf8)

    /// A line of revisions from their stored bodies, newline included.
    package static func line(bodies: [(id: RevisionID, body: [UInt8])]) -> [UInt8] {
        message(bodies: bodies) + [UInt8(ascii: "\n")]
    }

    /// The last line of an answer that held `count` revisions.
    package static func countLine(_ count: Int) -> [UInt8] {
        Array("{\"count\":\(count)}\n".utf8)
    }

    /// The last line of an answer the server could not finish, with its reason.
    package static func errorLine(_ message: String) -> [UInt8] {
        Array((try? JSONEncoder().encode(HTTPMessages.ErrorResponse(error: message))) ?? Data(#"{"error":"the server failed"}"#.utf8)) + [
            UInt8(ascii: "\n")
        ]
    }

    enum LastLine: Equatable {
        case count(Int)
        case error(String)
    }

    /// What an answer's last line says, or `nil` when it is not a last line.
    static func lastLine(_ line: ArraySlice<UInt8>) -> LastLine? {
        struct Fields: Decodable {
            var count: Int?
            var error: String?
        }
        guard let fields = try? JSONDecoder().decode(Fields.self, from: Data(line)) else { return nil }
        switch (fields.count, fields.error) {
        case (let count?, nil) where count >= 0: return .count(count)
        case (nil, let error?): return .error(error)
        default: return nil
        }
    }
}

/// Finds the revisions of a message (`{"revisions": [{"id": …, "body": {…}}, …], …}`), each
/// as its id and the byte range of its body, checking the message's structure on the way.
/// Values it does not need are skipped, not decoded; the bodies are decoded by ``Revision``.
struct MessageScanner {
    struct Entry {
        var id: String?
        var body: Range<Int>?
    }

    struct Failure: Error {
        var reason: String
    }

    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func revisionEntries() throws(Failure) -> [Entry] {
        var entries: [Entry]?
        try expect(UInt8(ascii: "{"))
        var firstMember = true
        while let key = try nextKey(first: &firstMember, closing: UInt8(ascii: "}")) {
            guard key == "revisions" else {
                try skipValue()
                continue
            }
            var list: [Entry] = []
            try expect(UInt8(ascii: "["))
            var firstElement = true
            while try nextElement(first: &firstElement) {
                var entry = Entry()
                guard peek() == UInt8(ascii: "{") else { throw Failure(reason: "each revision must be an object") }
                position += 1
                var firstField = true
                while let field = try nextKey(first: &firstField, closing: UInt8(ascii: "}")) {
                    switch field {
                    case "id":
                        guard peek() == UInt8(ascii: "\"") else { throw Failure(reason: "\"id\" must be a string") }
                        entry.id = try string()
                    case "body": entry.body = try skipValue()
                    default: try skipValue()
                    }
                }
                list.append(entry)
            }
            entries = list
        }
        skipWhitespace()
        guard position == bytes.count else { throw Failure(reason: "unexpected bytes after the message at offset \(position)") }
        guard let entries else { throw Failure(reason: "expected an object with a \"revisions\" array") }
        return entries
    }

    // MARK: Structure

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        skipWhitespace()
        guard peek() == byte else {
            throw Failure(reason: "expected '\(Character(UnicodeScalar(byte)))' at offset \(position)")
        }
        position += 1
    }

    /// In an object whose `{` was read: the next member's key, with its `:` read and the
    /// value next; nil once the closing `}` is read.
    private mutating func nextKey(first: inout Bool, closing: UInt8) throws(Failure) -> String? {
        guard let key = try nextMember(first: &first, closing: closing) else { return nil }
        return try text(of: key)
    }

    /// As ``nextKey(first:closing:)``, but only the key's byte range (its quotes included):
    /// a value skipped needs its keys checked, not made into strings.
    private mutating func nextMember(first: inout Bool, closing: UInt8) throws(Failure) -> Range<Int>? {
        skipWhitespace()
        if first {
            first = false
            if peek() == closing {
                position += 1
                return nil
            }
        } else {
            guard let next = peek() else { throw Failure(reason: "the message ends inside an object") }
            position += 1
            if next == closing { return nil }
            guard next == UInt8(ascii: ",") else { throw Failure(reason: "expected ',' or '}' at offset \(position - 1)") }
            skipWhitespace()
        }
        let start = position
        try skipString()
        let key = start..<position
        try expect(UInt8(ascii: ":"))
        skipWhitespace()
        return key
    }

    /// In an array whose `[` was read: whether another element follows (positioned at it);
    /// false once the closing `]` is read.
    private mutating func nextElement(first: inout Bool) throws(Failure) -> Bool {
        skipWhitespace()
        if first {
            first = false
            if peek() == UInt8(ascii: "]") {
                position += 1
                return false
            }
            return true
        }
        guard let next = peek() else { throw Failure(reason: "the message ends inside an array") }
        position += 1
        if next == UInt8(ascii: "]") { return false }
        guard next == UInt8(ascii: ",") else { throw Failure(reason: "expected ',' or ']' at offset \(position - 1)") }
        skipWhitespace()
        return true
    }

    /// A string, unescaped.
    private mutating func string() throws(Failure) -> String {
        let start = position
        try skipString()
        return try text(of: start..<position)
    }

    /// The text of the string at `range` (its quotes included), unescaped.
    private func text(of range: Range<Int>) throws(Failure) -> String {
        let span = bytes[(range.lowerBound + 1)..<(range.upperBound - 1)]
        guard span.contains(UInt8(ascii: "\\")) else { return String(decoding: span, as: UTF8.self) }
        guard case .string(let text)? = try? CanonicalJSON(parsing: Array(bytes[range])) else {
            throw Failure(reason: "a string with a bad escape at offset \(range.lowerBound)")
        }
        return text
    }

    private mutating func skipString() throws(Failure) {
        guard peek() == UInt8(ascii: "\"") else { throw Failure(reason: "expected a string at offset \(position)") }
        position += 1
        while let byte = peek() {
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return
            case UInt8(ascii: "\\"): position += 1
            case ..<0x20: throw Failure(reason: "a control character in a string at offset \(position - 1)")
            default: break
            }
        }
        throw Failure(reason: "the message ends inside a string")
    }

    /// Skips one value and returns its byte range.
    @discardableResult
    private mutating func skipValue(depth: Int = 0) throws(Failure) -> Range<Int> {
        guard depth < 512 else { throw Failure(reason: "values nested more than 512 deep") }
        skipWhitespace()
        let start = position
        guard let first = peek() else { throw Failure(reason: "the message ends where a value should be") }
        switch first {
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "{"):
            position += 1
            var first = true
            while try nextMember(first: &first, closing: UInt8(ascii: "}")) != nil { try skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            position += 1
            var first = true
            while try nextElement(first: &first) { try skipValue(depth: depth + 1) }
        default:
            // A number, true, false or null; the bodies that matter are checked when decoded.
            while let byte = peek(),
                byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            {
                position += 1
            }
            guard position > start else { throw Failure(reason: "unexpected '\(Character(UnicodeScalar(first)))' at offset \(start)") }
        }
        return start..<position
    }
}
