import Model

extension View {
    /// A stack view's fields, kept together in the `stack` column: each is `null` for a view
    /// that is not a stack, and `stackAxis` set makes a view one.
    static var stackFieldDescriptors: [FieldDescriptor<View>] {
        [
            stackField(
                .stackAxis, value: { FieldValue($0?.axis.rawValue) },
                assign: { view, value, reader throws(StoreError) in
                    if value == .null {
                        view.stack = nil
                        return
                    }
                    let axis = try reader.enumeration(value, Axis.self)
                    if view.stack == nil { view.stack = StackView(axis: axis) } else { view.stack?.axis = axis }
                }, text: enumerationText(Axis.self)),
            stackField(
                .stackDistribution, value: { FieldValue($0?.distribution.rawValue) },
                set: { stack, value, reader throws(StoreError) in
                    stack.distribution = try reader.enumeration(value, StackView.Distribution.self)
                }, text: enumerationText(StackView.Distribution.self)),
            stackField(
                .stackAlignment, value: { FieldValue($0?.alignment.rawValue) },
                set: { stack, value, reader throws(StoreError) in stack.alignment = try reader.enumeration(value, StackView.Alignment.self) },
                text: enumerationText(StackView.Alignment.self)),
            stackField(
                .stackSpacing,
                value: { stack in
                    switch stack?.spacing {
                    case nil: .null
                    case .standard?: .string("standard")
                    case .points(let points)?: .number(points)
                    }
                },
                set: { stack, value, reader throws(StoreError) in
                    stack.spacing = value == .string("standard") ? .standard : .points(try reader.number(value, "a number or \"standard\""))
                },
                text: FieldText(
                    expected: "a number or standard",
                    describe: { value, _ in value.stringValue ?? value.numberValue.map(formatNumber) },
                    parse: { text, _ in text == "standard" ? .string(text) : Double(text).flatMap { $0.isFinite ? .number($0) : nil } })),
            stackField(
                .stackCustomSpacing,
                value: { stack in
                    stack.map { .object(Dictionary(uniqueKeysWithValues: $0.customSpacing.map { ($0.key.text, .number($0.value)) })) } ?? .null
                },
                set: { stack, value, reader throws(StoreError) in
                    var spacing: [ItemID: Double] = [:]
                    for (key, points) in try reader.object(value) {
                        guard let id = ItemID(text: key) else { throw reader.fail("'\(key)' is not a view id") }
                        spacing[id] = try reader.number(points)
                    }
                    stack.customSpacing = spacing
                }, text: .itemMap(expected: "NAME=POINTS,…") { Double($0).flatMap { $0.isFinite ? .number($0) : nil } }),
            stackField(
                .stackBaselineRelative, value: { $0.map { .bool($0.isBaselineRelativeArrangement) } ?? .null },
                set: { stack, value, reader throws(StoreError) in stack.isBaselineRelativeArrangement = try reader.bool(value) },
                text: Bool.text),
            stackField(
                .stackMarginsRelative, value: { $0.map { .bool($0.isLayoutMarginsRelativeArrangement) } ?? .null },
                set: { stack, value, reader throws(StoreError) in stack.isLayoutMarginsRelativeArrangement = try reader.bool(value) },
                text: Bool.text),
            stackField(
                .arrangedSubviews, value: { $0.map { .array($0.arrangedSubviews.map { .string($0.text) }) } ?? .null },
                set: { stack, value, reader throws(StoreError) in
                    guard case .array(let items) = value else { throw reader.fail("expected a list of view ids") }
                    stack.arrangedSubviews = try items.map { item throws(StoreError) in try reader.itemID(item) }
                }, text: .itemList),
        ]
    }

    /// The fields of AppKit's stack views, added after the others: absent from the records of
    /// views whose value is the default.
    static var appKitStackFieldDescriptors: [FieldDescriptor<View>] {
        [
            // `null` is a UIKit stack view's (and any other view's): no hugging of its own.
            .grouped(
                Field.stackHugging.rawValue, in: "stack",
                value: { view in view.stack?.hugging.map(\.fieldValue) ?? .null },
                assign: { view, value, reader throws(StoreError) in
                    if value == .null {
                        view.stack?.hugging = nil
                        return
                    }
                    let hugging = try AxisPriorities(fieldValue: value, reader: reader)
                    if view.stack == nil { view.stack = StackView(axis: .horizontal) }
                    view.stack?.hugging = hugging
                }, presence: .unlessDefault { $0.stack?.hugging == nil }, text: AxisPriorities.text),
            // `null` is any other view's; a stack recorded before gravity areas has none.
            .grouped(
                Field.stackGravities.rawValue, in: "stack",
                value: { view in
                    view.stack.map { stack in
                        .object(Dictionary(uniqueKeysWithValues: stack.gravities.map { ($0.key.text, .string($0.value.rawValue)) }))
                    } ?? .null
                },
                assign: { view, value, reader throws(StoreError) in
                    if value == .null {
                        view.stack?.gravities = [:]
                        return
                    }
                    var gravities: [ItemID: StackView.Gravity] = [:]
                    for (key, gravity) in try reader.object(value) {
                        guard let id = ItemID(text: key) else { throw reader.fail("'\(key)' is not a view id") }
                        gravities[id] = try reader.enumeration(gravity, StackView.Gravity.self)
                    }
                    if view.stack == nil { view.stack = StackView(axis: .horizontal) }
                    view.stack?.gravities = gravities
                }, presence: .unlessDefault { $0.stack?.gravities.isEmpty ?? true },
                text: .itemMap(expected: "NAME=leading|center|trailing,…") { StackView.Gravity(rawValue: $0).map { .string($0.rawValue) } }),
        ]
    }

    /// A stack field whose whole setting is given.
    private static func stackField(
        _ field: Field, value: @escaping (StackView?) -> FieldValue,
        assign: @escaping (inout View, FieldValue, FieldReader) throws(StoreError) -> Void, text: FieldText
    ) -> FieldDescriptor<View> {
        .grouped(field.rawValue, in: "stack", value: { value($0.stack) }, assign: assign, presence: .sinceLater, text: text)
    }

    /// A stack field set on the stack: `null` on a view that is not a stack changes nothing, and
    /// a value on one makes it a (horizontal) stack.
    private static func stackField(
        _ field: Field, value: @escaping (StackView?) -> FieldValue,
        set: @escaping (inout StackView, FieldValue, FieldReader) throws(StoreError) -> Void, text: FieldText
    ) -> FieldDescriptor<View> {
        stackField(
            field, value: value,
            assign: { view, value, reader throws(StoreError) in
                if value == .null {
                    guard view.stack == nil else { throw reader.fail("a stack view's \(field.rawValue) cannot be null") }
                    return
                }
                var stack = view.stack ?? StackView(axis: .horizontal)
                try set(&stack, value, reader)
                view.stack = stack
            }, text: text)
    }

    private static func enumerationText<T: RawRepresentable & CaseIterable & SendableMetatype>(_ type: T.Type) -> FieldText
    where T.RawValue == String {
        FieldText(
            expected: "one of " + T.allCases.map(\.rawValue).joined(separator: ", "),
            describe: { value, _ in value == .null ? "-" : value.stringValue },
            parse: { text, _ in T(rawValue: text).map { .string($0.rawValue) } })
    }
}

extension FieldText {
    /// Views by name, in order: `ok,cancel`.
    static var itemList: FieldText {
        FieldText(
            expected: "names of views separated by commas",
            describe: { value, names in
                guard let items = value.arrayValue else { return value == .null ? "-" : nil }
                return items.map { item in
                    guard let text = item.stringValue else { return "?" }
                    return ItemID(text: text).flatMap(names) ?? String(text.prefix(8))
                }.joined(separator: ",")
            },
            parse: { text, itemNamed in
                var items: [FieldValue] = []
                for name in text.split(separator: ",") {
                    guard let id = itemNamed(String(name)) else { return nil }
                    items.append(.string(id.text))
                }
                return .array(items)
            })
    }

    /// A value per view by name: `ok=16,cancel=8`.
    static func itemMap(expected: String, element: @escaping @Sendable (String) -> FieldValue?) -> FieldText {
        FieldText(
            expected: expected,
            describe: { value, names in
                guard let members = value.objectValue else { return value == .null ? "-" : nil }
                return members.sorted { $0.key < $1.key }.map { key, member in
                    let name = ItemID(text: key).flatMap(names) ?? String(key.prefix(8))
                    return name + "=" + (member.numberValue.map(formatNumber) ?? member.stringValue ?? "?")
                }.joined(separator: ",")
            },
            parse: { text, itemNamed in
                var members: [String: FieldValue] = [:]
                for pair in text.split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2, let id = itemNamed(parts[0]), let value = element(parts[1]) else { return nil }
                    members[id.text] = value
                }
                return .object(members)
            })
    }
}
