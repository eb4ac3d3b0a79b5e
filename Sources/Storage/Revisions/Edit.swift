import Model

/// One step of a mutation: add a whole view, guide or constraint, set one field of one, or
/// delete one. A commit applies its edits in order, checking each, and records what changed.
///
/// ```swift
/// try store.commit(project, message: "wider gap", edits: [
///     .updateConstraint(gap.id, .constant, 20),
/// ])
/// ```
public enum Edit: Hashable, Sendable {
    /// Add a whole view, with every field set.
    case insertView(View)
    /// Set one field of a view to a value.
    case updateView(ItemID, View.Field, FieldValue)
    /// Delete a view; its subviews, guides and constraints must be gone first (``Removal`` orders
    /// them), and the project keeps at least one root view.
    case deleteView(ItemID)
    /// Add a whole custom layout guide.
    case insertGuide(LayoutGuide)
    /// Set one field of a guide to a value.
    case updateGuide(ItemID, LayoutGuide.Field, FieldValue)
    /// Delete a guide; constraints that refer to it must be gone first.
    case deleteGuide(ItemID)
    /// Add a whole constraint; it is checked against Auto Layout's rules and its items must exist.
    case insertConstraint(Constraint)
    /// Set one field of a constraint to a value.
    case updateConstraint(ConstraintID, Constraint.Field, FieldValue)
    /// Delete a constraint.
    case deleteConstraint(ConstraintID)

    /// The edits that set every field of `new` that differs from `old` (same constraint id).
    public static func updates(from old: Constraint, to new: Constraint) -> [Edit] {
        Constraint.Field.allCases.compactMap { field in
            let value = new.value(of: field)
            return old.value(of: field) == value ? nil : .updateConstraint(new.id, field, value)
        }
    }

    /// The edits that set every field of `new` that differs from `old` (same view id).
    public static func updates(from old: View, to new: View) -> [Edit] {
        View.Field.allCases.compactMap { field in
            let value = new.value(of: field)
            return old.value(of: field) == value ? nil : .updateView(new.id, field, value)
        }
    }

    /// The same edit as an entity-level operation on JSON values.
    var operation: Operation {
        switch self {
        case .insertView(let view): Operation(kind: .view, id: view.id.text, field: nil, value: view.fieldValues)
        case .updateView(let id, let field, let value): Operation(kind: .view, id: id.text, field: field.rawValue, value: value)
        case .deleteView(let id): Operation(kind: .view, id: id.text, field: nil, value: nil)
        case .insertGuide(let guide): Operation(kind: .guide, id: guide.id.text, field: nil, value: guide.fieldValues)
        case .updateGuide(let id, let field, let value): Operation(kind: .guide, id: id.text, field: field.rawValue, value: value)
        case .deleteGuide(let id): Operation(kind: .guide, id: id.text, field: nil, value: nil)
        case .insertConstraint(let constraint):
            Operation(kind: .constraint, id: constraint.id.text, field: nil, value: constraint.fieldValues)
        case .updateConstraint(let id, let field, let value):
            Operation(kind: .constraint, id: id.text, field: field.rawValue, value: value)
        case .deleteConstraint(let id): Operation(kind: .constraint, id: id.text, field: nil, value: nil)
        }
    }
}

/// An edit in the shape changes have: insert (`field == nil`, a value), update (a field and a
/// value) or delete (`field == nil`, no value). Reverts and diffs produce these directly.
struct Operation: Hashable, Sendable {
    var kind: EntityKind
    var id: String
    var field: String?
    var value: FieldValue?

    /// The operation that makes a change happen again.
    init(applying change: Change) {
        self.init(kind: change.kind, id: change.id, field: change.field, value: change.after)
    }

    init(kind: EntityKind, id: String, field: String?, value: FieldValue?) {
        self.kind = kind
        self.id = id
        self.field = field
        self.value = value
    }
}
