/// A constraint as people write it, over item names: what the equation and visual-format
/// parsers produce, before the names are resolved against a project.
public struct NamedConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The equation, its items named as the project names them (`button.leading`).
    public var equation: Equation<String>
    /// The priority written after `@` (`@750`); ``Priority/required`` when none is written.
    public var priority: Priority

    /// A constraint over names, required unless a priority is given.
    public init(_ equation: Equation<String>, priority: Priority = .required) {
        self.equation = equation
        self.priority = priority
    }

    /// The equation in its short form, followed by ` @priority` when the priority is not required:
    /// `button.leading = root.leading + 20 @750`.
    public var description: String { equation.shortForm(priority: priority) }
}
