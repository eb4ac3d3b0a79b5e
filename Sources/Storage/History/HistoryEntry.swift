import Foundation

/// One change to one entity, with the revision that made it.
public struct HistoryEntry: Hashable, Codable, Sendable {
    public var revision: RevisionID
    public var author: String
    public var replica: String
    public var time: Date
    public var message: String
    public var change: Change

    /// The field changed, or `nil` when the entity was created or deleted.
    public var field: String? { change.field }
    /// The value before (`nil`: the entity did not exist).
    public var before: FieldValue? { change.before }
    /// The value after (`nil`: the entity was deleted).
    public var after: FieldValue? { change.after }
}
