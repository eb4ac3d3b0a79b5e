/// A custom layout guide (`UILayoutGuide`): a rectangle owned by a view that constraints can
/// position, with no intrinsic size and nothing drawn.
public struct LayoutGuide: Hashable, Codable, Sendable, Identifiable {
    public var id: ItemID
    /// Unique among the project's items, views and guides alike.
    public var name: String
    /// The view that owns the guide; its frame is in that view's coordinates.
    public var owner: ItemID

    public init(id: ItemID = ItemID(), name: String, owner: ItemID) {
        self.id = id
        self.name = name
        self.owner = owner
    }
}

extension LayoutGuide {
    /// The fields a change to a guide names, in history and in a three-way merge.
    public enum Field: String, Hashable, Codable, Sendable, CaseIterable {
        case name, owner
    }
}
