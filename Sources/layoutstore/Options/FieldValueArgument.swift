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
    case (.constraint, "multiplier"), (.constraint, "constant"), (.view, "index"):
        return try number()
    case (.constraint, "placeholder"), (.constraint, "active"), (.view, "preservesSuperviewLayoutMargins"),
        (.view, "insetsLayoutMarginsFromSafeArea"), (.view, "isHidden"):
        return try flag()
    case (.view, "parent"), (.guide, "owner"):
        return try item()
    case (.view, "frame"):
        guard let frame = Rect(argument: text) else { throw invalid("X,Y,W,H") }
        var view = View(name: "")
        view.frame = frame
        return view.value(of: .frame)
    case (.view, "layoutMargins"):
        guard let margins = EdgeInsets(argument: text) else { throw invalid("T,L,B,R") }
        var view = View(name: "")
        view.layoutMargins = margins
        return view.value(of: .layoutMargins)
    case (.view, "contentHugging"), (.view, "compressionResistance"):
        guard let priorities = AxisPriorities(argument: text), let viewField = View.Field(rawValue: field) else { throw invalid("H,V") }
        var view = View(name: "")
        view.contentHugging = priorities
        view.compressionResistance = priorities
        return view.value(of: viewField)
    case (.view, "intrinsicContentSize"):
        guard let size = IntrinsicContentSize(argument: text) else { throw invalid("W,H") }
        var view = View(name: "")
        view.intrinsicContentSize = size
        return view.value(of: .intrinsicContentSize)
    default:
        return .string(text)
    }
}
