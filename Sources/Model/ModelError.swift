/// What is wrong with a constraint or a name, in words a user can act on.
public enum ModelError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A constraint breaks one of Auto Layout's rules; `constraint` names it (quoted identifier and/or equation).
    case ruleViolation(ConstraintRule, constraint: String)
    /// A name that is not one of the project's items.
    case unknownItem(String, project: String, suggestion: String?)
    /// A reference that names no constraint of the project (no identifier, id prefix or
    /// document id matches it), with the closest identifier.
    case unknownConstraint(String, project: String, suggestion: String?)
    /// A few hex digits that match no constraint: too short to be taken as an id prefix.
    case constraintIDPrefixTooShort(String, shortest: Int)
    /// A reference that names several constraints: each candidate as `id-prefix identifier equation`.
    case ambiguousConstraintReference(String, project: String, candidates: [String])
    /// A name that is none of the project's views.
    case unknownView(String, project: String, suggestion: String?)
    /// A name that is none of the project's custom layout guides.
    case unknownGuide(String, project: String, suggestion: String?)
    /// A built-in guide asked of a custom layout guide (`spacer.margins.top`).
    case guideOnGuide(String, guide: BuiltInGuide)
    /// Equation or visual-format text that could not be parsed.
    case syntax(SyntaxError)
    /// A visual format pins to `|`, but its views have no one superview for `|` to stand for.
    case noCommonSuperview(format: String)
    /// Views that cannot be embedded in one stack view, and why.
    case stackEmbedding(String)
    /// A view named as a stack view that is not one.
    case notAStackView(String)
    /// A view that cannot be arranged in a stack view, or removed from its arrangement, as
    /// asked, and why.
    case stackArrangement(String)
    /// A gravity area asked of a stack view whose distribution has none.
    case noGravityAreas(stack: String, distribution: String)
    /// Views that cannot be aligned as asked, and why.
    case alignment(String)
    /// A view that cannot be pinned as asked, and why.
    case pinning(String)
    /// A word that names no part of an autoresizing mask.
    case invalidAutoresizingMask(String)

    /// The message a user reads: what is wrong, naming the constraint, item or project, with the
    /// closest name when there is one ("did you mean …?").
    public var description: String {
        switch self {
        case let .ruleViolation(rule, constraint):
            "constraint \(constraint) is not valid: \(rule)"
        case let .unknownItem(name, project, suggestion):
            "no view or guide named '\(name)' in project '\(project)'" + Self.didYouMean(suggestion)
        case let .unknownConstraint(reference, project, suggestion):
            "no constraint with identifier, id or document id '\(reference)' in project '\(project)'" + Self.didYouMean(suggestion)
        case let .constraintIDPrefixTooShort(reference, shortest):
            "'\(reference)' is too short for an id prefix: give at least \(shortest) characters of the constraint's id, or its identifier"
        case let .ambiguousConstraintReference(reference, project, candidates):
            "'\(reference)' names \(candidates.count) constraints in project '\(project)'; use a longer id prefix:\n"
                + candidates.map { "  " + $0 }.joined(separator: "\n")
        case let .unknownView(name, project, suggestion):
            "no view named '\(name)' in project '\(project)'" + Self.didYouMean(suggestion)
        case let .unknownGuide(name, project, suggestion):
            "no layout guide named '\(name)' in project '\(project)'" + Self.didYouMean(suggestion)
        case let .guideOnGuide(name, guide):
            "'\(name)' is a layout guide, and only views have a '\(guide.rawValue)' guide; refer to the owning view's guide instead"
        case let .syntax(error):
            error.description
        case let .noCommonSuperview(format):
            "the views of '\(format)' do not share one superview, so '|' means nothing; put them under one view first"
        case let .invalidAutoresizingMask(word):
            "'\(word)' is not an autoresizing mask: name its flexible parts, separated by commas ("
                + AutoresizingMask.namedParts.map(\.name).joined(separator: ", ") + "), or 'none'"
        case let .noGravityAreas(stack, distribution):
            "'\(stack)' distributes its views by \(distribution), which has no gravity areas; give it the gravityAreas distribution first"
        case let .notAStackView(name):
            "'\(name)' is not a stack view"
        case let .stackEmbedding(reason), let .stackArrangement(reason), let .alignment(reason), let .pinning(reason):
            reason
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String { suggestion.map { "; did you mean '\($0)'?" } ?? "" }
}
