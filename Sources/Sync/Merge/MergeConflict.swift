import Model
import Storage

/// Something a three-way merge cannot decide: the user resolves it with `--ours`, `--theirs`
/// or a value of their own. Never settled by wall-clock time.
public struct MergeConflict: Hashable, Codable, Sendable {
    /// The sorts of conflict a merge can meet.
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        /// Both sides set the same field to different values.
        case sameField
        /// One side edited what the other deleted.
        case editedAndDeleted
        /// Two new items, or a new item and a renamed one, took the same name.
        case duplicateName
        /// A constraint, subview or guide refers to an item the other side deleted.
        case danglingReference
        /// The merged constraint breaks one of Auto Layout's rules, though neither side's did.
        case brokenRule
    }

    /// What sort of conflict it is.
    public var kind: Kind
    /// Whether a view, a guide or a constraint is in conflict.
    public var entityKind: EntityKind
    /// The entity's UUID, lowercase.
    public var entityID: String
    /// The field in conflict; `nil` when the whole entity is (an edit against a deletion).
    public var field: String?
    /// The value in the common ancestor, ours and theirs; `nil` where the entity did not exist.
    public var base: FieldValue?
    /// Our value (see ``base``).
    public var ours: FieldValue?
    /// Their value (see ``base``).
    public var theirs: FieldValue?
    /// What happened, in words.
    public var detail: String

    /// A conflict over one entity (or one of its fields).
    public init(
        kind: Kind, entityKind: EntityKind, entityID: String, field: String?, base: FieldValue?, ours: FieldValue?,
        theirs: FieldValue?, detail: String
    ) {
        self.kind = kind
        self.entityKind = entityKind
        self.entityID = entityID
        self.field = field
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.detail = detail
    }
}
