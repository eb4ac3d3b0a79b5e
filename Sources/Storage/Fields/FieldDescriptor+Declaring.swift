import GRDB
import Model

extension FieldDescriptor {
    /// A field kept in a property of a ``StoredFieldValue`` type, in columns of its own:
    /// history's value, snapshots and the state table all follow from the type.
    static func field<Value: ColumnStoredFieldValue>(
        _ name: String, _ keyPath: WritableKeyPath<Entity, Value>, columns: [String], presence: Presence = .always,
        text: FieldText = Value.text, json: String? = nil
    ) -> FieldDescriptor {
        precondition(columns.count == Value.columnCount, "\(name): \(Value.columnCount) columns expected")
        return FieldDescriptor(
            name: name, value: { $0[keyPath: keyPath].fieldValue },
            assign: { entity, value, reader throws(StoreError) in entity[keyPath: keyPath] = try Value(fieldValue: value, reader: reader) },
            presence: presence,
            storage: .columns(
                StateColumns(
                    names: columns, bind: { $0[keyPath: keyPath].columnValues },
                    read: { entity, row, index in entity[keyPath: keyPath] = try Value(row: row, at: index) },
                    write: { entity, writer in entity[keyPath: keyPath].write(to: &writer) },
                    decode: { entity, reader throws(StoreError) in entity[keyPath: keyPath] = try Value(from: &reader) })),
            text: text, json: json.map { key in (key, { entity, _ in entity[keyPath: keyPath].fieldValue }) })
    }

    /// A field of any shape kept as its JSON value in one text column (NULL when its record
    /// leaves it out, or it is null) and in snapshots: the form for a new field whose value is
    /// not read by SQL.
    static func field(
        _ name: String, value: @escaping (Entity) -> FieldValue,
        assign: @escaping (inout Entity, FieldValue, FieldReader) throws(StoreError) -> Void, jsonColumn column: String,
        presence: Presence, text: FieldText = .json, json: String? = nil
    ) -> FieldDescriptor {
        func stored(_ entity: Entity) -> FieldValue? {
            let recorded = value(entity)
            // `.none`, not `nil`: a JSON value is ExpressibleByNilLiteral, and `nil` would be `.null`.
            return presence.isLeftOut(of: entity) || recorded == .null ? .none : recorded
        }
        let reader = FieldReader(entity: "a stored \(name)", field: name)
        return FieldDescriptor(
            name: name, value: value, assign: assign, presence: presence,
            storage: .columns(
                StateColumns(
                    names: [column], bind: { [stored($0)?.encodedString] },
                    read: { entity, row, index in
                        if let text = try row.text(index) { try assign(&entity, try CanonicalJSON(parsing: text), reader) }
                    },
                    write: { entity, writer in writer.optionalString(stored(entity)?.encodedString) },
                    decode: { entity, snapshot throws(StoreError) in
                        if let text = try snapshot.optionalString() { try assign(&entity, try CanonicalJSON(parsing: text), reader) }
                    })),
            text: text, json: json.map { key in (key, { entity, _ in value(entity) }) })
    }
}

extension FieldDescriptor {
    /// A field whose value is text or null, kept as that text in one column (NULL for null).
    static func field(
        _ name: String, value: @escaping (Entity) -> FieldValue,
        assign: @escaping (inout Entity, FieldValue, FieldReader) throws(StoreError) -> Void, textColumn column: String,
        presence: Presence, text: FieldText = .string, json: String? = nil
    ) -> FieldDescriptor {
        let reader = FieldReader(entity: "a stored \(name)", field: name)
        return FieldDescriptor(
            name: name, value: value, assign: assign, presence: presence,
            storage: .columns(
                StateColumns(
                    names: [column], bind: { [value($0).stringValue] },
                    read: { entity, row, index in
                        if let text = try row.text(index) { try assign(&entity, .string(text), reader) }
                    },
                    write: { entity, writer in writer.optionalString(value(entity).stringValue) },
                    decode: { entity, snapshot throws(StoreError) in
                        if let text = try snapshot.optionalString() { try assign(&entity, .string(text), reader) }
                    })),
            text: text, json: json.map { key in (key, { entity, _ in value(entity) }) })
    }

    /// A field kept with others in one JSON object column (``Storage/group(_:)``).
    static func grouped(
        _ name: String, in group: String, value: @escaping (Entity) -> FieldValue,
        assign: @escaping (inout Entity, FieldValue, FieldReader) throws(StoreError) -> Void, presence: Presence,
        text: FieldText = .json
    ) -> FieldDescriptor {
        FieldDescriptor(name: name, value: value, assign: assign, presence: presence, storage: .group(group), text: text, json: nil)
    }
}
