/// How the two sides of a constraint relate, as `NSLayoutConstraint.Relation`.
public enum Relation: String, Hashable, Codable, Sendable, CaseIterable {
    /// `<=`: the first side is at most the second.
    case lessThanOrEqual = "<="
    /// `==`: the two sides are equal (written `=` or `==`).
    case equal = "=="
    /// `>=`: the first side is at least the second.
    case greaterThanOrEqual = ">="

    /// The relation that holds when the two sides are exchanged: `a <= b` is `b >= a`.
    public var reversed: Relation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }

    /// Looks a relation up by its symbol: `==`, `=`, `<=`, `>=`.
    public init?(symbol: String) {
        switch symbol {
        case "==", "=": self = .equal
        case "<=": self = .lessThanOrEqual
        case ">=": self = .greaterThanOrEqual
        default: return nil
        }
    }
}
