import Model

extension Project {
    /// Whether the two states are equal, and their constraints' numbers the same to the bit:
    /// `==` takes -0 for 0, where a snapshot keeps each number's bits.
    func isTheSame(as other: Project) -> Bool {
        guard self == other else { return false }
        return zip(constraints, other.constraints).allSatisfy { mine, theirs in
            mine.equation.multiplier.bitPattern == theirs.equation.multiplier.bitPattern
                && mine.equation.constant.bitPattern == theirs.equation.constant.bitPattern
                && mine.priority.rawValue.bitPattern == theirs.priority.rawValue.bitPattern
        }
    }
}
