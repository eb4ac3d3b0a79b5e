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
        case .stackAxis: FieldValue(stack?.axis.rawValue)
        case .stackDistribution: FieldValue(stack?.distribution.rawValue)
        case .stackAlignment: FieldValue(stack?.alignment.rawValue)
        case .stackSpacing:
            switch stack?.spacing {
            case nil: .null
            case .standard?: .string("standard")
            case .points(let points)?: .number(points)
            }
        case .stackCustomSpacing:
            stack.map { stack in .object(Dictionary(uniqueKeysWithValues: stack.customSpacing.map { ($0.key.text, .number($0.value)) })) }
                ?? .null
        case .stackBaselineRelative: stack.map { .bool($0.isBaselineRelativeArrangement) } ?? .null
        case .stackMarginsRelative: stack.map { .bool($0.isLayoutMarginsRelativeArrangement) } ?? .null
        case .arrangedSubviews: stack.map { .array($0.arrangedSubviews.map { .string($0.text) }) } ?? .null
        case .documentID: FieldValue(documentID)
        case .deviceSafeAreaInsets:
            deviceSafeAreaInsets.map { insets in
                ["top": .number(insets.top), "left": .number(insets.left), "bottom": .number(insets.bottom), "right": .number(insets.right)]
            } ?? .null
        case .alignmentInsets:
            [
                "top": .number(alignmentInsets.top), "left": .number(alignmentInsets.left),
                "bottom": .number(alignmentInsets.bottom), "right": .number(alignmentInsets.right),
            ]
        case .autoresizingMask: FieldValue(autoresizingMask?.text)
        case .stackHugging:
            stack?.hugging.map { ["horizontal": FieldValue($0.horizontal), "vertical": FieldValue($0.vertical)] } ?? .null
        case .stackGravities:
            stack.map { stack in .object(Dictionary(uniqueKeysWithValues: stack.gravities.map { ($0.key.text, .string($0.value.rawValue)) })) }
                ?? .null
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
        case .documentID: documentID = try reader.optionalString(value)
        case .deviceSafeAreaInsets:
            if value == .null {
                deviceSafeAreaInsets = nil
            } else {
                let members = try reader.object(value)
                deviceSafeAreaInsets = EdgeInsets(
                    top: try reader.number(members["top"]), left: try reader.number(members["left"]),
                    bottom: try reader.number(members["bottom"]), right: try reader.number(members["right"]))
            }
        case .alignmentInsets:
            let members = try reader.object(value)
            alignmentInsets = EdgeInsets(
                top: try reader.number(members["top"]), left: try reader.number(members["left"]),
                bottom: try reader.number(members["bottom"]), right: try reader.number(members["right"]))
        case .autoresizingMask:
            if let text = try reader.optionalString(value) {
                guard let mask = try? AutoresizingMask(text: text) else { throw reader.fail("'\(text)' is not an autoresizing mask") }
                autoresizingMask = mask
            } else {
                autoresizingMask = nil
            }
        case .stackHugging:
            // `null` is a UIKit stack view's (and any other view's): no hugging of its own.
            if value == .null {
                stack?.hugging = nil
            } else {
                let members = try reader.object(value)
                let hugging = AxisPriorities(
                    horizontal: try reader.priority(members["horizontal"]), vertical: try reader.priority(members["vertical"]))
                if stack == nil { stack = StackView(axis: .horizontal) }
                stack?.hugging = hugging
            }
        case .stackGravities:
            // `null` is any other view's; a stack recorded before gravity areas has none.
            if value == .null {
                stack?.gravities = [:]
            } else {
                var gravities: [ItemID: StackView.Gravity] = [:]
                for (key, gravity) in try reader.object(value) {
                    guard let id = ItemID(text: key) else { throw reader.fail("'\(key)' is not a view id") }
                    gravities[id] = try reader.enumeration(gravity, StackView.Gravity.self)
                }
                if stack == nil { stack = StackView(axis: .horizontal) }
                stack?.gravities = gravities
            }
        case .stackAxis:
            if value == .null {
                stack = nil
            } else {
                let axis = try reader.enumeration(value, Axis.self)
                if stack == nil { stack = StackView(axis: axis) } else { stack?.axis = axis }
            }
        default:
            try setStackValue(value, for: field, reader: reader)
        }
    }

    /// A stack view's fields as one object keyed by field name; nil for any other view.
    var stackFieldValues: FieldValue? {
        guard let stack else { return nil }
        // A UIKit stack view's object reads as it did before AppKit's hugging and gravity areas
        // were modelled.
        let fields = Field.stackFields.union(stack.hugging == nil ? [] : [.stackHugging])
            .union(stack.gravities.isEmpty ? [] : [.stackGravities])
        return .object(Dictionary(uniqueKeysWithValues: fields.map { ($0.rawValue, value(of: $0)) }))
    }

    /// Sets the stack fields from ``stackFieldValues``.
    mutating func setStackFieldValues(_ value: FieldValue) throws(StoreError) {
        let id = self.id
        let fields = try FieldReader(entity: "view \(id)", field: "stack").object(value)
        try setValue(fields[Field.stackAxis.rawValue] ?? .null, for: .stackAxis)
        for field in Field.stackFields where field != .stackAxis {
            try setValue(fields[field.rawValue] ?? .null, for: field)
        }
        try setValue(fields[Field.stackHugging.rawValue] ?? .null, for: .stackHugging)
        try setValue(fields[Field.stackGravities.rawValue] ?? .null, for: .stackGravities)
    }

    /// Sets one of a stack view's fields; `null` on a view that is not a stack changes nothing,
    /// and a value on one makes it a (horizontal) stack.
    private mutating func setStackValue(_ value: FieldValue, for field: Field, reader: FieldReader) throws(StoreError) {
        if value == .null {
            guard stack == nil else { throw reader.fail("a stack view's \(field.rawValue) cannot be null") }
            return
        }
        var stack = self.stack ?? StackView(axis: .horizontal)
        switch field {
        case .stackDistribution: stack.distribution = try reader.enumeration(value, StackView.Distribution.self)
        case .stackAlignment: stack.alignment = try reader.enumeration(value, StackView.Alignment.self)
        case .stackSpacing:
            if value == .string("standard") {
                stack.spacing = .standard
            } else {
                stack.spacing = .points(try reader.number(value, "a number or \"standard\""))
            }
        case .stackCustomSpacing:
            var spacing: [ItemID: Double] = [:]
            for (key, points) in try reader.object(value) {
                guard let id = ItemID(text: key) else { throw reader.fail("'\(key)' is not a view id") }
                spacing[id] = try reader.number(points)
            }
            stack.customSpacing = spacing
        case .stackBaselineRelative: stack.isBaselineRelativeArrangement = try reader.bool(value)
        case .stackMarginsRelative: stack.isLayoutMarginsRelativeArrangement = try reader.bool(value)
        case .arrangedSubviews:
            guard case .array(let items) = value else { throw reader.fail("expected a list of view ids") }
            stack.arrangedSubviews = try items.map { item throws(StoreError) in try reader.itemID(item) }
        default:
            return
        }
        self.stack = stack
    }

    /// Every field, as a creation or deletion records the whole view. A view with no document id
    /// (no device safe area, no alignment insets, no autoresizing mask, no AppKit stack hugging, no gravity areas) records none, so that its record (and its
    /// revision's id) reads as it did before the field.
    public var fieldValues: FieldValue {
        .object(
            Dictionary(
                uniqueKeysWithValues: Field.allCases.compactMap { field in
                    if field == .documentID && documentID == nil || field == .deviceSafeAreaInsets && deviceSafeAreaInsets == nil
                        || field == .alignmentInsets && alignmentInsets == .zero || field == .autoresizingMask && autoresizingMask == nil
                        || field == .stackHugging && stack?.hugging == nil || field == .stackGravities && stack?.gravities.isEmpty ?? true
                    {
                        return nil
                    }
                    return (field.rawValue, value(of: field))
                }))
    }

    /// A view from ``fieldValues``.
    public init(id: ItemID, fieldValues: FieldValue) throws(StoreError) {
        let reader = FieldReader(entity: "view \(id)", field: "*")
        let members = try reader.object(fieldValues)
        self.init(id: id, name: "?")
        for field in Field.allCases {
            guard let value = members[field.rawValue] else {
                // Views created before stack views (or document ids) were modelled record no such fields.
                if Field.stackFields.contains(field) || field == .documentID || field == .deviceSafeAreaInsets || field == .alignmentInsets
                    || field == .autoresizingMask || field == .stackHugging || field == .stackGravities
                {
                    continue
                }
                throw .invalidValue(entity: "view \(id)", field: field.rawValue, reason: "missing")
            }
            try setValue(value, for: field)
        }
    }
}
