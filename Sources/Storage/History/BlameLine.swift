import Foundation
import Model

/// Who last set one field of a view (`Field` is `View.Field`) or a constraint
/// (`Constraint.Field`).
public struct BlameLine<Field: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    /// The field this line is about.
    public var field: Field
    /// The field's current value (a deleted entity's, its value when it was deleted).
    public var value: FieldValue
    /// The revision that last set the field (the one that created the entity, when no later one did).
    public var revision: RevisionID
    /// That revision's author.
    public var author: String
    /// When that revision was made, to the millisecond.
    public var time: Date
    /// That revision's message.
    public var message: String
}
