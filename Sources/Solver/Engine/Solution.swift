/// The value of every variable of a solver at one moment.
public struct Solution: Sendable {
    @usableFromInline var values: [Double]

    init(values: [Double]) { self.values = values }

    /// The variable's value; 0 for a variable no constraint mentions.
    ///
    /// - Complexity: O(1); inlined into the caller, so reading every value of a large layout
    ///   costs an array access each.
    @inlinable public subscript(variable: Variable) -> Double {
        variable.id < values.count ? values[variable.id] : 0
    }
}
