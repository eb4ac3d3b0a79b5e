import Foundation

/// One change to one entity, with the revision that made it.
public struct HistoryEntry: Hashable, Codable, Sendable {
    /// The revision that made the change.
    public var revision: RevisionID
    /// The revision's author.
    public var author: String
    /// The replica id of the store the revision was made in.
    public var replica: String
    /// When the revision was made, to the millisecond.
    public var time: Date
    /// The revision's message.
    public var message: String
    /// The change itself: the entity, the field, and the values before and after.
    public var change: Change

    /// The field changed, or `nil` when the entity was created or deleted.
    public var field: String? { change.field }
    /// The value before (`nil`: the entity did not exist).
    public var before: FieldValue? { change.before }
    /// The value after (`nil`: the entity was deleted).
    public var after: FieldValue? { change.after }
}
