import Model
import Storage

/// A value typed on the command line, as the field's value in history: numbers, true/false,
/// names, an equation for a constraint's structure, and X,Y,W,H-style lists for geometry.
func fieldValue(_ text: String, field: String, kind: EntityKind, in project: Project) throws -> FieldValue {
    func invalid(_ expected: String) -> CLIError { CLIError("'\(text)' is not \(expected) for \(field)") }
    func number() throws -> FieldValue {
        guard let value = Double(text), value.isFinite else { throw invalid("a number") }
        return .number(value)
    }
    func flag() throws -> FieldValue {
        guard let value = Bool(text) else { throw invalid("true or false") }
        return .bool(value)
    }
    func item() throws -> FieldValue {
        guard let id = project.itemID(named: text) else { throw CLIError("no view named '\(text)' in the merge") }
        return .string(id.description)
    }
    switch (kind, field) {
    case (.constraint, "structure"):
        let equation = try project.resolve(Equation.parse(text).equation)
        return Constraint(equation: equation).value(of: .structure)
    case (.constraint, "priority"):
        guard let priority = Priority(argument: text) else { throw invalid("a priority from 1 to 1000") }
        return .number(Double(priority.rawValue))
    case (.constraint, "identifier"):
        return text.isEmpty ? .null : .string(text)
    case (.constraint, "multiplier"), (.constraint, "constant"):
        return try number()
    case (.constraint, "placeholder"), (.constraint, "active"):
        return try flag()
    case (.guide, "owner"):
        return try item()
    case (.view, _):
        // A view's fields read as their descriptors say (`16,40,200,21` for a frame).
        guard let viewField = View.Field(rawValue: field) else { return .string(text) }
        return try viewFieldValue(text, field: viewField, in: project)
    default:
        return .string(text)
    }
}

/// A value typed for a view's field (`--set frame=16,40,200,21`), as its descriptor reads it.
func viewFieldValue(_ text: String, field: View.Field, in project: Project) throws -> FieldValue {
    do {
        return try View.descriptor(of: field).text.value(of: text, field: field.rawValue, itemNamed: project.itemID(named:))
    } catch {
        if View.descriptor(of: field).text.expected == FieldText.itemExpectation {
            throw CLIError("no view named '\(text)'")
        }
        throw CLIError(error.description)
    }
}
