import Model

extension LayoutGuide {
    /// The value of one field, as history records it.
    public func value(of field: Field) -> FieldValue {
        switch field {
        case .name: .string(name)
        case .owner: .string(owner.text)
        case .documentID: FieldValue(documentID)
        }
    }

    /// Sets one field from a value of the shape ``value(of:)`` gives.
    public mutating func setValue(_ value: FieldValue, for field: Field) throws(StoreError) {
        let currentName = name
        let reader = FieldReader(entity: "guide '\(currentName)'", field: field.rawValue)
        switch field {
        case .name: name = try reader.name(value)
        case .owner: owner = try reader.itemID(value)
        case .documentID: documentID = try reader.optionalString(value)
        }
    }

    /// Every field, as a creation or deletion records the whole guide.
    /// One with no document id records none, so that its record (and its revision's id) reads as
    /// it did before the field.
    public var fieldValues: FieldValue {
        .object(
            Dictionary(
                uniqueKeysWithValues: Field.allCases.compactMap { field in
                    field == .documentID && documentID == nil ? nil : (field.rawValue, value(of: field))
                }))
    }

    /// A guide from ``fieldValues``.
    public init(id: ItemID, fieldValues: FieldValue) throws(StoreError) {
        let members = try FieldReader(entity: "guide \(id)", field: "*").object(fieldValues)
        self.init(id: id, name: "?", owner: id)
        for field in Field.allCases {
            guard let value = members[field.rawValue] else {
                if field == .documentID { continue }  // recorded before document ids were kept
                throw .invalidValue(entity: "guide \(id)", field: field.rawValue, reason: "missing")
            }
            try setValue(value, for: field)
        }
    }
}
