/// A custom layout guide (`UILayoutGuide`): a rectangle owned by a view that constraints can
/// position, with no intrinsic size and nothing drawn.
public struct LayoutGuide: Hashable, Codable, Sendable, Identifiable {
    /// The guide's stable identity, kept across renames; never shared with a view.
    public var id: ItemID
    /// Unique among the project's items, views and guides alike.
    public var name: String
    /// The view that owns the guide; its frame is in that view's coordinates.
    public var owner: ItemID
    /// The object id of the guide in the Interface Builder document it was imported from;
    /// `nil` for a guide made in layoutstore. (`ibID` in the command line's `--json`,
    /// `document_id` in SQL: docs/schema.md says why.)
    public var documentID: String?

    /// A guide owned by the view `owner`, with a new id unless one is given.
    public init(id: ItemID = ItemID(), name: String, owner: ItemID, documentID: String? = nil) {
        self.id = id
        self.name = name
        self.owner = owner
        self.documentID = documentID
    }
}

extension LayoutGuide {
    /// The fields a change to a guide names, in history and in a three-way merge.
    public enum Field: String, Hashable, Codable, Sendable, CaseIterable {
        /// The guide's name, and the view that owns it.
        case name, owner
        /// The Interface Builder object id (``LayoutGuide/documentID``); absent from records made before it.
        case documentID
    }
}
