/// Why the solver refused an operation. The solver is unchanged after any of them.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints named.
    case unsatisfiableConstraint(LinearConstraint, conflictingWith: [ConstraintHandle])
    /// A priority outside 1...1000.
    case invalidPriority(Float)
    /// An edit variable's priority must be optional: 1 up to, not including, 1000.
    case invalidEditPriority(Float)
    /// A coefficient or constant that is infinite or not a number.
    case nonFiniteNumber(LinearConstraint)
    /// A suggested value that is infinite or not a number.
    case nonFiniteValue(Double)
    /// A variable this solver did not make.
    case unknownVariable(Variable)
    /// A handle this solver did not give, or one already removed.
    case unknownConstraint(ConstraintHandle)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)

    /// What was refused and why, naming the constraints as the solver prints them (`c3`, `v0 + 8.0 == 0`).
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicts):
            let names = conflicts.map(\.description).joined(separator: ", ")
            return "the required constraint \(constraint) cannot be satisfied"
                + (conflicts.isEmpty ? "" : "; it conflicts with the required constraints \(names)")
                + ". Remove one of them or lower its priority."
        case let .invalidPriority(priority):
            return "priority \(priority) is outside 1...1000"
        case let .invalidEditPriority(priority):
            return "an edit variable's priority must be at least 1 and below 1000, not \(priority)"
        case let .nonFiniteNumber(constraint):
            return "the constraint \(constraint) has a number that is infinite or not a number"
        case let .nonFiniteValue(value):
            return "cannot suggest \(value): values must be finite"
        case let .unknownVariable(variable):
            return "the variable \(variable) was not made by this solver"
        case let .unknownConstraint(handle):
            return "no constraint \(handle) in this solver (never added, or already removed)"
        case let .duplicateEditVariable(variable):
            return "\(variable) is already an edit variable"
        case let .unknownEditVariable(variable):
            return "\(variable) is not an edit variable; add it with addEditVariable first"
        }
    }
}
