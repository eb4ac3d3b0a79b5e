import Model

// A view's records, as its field descriptors (``View/fieldDescriptors``) declare them.

extension View {
    /// The value of one field, as history records it.
    public func value(of field: Field) -> FieldValue { Self.descriptor(of: field).value(self) }

    /// Sets one field from a value of the shape ``value(of:)`` gives.
    ///
    /// - Throws: ``StoreError/invalidValue(entity:field:reason:)`` for a value of the wrong shape.
    public mutating func setValue(_ value: FieldValue, for field: Field) throws(StoreError) {
        let currentName = name
        try Self.descriptor(of: field).assign(&self, value, FieldReader(entity: "view '\(currentName)'", field: field.rawValue))
    }

    /// Every field, as a creation or deletion records the whole view. A field added after the
    /// first records is left out when its value is the default, so that such a view's record
    /// (and its revision's id) reads as it did before the field.
    public var fieldValues: FieldValue { Self.fieldDescriptors.record(of: self) }

    /// A view from ``fieldValues``.
    public init(id: ItemID, fieldValues: FieldValue) throws(StoreError) {
        self.init(id: id, name: "?")
        try Self.fieldDescriptors.read(fieldValues, into: &self, named: "view \(id)")
    }

    /// A stack view's fields as one object keyed by field name (the `stack` column); nil for
    /// any other view.
    var stackFieldValues: FieldValue? { Self.fieldDescriptors.groupValue("stack", of: self) }

    /// Sets the stack fields from ``stackFieldValues``.
    mutating func setStackFieldValues(_ value: FieldValue) throws(StoreError) {
        let id = self.id
        try Self.fieldDescriptors.setGroup("stack", to: value, in: &self, named: "view \(id)")
    }
}
