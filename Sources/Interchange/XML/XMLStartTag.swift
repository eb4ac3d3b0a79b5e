/// The attributes of an element's start tag as they stand in the document's bytes: each name
/// with where its value sits between the quotes, in the order written. What an edit in place
/// needs to change one value, add one attribute or remove one, and leave every other byte.
struct XMLStartTag {
    struct Attribute {
        var name: String
        /// Where the attribute starts: its name's first byte.
        var start: Int
        /// The value's bytes, between the quotes (still with its references, as written).
        var value: Range<Int>
        /// Just past the closing quote.
        var end: Int { value.upperBound + 1 }
    }

    var attributes: [Attribute] = []
    /// Just past the element's name: where an attribute written before all others goes.
    var nameEnd: Int

    /// The start tag of `element`, read again from the bytes it was read from.
    ///
    /// - Complexity: O(*n*) in the start tag's bytes.
    init(of element: XMLElement, in bytes: [UInt8]) {
        var position = element.offset + 1
        let end = element.startTagEnd
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func isNameEnd(_ byte: UInt8) -> Bool { isSpace(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") }
        while position < end, !isNameEnd(bytes[position]) { position += 1 }
        nameEnd = position
        while position < end {
            while position < end, isSpace(bytes[position]) { position += 1 }
            guard position < end, bytes[position] != UInt8(ascii: "/"), bytes[position] != UInt8(ascii: ">") else { break }
            let start = position
            while position < end, !isNameEnd(bytes[position]) { position += 1 }
            let name = String(decoding: bytes[start..<position], as: UTF8.self)
            while position < end, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "'") { position += 1 }
            guard position < end else { break }
            let quote = bytes[position]
            position += 1
            let valueStart = position
            while position < end, bytes[position] != quote { position += 1 }
            attributes.append(Attribute(name: name, start: start, value: valueStart..<position))
            position += 1
        }
    }

    func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
}
