import GRDB
import Model

/// Applies edits to a project's state tables inside a write transaction, one at a time,
/// checking each against the state the previous ones left, and records the field-level
/// changes they made. Any failure throws, and the transaction rolls everything back.
struct Mutation {
    let db: Database
    let project: ProjectID
    let projectName: String
    private(set) var changes: [Change] = []
    /// The name of a root view these edits deleted, if any: ``requireARootView()`` checks that
    /// one is left once every edit is applied (another may have been added in its place).
    private var deletedRootView: String?
    /// The views and guides these edits have looked up or written, by id: a commit of many
    /// constraints names the same few items again and again (each view and its neighbour),
    /// and each lookup in the `items` table is a query. Every edit of an item goes through
    /// this mutation, which keeps the entries in step.
    private var knownItems: [ItemID: StateTables.Item] = [:]
    /// The whole constraints these edits added, as their rows give them back, and those they
    /// removed (nil), by id, while every change so far added or removed a whole constraint;
    /// nil once any other change was made (``stateAfter(from:)`` then has no answer).
    private var wholeConstraints: [ConstraintID: Constraint?]? = [:]

    init(db: Database, project: ProjectID, projectName: String) {
        self.db = db
        self.project = project
        self.projectName = projectName
    }

    /// Makes room for the changes of `count` edits, and the whole constraints they may add:
    /// a commit of many constraints then grows neither once per doubling.
    mutating func reserveCapacity(forEdits count: Int) {
        changes.reserveCapacity(changes.count + count)
        wholeConstraints?.reserveCapacity(count)
    }

    /// Applies an edit. A whole constraint whose field values read back as the same constraint
    /// (see `Constraint.readsBackFromFieldValues`) is checked and written as it is: the values
    /// would only be decoded to it again. Every other edit goes through its field values, and
    /// meets the decoder's checks and messages.
    mutating func apply(_ edit: Edit) throws {
        if case .insertConstraint(let constraint) = edit, constraint.readsBackFromFieldValues {
            try insertConstraint(constraint)
        } else {
            try apply(edit.operation)
        }
    }

    mutating func apply(_ operation: Operation) throws {
        switch operation.kind {
        case .project:
            throw StoreError.invalidValue(
                entity: "project '\(projectName)'", field: operation.field ?? "*", reason: "a project is not edited this way")
        case .view:
            guard let id = ItemID(text: operation.id) else { throw badID(operation) }
            switch (operation.field, operation.value) {
            case (nil, let value?): try insertView(try View(id: id, fieldValues: value))
            case (nil, nil): try deleteView(id)
            case (let field?, let value):
                guard let viewField = View.Field(rawValue: field) else { throw unknownField(operation, View.Field.allCases.map(\.rawValue)) }
                try updateView(id, viewField, value ?? .null)
            }
        case .guide:
            guard let id = ItemID(text: operation.id) else { throw badID(operation) }
            switch (operation.field, operation.value) {
            case (nil, let value?): try insertGuide(try LayoutGuide(id: id, fieldValues: value))
            case (nil, nil): try deleteGuide(id)
            case (let field?, let value):
                guard let guideField = LayoutGuide.Field(rawValue: field) else {
                    throw unknownField(operation, LayoutGuide.Field.allCases.map(\.rawValue))
                }
                try updateGuide(id, guideField, value ?? .null)
            }
        case .constraint:
            guard let id = ConstraintID(text: operation.id) else { throw badID(operation) }
            switch (operation.field, operation.value) {
            case (nil, let value?): try insertConstraint(try Constraint(id: id, fieldValues: value))
            case (nil, nil): try deleteConstraint(id)
            case (let field?, let value):
                guard let constraintField = Constraint.Field(rawValue: field) else {
                    throw unknownField(operation, Constraint.Field.allCases.map(\.rawValue))
                }
                try updateConstraint(id, constraintField, value ?? .null)
            }
        }
    }

    private func badID(_ operation: Operation) -> StoreError {
        .invalidValue(entity: "\(operation.kind.rawValue) '\(operation.id)'", field: "id", reason: "an id is a UUID")
    }

    private func unknownField(_ operation: Operation, _ known: [String]) -> StoreError {
        .invalidValue(
            entity: "\(operation.kind.rawValue) \(operation.id)", field: operation.field ?? "*",
            reason: "no such field; the fields are " + known.joined(separator: ", "))
    }

    private mutating func record(_ entity: EntityID, _ field: String?, before: FieldValue?, after: FieldValue?) throws {
        for value in [before, after].compactMap({ $0 }) where !value.isFinite {
            throw StoreError.invalidValue(entity: "\(entity.kind.rawValue) \(entity.idText)", field: field ?? "*", reason: "numbers must be finite")
        }
        changes.append(Change(entity: entity, field: field, before: before, after: after))
        if case .constraint = entity, field == nil {} else { wholeConstraints = nil }
    }

    /// The project's state after these edits, from `before`, its state before them (entities
    /// in id order, as the state tables give them), without reading the tables: when every
    /// change added or removed a whole constraint, and each added one is as its row gives it
    /// back. Nil otherwise.
    func stateAfter(from before: Project) -> Project? {
        guard let wholeConstraints else { return nil }
        var after = before
        if !after.constraints.isEmpty { after.constraints.removeAll { wholeConstraints[$0.id] != nil } }
        after.constraints += wholeConstraints.values.compactMap { $0 }
        StateTables.putInIDOrder(&after.constraints, \.id)
        return after
    }

    // MARK: Checks

    /// Checks, after the last edit, that a project whose root view was deleted still has one.
    func requireARootView() throws {
        guard let deletedRootView else { return }
        guard try StateTables.hasRootView(project: project, in: db) else {
            throw StoreError.lastRootView(name: deletedRootView, project: projectName)
        }
    }

    /// Checks that a view's or guide's name follows ``ItemName``'s rule and is not taken.
    private func requireFreeName(_ name: String, for id: ItemID) throws {
        if let problem = ItemName.problem(with: name) {
            throw StoreError.invalidValue(entity: "item \(id.text)", field: "name", reason: problem)
        }
        if try StateTables.nameIsTaken(name, except: id, project: project, in: db) {
            throw StoreError.duplicateName(name, project: projectName)
        }
    }

    /// The view or guide `id` of the project, if it has one.
    private mutating func item(_ id: ItemID) throws -> StateTables.Item? {
        if let known = knownItems[id] { return known }
        let item = try StateTables.item(id, project: project, in: db)
        knownItems[id] = item
        return item
    }

    /// Checks that `id` is a view of the project, for the given role ("the parent of 'x'").
    private mutating func requireView(_ id: ItemID, role: String) throws {
        guard let item = try item(id) else {
            throw StoreError.itemNotFound(id, project: projectName)
        }
        guard item.kind == .view else { throw StoreError.notAView(name: item.name, role: role, project: projectName) }
    }

    private mutating func name(of id: ItemID) throws -> String {
        try item(id)?.name ?? id.text
    }

    /// What still refers to an item, as people read it.
    private func dependents(of id: ItemID) throws -> [String] {
        let constraints = try StateTables.constraints(referringTo: id, in: db).map(Mutation.describe)
        let subviews = try StateTables.subviewNames(of: id, in: db).map { "subview '\($0)'" }
        let guides = try StateTables.guideNames(ownedBy: id, in: db).map { "guide '\($0)'" }
        return constraints + subviews + guides
    }

    static func describe(_ constraint: Constraint) -> String {
        "constraint " + (constraint.identifier.map { "'\($0)'" } ?? String(constraint.id.text.prefix(8)))
    }

    /// The Auto Layout rules, and that every item the constraint names is in the project.
    /// Without `checkingItems` (an edit that kept the anchors) the items are looked up only to
    /// name them in the error of a broken rule.
    private mutating func validate(_ constraint: Constraint, checkingItems: Bool = true) throws {
        let brokenRule = constraint.equation.brokenRule(priority: constraint.priority)
        if !checkingItems, brokenRule == nil { return }
        let anchors = [constraint.equation.first] + (constraint.equation.second.map { [$0] } ?? [])
        var names: [String] = []
        for anchor in anchors {
            guard let item = try item(anchor.item) else {
                throw StoreError.itemNotFound(anchor.item, project: projectName)
            }
            if let guide = anchor.guide, item.kind == .guide {
                throw StoreError.ruleViolation(.guideOnGuide(item.name, guide: guide), project: projectName)
            }
            names.append(item.name)
        }
        guard brokenRule != nil else { return }
        let stubs = zip(anchors, names).map { View(id: $0.item, name: $1) }
        let named = Project(name: projectName, views: stubs).named(constraint.equation)
        do {
            try named.validate(priority: constraint.priority, identifier: constraint.identifier)
        } catch {
            throw StoreError.ruleViolation(error, project: projectName)
        }
    }

    // MARK: Views

    private mutating func insertView(_ view: View) throws {
        guard try !StateTables.itemExists(view.id.text, in: db) else {
            throw StoreError.duplicateID(view.id.text, project: projectName)
        }
        try requireFreeName(view.name, for: view.id)
        if let parent = view.parent { try requireView(parent, role: "the parent of '\(view.name)'") }
        try record(.view(view.id), nil, before: nil, after: view.fieldValues)
        try StateTables.insertView(view, project: project, in: db)
        knownItems[view.id] = StateTables.Item(kind: .view, name: view.name)
    }

    private mutating func deleteView(_ id: ItemID) throws {
        guard let view = try StateTables.view(id, project: project, in: db) else { throw StoreError.itemNotFound(id, project: projectName) }
        let dependents = try dependents(of: id)
        guard dependents.isEmpty else { throw StoreError.itemInUse(name: view.name, dependents: dependents, project: projectName) }
        try record(.view(id), nil, before: view.fieldValues, after: nil)
        try StateTables.deleteView(id, in: db)
        knownItems[id] = nil
        if view.parent == nil { deletedRootView = view.name }
    }

    private mutating func updateView(_ id: ItemID, _ field: View.Field, _ value: FieldValue) throws {
        guard var view = try StateTables.view(id, project: project, in: db) else { throw StoreError.itemNotFound(id, project: projectName) }
        let before = view.value(of: field)
        try view.setValue(value, for: field)
        let after = view.value(of: field)
        guard before != after else { return }
        switch field {
        case .name:
            try requireFreeName(view.name, for: id)
        case .parent:
            if let parent = view.parent {
                try requireView(parent, role: "the parent of '\(view.name)'")
                // Walk up from the new parent: meeting the view itself would make a cycle.
                var current: ItemID? = parent
                var steps = 0
                while let ancestor = current {
                    if ancestor == id || steps > 100_000 {
                        throw StoreError.parentCycle(view: view.name, parent: try name(of: parent), project: projectName)
                    }
                    current = try StateTables.parent(of: ancestor, in: db)
                    steps += 1
                }
            }
        default:
            break
        }
        try record(.view(id), field.rawValue, before: before, after: after)
        try StateTables.updateView(view, in: db)
        knownItems[id] = StateTables.Item(kind: .view, name: view.name)
    }

    // MARK: Guides

    private mutating func insertGuide(_ guide: LayoutGuide) throws {
        guard try !StateTables.itemExists(guide.id.text, in: db) else {
            throw StoreError.duplicateID(guide.id.text, project: projectName)
        }
        try requireFreeName(guide.name, for: guide.id)
        try requireView(guide.owner, role: "the owner of guide '\(guide.name)'")
        try record(.guide(guide.id), nil, before: nil, after: guide.fieldValues)
        try StateTables.insertGuide(guide, project: project, in: db)
        knownItems[guide.id] = StateTables.Item(kind: .guide, name: guide.name)
    }

    private mutating func deleteGuide(_ id: ItemID) throws {
        guard let guide = try StateTables.guide(id, project: project, in: db) else { throw StoreError.itemNotFound(id, project: projectName) }
        let dependents = try StateTables.constraints(referringTo: id, in: db).map(Mutation.describe)
        guard dependents.isEmpty else { throw StoreError.itemInUse(name: guide.name, dependents: dependents, project: projectName) }
        try record(.guide(id), nil, before: guide.fieldValues, after: nil)
        try StateTables.deleteGuide(id, in: db)
        knownItems[id] = nil
    }

    private mutating func updateGuide(_ id: ItemID, _ field: LayoutGuide.Field, _ value: FieldValue) throws {
        guard var guide = try StateTables.guide(id, project: project, in: db) else { throw StoreError.itemNotFound(id, project: projectName) }
        let before = guide.value(of: field)
        try guide.setValue(value, for: field)
        let after = guide.value(of: field)
        guard before != after else { return }
        switch field {
        case .name: try requireFreeName(guide.name, for: id)
        case .owner: try requireView(guide.owner, role: "the owner of guide '\(guide.name)'")
        case .documentID: break
        }
        try record(.guide(id), field.rawValue, before: before, after: after)
        try StateTables.updateGuide(guide, in: db)
        knownItems[id] = StateTables.Item(kind: .guide, name: guide.name)
    }

    // MARK: Constraints

    /// The id's uniqueness is the table's own: the insert fails on an id that is taken (in
    /// any project), which costs no lookup before it, where many constraints are added at once.
    private mutating func insertConstraint(_ constraint: Constraint) throws {
        try validate(constraint)
        try record(.constraint(constraint.id), nil, before: nil, after: constraint.fieldValues)
        do {
            try StateTables.insertConstraint(constraint, project: project, in: db)
        } catch let error as DatabaseError
            where error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY || error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE
        {
            throw StoreError.duplicateID(constraint.id.text, project: projectName)
        }
        if wholeConstraints != nil {
            if let stored = StateTables.readBack(constraint) {
                wholeConstraints?.updateValue(stored, forKey: constraint.id)
            } else {
                wholeConstraints = nil
            }
        }
    }

    private mutating func deleteConstraint(_ id: ConstraintID) throws {
        guard let constraint = try StateTables.constraint(id, project: project, in: db) else {
            throw StoreError.constraintNotFound(id, project: projectName)
        }
        try record(.constraint(id), nil, before: constraint.fieldValues, after: nil)
        try StateTables.deleteConstraint(id, in: db)
        wholeConstraints?.updateValue(nil, forKey: id)
    }

    private mutating func updateConstraint(_ id: ConstraintID, _ field: Constraint.Field, _ value: FieldValue) throws {
        guard var constraint = try StateTables.constraint(id, project: project, in: db) else {
            throw StoreError.constraintNotFound(id, project: projectName)
        }
        let before = constraint.value(of: field)
        try constraint.setValue(value, for: field)
        let after = constraint.value(of: field)
        guard before != after else { return }
        try validate(constraint, checkingItems: field == .structure)
        try record(.constraint(id), field.rawValue, before: before, after: after)
        try StateTables.updateConstraint(constraint, field: field, in: db)
    }
}
