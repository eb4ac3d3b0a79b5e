/// A stored Auto Layout constraint: its equation over item ids, and the flags Interface Builder keeps.
public struct Constraint: Hashable, Codable, Sendable, Identifiable {
    /// The constraint's stable identity, made when it is added and kept through every edit.
    public var id: ConstraintID
    /// The name people give a constraint (`NSLayoutConstraint.identifier`); not unique.
    public var identifier: String?
    /// The relation the constraint states, over the ids of the items it relates.
    public var equation: Equation<ItemID>
    /// How strongly the layout keeps the constraint: required (1000) or broken when it must be.
    public var priority: Priority
    /// A placeholder exists at design time only: a runtime solve leaves it out.
    public var isPlaceholder: Bool
    /// Whether the constraint takes part in layout (`NSLayoutConstraint.isActive`); an inactive one is
    /// stored and listed but left out of every solve.
    public var isActive: Bool
    /// The object id of the constraint in the Interface Builder document it was imported from;
    /// `nil` for a constraint made in layoutstore. (`ibID` in the command line's `--json`,
    /// `document_id` in SQL: docs/schema.md says why.)
    public var documentID: String?
    /// The constant is Interface Builder's standard spacing (`symbolic` in a document;
    /// `constraint(equalToSystemSpacingAfter:multiplier:)` in code), not a number chosen.
    public var isStandardSpacing: Bool
    /// Where the constraint is written in the Swift file it was imported from
    /// (`LoginViewController.swift:63:23`); `nil` for a constraint not imported from code.
    public var sourceLocation: String?
    /// What size classes change of it: installed or not, constant, priority
    /// (``Project/resolved(for:)`` applies them). Its base installation is ``isActive``.
    public var variations: [SizeClass: ConstraintVariation]

    /// A constraint with a new id unless one is given: required, active, not a placeholder, and not
    /// from a document or code unless said.
    public init(
        id: ConstraintID = ConstraintID(), identifier: String? = nil, equation: Equation<ItemID>,
        priority: Priority = .required, isPlaceholder: Bool = false, isActive: Bool = true, documentID: String? = nil,
        isStandardSpacing: Bool = false, sourceLocation: String? = nil, variations: [SizeClass: ConstraintVariation] = [:]
    ) {
        self.id = id
        self.identifier = identifier
        self.equation = equation
        self.priority = priority
        self.isPlaceholder = isPlaceholder
        self.isActive = isActive
        self.documentID = documentID
        self.isStandardSpacing = isStandardSpacing
        self.sourceLocation = sourceLocation
        self.variations = variations
    }

    /// The fields a change to a constraint names, in history and in a three-way merge.
    ///
    /// The equation's structure (first anchor, relation, second anchor) is one field, so that
    /// a merge never assembles an equation that neither side wrote.
    public enum Field: String, Hashable, Codable, Sendable, CaseIterable {
        /// The equation's parts apart from its structure, and the constraint's flags; each a field of
        /// its own, so that two people changing different ones merge cleanly.
        case structure, multiplier, constant, priority, identifier, placeholder, active
        /// The Interface Builder object id (``Constraint/documentID``); absent from records made before it.
        case documentID
        /// ``Constraint/isStandardSpacing``; absent from records made before it (false).
        case standardSpacing
        /// ``Constraint/sourceLocation``; absent from records made before it, and from those of
        /// constraints not imported from code.
        case sourceLocation
        /// What each size class changes of it (``Constraint/variations``), a field per class, named
        /// `variation.` and the class's key (`variation.hC`, `variation.wR.hC`; `variation.any` the
        /// base class's): absent from records made before them, and from those of constraints that
        /// do not vary in the class.
        case variationAny = "variation.any", variationWC = "variation.wC", variationWR = "variation.wR"
        case variationHC = "variation.hC", variationHR = "variation.hR", variationWCHC = "variation.wC.hC"
        case variationWCHR = "variation.wC.hR", variationWRHC = "variation.wR.hC", variationWRHR = "variation.wR.hR"
    }
}
