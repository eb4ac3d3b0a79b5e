/// A sum of terms plus a constant: `2·left + width + 8`.
///
/// Build expressions with the arithmetic operators on ``Variable``, ``LinearExpression`` and
/// numbers:
///
/// ```swift
/// let right = left + width          // LinearExpression
/// let center = (left + right) / 2
/// ```
public struct LinearExpression: Hashable, Sendable, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, CustomStringConvertible
{
    /// The summands, in the order they were built (possibly repeating a variable).
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// A constant expression.
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }
    /// A constant expression.
    public init(floatLiteral value: Double) { self.init(constant: value) }

    /// The same expression with one term per variable, in variable order, and no zero terms.
    ///
    /// - Complexity: O(*t* log *t*) for *t* terms.
    func normalized() -> LinearExpression {
        let sorted = terms.sorted { $0.variable < $1.variable }
        var merged: [Term] = []
        merged.reserveCapacity(sorted.count)
        for term in sorted {
            if let last = merged.last, last.variable == term.variable {
                merged[merged.count - 1].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        merged.removeAll { Tolerance.isNearZero($0.coefficient) }
        return LinearExpression(terms: merged, constant: constant)
    }

    /// The expression's value when each variable has the value `value(variable)`.
    func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// `2.0*v0 + v1 + 8.0`: the terms, then the constant when it is not zero.
    public var description: String {
        var parts = terms.map { term in
            term.coefficient == 1 ? "\(term.variable)" : "\(term.coefficient)*\(term.variable)"
        }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

/// Something that reads as a linear expression: a ``Variable``, a ``LinearExpression`` or a
/// number.
public protocol LinearExpressionConvertible {
    /// The value as an expression.
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    /// The expression itself.
    public var linearExpression: LinearExpression { self }
}

extension Variable: LinearExpressionConvertible {
    /// `1·variable`.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Double: LinearExpressionConvertible {
    /// The number as a constant expression.
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

extension Int: LinearExpressionConvertible {
    /// The number as a constant expression.
    public var linearExpression: LinearExpression { LinearExpression(constant: Double(self)) }
}

// MARK: - Arithmetic

extension LinearExpression {
    /// The sum of both sides.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of both sides.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-rhs)
    }

    /// The expression negated.
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand * -1
    }

    /// The expression scaled by a number.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            terms: lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) },
            constant: lhs.constant * rhs)
    }

    /// The expression scaled by a number.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs * lhs
    }

    /// The expression divided by a number.
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs * (1 / rhs)
    }
}

extension Variable {
    /// The sum of both sides.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    /// The sum of both sides.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// The sum of both sides.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    /// The difference of both sides.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    /// The difference of both sides.
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    /// The difference of both sides.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }

    /// The expression negated.
    public static prefix func - (operand: Variable) -> LinearExpression {
        -LinearExpression(operand)
    }

    /// The expression scaled by a number.
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
        lhs * LinearExpression(rhs)
    }

    /// The expression scaled by a number.
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) * rhs
    }

    /// The expression divided by a number.
    public static func / (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) / rhs
    }
}
