/// The value of every variable, as ``Tableau/variableValues(count:)`` evaluates them, kept
/// between edits so that reading the solution after an edit costs what the edit changed.
///
/// A constant change or a suggested value moves a few rows' constants and pivots a few rows;
/// the definitions whose values follow from those rows are usually a handful (the views of one
/// row of a screen), while evaluating every definition again walks the whole tableau: 15 ms at
/// 100,000 views, where the edit itself takes 0.03 ms. ``Tableau/update(_:after:)`` re-evaluates
/// only the definitions that mention a changed row's symbol, then those that mention a
/// definition whose value changed, in increasing position (the order the full evaluation
/// takes), with the same arithmetic in the same order: the values are the full evaluation's,
/// bit for bit.
struct SolvedValues: Sendable {
    /// Each variable's value by variable id, as ``Solution`` holds them (zeros made +0).
    var variables: [Double]
    /// Each definition's value, by its position plus ``front``.
    var definitions: [Double]
    /// The variable each definition defines, by its position plus ``front``; -1 for an entry
    /// no variable is defined by any more. Empty unless the values are kept.
    var definedVariables: [Int32]
    /// By position plus ``front``: the ``generation`` of the last update that queued the
    /// definition, so that each is evaluated once. Empty unless the values are kept.
    var marks: [UInt32]
    /// Counts updates, to tell this one's ``marks`` from earlier ones'.
    var generation: UInt32
    /// How many front definitions there were (positions -front ..< 0): fixed while the values
    /// are kept, as only additions and removals make or drop definitions.
    var front: Int
}

extension Tableau {
    /// What an edit changed, recorded while solved values are kept (``SolvedValues``): the
    /// rows changed in place, and the symbols whose row changed (a pivot's leaving symbol).
    struct EditTrace: Sendable {
        var rows: [Int32] = []
        var symbols: [Symbol] = []
    }
}
