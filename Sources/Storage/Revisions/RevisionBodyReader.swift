/// Reads a revision's canonical JSON member by member, in the one order and spelling
/// ``Revision/canonicalEncoding`` writes: `{"author":…,"changes":[…],"format":1,"message":…,
/// "parents":[…],"project":…,"replica":…,"time":…}`, each change `{"after":…,"before":…,
/// "field":…,"id":…,"kind":…}` with absent members left out.
///
/// Bytes laid out any other way (another key order, spaces, a missing member) are refused
/// where they differ; within the values it takes any JSON, which the caller proves
/// canonical by encoding the revision again. Every clone and pull reads each revision this
/// way, so no dictionary of members is built.
struct RevisionBodyReader {
    /// A revision's fields, as its body holds them (`time` in milliseconds).
    struct Body {
        var author: String
        var changes: [Change]
        var message: String
        var parents: [RevisionID]
        var project: ProjectID
        var replica: String
        var time: Double
    }

    private var parser: CanonicalJSON.Parser

    init(_ bytes: [UInt8]) {
        parser = CanonicalJSON.Parser(bytes: bytes)
    }

    /// Reads the whole body.
    ///
    /// - Throws: ``StoreError/corruptData(_:)`` naming the byte where the body stops being a
    ///   revision's canonical layout, or the field that holds a value of the wrong kind.
    mutating func readBody() throws(StoreError) -> Body {
        try parser.expect(#"{"author":"#)
        let author = try parser.parseString()
        try parser.expect(#","changes":"#)
        let changes = try readArray { reader throws(StoreError) in try reader.readChange() }
        try parser.expect(#","format":1,"message":"#)
        let message = try parser.parseString()
        try parser.expect(#","parents":"#)
        let parents = try readArray { reader throws(StoreError) in try reader.readRevisionID() }
        try parser.expect(#","project":"#)
        let projectText = try parser.parseString()
        guard let project = ProjectID(text: projectText) else { throw .corruptData("the project '\(projectText)' is not a UUID") }
        try parser.expect(#","replica":"#)
        let replica = try parser.parseString()
        try parser.expect(#","time":"#)
        let time = try parser.parseNumber()
        try parser.expect("}")
        guard parser.offset == parser.bytes.count else { throw parser.failure("unexpected text after the revision") }
        return Body(
            author: author, changes: changes, message: message, parents: parents, project: project, replica: replica, time: time)
    }

    /// `[a,b,…]`, each element read by `readElement`.
    private mutating func readArray<Element>(
        _ readElement: (inout RevisionBodyReader) throws(StoreError) -> Element
    ) throws(StoreError) -> [Element] {
        try parser.expect("[")
        var elements: [Element] = []
        if parser.skip(UInt8(ascii: "]")) { return elements }
        repeat { elements.append(try readElement(&self)) } while parser.skip(UInt8(ascii: ","))
        try parser.expect("]")
        return elements
    }

    /// A parent's id: 64 hex digits between quotes, read without making a string of them.
    private mutating func readRevisionID() throws(StoreError) -> RevisionID {
        let start = parser.offset
        let bytes = parser.bytes
        if start + 66 <= bytes.count, bytes[start] == UInt8(ascii: "\""), bytes[start + 65] == UInt8(ascii: "\""),
            let id = bytes.withUnsafeBufferPointer({ RevisionID(hexDigits: UnsafeBufferPointer(rebasing: $0[start + 1..<start + 65])) })
        {
            parser.offset += 66
            return id
        }
        let text = try parser.parseString()
        throw .corruptData("a parent '\(text)' is not a revision id")
    }

    private mutating func readChange() throws(StoreError) -> Change {
        try parser.expect("{")
        var after: FieldValue?
        var before: FieldValue?
        var field: String?
        if parser.skip(#""after":"#) {
            after = try parser.parseValue(depth: 1)
            try parser.expect(",")
        }
        if parser.skip(#""before":"#) {
            before = try parser.parseValue(depth: 1)
            try parser.expect(",")
        }
        if parser.skip(#""field":"#) {
            field = try parser.parseString()
            try parser.expect(",")
        }
        try parser.expect(#""id":"#)
        let id = try parser.parseString()
        try parser.expect(#","kind":"#)
        let kindText = try parser.parseString()
        guard let kind = EntityKind(rawValue: kindText) else { throw .corruptData("a change of an unknown kind '\(kindText)'") }
        try parser.expect("}")
        return Change(kind: kind, id: id, field: field, before: before, after: after)
    }
}
