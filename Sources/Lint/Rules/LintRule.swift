/// What lint checks, each with the name a configuration, a baseline and every report use.
public enum LintRule: String, CaseIterable, Hashable, Sendable, Codable {
    /// A view whose frame its constraints do not determine (Interface Builder's "Ambiguous Layout").
    case ambiguousLayout = "ambiguous-layout"
    /// Required constraints that cannot all hold; Auto Layout breaks one of them.
    case unsatisfiableConstraints = "unsatisfiable-constraints"
    /// A view whose stored frame is not where its constraints put it, on the design device
    /// (Interface Builder's "Misplaced Views").
    case misplacedView = "misplaced-view"
    /// A view that solves to a negative size, or to numbers that are not finite.
    case negativeSize = "negative-size"
    /// A view with a size at design that solves to zero width or height.
    case zeroSize = "zero-size"
    /// A view inside its superview at design that solves (partly) outside it.
    case outsideSuperview = "outside-superview"
    /// Two sibling views apart at design that solve overlapping.
    case overlappingSiblings = "overlapping-siblings"
    /// A document that cannot be read; the others are linted all the same.
    case malformedDocument = "malformed-document"

    /// How a finding of this rule is reported unless the configuration says otherwise: as
    /// Interface Builder shows its own (ambiguity and conflicts red, misplacement yellow).
    public var defaultSeverity: LintSeverity {
        switch self {
        case .ambiguousLayout, .unsatisfiableConstraints, .negativeSize, .malformedDocument: .error
        case .misplacedView, .zeroSize, .outsideSuperview, .overlappingSiblings: .warning
        }
    }

    /// One line on what the rule finds, for `--help`, SARIF and the documentation.
    public var summary: String {
        switch self {
        case .ambiguousLayout: "a view's position or size is not determined by its constraints"
        case .unsatisfiableConstraints: "required constraints cannot all hold; Auto Layout breaks one"
        case .misplacedView: "a view's frame in the document is not where its constraints put it"
        case .negativeSize: "a view solves to a negative (or not finite) width or height"
        case .zeroSize: "a view with a size at design solves to zero width or height"
        case .outsideSuperview: "a view inside its superview at design solves outside it"
        case .overlappingSiblings: "sibling views apart at design solve overlapping"
        case .malformedDocument: "the document cannot be read as an Interface Builder document"
        }
    }
}
