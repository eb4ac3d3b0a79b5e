import Model
import Storage

/// A project as a table of entities, each a map of field name to value: the shape a
/// field-by-field merge works on, the same for views, guides and constraints.
struct EntityTable: Equatable {
    struct Key: Hashable, Comparable {
        var kind: EntityKind
        var id: String

        static func < (lhs: Key, rhs: Key) -> Bool {
            (order(lhs.kind), lhs.id) < (order(rhs.kind), rhs.id)
        }

        /// Views first, so that parents exist before what refers to them.
        private static func order(_ kind: EntityKind) -> Int {
            switch kind {
            case .project: 0
            case .view: 1
            case .guide: 2
            case .constraint: 3
            }
        }
    }

    var name: String
    var entities: [Key: [String: FieldValue]]

    init(_ project: Project) {
        name = project.name
        entities = [:]
        for view in project.views {
            entities[Key(kind: .view, id: view.id.description)] = Self.fields(of: view.fieldValues)
        }
        for guide in project.guides {
            entities[Key(kind: .guide, id: guide.id.description)] = Self.fields(of: guide.fieldValues)
        }
        for constraint in project.constraints {
            entities[Key(kind: .constraint, id: constraint.id.description)] = Self.fields(of: constraint.fieldValues)
        }
    }

    private static func fields(of value: FieldValue) -> [String: FieldValue] {
        if case .object(let members) = value { return members }
        return [:]
    }

    /// The project again. Entities come out in id order, so equal tables give equal projects.
    func project() throws(StoreError) -> Project {
        var project = Project(name: name)
        for key in entities.keys.sorted() {
            let value = FieldValue.object(entities[key] ?? [:])
            switch key.kind {
            case .view:
                guard let id = ItemID(key.id) else { continue }
                project.views.append(try View(id: id, fieldValues: value))
            case .guide:
                guard let id = ItemID(key.id) else { continue }
                project.guides.append(try LayoutGuide(id: id, fieldValues: value))
            case .constraint:
                guard let id = ConstraintID(key.id) else { continue }
                project.constraints.append(try Constraint(id: id, fieldValues: value))
            case .project:
                continue
            }
        }
        return project
    }
}
