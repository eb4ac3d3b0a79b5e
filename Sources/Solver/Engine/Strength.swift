/// Priorities, and the objective levels that make them strict.
///
/// kiwi folds its strengths into one `Double` (`strong·10⁶ + medium·10³ + weak`), so that
/// 1,001 weak errors outweigh one medium error. Here every distinct optional priority is a
/// level of its own with its own objective row (the symbolic weights of Badros, Borning &
/// Stuckey). The objective is compared level by level from the highest priority down, so
/// any number of errors at one priority never outweighs a single error at a higher one.
/// Within a level every error has weight 1: the sum of errors is minimised.
public enum Strength {
    /// Priority of a constraint that must hold.
    public static let required: Float = 1000
    /// The range of accepted priorities, as Auto Layout's.
    public static let validRange: ClosedRange<Float> = 1...1000

    /// Whether `priority` is a number in ``validRange``.
    static func isValid(_ priority: Float) -> Bool {
        !priority.isNaN && validRange.contains(priority)
    }
}

/// One optional priority and the tableau row holding its objective.
struct PriorityLevel: Sendable, Equatable {
    var priority: Float
    var objectiveRow: Int32
}
