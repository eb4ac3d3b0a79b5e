import Foundation
import Model

/// Who last set one field of a constraint.
public struct BlameLine: Hashable, Codable, Sendable {
    public var field: Constraint.Field
    /// The field's current value.
    public var value: FieldValue
    public var revision: RevisionID
    public var author: String
    public var time: Date
    public var message: String
}
