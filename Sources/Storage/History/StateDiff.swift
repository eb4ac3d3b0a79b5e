import Model

/// The field-level changes that turn one state of a project into another, in an order that
/// can be applied one by one: constraint deletions, item creations (superviews first), item
/// updates, constraint creations and updates, then guide and view deletions (subviews first).
///
/// The changes depend only on the entities that differ (``Delta``): so the differences of two
/// whole states and those composed from the revisions between them (``Delta/init(composing:)``)
/// come out the same, change for change.
enum StateDiff {
    /// The project's name is not compared: it is not one of the fields a commit edits.
    ///
    /// - Complexity: O(*n* log *n*) in the number of entities; fields are compared only for
    ///   entities that differ.
    static func changes(from old: Project, to new: Project) -> [Change] {
        changes(Delta(from: old, to: new))
    }

    /// How one entity differs between two states.
    enum EntityDelta<Entity> {
        case created(Entity)
        case deleted(Entity)
        /// Its changed fields, in the order of its type's fields.
        case updated([Change])
    }

    /// The entities that differ between two states, by id text.
    struct Delta {
        var views: [String: EntityDelta<View>] = [:]
        var guides: [String: EntityDelta<LayoutGuide>] = [:]
        var constraints: [String: EntityDelta<Constraint>] = [:]

        init(from old: Project, to new: Project) {
            views = Delta.compare(old.views, new.views)
            guides = Delta.compare(old.guides, new.guides)
            constraints = Delta.compare(old.constraints, new.constraints)
        }

        private static func compare<Entity: DiffedEntity>(_ old: [Entity], _ new: [Entity]) -> [String: EntityDelta<Entity>] {
            var deltas: [String: EntityDelta<Entity>] = [:]
            let newByID = Dictionary(new.map { ($0.idText, $0) }, uniquingKeysWith: { first, _ in first })
            var oldIDs = Set<String>()
            for entity in old {
                oldIDs.insert(entity.idText)
                if let now = newByID[entity.idText] {
                    if now != entity { deltas[entity.idText] = .updated(entity.fieldChanges(to: now)) }
                } else {
                    deltas[entity.idText] = .deleted(entity)
                }
            }
            for entity in new where !oldIDs.contains(entity.idText) { deltas[entity.idText] = .created(entity) }
            return deltas
        }
    }

    /// The changes of a delta, in the order that applies.
    static func changes(_ delta: Delta) -> [Change] {
        var changes: [Change] = []
        let constraints = delta.constraints.sorted { $0.key < $1.key }
        let guides = delta.guides.sorted { $0.key < $1.key }
        let views = delta.views.sorted { $0.key < $1.key }

        /// Views ordered by how many of the others are their ancestors, then by id: superviews first.
        func byDepth(_ views: [View]) -> [View] {
            let byID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            func depth(of view: View) -> Int {
                var depth = 0
                var current = view.parent
                while let parent = current, let above = byID[parent], depth < byID.count {
                    depth += 1
                    current = above.parent
                }
                return depth
            }
            return views.map { (depth(of: $0), $0.id.text, $0) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
        }

        // Constraint deletions first: they free the items they refer to.
        for case (_, .deleted(let constraint)) in constraints { changes.append(constraint.deletion) }
        // New views, superviews before subviews; then new guides.
        let createdViews = views.compactMap { entry -> View? in if case .created(let view) = entry.value { view } else { nil } }
        for view in byDepth(createdViews) { changes.append(view.creation) }
        for case (_, .created(let guide)) in guides { changes.append(guide.creation) }
        // Updates of existing items.
        for case (_, .updated(let fields)) in views { changes += fields }
        for case (_, .updated(let fields)) in guides { changes += fields }
        // Constraints: creations, then updates.
        for case (_, .created(let constraint)) in constraints { changes.append(constraint.creation) }
        for case (_, .updated(let fields)) in constraints { changes += fields }
        // Deletions of items: guides first, then views, subviews before their superviews.
        for case (_, .deleted(let guide)) in guides { changes.append(guide.deletion) }
        let deletedViews = views.compactMap { entry -> View? in if case .deleted(let view) = entry.value { view } else { nil } }
        for view in byDepth(deletedViews).reversed() { changes.append(view.deletion) }
        return changes
    }
}

extension StateDiff.Delta {
    /// The net differences that `changes` make, applied in order to a state that has what they
    /// change: an entity created and deleted again is no difference, a field set and set back
    /// neither. Only the entities the changes name are read, so this costs what they changed,
    /// whatever the size of the project.
    ///
    /// - Complexity: O(*c* log *c*) for *c* changes.
    /// - Throws: ``StoreError/corruptData(_:)`` for changes that do not follow one another (a
    ///   field set on an entity that does not exist at that point).
    init(composing changes: [Change]) throws(StoreError) {
        var groups: [String: (kind: EntityKind, id: String, changes: [Change])] = [:]
        for change in changes where change.kind != .project {
            groups[change.kind.rawValue + "/" + change.id, default: (change.kind, change.id, [])].changes.append(change)
        }
        for (kind, id, entityChanges) in groups.values {
            switch kind {
            case .project: break
            case .view: views[id] = try StateDiff.compose(entityChanges, id: id, as: View.self)
            case .guide: guides[id] = try StateDiff.compose(entityChanges, id: id, as: LayoutGuide.self)
            case .constraint: constraints[id] = try StateDiff.compose(entityChanges, id: id, as: Constraint.self)
            }
        }
    }
}

extension StateDiff {
    /// One entity's changes, in order, composed into how it differs from before them to after.
    static func compose<Entity: DiffedEntity>(_ changes: [Change], id: String, as type: Entity.Type) throws(StoreError) -> EntityDelta<Entity>? {
        func corrupt() -> StoreError { .corruptData("the recorded changes to \(changes[0].kind.rawValue) \(id) do not follow one another") }
        guard let firstWhole = changes.firstIndex(where: { $0.field == nil }), let lastWhole = changes.lastIndex(where: { $0.field == nil })
        else {
            // Fields only: each from its first value to its last.
            var first: [String: FieldValue] = [:], last: [String: FieldValue] = [:]
            for change in changes {
                guard let field = change.field, let before = change.before, let after = change.after else { throw corrupt() }
                if first[field] == nil { first[field] = before }
                last[field] = after
            }
            let fields = Entity.Field.allCases.compactMap { field -> Change? in
                guard let before = first[field.rawValue], let after = last[field.rawValue], before != after else { return nil }
                return Change(kind: changes[0].kind, id: id, field: field.rawValue, before: before, after: after)
            }
            return fields.isEmpty ? nil : .updated(fields)
        }
        // The whole entity before: the first whole change's `before`, with the field changes
        // made ahead of it undone.
        var old: Entity?
        if !changes[firstWhole].isCreation {
            guard let value = changes[firstWhole].before else { throw corrupt() }
            var entity = try Entity(idText: id, fieldValues: value)
            for change in changes[..<firstWhole].reversed() {
                guard let field = change.field.flatMap(Entity.Field.init(rawValue:)), let before = change.before else { throw corrupt() }
                try entity.set(before, for: field)
            }
            old = entity
        }
        // The whole entity after: the last whole change's `after`, with the field changes made since.
        var new: Entity?
        if !changes[lastWhole].isDeletion {
            guard let value = changes[lastWhole].after else { throw corrupt() }
            var entity = try Entity(idText: id, fieldValues: value)
            for change in changes[(lastWhole + 1)...] {
                guard let field = change.field.flatMap(Entity.Field.init(rawValue:)), let after = change.after else { throw corrupt() }
                try entity.set(after, for: field)
            }
            new = entity
        }
        switch (old, new) {
        case (nil, nil): return nil
        case (nil, let created?): return .created(created)
        case (let deleted?, nil): return .deleted(deleted)
        case (let before?, let after?):
            let fields = before.fieldChanges(to: after)
            return fields.isEmpty ? nil : .updated(fields)
        }
    }
}

/// A view, guide or constraint as a diff sees it: fields by name, values as changes record them.
protocol DiffedEntity: Equatable {
    associatedtype Field: CaseIterable & RawRepresentable where Field.RawValue == String
    static var entityKind: EntityKind { get }
    var idText: String { get }
    var fieldValues: FieldValue { get }
    func value(of field: Field) -> FieldValue
    init(idText: String, fieldValues: FieldValue) throws(StoreError)
    mutating func set(_ value: FieldValue, for field: Field) throws(StoreError)
}

extension DiffedEntity {
    var creation: Change { Change(kind: Self.entityKind, id: idText, field: nil, before: nil, after: fieldValues) }
    var deletion: Change { Change(kind: Self.entityKind, id: idText, field: nil, before: fieldValues, after: nil) }

    /// The fields whose values differ in `other`, in the order of `Field.allCases`.
    func fieldChanges(to other: Self) -> [Change] {
        Field.allCases.compactMap { field in
            let before = value(of: field), after = other.value(of: field)
            return before == after ? nil : Change(kind: Self.entityKind, id: idText, field: field.rawValue, before: before, after: after)
        }
    }
}

extension View: DiffedEntity {
    static var entityKind: EntityKind { .view }
    var idText: String { id.text }
    init(idText: String, fieldValues: FieldValue) throws(StoreError) {
        guard let id = ItemID(text: idText) else { throw .corruptData("view id '\(idText)' is not a UUID") }
        try self.init(id: id, fieldValues: fieldValues)
    }
    mutating func set(_ value: FieldValue, for field: Field) throws(StoreError) { try setValue(value, for: field) }
}

extension LayoutGuide: DiffedEntity {
    static var entityKind: EntityKind { .guide }
    var idText: String { id.text }
    init(idText: String, fieldValues: FieldValue) throws(StoreError) {
        guard let id = ItemID(text: idText) else { throw .corruptData("guide id '\(idText)' is not a UUID") }
        try self.init(id: id, fieldValues: fieldValues)
    }
    mutating func set(_ value: FieldValue, for field: Field) throws(StoreError) { try setValue(value, for: field) }
}

extension Constraint: DiffedEntity {
    static var entityKind: EntityKind { .constraint }
    var idText: String { id.text }
    init(idText: String, fieldValues: FieldValue) throws(StoreError) {
        guard let id = ConstraintID(text: idText) else { throw .corruptData("constraint id '\(idText)' is not a UUID") }
        try self.init(id: id, fieldValues: fieldValues)
    }
    mutating func set(_ value: FieldValue, for field: Field) throws(StoreError) { try setValue(value, for: field) }
}
