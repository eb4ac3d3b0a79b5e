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
        case .variationAny, .variationWC, .variationWR, .variationHC, .variationHR, .variationWCHC, .variationWCHR, .variationWRHC,
            .variationWRHR:
            field.sizeClass.flatMap { variations[$0]?.fieldValue } ?? .null
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
        case .variationAny, .variationWC, .variationWR, .variationHC, .variationHR, .variationWCHC, .variationWCHR, .variationWRHC,
            .variationWRHR:
            if let sizeClass = field.sizeClass { variations[sizeClass] = try ConstraintVariation.from(value, reader: reader) }
        }
    }

    /// Every field, as a creation or deletion records the whole constraint.
    /// One with no document id, no standard spacing, no source location and no variation for
    /// a size class records none of them, so that its record (and its revision's id) reads as
    /// it did before those fields.
    public var fieldValues: FieldValue {
        // Filled in place, sized for the fields kept: a commit of many constraints records each of them.
        // Without variations, no variation field is looked up (each one is a lookup by name).
        let fields = Field.allCases.filter { (!variations.isEmpty || !Constraint.isVariation($0)) && !Constraint.isLeftOut($0, of: self) }
        var members = [String: FieldValue](minimumCapacity: fields.count)
        for field in fields { members[field.rawValue] = value(of: field) }
        return .object(members)
    }

    /// Whether `Constraint(id:fieldValues:)` gives this constraint back from its
    /// ``fieldValues``, bit for bit, and refuses nothing in them: its numbers are finite (the
    /// decoder refuses others), and it varies in no size class (a variation is read through
    /// checks of its own). Items, anchors and relations are typed and always read back.
    var readsBackFromFieldValues: Bool {
        variations.isEmpty && equation.multiplier.isFinite && equation.constant.isFinite && priority.rawValue.isFinite
    }

    /// Whether the field is a size class's variation.
    private static func isVariation(_ field: Field) -> Bool {
        switch field {
        case .structure, .multiplier, .constant, .priority, .identifier, .placeholder, .active, .documentID, .standardSpacing,
            .sourceLocation:
            false
        case .variationAny, .variationWC, .variationWR, .variationHC, .variationHR, .variationWCHC, .variationWCHR, .variationWRHC,
            .variationWRHR:
            true
        }
    }

    /// Whether a whole-constraint record leaves a field out: one added later whose value is
    /// the default.
    static func isLeftOut(_ field: Field, of constraint: Constraint) -> Bool {
        if let sizeClass = field.sizeClass { return constraint.variations[sizeClass] == nil }
        return (field == .documentID && constraint.documentID == nil) || (field == .standardSpacing && !constraint.isStandardSpacing)
            || (field == .sourceLocation && constraint.sourceLocation == nil)
    }

    /// The size-class variations as one JSON object keyed by class (`{"hC": {"constant": 8}}`),
    /// as the `variations` column and snapshots keep them; nil for none.
    var variationsValue: FieldValue? {
        guard !variations.isEmpty else { return .none }
        return .object(Dictionary(uniqueKeysWithValues: variations.map { ($0.key.key, $0.value.fieldValue) }))
    }

    /// Sets the variations from `variationsValue`.
    mutating func setVariations(_ value: FieldValue) throws(StoreError) {
        let currentID = id
        let reader = FieldReader(entity: "constraint \(currentID)", field: "variations")
        variations = [:]
        for (key, member) in try reader.object(value) {
            guard let sizeClass = SizeClass(text: key) else { throw reader.fail("'\(key)' is not a size class") }
            variations[sizeClass] = try ConstraintVariation.from(member, reader: reader)
        }
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
                if field == .documentID || field == .standardSpacing || field == .sourceLocation || field.sizeClass != nil { continue }
                throw .invalidValue(entity: "constraint \(id)", field: field.rawValue, reason: "missing")
            }
            try setValue(value, for: field)
        }
    }
}
