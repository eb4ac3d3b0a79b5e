import Model

/// What one rule sees in one solve, before it is located in the document and merged with
/// what the other devices see: the rule, what it is about, and the finding in words.
struct LintObservation: Hashable, Sendable {
    enum Subject: Hashable, Sendable {
        case view(ItemID)
        case constraint(ConstraintID)
    }

    var rule: LintRule
    var subject: Subject
    /// What tells this finding apart from another of the same rule on the same subject, stable
    /// across devices and runs (document ids and attribute names, no figures).
    var detail: String
    var message: String
}
