import Model

extension Project {
    /// The whole project as one canonical JSON value, for other modules to store or send
    /// (a pending merge, for instance): `{"name", "views": {id: fields}, "guides": {...},
    /// "constraints": {...}}`, each entity as its ``View/fieldValues`` (and so on).
    public var fieldValues: FieldValue {
        func entities(_ values: [(String, FieldValue)]) -> FieldValue {
            .object(Dictionary(values, uniquingKeysWith: { _, last in last }))
        }
        return [
            "name": .string(name),
            "views": entities(views.map { ($0.id.text, $0.fieldValues) }),
            "guides": entities(guides.map { ($0.id.text, $0.fieldValues) }),
            "constraints": entities(constraints.map { ($0.id.text, $0.fieldValues) }),
        ]
    }

    /// A project from ``fieldValues``, entities in id order (as `Store.state(of:at:)` gives them).
    public init(fieldValues: FieldValue) throws(StoreError) {
        guard let name = fieldValues["name"]?.stringValue, let views = fieldValues["views"]?.objectValue,
            let guides = fieldValues["guides"]?.objectValue, let constraints = fieldValues["constraints"]?.objectValue
        else { throw .corruptData("a project value that is not {name, views, guides, constraints}") }
        var state = ProjectState(name: name)
        for (key, value) in views {
            guard let id = ItemID(text: key) else { throw .corruptData("a view id '\(key)' is not a UUID") }
            state.views[id] = try View(id: id, fieldValues: value)
        }
        for (key, value) in guides {
            guard let id = ItemID(text: key) else { throw .corruptData("a guide id '\(key)' is not a UUID") }
            state.guides[id] = try LayoutGuide(id: id, fieldValues: value)
        }
        for (key, value) in constraints {
            guard let id = ConstraintID(text: key) else { throw .corruptData("a constraint id '\(key)' is not a UUID") }
            state.constraints[id] = try Constraint(id: id, fieldValues: value)
        }
        self = state.project
    }
}
