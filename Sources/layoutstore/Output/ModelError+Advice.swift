import Model

extension ModelError {
    /// The error as the command line says it: what went wrong (the library's words), then what
    /// to do, in the command line's (its commands and options).
    var commandLineMessage: String { commandLineAdvice.map { description + $0 } ?? description }

    /// What to do, naming commands; nil where the library's words say it all.
    private var commandLineAdvice: String? {
        switch self {
        case .unknownItem(_, _, nil): "; `layoutstore view list` shows the names"
        case .unknownView(_, _, nil): "; `layoutstore view list` shows the views"
        case .unknownGuide(_, _, nil): "; `layoutstore guide list` shows the guides"
        case .unknownConstraint(_, _, nil): "; `layoutstore list` shows them"
        case .constraintIDPrefixTooShort: " (`layoutstore list` shows the ids)"
        case let .noGravityAreas(stack, _): " (`layoutstore stack edit \(stack) --distribution gravityAreas`)"
        case .notAStackView: "; make one with `layoutstore stack add NAME --axis horizontal`"
        default: nil
        }
    }
}
