import GRDB
import Model

/// One stored field of an entity, declared once: its name in history, merges and JSON records,
/// how records made before it read, where the current-state table keeps it, how a snapshot
/// keeps it, how people read and type it, and its key in `--json` listings.
///
/// Everything that writes or reads a field goes through its descriptor: the records of history
/// (`View/fieldValues`, `View/value(of:)`, `View/setValue(_:for:)`), and with them diff,
/// blame and the three-way merge; the `views` table; state snapshots; `--set FIELD=VALUE`;
/// `view list --json`. A new field is a descriptor in the entity's table, its migration, and
/// whatever import, export and the solver make of it (docs/fields.md is the checklist).
///
/// Descriptors are immutable tables of functions built once, hence `@unchecked Sendable`.
public struct FieldDescriptor<Entity>: @unchecked Sendable {
    /// The field's name: a `Field` raw value, the key of whole-entity records.
    public let name: String
    /// The value history records.
    public let value: (Entity) -> FieldValue
    /// Sets the field from a value of the shape ``value`` gives, or throws
    /// ``StoreError/invalidValue(entity:field:reason:)``.
    let assign: (inout Entity, FieldValue, FieldReader) throws(StoreError) -> Void
    /// Whether whole-entity records carry the field.
    let presence: Presence
    /// Where the current-state table and snapshots keep the field.
    let storage: Storage
    /// How people read and type the value.
    public let text: FieldText
    /// The field's key in `view list --json`, and its value there (item ids as names); nil
    /// for a field the listing leaves out.
    public let json: (key: String, value: (Entity, (ItemID) -> String?) -> FieldValue)?

    /// Whether a whole-entity record carries a field.
    enum Presence {
        /// Every record has it: a record without it is corrupt.
        case always
        /// Records made before the field lack it (the entity's default is meant); every record
        /// made since has it.
        case sinceLater
        /// Records made before the field lack it, and records of entities whose value is the
        /// default leave it out, so that they read (and hash, and so name their revisions) as
        /// they did before the field.
        case unlessDefault((Entity) -> Bool)

        func isLeftOut(of entity: Entity) -> Bool {
            if case .unlessDefault(let isDefault) = self { return isDefault(entity) }
            return false
        }
        var mayBeMissing: Bool {
            if case .always = self { return false }
            return true
        }
    }

    /// Where a field lives in the current-state table and in snapshots.
    enum Storage {
        /// In columns of its own.
        case columns(StateColumns<Entity>)
        /// With other fields in one JSON object column (a stack view's fields in `stack`), NULL
        /// when every member is null.
        case group(String)
    }
}

/// How a field's value reads in the columns of the current-state table and in a snapshot's
/// bytes.
struct StateColumns<Entity> {
    /// The column names, in the order of ``bind``.
    let names: [String]
    /// The column values of an entity.
    let bind: (Entity) -> [(any DatabaseValueConvertible)?]
    /// Reads the columns starting at `index` of a row into an entity made with defaults.
    let read: (inout Entity, Row, Int) throws -> Void
    /// Appends the field's bytes to a snapshot.
    let write: (Entity, inout SnapshotCoding.Writer) -> Void
    /// Reads the field's bytes from a snapshot into an entity made with defaults.
    let decode: (inout Entity, inout SnapshotCoding.Reader) throws(StoreError) -> Void
}

/// How people read and type one field's value: `16,40,200,21` for a frame, names for item ids.
public struct FieldText: Sendable {
    /// What a typed value looks like, for messages: `X,Y,W,H`.
    public let expected: String
    /// The value as people read it, given the names of items; nil to print it as JSON.
    public let describe: @Sendable (FieldValue, (ItemID) -> String?) -> String?
    /// A typed value as the field's value; nil when it does not read as ``expected``.
    let parse: @Sendable (String, (String) -> ItemID?) -> FieldValue?

    /// A typed value as the field's value.
    ///
    /// - Throws: ``FieldTextError`` saying what was expected.
    public func value(of text: String, field: String, itemNamed: (String) -> ItemID?) throws(FieldTextError) -> FieldValue {
        guard let value = parse(text, itemNamed) else { throw FieldTextError(text: text, field: field, expected: expected) }
        return value
    }
}

/// A value typed for a field that does not read as the field's values do.
public struct FieldTextError: Error, Equatable, CustomStringConvertible {
    /// The text as it was typed.
    public let text: String
    /// The name of the field it was typed for (`frame`, `constant`).
    public let field: String
    /// What a value of the field looks like (``FieldText/expected``): `X,Y,W,H`.
    public let expected: String
    /// `'abc' is not X,Y,W,H for frame`.
    public var description: String { "'\(text)' is not \(expected) for \(field)" }
}
