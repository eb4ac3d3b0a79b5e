/// A linear relation between two expressions, with a priority: `right == left + 10`,
/// `width >= 10 @750`.
///
/// The constraint keeps `lhs - rhs` and compares it with zero.
///
/// ```swift
/// let c = LinearConstraint(right, .equal, left + 10)               // required
/// let p = LinearConstraint(width, .equal, 50, priority: 750)       // optional
/// ```
public struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
    /// How `lhs - rhs` compares with zero.
    public enum Relation: String, Hashable, Sendable, CaseIterable {
        /// `lhs - rhs <= 0`.
        case lessThanOrEqual = "<="
        /// `lhs - rhs == 0`.
        case equal = "=="
        /// `lhs - rhs >= 0`.
        case greaterThanOrEqual = ">="
    }

    /// `lhs - rhs`.
    public var expression: LinearExpression
    /// How the expression compares with zero.
    public var relation: Relation
    /// From 1 to 1000, as Auto Layout's priorities; 1000 is required.
    public var priority: Float

    /// `lhs relation rhs` at `priority`, required unless given.
    public init(
        _ lhs: some LinearExpressionConvertible, _ relation: Relation,
        _ rhs: some LinearExpressionConvertible, priority: Float = Strength.required
    ) {
        self.expression = lhs.linearExpression - rhs.linearExpression
        self.relation = relation
        self.priority = priority
    }

    /// `expression relation 0` at `priority`.
    public init(expression: LinearExpression, relation: Relation, priority: Float = Strength.required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// The same constraint at another priority.
    public func withPriority(_ priority: Float) -> LinearConstraint {
        var copy = self
        copy.priority = priority
        return copy
    }

    /// Whether the priority is 1000 (or more): the constraint must hold.
    public var isRequired: Bool { priority >= Strength.required }

    /// How far the constraint is from holding when variables have the given values: zero
    /// when it holds, otherwise the absolute amount by which `lhs - rhs` misses.
    func violation(_ value: (Variable) -> Double) -> Double {
        let difference = expression.evaluate(value)
        switch relation {
        case .equal: return abs(difference)
        case .lessThanOrEqual: return max(0, difference)
        case .greaterThanOrEqual: return max(0, -difference)
        }
    }

    /// `v0 + -1.0*v1 + 10.0 == 0`, followed by ` @750` when optional.
    public var description: String {
        "\(expression) \(relation.rawValue) 0" + (isRequired ? "" : " @\(priority)")
    }
}

/// Names one constraint added to a ``CassowarySolver``; handles are never reused.
public struct ConstraintHandle: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The order in which the solver recorded the constraint, from 0.
    public let rawValue: Int

    init(rawValue: Int) { self.rawValue = rawValue }

    /// Orders handles as the solver recorded the constraints.
    public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `c` and the number: `c0`, `c12`.
    public var description: String { "c\(rawValue)" }
}
