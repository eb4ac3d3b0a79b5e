import Model

extension View {
    /// The fields added after size-class variations, in `View.Field` order: a root's place on
    /// Interface Builder's canvas and the content's text alignment and colour. Each is absent from the
    /// records of views that have none, so that their records read as before the fields.
    static var laterFieldDescriptors: [FieldDescriptor<View>] {
        [
            .field(
                Field.canvasLocation.rawValue, value: { view in view.canvasLocation.map(\.fieldValue) ?? .null },
                assign: { view, value, reader throws(StoreError) in
                    view.canvasLocation = value == .null ? nil : try CanvasLocation(fieldValue: value, reader: reader)
                },
                jsonColumn: "canvas_location", presence: .unlessDefault { $0.canvasLocation == nil },
                text: FieldText(
                    expected: "X,Y (the scene's centre on the canvas) or - for none",
                    describe: { value, _ in
                        if value == .null { return "-" }
                        return (try? CanvasLocation(fieldValue: value, reader: FieldReader(entity: "", field: "canvasLocation")))?.description
                    },
                    parse: { text, _ in text == "-" || text.isEmpty ? .null : CanvasLocation(text: text)?.fieldValue }),
                json: "canvasLocation"),
            .field(
                Field.textAlignment.rawValue, value: { FieldValue($0.content.textAlignment?.rawValue) },
                assign: { view, value, reader throws(StoreError) in
                    view.content.textAlignment = value == .null ? nil : try reader.enumeration(value, TextAlignment.self)
                },
                textColumn: "text_alignment", presence: .unlessDefault { $0.content.textAlignment == nil },
                text: FieldText(
                    expected: "one of " + TextAlignment.allCases.map(\.rawValue).joined(separator: ", "),
                    describe: { value, _ in value == .null ? "-" : value.stringValue },
                    parse: { text, _ in text == "-" ? .null : TextAlignment(rawValue: text).map { .string($0.rawValue) } }),
                json: "textAlignment"),
            .field(
                Field.textColor.rawValue, value: { FieldValue($0.content.textColor?.description) },
                assign: { view, value, reader throws(StoreError) in
                    view.content.textColor = nil
                    guard let text = try reader.optionalString(value) else { return }
                    guard let color = TextColor(text: text) else { throw reader.fail("'\(text)' is not a colour (#RRGGBB or #RRGGBBAA)") }
                    view.content.textColor = color
                },
                textColumn: "text_color", presence: .unlessDefault { $0.content.textColor == nil },
                text: FieldText(
                    expected: "#RRGGBB or #RRGGBBAA, or - for none",
                    describe: { value, _ in value == .null ? "-" : value.stringValue },
                    parse: { text, _ in text == "-" ? .null : TextColor(text: text).map { .string($0.description) } }),
                json: "textColor"),
        ]
    }
}

extension CanvasLocation {
    var fieldValue: FieldValue { ["x": .number(x), "y": .number(y)] }

    init(fieldValue: FieldValue, reader: FieldReader) throws(StoreError) {
        let members = try reader.object(fieldValue)
        self.init(x: try reader.number(members["x"]), y: try reader.number(members["y"]))
    }
}
