import Model

/// One thing wrong with a solved layout: what `layoutstore check` fails on and a revision's
/// page lists.
public enum LayoutProblem: Hashable, Sendable {
    /// Required constraints that cannot all hold.
    case unsatisfiable(Unsatisfiable)
    /// A view whose frame the constraints do not determine.
    case ambiguous(Ambiguity)
    /// A view whose solved frame no screen can show.
    case invalidFrame(InvalidFrame)
    /// A view whose design frame is not where it solves.
    case misplaced(Misplacement)
}

extension LayoutSolution {
    /// The problems, unsatisfiable constraints first, then ambiguous views, invalid frames
    /// and misplaced views. Misplaced views matter to `check`, not to a merge (design frames
    /// are not constraints).
    ///
    /// - Complexity: O(*p*) in the number of problems.
    public func problems(includingMisplaced: Bool = true) -> [LayoutProblem] {
        unsatisfiable.map(LayoutProblem.unsatisfiable) + ambiguous.map(LayoutProblem.ambiguous)
            + invalidFrames.map(LayoutProblem.invalidFrame) + (includingMisplaced ? misplaced.map(LayoutProblem.misplaced) : [])
    }
}

extension OriginDescriber {
    /// A problem in the spirit of Auto Layout's own console messages:
    /// `Ambiguous layout: card's y not determined by its constraints; add constraints that fix it`.
    ///
    /// - Complexity: O(1) lookups, and the length of the text.
    public func callAsFunction(_ problem: LayoutProblem) -> String {
        func itemName(_ id: ItemID) -> String { names[id] ?? id.description }
        switch problem {
        case .unsatisfiable(let conflict):
            return "Unable to simultaneously satisfy constraints:\n"
                + ([conflict.broken] + conflict.conflicting).map { "  " + self($0) }.joined(separator: "\n")
                + "\nWill attempt to recover by breaking " + self(conflict.broken)
                + "\n(the last of the set in the order constraints are added: required first, then by expression)"
        case .ambiguous(let ambiguity):
            return "Ambiguous layout: \(itemName(ambiguity.item))'s " + ambiguity.attributes.map(\.rawValue).joined(separator: ", ")
                + " not determined by its constraints; add constraints that fix " + (ambiguity.attributes.count == 1 ? "it" : "them")
        case .invalidFrame(let invalid):
            let what =
                switch invalid.problem {
                case .negativeSize: "a negative size"
                case .notFinite: "values that are not finite numbers"
                }
            return "Invalid frame: \(itemName(invalid.item)) solves to \(invalid.solvedFrame), \(what); sizes are never negative, so "
                + "change the constraints that set its width or height"
        case .misplaced(let misplacement):
            return
                "Misplaced view: \(itemName(misplacement.item)) is at \(misplacement.designFrame) in the design but \(misplacement.solvedFrame) when solved"
        }
    }
}
