/// A small non-validating XML reader: elements, attributes, comments, processing
/// instructions and CDATA, with the five predefined entities and character references.
///
/// A document type declaration is refused, so no entity is ever declared, let alone expanded
/// (no "billion laughs", no external entity). Text content is skipped. The bytes must be UTF-8
/// throughout, and elements nest at most ``maximumDepth`` deep, so that the reader's recursion
/// (and that of whatever walks the elements) has a bound the input cannot move.
///
/// - Complexity: O(*n*) in the document's bytes.
public struct XMLReader {
    /// The deepest elements may nest, the root element being 1. Interface Builder documents
    /// nest about 7 levels for a scene and 2 more for each level of views (a view and its
    /// `<subviews>`); the deepest of the corpus nests 24. A deeper document is refused with
    /// ``InterchangeError/Kind/nestedTooDeeply(limit:)``, long before the stack runs out.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var elementCount = 0
    private let file: String

    /// Reads the document's root element.
    ///
    /// - Throws: ``InterchangeError`` naming `file` and the line of the problem:
    ///   ``InterchangeError/Kind/invalidUTF8(offset:)`` for bytes that are not UTF-8,
    ///   ``InterchangeError/Kind/nestedTooDeeply(limit:)`` beyond ``maximumDepth``.
    public static func read(_ bytes: [UInt8], file: String) throws(InterchangeError) -> XMLElement {
        if let offset = firstInvalidUTF8(in: bytes) {
            let line = 1 + bytes[..<offset].lazy.filter { $0 == UInt8(ascii: "\n") }.count
            let byte = "0x" + String(bytes[offset], radix: 16, uppercase: true)
            throw InterchangeError(
                file: file, line: line,
                reason:
                    "the document is not UTF-8: the byte \(byte) at offset \(offset) cannot stand there in UTF-8, the encoding Interface Builder writes",
                kind: .invalidUTF8(offset: offset))
        }
        var reader = XMLReader(bytes: bytes, file: file)
        return try reader.document()
    }

    /// The offset of the first byte that breaks UTF-8 (a stray continuation byte, a sequence
    /// cut short, an overlong form, a surrogate), or nil for valid UTF-8.
    ///
    /// - Complexity: O(*n*) in the bytes.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Where the element at a byte offset of the document starts, for a message: its line and
    /// its column in characters.
    static func location(ofOffset offset: Int, in bytes: [UInt8]) -> InterchangeError.SourceLocation {
        let before = bytes[..<min(offset, bytes.count)]
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = 1 + before.lazy.filter { $0 == UInt8(ascii: "\n") }.count
        // A character starts at every byte that is not a UTF-8 continuation byte (10xxxxxx).
        let column = 1 + bytes[lineStart..<before.endIndex].lazy.filter { $0 & 0xC0 != 0x80 }.count
        return InterchangeError.SourceLocation(line: line, column: column)
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private func failure(_ reason: String) -> InterchangeError { InterchangeError(file: file, line: line, reason: reason) }

    private var atEnd: Bool { position >= bytes.count }
    private var current: UInt8 { bytes[position] }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where position < bytes.count {
            if bytes[position] == UInt8(ascii: "\n") { line += 1 }
            position += 1
        }
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in
            for offset in 0..<count where bytes[position + offset] != prefix[offset] { return false }
            return true
        }
    }

    /// Bytes that end a name: whitespace, `=`, `/`, `>`, quotes and `<`.
    private static let endsName: [Bool] = (0..<256).map { byte in
        [0x20, 0x09, 0x0A, 0x0D].contains(byte) || "=/>\"'<".utf8.contains(UInt8(byte))
    }

    /// Skips past `terminator`, or fails with `what` unterminated.
    private mutating func skip(past terminator: StaticString, what: String) throws(InterchangeError) {
        let start = line
        while !atEnd {
            if starts(with: terminator) { return advance(terminator.utf8CodeUnitCount) }
            advance()
        }
        throw InterchangeError(file: file, line: start, reason: "\(what) is not closed: the document is cut short")
    }

    private mutating func skipWhitespace() {
        while !atEnd, current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D { advance() }
    }

    /// Comments, processing instructions and whitespace between elements.
    private mutating func skipMisc() throws(InterchangeError) {
        while true {
            skipWhitespace()
            if starts(with: "<!--") {
                try skip(past: "-->", what: "a comment")
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if starts(with: "<!DOCTYPE") || starts(with: "<!ENTITY") {
                throw failure(
                    "a document type declaration (<!DOCTYPE or <!ENTITY) is refused: Interface Builder documents have none, and entities are never expanded"
                )
            } else {
                return
            }
        }
    }

    private mutating func document() throws(InterchangeError) -> XMLElement {
        if starts(with: "\u{FEFF}") { advance(3) }
        try skipMisc()
        guard !atEnd else { throw failure("the file is empty; expected an XML document") }
        guard current == UInt8(ascii: "<") else { throw failure("not XML: expected '<' at the start of the document") }
        let root = try element(depth: 1)
        try skipMisc()
        guard atEnd else { throw failure("content after the document's root element") }
        return root
    }

    private mutating func name() throws(InterchangeError) -> String {
        let start = position
        while !atEnd, !Self.endsName[Int(current)] { advance() }
        guard position > start else { throw failure("expected a name") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// An element, at its `<`, `depth` levels down from the document (the root element is 1).
    private mutating func element(depth: Int) throws(InterchangeError) -> XMLElement {
        let startLine = line
        guard depth <= Self.maximumDepth else {
            throw InterchangeError(
                file: file, line: startLine,
                reason: "elements are nested more than \(Self.maximumDepth) levels deep here, deeper than any Interface Builder document nests them",
                kind: .nestedTooDeeply(limit: Self.maximumDepth))
        }
        let offset = position
        let documentOrder = elementCount
        elementCount += 1
        advance()  // <
        var element = XMLElement(name: try name(), line: startLine, documentOrder: documentOrder, offset: offset)
        while true {
            skipWhitespace()
            guard !atEnd else { throw InterchangeError(file: file, line: startLine, reason: "element <\(element.name)> is cut short") }
            if starts(with: "/>") {
                advance(2)
                element.startTagEnd = position
                element.endOffset = position
                return element
            }
            if current == UInt8(ascii: ">") {
                advance()
                element.startTagEnd = position
                break
            }
            let attribute = try name()
            skipWhitespace()
            guard !atEnd, current == UInt8(ascii: "=") else { throw failure("attribute '\(attribute)' of <\(element.name)> has no value") }
            advance()
            skipWhitespace()
            guard !atEnd, current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") else {
                throw failure("the value of attribute '\(attribute)' is not quoted")
            }
            let quote = current
            advance()
            let start = position
            while !atEnd, current != quote {
                if current == UInt8(ascii: "<") { throw failure("'<' inside the value of attribute '\(attribute)'") }
                advance()
            }
            guard !atEnd else { throw InterchangeError(file: file, line: startLine, reason: "element <\(element.name)> is cut short") }
            element.attributes[attribute] = try decodeReferences(bytes[start..<position])
            advance()
        }
        // Content: child elements, text, comments, CDATA; then the end tag.
        while true {
            guard !atEnd else {
                throw InterchangeError(file: file, line: startLine, reason: "element <\(element.name)> is not closed: the document is cut short")
            }
            if current != UInt8(ascii: "<") {
                advance()  // text
            } else if starts(with: "</") {
                advance(2)
                let closing = try name()
                guard closing == element.name else {
                    throw failure("</\(closing)> closes <\(element.name)> (opened on line \(startLine))")
                }
                skipWhitespace()
                guard !atEnd, current == UInt8(ascii: ">") else { throw failure("</\(closing)> is cut short") }
                advance()
                element.endOffset = position
                return element
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "a comment")
            } else if starts(with: "<![CDATA[") {
                try skip(past: "]]>", what: "a CDATA section")
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if starts(with: "<!") {
                throw failure("a declaration inside an element is refused")
            } else {
                element.children.append(try self.element(depth: depth + 1))
            }
        }
    }

    /// Attribute text with `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;` and `&#N;`/`&#xN;` replaced.
    private func decodeReferences(_ raw: ArraySlice<UInt8>) throws(InterchangeError) -> String {
        guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        let text = String(decoding: raw, as: UTF8.self)
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { throw failure("an '&' with no ';' in an attribute value") }
            let reference = rest[rest.index(after: ampersand)..<semicolon]
            switch reference {
            case "lt": result += "<"
            case "gt": result += ">"
            case "amp": result += "&"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number: UInt32?
                if reference.hasPrefix("#x") {
                    number = UInt32(reference.dropFirst(2), radix: 16)
                } else if reference.hasPrefix("#") {
                    number = UInt32(reference.dropFirst())
                } else {
                    throw failure("unknown entity '&\(reference);': entities are never expanded")
                }
                guard let number, let scalar = Unicode.Scalar(number) else { throw failure("a bad character reference '&\(reference);'") }
                result.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
