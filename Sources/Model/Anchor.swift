/// One side of a constraint: an item, optionally one of its built-in guides, and an attribute:
/// `button.trailing`, `root.safeArea.top`, `root.leadingMargin`.
///
/// `Item` is a name (`String`) in what people type and an ``ItemID`` in what is stored.
public struct Anchor<Item: Hashable & Sendable>: Hashable, Sendable {
    /// The view or custom layout guide (its name or its id).
    public var item: Item
    /// One of the view's built-in guides (`safeArea`, `margins`, …) that the attribute is of; `nil`
    /// for the item itself.
    public var guide: BuiltInGuide?
    /// The attribute: which edge, center, size or baseline.
    public var attribute: Attribute

    /// `item.attribute`, or `item.guide.attribute` when a built-in guide is given.
    public init(_ item: Item, _ attribute: Attribute, guide: BuiltInGuide? = nil) {
        self.item = item
        self.guide = guide
        self.attribute = attribute
    }

    /// The same anchor over another kind of item: names resolved to ids, or ids to names.
    public func mapItem<Other>(_ transform: (Item) throws -> Other) rethrows -> Anchor<Other> {
        Anchor<Other>(try transform(item), attribute, guide: guide)
    }

    /// Whether two anchors name the same item and guide (whatever the attribute).
    func isOnSameItem(as other: Anchor) -> Bool { item == other.item && guide == other.guide }
}

extension Anchor: Codable where Item: Codable {}
