import Foundation
import Model

/// Who last set one field of a view (`Field` is `View.Field`) or a constraint
/// (`Constraint.Field`).
public struct BlameLine<Field: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    public var field: Field
    /// The field's current value (a deleted entity's, its value when it was deleted).
    public var value: FieldValue
    public var revision: RevisionID
    public var author: String
    public var time: Date
    public var message: String
}
