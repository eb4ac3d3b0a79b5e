extension Equation {
    /// The first Auto Layout rule the equation with this priority breaks, or `nil` if it is valid.
    ///
    /// UIKit accepts a non-1 multiplier on location attributes (storyboards use
    /// `centerX = 0.5 * superview.centerX`), and size attributes of different axes may be
    /// related (`height = 2 * width`), so both are valid.
    public func brokenRule(priority: Priority = .required) -> ConstraintRule? {
        guard priority.isValid else { return .priorityOutOfRange }
        guard multiplier.isFinite else { return .multiplierNotFinite }
        guard constant.isFinite else { return .constantNotFinite }
        guard first.attribute != .notAnAttribute else { return .firstAttributeMissing }

        guard let second else {
            if first.attribute.kind == .location { return .locationNeedsSecondItem }
            if constant < 0 { return .negativeSize }
            return nil
        }
        guard second.attribute != .notAnAttribute else { return .secondAttributeMissing }
        if first == second { return .relatedToItself }
        if first.attribute.kind != second.attribute.kind { return .sizeRelatedToLocation }
        if first.attribute.kind == .location {
            if first.attribute.axis != second.attribute.axis { return .axesDoNotMix }
            if let lhs = first.attribute.direction, let rhs = second.attribute.direction, lhs != rhs {
                return .leadingTrailingWithLeftRight
            }
            if multiplier == 0 { return .zeroMultiplierOnLocation }
        }
        return nil
    }
}

extension Equation<String> {
    /// Checks the rules, throwing an error that names the constraint as it is printed.
    public func validate(priority: Priority = .required, identifier: String? = nil) throws(ModelError) {
        guard let rule = brokenRule(priority: priority) else { return }
        let written = shortForm(priority: priority)
        throw .ruleViolation(rule, constraint: identifier.map { "'\($0)' (\(written))" } ?? "'\(written)'")
    }
}
