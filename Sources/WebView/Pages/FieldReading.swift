import Model
import Storage

/// Stored values as every page shows them, never as a dump of the record: a whole constraint
/// as its equation in Model's full form (`button2.leading = 1.0 * button1.trailing + 8.0 @750`,
/// as `layoutstore list` prints it), a constraint's structure as the equation's sides, a view's
/// field in the text its field descriptor gives it (`135,20,120,21` for a frame, names for
/// views, as `view add` and `--set` take them), and item ids as the items' names.
struct FieldReading {
    /// Names by id text, of items and constraints (``RevisionPage/names(_:)``).
    let names: [String: String]

    func name(of item: ItemID) -> String? { names[item.description] }

    /// A constraint whole: `button.width = 0.0 * NotAnAttribute + 120.0`.
    func equation(_ constraint: Constraint) -> String {
        constraint.equation.mapItems { name(of: $0) ?? String($0.description.prefix(8)) }.fullForm(priority: constraint.priority)
    }

    /// A structure's sides: `button.leading == title.trailing`, `button.width == a constant`.
    func structure(_ constraint: Constraint) -> String {
        let equation = constraint.equation.mapItems { name(of: $0) ?? String($0.description.prefix(8)) }
        return "\(equation.first) \(equation.relation.rawValue) " + (equation.second.map { "\($0)" } ?? "a constant")
    }

    /// A value of an entity's field (a whole entity's for a nil field), `—` for none.
    ///
    /// - Parameter constraint: the constraint as it stood, whose other fields a structure is
    ///   read with (a structure alone has no multiplier or constant).
    func value(_ value: FieldValue?, field: String?, kind: EntityKind, id: String, constraint: Constraint? = nil) -> String {
        guard let value, value != .null else { return "—" }
        switch (kind, field) {
        case (.constraint, nil):
            if let constraintID = ConstraintID(id), let whole = try? Constraint(id: constraintID, fieldValues: value) { return equation(whole) }
        case (.constraint, Constraint.Field.structure.rawValue?):
            var read = constraint ?? Constraint(equation: Equation(Anchor(ItemID(), .width)))
            if (try? read.setValue(value, for: .structure)) != nil { return structure(read) }
        case (.view, nil):
            if let item = ItemID(id), let view = try? View(id: item, fieldValues: value) { return viewSummary(view) }
        case (.view, let field?):
            if let viewField = View.Field(rawValue: field), let text = View.descriptor(of: viewField).text.describe(value, name(of:)) {
                return text
            }
        case (.guide, nil):
            if let item = ItemID(id), let guide = try? LayoutGuide(id: item, fieldValues: value) {
                return "guide \(guide.name) of \(name(of: guide.owner) ?? String(guide.owner.description.prefix(8)))"
            }
        default:
            break
        }
        return scalar(value)
    }

    /// `label title in root, frame 20,60,335,24`.
    func viewSummary(_ view: View) -> String {
        let frame = View.descriptor(of: .frame).text.describe(view.value(of: .frame), name(of:)) ?? ""
        let parent = view.parent.map { " in " + (name(of: $0) ?? String($0.description.prefix(8))) } ?? ""
        return "\(view.kind.rawValue) \(view.name)\(parent), frame \(frame)"
    }

    /// A value no descriptor describes: strings bare (an item id as its name), numbers as
    /// people write them, lists and records as `key value` pairs, never braces.
    func scalar(_ value: FieldValue) -> String {
        switch value {
        case .null: return "—"
        case .string(let text): return names[text] ?? text
        case .bool(let flag): return flag ? "yes" : "no"
        case .number(let number): return WebFormat.number(number)
        case .array(let elements): return elements.map(scalar).joined(separator: ", ")
        case .object(let members):
            return members.keys.sorted().filter { members[$0] != .null }.map { "\($0) \(scalar(members[$0]!))" }.joined(separator: ", ")
        }
    }
}
