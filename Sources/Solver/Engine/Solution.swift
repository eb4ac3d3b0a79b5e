/// The value of every variable of a solver at one moment.
public struct Solution: Sendable {
    var values: [Double]

    /// The variable's value; 0 for a variable no constraint mentions.
    public subscript(variable: Variable) -> Double {
        variable.id < values.count ? values[variable.id] : 0
    }
}
