import Foundation
import Model

extension Constraint {
    /// The value of one field, as history records it. `structure` is
    /// `{"first": {"item", "guide", "attribute"}, "relation", "second": {...} or null}`.
    public func value(of field: Field) -> FieldValue {
        switch field {
        case .structure:
            [
                "first": Constraint.anchorValue(equation.first),
                "relation": .string(equation.relation.rawValue),
                "second": equation.second.map(Constraint.anchorValue) ?? .null,
            ]
        case .multiplier: .number(equation.multiplier)
        case .constant: .number(equation.constant)
        case .priority: FieldValue(priority)
        case .identifier: FieldValue(identifier)
        case .placeholder: .bool(isPlaceholder)
        case .active: .bool(isActive)
        case .documentID: FieldValue(documentID)
        case .standardSpacing: .bool(isStandardSpacing)
        case .sourceLocation: FieldValue(sourceLocation)
        }
    }

    static func anchorValue(_ anchor: Anchor<ItemID>) -> FieldValue {
        [
            "item": .string(anchor.item.text),
            "guide": FieldValue(anchor.guide?.rawValue),
            "attribute": .string(anchor.attribute.rawValue),
        ]
    }

    /// Sets one field from a value of the shape ``value(of:)`` gives. Setting `structure`
    /// keeps the multiplier and constant.
    public mutating func setValue(_ value: FieldValue, for field: Field) throws(StoreError) {
        let (currentID, currentIdentifier) = (id, identifier)
        let reader = FieldReader(
            entity: "constraint " + (currentIdentifier.map { "'\($0)' (\(currentID))" } ?? "\(currentID)"), field: field.rawValue)
        switch field {
        case .structure:
            let members = try reader.object(value)
            func anchor(_ value: CanonicalJSON?) throws(StoreError) -> Anchor<ItemID> {
                let parts = try reader.object(value)
                let guideText = try reader.optionalString(parts["guide"])
                let guide: BuiltInGuide?
                if let guideText {
                    guard let known = BuiltInGuide(rawValue: guideText) else {
                        throw reader.fail("'\(guideText)' is not a built-in guide (margins, safeArea, readable)")
                    }
                    guide = known
                } else {
                    guide = nil
                }
                return Anchor(try reader.itemID(parts["item"]), try reader.enumeration(parts["attribute"], Attribute.self), guide: guide)
            }
            let relationText = try reader.string(members["relation"])
            guard let relation = Relation(rawValue: relationText) else { throw reader.fail("'\(relationText)' is not <=, == or >=") }
            equation.first = try anchor(members["first"])
            equation.relation = relation
            equation.second = members["second"] == nil || members["second"] == .null ? nil : try anchor(members["second"])
        case .multiplier: equation.multiplier = try reader.number(value)
        case .constant: equation.constant = try reader.number(value)
        case .priority: priority = try reader.priority(value)
        case .identifier: identifier = try reader.optionalString(value)
        case .placeholder: isPlaceholder = try reader.bool(value)
        case .active: isActive = try reader.bool(value)
        case .documentID: documentID = try reader.optionalString(value)
        case .standardSpacing: isStandardSpacing = try reader.bool(value)
        case .sourceLocation: sourceLocation = try reader.optionalString(value)
        }
    }

    /// Every field, as a creation or deletion records the whole constraint.
    /// One with no document id, no standard spacing and no source location records none of
    /// them, so that its record (and its revision's id) reads as it did before those fields.
    public var fieldValues: FieldValue {
        .object(
            Dictionary(
                uniqueKeysWithValues: Field.allCases.compactMap { field in
                    (field == .documentID && documentID == nil) || (field == .standardSpacing && !isStandardSpacing)
                        || (field == .sourceLocation && sourceLocation == nil)
                        ? nil : (field.rawValue, value(of: field))
                }))
    }

    /// The item a constraint read from field values names until its `structure` is read.
    private static let unsetItem = ItemID(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))

    /// A constraint from ``fieldValues``.
    public init(id: ConstraintID, fieldValues: FieldValue) throws(StoreError) {
        let members = try FieldReader(entity: "constraint \(id)", field: "*").object(fieldValues)
        self.init(id: id, equation: Equation(Anchor(Constraint.unsetItem, .width)))
        for field in Field.allCases {
            guard let value = members[field.rawValue] else {
                // Recorded before document ids, standard spacing and source locations were kept.
                if field == .documentID || field == .standardSpacing || field == .sourceLocation { continue }
                throw .invalidValue(entity: "constraint \(id)", field: field.rawValue, reason: "missing")
            }
            try setValue(value, for: field)
        }
    }
}
