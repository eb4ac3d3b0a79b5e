import Model

extension View {
    /// What a view shows (``View/content``): a field each, absent from the records of views
    /// that show nothing of the kind, so that their records read as before the fields.
    static var contentFieldDescriptors: [FieldDescriptor<View>] {
        [
            .field(
                Field.text.rawValue, value: { FieldValue($0.content.text) },
                assign: { view, value, reader throws(StoreError) in view.content.text = try reader.optionalString(value) },
                textColumn: "text", presence: .unlessDefault { $0.content.text == nil }, json: "text"),
            .field(
                Field.titles.rawValue,
                value: { view in
                    view.content.titles.isEmpty
                        ? .null : .object(Dictionary(uniqueKeysWithValues: view.content.titles.map { ($0.key.rawValue, .string($0.value)) }))
                },
                assign: { view, value, reader throws(StoreError) in
                    var titles: [ControlState: String] = [:]
                    if value != .null {
                        for (key, title) in try reader.object(value) {
                            guard let state = ControlState(rawValue: key) else { throw reader.fail("'\(key)' is not a control state") }
                            titles[state] = try reader.string(title)
                        }
                    }
                    view.content.titles = titles
                },
                jsonColumn: "titles", presence: .unlessDefault { $0.content.titles.isEmpty }, text: .titles, json: "titles"),
            .field(
                Field.placeholder.rawValue, value: { FieldValue($0.content.placeholder) },
                assign: { view, value, reader throws(StoreError) in view.content.placeholder = try reader.optionalString(value) },
                textColumn: "placeholder", presence: .unlessDefault { $0.content.placeholder == nil }, json: "placeholder"),
            .field(
                Field.font.rawValue, value: { view in view.content.font.map(\.fieldValue) ?? .null },
                assign: { view, value, reader throws(StoreError) in
                    view.content.font = value == .null ? nil : try Font(fieldValue: value, reader: reader)
                },
                jsonColumn: "font", presence: .unlessDefault { $0.content.font == nil }, text: .font, json: "font"),
            .field(
                Field.numberOfLines.rawValue, value: { view in view.content.numberOfLines.map { .number(Double($0)) } ?? .null },
                assign: { view, value, reader throws(StoreError) in view.content.numberOfLines = value == .null ? nil : try reader.integer(value) },
                jsonColumn: "number_of_lines", presence: .unlessDefault { $0.content.numberOfLines == nil }, text: .number,
                json: "numberOfLines"),
            .field(
                Field.lineBreakMode.rawValue, value: { FieldValue($0.content.lineBreakMode?.rawValue) },
                assign: { view, value, reader throws(StoreError) in
                    view.content.lineBreakMode = value == .null ? nil : try reader.enumeration(value, LineBreakMode.self)
                },
                textColumn: "line_break_mode", presence: .unlessDefault { $0.content.lineBreakMode == nil },
                text: FieldText(
                    expected: "one of " + LineBreakMode.allCases.map(\.rawValue).joined(separator: ", "),
                    describe: { value, _ in value == .null ? "-" : value.stringValue },
                    parse: { text, _ in text == "-" ? .null : LineBreakMode(rawValue: text).map { .string($0.rawValue) } }),
                json: "lineBreakMode"),
            .field(
                Field.image.rawValue, value: { view in view.content.image.map(\.fieldValue) ?? .null },
                assign: { view, value, reader throws(StoreError) in
                    view.content.image = value == .null ? nil : try ImageReference(fieldValue: value, reader: reader)
                },
                jsonColumn: "image", presence: .unlessDefault { $0.content.image == nil }, text: .image, json: "image"),
            .field(
                Field.segmentTitles.rawValue,
                value: { view in view.content.segmentTitles.isEmpty ? .null : .array(view.content.segmentTitles.map(FieldValue.string)) },
                assign: { view, value, reader throws(StoreError) in
                    guard value != .null else {
                        view.content.segmentTitles = []
                        return
                    }
                    guard case .array(let titles) = value else { throw reader.fail("expected a list of titles") }
                    view.content.segmentTitles = try titles.map { title throws(StoreError) in try reader.string(title) }
                },
                jsonColumn: "segment_titles", presence: .unlessDefault { $0.content.segmentTitles.isEmpty }, text: .segmentTitles,
                json: "segmentTitles"),
        ]
    }
}

extension Font {
    var fieldValue: FieldValue {
        ["name": FieldValue(name), "size": .number(size), "weight": FieldValue(weight), "textStyle": FieldValue(textStyle)]
    }

    init(fieldValue: FieldValue, reader: FieldReader) throws(StoreError) {
        let members = try reader.object(fieldValue)
        self.init(
            name: try reader.optionalString(members["name"]), size: try reader.number(members["size"]),
            weight: try reader.optionalString(members["weight"]), textStyle: try reader.optionalString(members["textStyle"]))
    }
}

extension ImageReference {
    var fieldValue: FieldValue { ["name": .string(name), "width": FieldValue(width), "height": FieldValue(height)] }

    init(fieldValue: FieldValue, reader: FieldReader) throws(StoreError) {
        let members = try reader.object(fieldValue)
        self.init(
            name: try reader.string(members["name"]), width: try reader.optionalNumber(members["width"]),
            height: try reader.optionalNumber(members["height"]))
    }
}

extension FieldText {
    /// Titles by control state: `normal=OK,highlighted=Sure`.
    static var titles: FieldText {
        FieldText(
            expected: "STATE=TITLE,… (states: normal, highlighted, selected, disabled)",
            describe: { value, _ in
                guard let members = value.objectValue else { return value == .null ? "-" : nil }
                return ControlState.allCases.compactMap { state in members[state.rawValue]?.stringValue.map { "\(state.rawValue)=\($0)" } }
                    .joined(separator: ",")
            },
            parse: { text, _ in
                if text.isEmpty || text == "-" { return .null }
                var members: [String: FieldValue] = [:]
                for pair in text.split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2, let state = ControlState(rawValue: parts[0]) else { return nil }
                    members[state.rawValue] = .string(parts[1])
                }
                return .object(members)
            })
    }

    /// `system 17 semibold`, `body 17`, `Helvetica-Bold 15` (``Font/description``).
    static var font: FieldText {
        FieldText(
            expected: "FAMILY SIZE [WEIGHT] (system 17 semibold, body 17, Helvetica-Bold 15)",
            describe: { value, _ in
                if value == .null { return "-" }
                return (try? Font(fieldValue: value, reader: FieldReader(entity: "", field: "font")))?.description
            },
            parse: { text, _ in text == "-" ? .null : Font(text: text)?.fieldValue })
    }

    /// `logo` or `logo 24x24` (``ImageReference/description``).
    static var image: FieldText {
        FieldText(
            expected: "NAME or NAME WxH",
            describe: { value, _ in
                if value == .null { return "-" }
                return (try? ImageReference(fieldValue: value, reader: FieldReader(entity: "", field: "image")))?.description
            },
            parse: { text, _ in text == "-" ? .null : ImageReference(text: text)?.fieldValue })
    }

    /// Segment titles separated by `|`: `Day|Week|Month`.
    static var segmentTitles: FieldText {
        FieldText(
            expected: "titles separated by |",
            describe: { value, _ in
                guard let titles = value.arrayValue else { return value == .null ? "-" : nil }
                return titles.compactMap(\.stringValue).joined(separator: "|")
            },
            parse: { text, _ in
                text.isEmpty ? .null : .array(text.split(separator: "|", omittingEmptySubsequences: false).map { .string(String($0)) })
            })
    }
}
