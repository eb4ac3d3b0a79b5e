import Model

/// A project's state as dictionaries, for replaying changes: the state at a revision is the
/// state at its first parent with the revision's changes applied in order.
struct ProjectState {
    var name: String
    var views: [ItemID: View] = [:]
    var guides: [ItemID: LayoutGuide] = [:]
    var constraints: [ConstraintID: Constraint] = [:]

    init(name: String) { self.name = name }

    init(_ project: Project) {
        name = project.name
        views = Dictionary(uniqueKeysWithValues: project.views.map { ($0.id, $0) })
        guides = Dictionary(uniqueKeysWithValues: project.guides.map { ($0.id, $0) })
        constraints = Dictionary(uniqueKeysWithValues: project.constraints.map { ($0.id, $0) })
    }

    /// As a Model value, entities in id order (as the state tables give them).
    var project: Project {
        Project(
            name: name,
            views: sortedByID(views.values) { $0.id.text },
            guides: sortedByID(guides.values) { $0.id.text },
            constraints: sortedByID(constraints.values) { $0.id.text })
    }

    /// An entity's value as a change records it: the whole entity for `field` nil, else that
    /// field's value; nil when the state lacks the entity (or it has no such field).
    func value(of kind: EntityKind, id: String, field: String?) -> FieldValue? {
        switch kind {
        case .project:
            return nil
        case .view:
            guard let view = ItemID(text: id).flatMap({ views[$0] }) else { return nil }
            guard let field else { return view.fieldValues }
            return View.Field(rawValue: field).map(view.value(of:))
        case .guide:
            guard let guide = ItemID(text: id).flatMap({ guides[$0] }) else { return nil }
            guard let field else { return guide.fieldValues }
            return LayoutGuide.Field(rawValue: field).map(guide.value(of:))
        case .constraint:
            guard let constraint = ConstraintID(text: id).flatMap({ constraints[$0] }) else { return nil }
            guard let field else { return constraint.fieldValues }
            return Constraint.Field(rawValue: field).map(constraint.value(of:))
        }
    }

    /// Applies one recorded change, trusting it (it was checked when it was committed).
    @inline(__always)  // into the loops over a revision's changes, which then copy no change
    mutating func apply(_ change: Change) throws(StoreError) {
        func corrupt() -> StoreError {
            .corruptData("a recorded change to \(change.kind.rawValue) \(change.id) (\(change.fieldName)) does not apply")
        }
        switch change.kind {
        case .project:
            if let newName = change.after?["name"]?.stringValue { name = newName }
        case .view:
            guard let id = ItemID(text: change.id) else { throw corrupt() }
            if let field = change.field {
                // Set where the view is kept: one lookup, no copy of the view. (Through the values'
                // own subscript: the dictionary's, by key, moves the whole view out and back.)
                guard let viewField = View.Field(rawValue: field), let value = change.after, let index = views.index(forKey: id)
                else { throw corrupt() }
                try views.values[index].setValue(value, for: viewField)
            } else if let value = change.after {
                views[id] = try View(id: id, fieldValues: value)
            } else {
                views[id] = nil
            }
        case .guide:
            guard let id = ItemID(text: change.id) else { throw corrupt() }
            if let field = change.field {
                guard let guideField = LayoutGuide.Field(rawValue: field), let value = change.after, let index = guides.index(forKey: id)
                else { throw corrupt() }
                try guides.values[index].setValue(value, for: guideField)
            } else if let value = change.after {
                guides[id] = try LayoutGuide(id: id, fieldValues: value)
            } else {
                guides[id] = nil
            }
        case .constraint:
            guard let id = ConstraintID(text: change.id) else { throw corrupt() }
            if let field = change.field {
                guard let constraintField = Constraint.Field(rawValue: field), let value = change.after,
                    let index = constraints.index(forKey: id)
                else { throw corrupt() }
                try constraints.values[index].setValue(value, for: constraintField)
            } else if let value = change.after {
                constraints[id] = try Constraint(id: id, fieldValues: value)
            } else {
                constraints[id] = nil
            }
        }
    }
}

extension ProjectState {
    /// The whole state in the compact form the `snapshots` table keeps.
    var snapshot: [UInt8] { SnapshotCoding.encode(self) }

    init(snapshot: [UInt8]) throws(StoreError) {
        self = try SnapshotCoding.decode(snapshot)
    }
}

/// The values in the order of their id text (as `ORDER BY id` gives them), each id converted once.
func sortedByID<Value>(_ values: some Sequence<Value>, _ id: (Value) -> String) -> [Value] {
    values.map { (id($0), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
}
