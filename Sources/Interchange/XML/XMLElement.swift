/// One element of an XML document: its name, attributes and child elements, and the line it
/// starts on. Text content is not kept: Interface Builder documents say everything in
/// elements and attributes.
public struct XMLElement: Hashable, Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [XMLElement]
    public var line: Int

    public init(name: String, attributes: [String: String] = [:], children: [XMLElement] = [], line: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
    }

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
