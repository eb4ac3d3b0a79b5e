/// One side of a constraint: an item, optionally one of its built-in guides, and an attribute:
/// `button.trailing`, `root.safeArea.top`, `root.leadingMargin`.
///
/// `Item` is a name (`String`) in what people type and an ``ItemID`` in what is stored.
public struct Anchor<Item: Hashable & Sendable>: Hashable, Sendable {
    public var item: Item
    public var guide: BuiltInGuide?
    public var attribute: Attribute

    public init(_ item: Item, _ attribute: Attribute, guide: BuiltInGuide? = nil) {
        self.item = item
        self.guide = guide
        self.attribute = attribute
    }

    public func mapItem<Other>(_ transform: (Item) throws -> Other) rethrows -> Anchor<Other> {
        Anchor<Other>(try transform(item), attribute, guide: guide)
    }

    /// Whether two anchors name the same item and guide (whatever the attribute).
    func isOnSameItem(as other: Anchor) -> Bool { item == other.item && guide == other.guide }
}

extension Anchor: Codable where Item: Codable {}
