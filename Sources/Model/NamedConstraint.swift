/// A constraint as people write it, over item names: what the equation and visual-format
/// parsers produce, before the names are resolved against a project.
public struct NamedConstraint: Hashable, Sendable, CustomStringConvertible {
    public var equation: Equation<String>
    public var priority: Priority

    public init(_ equation: Equation<String>, priority: Priority = .required) {
        self.equation = equation
        self.priority = priority
    }

    public var description: String { equation.shortForm(priority: priority) }
}
