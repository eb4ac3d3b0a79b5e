import Model

/// One field-level change of a revision: a field of a view, guide or constraint set from one
/// value to another, or a whole entity created (`before == nil`) or deleted (`after == nil`).
///
/// `before` and `after` are `nil` when there was nothing (no entity); a field whose value is
/// absent, such as a constraint with no identifier, is `.null`.
public struct Change: Hashable, Sendable {
    /// What the entity is: the project, a view, a guide or a constraint.
    public var kind: EntityKind
    /// The entity's UUID, lowercase.
    public var id: String
    /// The field name (a `View.Field`, `LayoutGuide.Field` or `Constraint.Field` raw value),
    /// or `nil` when the whole entity was created or deleted.
    public var field: String?
    /// The value before the change: a field's old value, or the whole entity's field values for a
    /// deletion; `nil` for a creation.
    public var before: FieldValue?
    /// The value after the change: a field's new value, or the whole entity's field values for a
    /// creation; `nil` for a deletion.
    public var after: FieldValue?

    /// A change to the entity of this kind and lowercase UUID text.
    public init(kind: EntityKind, id: String, field: String?, before: FieldValue?, after: FieldValue?) {
        self.kind = kind
        self.id = id
        self.field = field
        self.before = before
        self.after = after
    }

    /// A change to a view, guide or constraint.
    public init(entity: EntityID, field: String?, before: FieldValue?, after: FieldValue?) {
        self.init(kind: entity.kind, id: entity.idText, field: field, before: before, after: after)
    }

    /// The view, guide or constraint changed; `nil` for a change to the project itself.
    public var entity: EntityID? {
        switch kind {
        case .project: nil
        case .view: ItemID(text: id).map(EntityID.view)
        case .guide: ItemID(text: id).map(EntityID.guide)
        case .constraint: ConstraintID(text: id).map(EntityID.constraint)
        }
    }

    /// `"*"` for a whole-entity creation or deletion, else the field name.
    public var fieldName: String { field ?? "*" }

    /// Whether the change creates the entity.
    public var isCreation: Bool { field == nil && before == nil }
    /// Whether the change deletes the entity.
    public var isDeletion: Bool { field == nil && after == nil }

    /// The change that undoes this one.
    public var inverted: Change { Change(kind: kind, id: id, field: field, before: after, after: before) }

    /// Writes the canonical form revision bodies hold, `{"after","before","field","id","kind"}`
    /// with absent values left out, member by member in key order.
    func writeCanonical(to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "{"))
        if let after {
            CanonicalJSON.writeKey("after", to: &bytes)
            after.write(to: &bytes)
            bytes.append(UInt8(ascii: ","))
        }
        if let before {
            CanonicalJSON.writeKey("before", to: &bytes)
            before.write(to: &bytes)
            bytes.append(UInt8(ascii: ","))
        }
        if let field {
            CanonicalJSON.writeKey("field", to: &bytes)
            CanonicalJSON.writeString(field, to: &bytes)
            bytes.append(UInt8(ascii: ","))
        }
        CanonicalJSON.writeKey("id", to: &bytes)
        CanonicalJSON.writeString(id, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        CanonicalJSON.writeKey("kind", to: &bytes)
        CanonicalJSON.writeString(kind.rawValue, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }
}

extension Change: Codable {
    private enum CodingKeys: String, CodingKey { case kind, id, field, before, after }

    /// Reads a change as revisions encode it; a `before` or `after` key that is present with `null`
    /// stays ``CanonicalJSON/null``, one that is missing is `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(EntityKind.self, forKey: .kind)
        id = try container.decode(String.self, forKey: .id)
        field = try container.decodeIfPresent(String.self, forKey: .field)
        // `before: null` is a field that was absent, not a missing entity: keep the key's presence.
        // (Spelled `.none`: a bare `nil` here would be FieldValue's own nil literal, `.null`.)
        before = container.contains(.before) ? try container.decode(FieldValue.self, forKey: .before) : Optional.none
        after = container.contains(.after) ? try container.decode(FieldValue.self, forKey: .after) : Optional.none
    }

    /// Writes the change with keys `kind`, `id`, and `field`, `before`, `after` when present.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(field, forKey: .field)
        try container.encodeIfPresent(before, forKey: .before)
        try container.encodeIfPresent(after, forKey: .after)
    }
}
