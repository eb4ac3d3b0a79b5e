/// A column of the simplex tableau, as kiwi's `Symbol`.
///
/// Symbols are small integers handed out in creation order; their order is the tableau's
/// deterministic tie-breaking order (Bland's rule picks the lowest id).
struct Symbol: Hashable, Comparable, Sendable {
    /// What a symbol stands for.
    enum Kind: UInt8, Sendable {
        /// A caller's variable: unrestricted in sign.
        case external
        /// The slack of an inequality (or an artificial variable): never negative.
        case slack
        /// The error of an optional constraint: never negative, costed in the objective.
        case error
        /// The marker of a required equality: always zero, never enters the basis by choice.
        case dummy
    }

    var id: Int32

    static let invalid = Symbol(id: -1)

    var isValid: Bool { id >= 0 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
