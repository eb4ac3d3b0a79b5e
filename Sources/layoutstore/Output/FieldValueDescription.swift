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
        case (.constraint, let field?) where Constraint.Field(rawValue: field)?.sizeClass != nil:
            // What a size class changes, as `edit --variation` takes it: `constant=8,installed=no`.
            if let text = FieldText.variation.describe(value, { self.name(of: $0) }) { return text }
        case (.view, nil), (.guide, nil):
            if case .object(let members) = value, case .string(let name)? = members["name"] {
                return "\(kind.rawValue) \(name)"
            }
        case (.guide, LayoutGuide.Field.owner.rawValue?):
            if case .string(let text) = value, let item = ItemID(text) { return self.name(of: item) ?? text }
        case (.view, let field?):
            // As `view add` and `--set` take them: `16,40,200,21`, names for views.
            if let viewField = View.Field(rawValue: field),
                let text = View.descriptor(of: viewField).text.describe(value, { self.name(of: $0) })
            {
                return text
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
}
