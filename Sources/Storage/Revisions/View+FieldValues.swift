import Model

extension View {
    /// The value of one field, as history records it.
    public func value(of field: Field) -> FieldValue {
        switch field {
        case .name: .string(name)
        case .parent: FieldValue(parent?.text)
        case .index: .number(Double(index))
        case .kind: .string(kind.rawValue)
        case .frame:
            ["x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height)]
        case .intrinsicContentSize:
            ["width": FieldValue(intrinsicContentSize.width), "height": FieldValue(intrinsicContentSize.height)]
        case .contentHugging:
            ["horizontal": FieldValue(contentHugging.horizontal), "vertical": FieldValue(contentHugging.vertical)]
        case .compressionResistance:
            ["horizontal": FieldValue(compressionResistance.horizontal), "vertical": FieldValue(compressionResistance.vertical)]
        case .layoutMargins:
            [
                "top": .number(layoutMargins.top), "left": .number(layoutMargins.left),
                "bottom": .number(layoutMargins.bottom), "right": .number(layoutMargins.right),
            ]
        case .preservesSuperviewLayoutMargins: .bool(preservesSuperviewLayoutMargins)
        case .insetsLayoutMarginsFromSafeArea: .bool(insetsLayoutMarginsFromSafeArea)
        case .semanticContentAttribute: .string(semanticContentAttribute.rawValue)
        case .baselineOffsets:
            ["firstFromTop": FieldValue(baselineOffsets.firstFromTop), "lastFromBottom": FieldValue(baselineOffsets.lastFromBottom)]
        case .isHidden: .bool(isHidden)
        }
    }

    /// Sets one field from a value of the shape ``value(of:)`` gives.
    ///
    /// - Throws: ``StoreError/invalidValue(entity:field:reason:)`` for a value of the wrong shape.
    public mutating func setValue(_ value: FieldValue, for field: Field) throws(StoreError) {
        let currentName = name
        let reader = FieldReader(entity: "view '\(currentName)'", field: field.rawValue)
        switch field {
        case .name: name = try reader.name(value)
        case .parent: parent = try reader.optionalItemID(value)
        case .index: index = try reader.integer(value)
        case .kind: kind = try reader.enumeration(value, ViewKind.self)
        case .frame:
            let members = try reader.object(value)
            frame = Rect(
                x: try reader.number(members["x"]), y: try reader.number(members["y"]),
                width: try reader.number(members["width"]), height: try reader.number(members["height"]))
        case .intrinsicContentSize:
            let members = try reader.object(value)
            intrinsicContentSize = IntrinsicContentSize(
                width: try reader.optionalNumber(members["width"]), height: try reader.optionalNumber(members["height"]))
        case .contentHugging:
            let members = try reader.object(value)
            contentHugging = AxisPriorities(
                horizontal: try reader.priority(members["horizontal"]), vertical: try reader.priority(members["vertical"]))
        case .compressionResistance:
            let members = try reader.object(value)
            compressionResistance = AxisPriorities(
                horizontal: try reader.priority(members["horizontal"]), vertical: try reader.priority(members["vertical"]))
        case .layoutMargins:
            let members = try reader.object(value)
            layoutMargins = EdgeInsets(
                top: try reader.number(members["top"]), left: try reader.number(members["left"]),
                bottom: try reader.number(members["bottom"]), right: try reader.number(members["right"]))
        case .preservesSuperviewLayoutMargins: preservesSuperviewLayoutMargins = try reader.bool(value)
        case .insetsLayoutMarginsFromSafeArea: insetsLayoutMarginsFromSafeArea = try reader.bool(value)
        case .semanticContentAttribute: semanticContentAttribute = try reader.enumeration(value, SemanticContentAttribute.self)
        case .baselineOffsets:
            let members = try reader.object(value)
            baselineOffsets = BaselineOffsets(
                firstFromTop: try reader.optionalNumber(members["firstFromTop"]),
                lastFromBottom: try reader.optionalNumber(members["lastFromBottom"]))
        case .isHidden: isHidden = try reader.bool(value)
        }
    }

    /// Every field, as a creation or deletion records the whole view.
    public var fieldValues: FieldValue {
        .object(Dictionary(uniqueKeysWithValues: Field.allCases.map { ($0.rawValue, value(of: $0)) }))
    }

    /// A view from ``fieldValues``.
    public init(id: ItemID, fieldValues: FieldValue) throws(StoreError) {
        let reader = FieldReader(entity: "view \(id)", field: "*")
        let members = try reader.object(fieldValues)
        self.init(id: id, name: "?")
        for field in Field.allCases {
            guard let value = members[field.rawValue] else {
                throw .invalidValue(entity: "view \(id)", field: field.rawValue, reason: "missing")
            }
            try setValue(value, for: field)
        }
    }
}
