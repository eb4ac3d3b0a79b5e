import Model

/// Interface Builder's Update Constraint Constants: new constants for constraints, so that
/// they give the design frames. Items, attributes, relations and multipliers never change.
public struct ConstantUpdate: Hashable, Sendable {
    /// A constraint's constant, before and after.
    public struct Change: Hashable, Sendable {
        /// The constraint whose constant changes.
        public var constraint: ConstraintID
        /// The constant now, in points.
        public var before: Double
        /// The constant that gives the design frames, in points.
        public var after: Double
    }

    /// What could not be made to match, in words: a view still away from its design frame,
    /// or a constraint whose constant would break a rule (a negative size).
    public struct Unmatched: Hashable, Sendable {
        /// The view that still misses its design frame; `nil` when a constraint is meant.
        public var item: ItemID?
        /// The constraint whose new constant would break a rule; `nil` when a view is meant.
        public var constraint: ConstraintID?
        /// Why, in words: the solved and design frames, the attributes left undetermined, or the rule.
        public var reason: String
    }

    /// The constants that change, in the project's constraint order; constants already right are
    /// not listed.
    public var changes: [Change]
    /// What the new constants cannot make match; empty when every view of the items solves to its
    /// design frame.
    public var unmatched: [Unmatched]

    /// New constants for the constraints of `items` (every constraint that refers to one of
    /// them, or to a guide one owns): each equality takes the constant that makes it hold on the
    /// design frames, and each inequality too where the design frames break it (one that holds
    /// is left alone). Placeholders and inactive constraints are included, as in Interface
    /// Builder. Afterwards the project is solved, and the views of `items` whose solved frame is
    /// still more than 0.5 pt from the design frame are reported as unmatched (a frame that an
    /// intrinsic size, a multiplier or a missing constraint decides).
    ///
    /// - Complexity: O(*c*) measurements for the constraints, plus two solves.
    public static func constants(for items: Set<ItemID>, in project: Project, environment: LayoutEnvironment) -> ConstantUpdate {
        let design = LayoutMeasurement(designOf: project, in: environment)
        let concerned = Set(project.constraints(ofViews: items).map(\.id))
        var updated = project
        var changes: [Change] = []
        var unmatched: [Unmatched] = []
        for index in updated.constraints.indices {
            let constraint = updated.constraints[index]
            // An equality that already gives the design frames, or an inequality they keep, stays.
            guard concerned.contains(constraint.id), !design.holds(constraint.equation, within: 0.000_5) else {
                continue
            }
            guard let measured = design.constant(making: constraint.equation) else { continue }
            var equation = constraint.equation
            equation.constant = measured
            if let rule = equation.brokenRule(priority: constraint.priority) {
                unmatched.append(
                    Unmatched(item: nil, constraint: constraint.id, reason: "a constant of \(formatNumber(measured)) would break a rule: \(rule)"))
                continue
            }
            updated.constraints[index].equation = equation
            changes.append(Change(constraint: constraint.id, before: constraint.equation.constant, after: measured))
        }
        let solution = LayoutSystem.solve(updated, in: environment)
        for misplaced in solution.misplaced where items.contains(misplaced.item) {
            unmatched.append(
                Unmatched(
                    item: misplaced.item, constraint: nil,
                    reason: "solves to \(misplaced.solvedFrame), not its design frame \(misplaced.designFrame)"))
        }
        for ambiguity in solution.ambiguous where items.contains(ambiguity.item) {
            unmatched.append(
                Unmatched(
                    item: ambiguity.item, constraint: nil,
                    reason: "its " + ambiguity.attributes.map(\.rawValue).joined(separator: ", ") + " not determined by its constraints"))
        }
        return ConstantUpdate(changes: changes, unmatched: unmatched)
    }
}
