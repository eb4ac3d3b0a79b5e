/// An unknown of the linear system, made by ``CassowarySolver/makeVariable(named:)``.
///
/// A variable is a plain identifier: its value lives in the solver that made it. Variables
/// of one solver must not be used with another.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's index in the solver that made it, from 0 in creation order.
    public let id: Int

    init(id: Int) { self.id = id }

    /// Orders variables by creation, as the solver iterates them.
    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }

    /// `v` and the id: `v0`, `v12`.
    public var description: String { "v\(id)" }
}
