import Model

extension View {
    /// Every stored field of a view, in `View.Field` order: the one place a view's field is
    /// declared (docs/fields.md).
    public static let fieldDescriptors: [FieldDescriptor<View>] = {
        let descriptors: [FieldDescriptor<View>] =
            [
                // The item's name lives in the `items` table, which every item has.
                FieldDescriptor(
                    name: Field.name.rawValue, value: { .string($0.name) },
                    assign: { view, value, reader throws(StoreError) in view.name = try reader.name(value) }, presence: .always,
                    storage: .columns(
                        StateColumns(
                            names: [], bind: { _ in [] }, read: { _, _, _ in }, write: { view, writer in writer.string(view.name) },
                            decode: { view, reader throws(StoreError) in view.name = try reader.string() })),
                    text: .string, json: ("name", { view, _ in .string(view.name) })),
                .field(
                    Field.parent.rawValue, value: { FieldValue($0.parent?.text) },
                    assign: { view, value, reader throws(StoreError) in view.parent = try reader.optionalItemID(value) },
                    textColumn: "parent_id", presence: .always, text: .item, json: nil
                ).withJSON("parent") { view, names in view.parent.flatMap(names).map(FieldValue.string) ?? .null },
                .field(Field.index.rawValue, \.index, columns: ["sibling_index"], json: "index"),
                .field(Field.kind.rawValue, \.kind, columns: ["kind"], json: "kind"),
                .field(Field.frame.rawValue, \.frame, columns: ["frame_x", "frame_y", "frame_width", "frame_height"], json: "frame"),
                .field(
                    Field.intrinsicContentSize.rawValue, \.intrinsicContentSize, columns: ["intrinsic_width", "intrinsic_height"],
                    json: "intrinsicContentSize"),
                .field(
                    Field.contentHugging.rawValue, \.contentHugging, columns: ["hugging_horizontal", "hugging_vertical"],
                    json: "contentHugging"),
                .field(
                    Field.compressionResistance.rawValue, \.compressionResistance,
                    columns: ["compression_horizontal", "compression_vertical"], json: "compressionResistance"),
                .field(
                    Field.layoutMargins.rawValue, \.layoutMargins, columns: ["margin_top", "margin_left", "margin_bottom", "margin_right"],
                    json: "layoutMargins"),
                .field(
                    Field.preservesSuperviewLayoutMargins.rawValue, \.preservesSuperviewLayoutMargins,
                    columns: ["preserves_superview_layout_margins"], json: "preservesSuperviewLayoutMargins"),
                .field(
                    Field.insetsLayoutMarginsFromSafeArea.rawValue, \.insetsLayoutMarginsFromSafeArea,
                    columns: ["insets_layout_margins_from_safe_area"], json: "insetsLayoutMarginsFromSafeArea"),
                .field(
                    Field.semanticContentAttribute.rawValue, \.semanticContentAttribute, columns: ["semantic_content_attribute"],
                    json: "semanticContentAttribute"),
                .field(
                    Field.baselineOffsets.rawValue, \.baselineOffsets, columns: ["first_baseline_from_top", "last_baseline_from_bottom"],
                    json: "baselineOffsets"),
                .field(Field.isHidden.rawValue, \.isHidden, columns: ["hidden"], json: "hidden"),
            ] + stackFieldDescriptors + [
                .field(
                    Field.documentID.rawValue, \.documentID, columns: ["document_id"], presence: .unlessDefault { $0.documentID == nil }, json: "ibID"
                ),
                .field(
                    Field.deviceSafeAreaInsets.rawValue,
                    value: { view in view.deviceSafeAreaInsets.map(\.fieldValue) ?? .null },
                    assign: { view, value, reader throws(StoreError) in
                        view.deviceSafeAreaInsets = value == .null ? nil : try EdgeInsets(fieldValue: value, reader: reader)
                    },
                    jsonColumn: "device_safe_area", presence: .unlessDefault { $0.deviceSafeAreaInsets == nil }, text: .optionalInsets,
                    json: "deviceSafeAreaInsets"),
                .field(
                    Field.alignmentInsets.rawValue, value: { $0.alignmentInsets.fieldValue },
                    assign: { view, value, reader throws(StoreError) in view.alignmentInsets = try EdgeInsets(fieldValue: value, reader: reader) },
                    jsonColumn: "alignment_insets", presence: .unlessDefault { $0.alignmentInsets == .zero }, text: EdgeInsets.text,
                    json: "alignmentInsets"),
                .field(
                    Field.autoresizingMask.rawValue, value: { FieldValue($0.autoresizingMask?.text) },
                    assign: { view, value, reader throws(StoreError) in
                        view.autoresizingMask = nil
                        guard let text = try reader.optionalString(value) else { return }
                        guard let mask = try? AutoresizingMask(text: text) else { throw reader.fail("'\(text)' is not an autoresizing mask") }
                        view.autoresizingMask = mask
                    },
                    textColumn: "autoresizing_mask", presence: .unlessDefault { $0.autoresizingMask == nil }, json: "autoresizingMask"),
            ] + appKitStackFieldDescriptors + contentFieldDescriptors + variationFieldDescriptors
            + laterFieldDescriptors
        precondition(descriptors.map(\.name) == Field.allCases.map(\.rawValue), "one descriptor per View.Field, in its order")
        return descriptors
    }()

    /// The descriptor of each field, by field.
    static let descriptorsByField: [Field: FieldDescriptor<View>] = Dictionary(
        uniqueKeysWithValues: zip(Field.allCases, fieldDescriptors))

    /// The descriptor of a field.
    public static func descriptor(of field: Field) -> FieldDescriptor<View> { descriptorsByField[field]! }
}

extension FieldDescriptor {
    /// This descriptor listed in `--json` under `key`, its value computed with item names.
    func withJSON(_ key: String, _ value: @escaping (Entity, (ItemID) -> String?) -> FieldValue) -> FieldDescriptor {
        FieldDescriptor(
            name: name, value: self.value, assign: assign, presence: presence, storage: storage, text: text, json: (key, value))
    }
}

extension FieldText {
    /// Insets, or `-` for none.
    static var optionalInsets: FieldText {
        FieldText(
            expected: "T,L,B,R or - for none",
            describe: { value, names in value == .null ? "-" : EdgeInsets.text.describe(value, names) },
            parse: { text, names in text == "-" || text.isEmpty ? .null : EdgeInsets.text.parse(text, names) })
    }
}
