import Model
import Storage

extension Project {
    /// A field's value as people read it: an equation's structure with item names, numbers as
    /// written, `-` for nothing, and a whole constraint or view by its equation or name.
    func describe(_ value: FieldValue?, field: String?, kind: EntityKind, id: String) -> String {
        guard let value else { return "-" }
        switch (kind, field) {
        case (.constraint, nil):
            if let constraintID = ConstraintID(id), let constraint = try? Constraint(id: constraintID, fieldValues: value) {
                return named(constraint.equation).shortForm(priority: constraint.priority)
            }
        case (.constraint, Constraint.Field.structure.rawValue?):
            var constraint = Constraint(equation: Equation(Anchor(ItemID(), .width)))
            if (try? constraint.setValue(value, for: .structure)) != nil {
                let equation = named(constraint.equation)
                return "\(equation.first) \(equation.relation.rawValue) " + (equation.second.map { "\($0)" } ?? "a constant")
            }
        case (.view, nil), (.guide, nil):
            if case .object(let members) = value, case .string(let name)? = members["name"] {
                return "\(kind.rawValue) \(name)"
            }
        case (.view, View.Field.parent.rawValue?), (.guide, LayoutGuide.Field.owner.rawValue?):
            if case .string(let text) = value, let item = ItemID(text) { return self.name(of: item) ?? text }
        case (.view, View.Field.arrangedSubviews.rawValue?):
            // Arranged views by name, in order: `ok,cancel`.
            if case .array(let items) = value {
                return items.map { item in
                    guard case .string(let text) = item else { return "?" }
                    return ItemID(text).flatMap(self.name(of:)) ?? String(text.prefix(8))
                }.joined(separator: ",")
            }
        case (.view, View.Field.stackCustomSpacing.rawValue?):
            // As `stack edit --custom-spacing` takes them: `ok=16`.
            if case .object(let members) = value {
                return members.sorted { $0.key < $1.key }.map { key, points in
                    (ItemID(key).flatMap(self.name(of:)) ?? String(key.prefix(8))) + "=" + describe(points, field: nil, kind: .project, id: "")
                }.joined(separator: ",")
            }
        case (.view, View.Field.stackGravities.rawValue?):
            // Gravity areas by view name: `ok=trailing`.
            if case .object(let members) = value {
                return members.sorted { $0.key < $1.key }.map { key, gravity in
                    (ItemID(key).flatMap(self.name(of:)) ?? String(key.prefix(8))) + "=" + describe(gravity, field: nil, kind: .project, id: "")
                }.joined(separator: ",")
            }
        case (.view, let field?):
            // Frames, sizes, priorities, margins and baselines as `view add` takes them: `16,40,200,21`.
            if case .object(let members) = value, let keys = Self.viewFieldOrder[field] {
                return keys.map { key in members[key].map { describe($0, field: nil, kind: .project, id: "") } ?? "-" }
                    .joined(separator: ",")
            }
        default:
            break
        }
        switch value {
        case .null: return "-"
        case .bool(let flag): return String(flag)
        case .number(let number): return formatNumber(number)
        case .string(let text): return text
        default: return String(decoding: value.encoded, as: UTF8.self)
        }
    }

    /// The order of the numbers of a view's many-valued fields, as `view add` takes them.
    private static let viewFieldOrder: [String: [String]] = [
        View.Field.frame.rawValue: ["x", "y", "width", "height"],
        View.Field.intrinsicContentSize.rawValue: ["width", "height"],
        View.Field.contentHugging.rawValue: ["horizontal", "vertical"],
        View.Field.compressionResistance.rawValue: ["horizontal", "vertical"],
        View.Field.layoutMargins.rawValue: ["top", "left", "bottom", "right"],
        View.Field.baselineOffsets.rawValue: ["firstFromTop", "lastFromBottom"],
    ]
}
