/// One element of an XML document: its name, attributes and child elements, and where it
/// starts. Text content is not kept: Interface Builder documents say everything in elements
/// and attributes.
public struct XMLElement: Hashable, Sendable {
    /// The element's name (`view`, `constraint`).
    public var name: String
    /// The attributes by name, values unescaped.
    public var attributes: [String: String]
    /// The child elements, in document order.
    public var children: [XMLElement]
    /// The line its `<` is on, for messages; several elements can share one (a document may
    /// be one long line), so a line never tells elements apart.
    public var line: Int
    /// Its place in the document: its number in document order (the root element is 0), one
    /// per element. This, not ``line``, tells apart elements read from one document.
    public var documentOrder: Int
    /// The offset of its `<` in the document's bytes, from which a message finds its column.
    public var offset: Int
    /// The offset just past its start tag's `>` (the `/>` of an empty element).
    public var startTagEnd: Int = 0
    /// The offset just past its end (its end tag's `>`, or the `/>` of an empty element): the
    /// element is the bytes `offset..<endOffset`, which an edit in place replaces or removes.
    public var endOffset: Int = 0

    /// An element; where it stands in a document is 0 unless given (an element made to be written).
    public init(
        name: String, attributes: [String: String] = [:], children: [XMLElement] = [], line: Int = 0, documentOrder: Int = 0,
        offset: Int = 0
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
        self.documentOrder = documentOrder
        self.offset = offset
    }

    /// The value of an attribute, or `nil` when the element does not have it.
    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child element with this name (and `key` attribute, when given).
    public func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Every element below this one, depth first, this one excluded.
    public func descendants(named name: String) -> [XMLElement] {
        children.flatMap { ($0.name == name ? [$0] : []) + $0.descendants(named: name) }
    }
}
