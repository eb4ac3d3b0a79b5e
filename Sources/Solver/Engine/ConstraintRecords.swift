/// The constraints a ``CassowarySolver`` was given, by handle: each as added (expression
/// normalized), whether it is an edit and still active, and the marker symbols of its row.
///
/// The terms of all constraints share one pool (a variable array and a coefficient array),
/// each record naming its range, instead of each constraint keeping a `[Term]` of its own: a
/// large layout has close to a million constraints of one to three terms, and a heap array
/// per constraint cost more than the terms in it. A record is 32 bytes, a term 12.
struct ConstraintRecords: Sendable {
    struct Record: Sendable {
        /// Where the constraint's terms start in the pool, and how many there are.
        var termStart: Int32
        var termCount: Int32
        /// The constant of the expression `lhs - rhs`; for an edit, minus the suggested value.
        var constant: Double
        var priority: Float
        var relation: LinearConstraint.Relation
        var isEdit: Bool
        var isActive: Bool
        var tag: Tableau.Tag

        var isRequired: Bool { priority >= Strength.required }
    }

    private var records: [Record] = []
    private var variables: [Int32] = []
    private var coefficients: [Double] = []

    var count: Int { records.count }

    var indices: Range<Int> { records.indices }

    subscript(index: Int) -> Record {
        get { records[index] }
        set { records[index] = newValue }
    }

    /// Records `constraint` (normalized) under the next handle.
    ///
    /// - Complexity: O(terms) amortized.
    mutating func append(_ constraint: LinearConstraint, isEdit: Bool, tag: Tableau.Tag) {
        let start = variables.count
        for term in constraint.expression.terms {
            variables.append(Int32(term.variable.id))
            coefficients.append(term.coefficient)
        }
        records.append(
            Record(
                termStart: Int32(start), termCount: Int32(constraint.expression.terms.count),
                constant: constraint.expression.constant, priority: constraint.priority,
                relation: constraint.relation, isEdit: isEdit, isActive: true, tag: tag))
    }

    /// The constraint of record `index`, as added (with its current constant).
    ///
    /// - Complexity: O(terms).
    func constraint(at index: Int) -> LinearConstraint {
        let record = records[index]
        let range = Int(record.termStart)..<Int(record.termStart) + Int(record.termCount)
        let terms = range.map { Term(Variable(id: Int(variables[$0])), coefficient: coefficients[$0]) }
        return LinearConstraint(
            expression: LinearExpression(terms: terms, constant: record.constant), relation: record.relation,
            priority: record.priority)
    }

    /// How far the constraint of record `index` is from holding, as
    /// `LinearConstraint.violation(_:)` says, without building it.
    ///
    /// - Complexity: O(terms).
    func violation(at index: Int, _ value: (Variable) -> Double) -> Double {
        let record = records[index]
        var difference = record.constant
        for position in Int(record.termStart)..<Int(record.termStart) + Int(record.termCount) {
            difference += coefficients[position] * value(Variable(id: Int(variables[position])))
        }
        switch record.relation {
        case .equal: return abs(difference)
        case .lessThanOrEqual: return max(0, difference)
        case .greaterThanOrEqual: return max(0, -difference)
        }
    }
}
