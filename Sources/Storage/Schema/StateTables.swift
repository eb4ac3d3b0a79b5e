import Foundation
import GRDB
import Model

/// Reads and writes the current-state tables (`items`, `views`, `guides`, `constraints`):
/// every field of every entity in its own column.
enum StateTables {
    // MARK: Items

    /// A view or guide of a project, as the `items` table knows it.
    struct Item {
        var kind: EntityKind
        var name: String
    }

    static func item(_ id: ItemID, project: ProjectID, in db: Database) throws -> Item? {
        let statement = try db.cachedStatement(sql: "SELECT kind, name FROM items WHERE id = ? AND project_id = ?")
        guard let row = try Row.fetchOne(statement, arguments: [id.text, project.text]) else { return nil }
        return Item(kind: try row.decoded(0) == "view" ? .view : .guide, name: try row.decoded(1))
    }

    static func itemExists(_ id: String, in db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM items WHERE id = ?"), arguments: [id]) ?? false
    }

    /// Whether another item of the project has this name.
    static func nameIsTaken(_ name: String, except id: ItemID, project: ProjectID, in db: Database) throws -> Bool {
        let statement = try db.cachedStatement(sql: "SELECT 1 FROM items WHERE project_id = ? AND name = ? AND id != ?")
        return try Bool.fetchOne(statement, arguments: [project.text, name, id.text]) ?? false
    }

    // MARK: Views

    /// The columns of the `views` table, as the view's field descriptors declare them: the id,
    /// then each field's columns (a group's one column at its first member), in field order.
    struct ViewColumns: @unchecked Sendable {
        /// How one field (or group) is written to and read from its columns.
        struct Slot {
            let names: [String]
            let bind: (View) -> [(any DatabaseValueConvertible)?]
            let read: (inout View, Row, Int) throws -> Void
        }

        let slots: [Slot]
        let names: [String]

        init(_ descriptors: [FieldDescriptor<View>]) {
            var slots: [Slot] = []
            var groups: Set<String> = []
            for descriptor in descriptors {
                switch descriptor.storage {
                case .columns(let columns):
                    if !columns.names.isEmpty { slots.append(Slot(names: columns.names, bind: columns.bind, read: columns.read)) }
                case .group(let group):
                    guard groups.insert(group).inserted else { continue }
                    // The group's members alone, found once: every view's row goes through them.
                    let descriptors = descriptors.filter { if case .group(group) = $0.storage { true } else { false } }
                    slots.append(
                        Slot(
                            names: [group], bind: { [descriptors.groupValue(group, of: $0)?.encodedString] },
                            read: { view, row, index in
                                if let text = try row.text(index) {
                                    let id = view.id
                                    try descriptors.setGroup(group, to: try CanonicalJSON(parsing: text), in: &view, named: "view \(id)")
                                }
                            }))
                }
            }
            self.slots = slots
            names = slots.flatMap(\.names)
        }

        /// The values bound for a view's columns, in ``names`` order.
        func values(of view: View) -> [(any DatabaseValueConvertible)?] { slots.flatMap { $0.bind(view) } }
    }

    static let viewColumnSet = ViewColumns(View.fieldDescriptors)

    /// The selected columns: the id, the view's columns, then the item's name.
    static let viewColumns = (["id"] + viewColumnSet.names).map { "v." + $0 }.joined(separator: ", ") + ", i.name"

    static func view(from row: Row) throws -> View {
        let idText: String = try row.decoded(0)
        guard let id = ItemID(text: idText) else { throw StoreError.corruptData("view id '\(idText)' is not a UUID") }
        var view = View(id: id, name: try row.decoded(viewColumnSet.names.count + 1))
        var index = 1
        for slot in viewColumnSet.slots {
            try slot.read(&view, row, index)
            index += slot.names.count
        }
        return view
    }

    static func view(_ id: ItemID, project: ProjectID, in db: Database) throws -> View? {
        let statement = try db.cachedStatement(
            sql: "SELECT \(viewColumns) FROM views v JOIN items i ON i.id = v.id WHERE v.id = ? AND v.project_id = ?")
        return try Row.fetchOne(statement, arguments: [id.text, project.text]).map(view(from:))
    }

    static func views(project: ProjectID, in db: Database) throws -> [View] {
        let statement = try db.cachedStatement(
            sql: "SELECT \(viewColumns) FROM views v JOIN items i ON i.id = v.id WHERE v.project_id = ?")
        var views = try decodeAll(statement, arguments: [project.text], count: try count(in: "views", project: project, db), view(from:))
        putInIDOrder(&views, \.id)
        return views
    }

    private static let insertViewSQL =
        "INSERT INTO views (id, " + viewColumnSet.names.joined(separator: ", ") + ", project_id) VALUES ("
        + Array(repeating: "?", count: viewColumnSet.names.count + 2).joined(separator: ", ") + ")"

    private static let updateViewSQL =
        "UPDATE views SET " + viewColumnSet.names.map { "\($0) = ?" }.joined(separator: ", ") + " WHERE id = ?"

    static func insertView(_ view: View, project: ProjectID, in db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO items (id, project_id, name, kind) VALUES (?, ?, ?, 'view')")
            .execute(arguments: [view.id.text, project.text, view.name])
        let values: [(any DatabaseValueConvertible)?] = [view.id.text] + viewColumnSet.values(of: view) + [project.text]
        try db.cachedStatement(sql: insertViewSQL).execute(arguments: StatementArguments(values))
    }

    static func updateView(_ view: View, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE items SET name = ? WHERE id = ?").execute(arguments: [view.name, view.id.text])
        let values: [(any DatabaseValueConvertible)?] = viewColumnSet.values(of: view) + [view.id.text]
        try db.cachedStatement(sql: updateViewSQL).execute(arguments: StatementArguments(values))
    }

    static func deleteView(_ id: ItemID, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM views WHERE id = ?").execute(arguments: [id.text])
        try db.cachedStatement(sql: "DELETE FROM items WHERE id = ?").execute(arguments: [id.text])
    }

    /// The names of a view's subviews.
    static func subviewNames(of id: ItemID, in db: Database) throws -> [String] {
        try String.fetchAll(
            db.cachedStatement(sql: "SELECT i.name FROM views v JOIN items i ON i.id = v.id WHERE v.parent_id = ? ORDER BY i.name"),
            arguments: [id.text])
    }

    /// Whether the project has a view without a superview.
    static func hasRootView(project: ProjectID, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM views WHERE project_id = ? AND parent_id IS NULL)"),
            arguments: [project.text]) ?? false
    }

    static func parent(of id: ItemID, in db: Database) throws -> ItemID? {
        let text = try String.fetchOne(db.cachedStatement(sql: "SELECT parent_id FROM views WHERE id = ?"), arguments: [id.text])
        return text.flatMap(ItemID.init(text:))
    }

    // MARK: Guides

    static func guide(from row: Row) throws -> LayoutGuide {
        let idText: String = try row.decoded(0)
        let ownerText: String = try row.decoded(2)
        guard let id = ItemID(text: idText), let owner = ItemID(text: ownerText) else {
            throw StoreError.corruptData("guide id '\(idText)' or its owner is not a UUID")
        }
        return LayoutGuide(id: id, name: try row.decoded(1), owner: owner, documentID: try row.text(3))
    }

    static func guide(_ id: ItemID, project: ProjectID, in db: Database) throws -> LayoutGuide? {
        let statement = try db.cachedStatement(
            sql: "SELECT g.id, i.name, g.owner_id, g.document_id FROM guides g JOIN items i ON i.id = g.id WHERE g.id = ? AND g.project_id = ?")
        return try Row.fetchOne(statement, arguments: [id.text, project.text]).map(guide(from:))
    }

    static func guides(project: ProjectID, in db: Database) throws -> [LayoutGuide] {
        let statement = try db.cachedStatement(
            sql: "SELECT g.id, i.name, g.owner_id, g.document_id FROM guides g JOIN items i ON i.id = g.id WHERE g.project_id = ? ORDER BY g.id")
        return try decodeAll(statement, arguments: [project.text], guide(from:))
    }

    static func insertGuide(_ guide: LayoutGuide, project: ProjectID, in db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO items (id, project_id, name, kind) VALUES (?, ?, ?, 'guide')")
            .execute(arguments: [guide.id.text, project.text, guide.name])
        try db.cachedStatement(sql: "INSERT INTO guides (id, project_id, owner_id, document_id) VALUES (?, ?, ?, ?)")
            .execute(arguments: [guide.id.text, project.text, guide.owner.text, guide.documentID])
    }

    static func updateGuide(_ guide: LayoutGuide, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE items SET name = ? WHERE id = ?").execute(arguments: [guide.name, guide.id.text])
        try db.cachedStatement(sql: "UPDATE guides SET owner_id = ?, document_id = ? WHERE id = ?")
            .execute(arguments: [guide.owner.text, guide.documentID, guide.id.text])
    }

    static func deleteGuide(_ id: ItemID, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM guides WHERE id = ?").execute(arguments: [id.text])
        try db.cachedStatement(sql: "DELETE FROM items WHERE id = ?").execute(arguments: [id.text])
    }

    /// The names of the guides a view owns.
    static func guideNames(ownedBy id: ItemID, in db: Database) throws -> [String] {
        try String.fetchAll(
            db.cachedStatement(sql: "SELECT i.name FROM guides g JOIN items i ON i.id = g.id WHERE g.owner_id = ? ORDER BY i.name"),
            arguments: [id.text])
    }

    // MARK: Constraints

    /// The columns of the `constraints` table that hold a constraint's fields, in the order
    /// they are selected; each anchor is three columns (item, built-in guide, attribute).
    enum ConstraintColumn: String, CaseIterable {
        case id, identifier, firstItem = "first_item", firstGuide = "first_guide", firstAttribute = "first_attribute"
        case relation, multiplier, secondItem = "second_item", secondGuide = "second_guide", secondAttribute = "second_attribute"
        case constant, priority, placeholder, active, documentID = "document_id", standardSpacing = "standard_spacing"
        case sourceLocation = "source_location", variations

        /// Where the column is selected (``constraintColumns``): its place among all cases.
        /// A switch, not a dictionary: every column of every constraint read asks it.
        var index: Int {
            switch self {
            case .id: 0
            case .identifier: 1
            case .firstItem: 2
            case .firstGuide: 3
            case .firstAttribute: 4
            case .relation: 5
            case .multiplier: 6
            case .secondItem: 7
            case .secondGuide: 8
            case .secondAttribute: 9
            case .constant: 10
            case .priority: 11
            case .placeholder: 12
            case .active: 13
            case .documentID: 14
            case .standardSpacing: 15
            case .sourceLocation: 16
            case .variations: 17
            }
        }
    }

    static let constraintColumns = ConstraintColumn.allCases.map(\.rawValue).joined(separator: ", ")

    static func constraint(from row: Row) throws -> Constraint {
        typealias C = ConstraintColumn
        let idText: String = try row.decoded(C.id.index)
        func anchor(_ item: C, _ guide: C, _ attribute: C) throws -> Anchor<ItemID>? {
            guard let itemText = try row.text(item.index) else { return nil }
            guard let id = ItemID(text: itemText), let attribute = try row.text(attribute.index).flatMap(Attribute.init(rawValue:)) else {
                throw StoreError.corruptData("constraint \(idText) has an unreadable anchor")
            }
            return Anchor(id, attribute, guide: try row.text(guide.index).flatMap(BuiltInGuide.init(rawValue:)))
        }
        let relationText: String = try row.decoded(C.relation.index)
        guard let id = ConstraintID(text: idText), let first = try anchor(.firstItem, .firstGuide, .firstAttribute),
            let relation = Relation(rawValue: relationText)
        else {
            throw StoreError.corruptData("constraint \(idText) cannot be read")
        }
        var equation = Equation(first, relation, multiplier: 1, nil, constant: try row.decoded(C.constant.index))
        equation.multiplier = try row.decoded(C.multiplier.index)
        equation.second = try anchor(.secondItem, .secondGuide, .secondAttribute)
        var constraint = Constraint(
            id: id, identifier: try row.text(C.identifier.index), equation: equation,
            priority: Priority(Float(try row.decoded(C.priority.index, as: Double.self))),
            isPlaceholder: try row.decoded(C.placeholder.index), isActive: try row.decoded(C.active.index),
            documentID: try row.text(C.documentID.index), isStandardSpacing: try row.decoded(C.standardSpacing.index),
            sourceLocation: try row.text(C.sourceLocation.index))
        if let variations = try row.text(C.variations.index) { try constraint.setVariations(try CanonicalJSON(parsing: variations)) }
        return constraint
    }

    static func constraint(_ id: ConstraintID, project: ProjectID, in db: Database) throws -> Constraint? {
        let statement = try db.cachedStatement(sql: "SELECT \(constraintColumns) FROM constraints WHERE id = ? AND project_id = ?")
        return try Row.fetchOne(statement, arguments: [id.text, project.text]).map(constraint(from:))
    }

    static func constraints(project: ProjectID, in db: Database) throws -> [Constraint] {
        let statement = try db.cachedStatement(sql: "SELECT \(constraintColumns) FROM constraints WHERE project_id = ?")
        var constraints = try decodeAll(
            statement, arguments: [project.text], count: try count(in: "constraints", project: project, db), constraint(from:))
        putInIDOrder(&constraints, \.id)
        return constraints
    }

    /// The constraints that refer to an item.
    static func constraints(referringTo id: ItemID, in db: Database) throws -> [Constraint] {
        let statement = try db.cachedStatement(
            sql: "SELECT \(constraintColumns) FROM constraints WHERE first_item = ?1 OR second_item = ?1 ORDER BY id")
        return try decodeAll(statement, arguments: [id.text], constraint(from:))
    }

    static func insertConstraint(_ constraint: Constraint, project: ProjectID, in db: Database) throws {
        let equation = constraint.equation
        try db.cachedStatement(
            sql: """
                INSERT INTO constraints (id, project_id, identifier, first_item, first_guide, first_attribute, relation, multiplier,
                    second_item, second_guide, second_attribute, constant, priority, placeholder, active, document_id,
                    standard_spacing, source_location, variations)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).run(
            constraint.id.text, project.text, constraint.identifier, equation.first.item.text, equation.first.guide?.rawValue,
            equation.first.attribute.rawValue, equation.relation.rawValue, equation.multiplier, equation.second?.item.text,
            equation.second?.guide?.rawValue, equation.second?.attribute.rawValue, equation.constant,
            Double(constraint.priority.rawValue), constraint.isPlaceholder, constraint.isActive, constraint.documentID,
            constraint.isStandardSpacing, constraint.sourceLocation, constraint.variationsValue?.encodedString)
    }

    /// The constraint as ``constraint(from:)`` reads its row back after ``insertConstraint(_:project:in:)``,
    /// or nil where that is not known without reading it. A `REAL` column keeps a whole number
    /// as an integer, so -0 comes back as 0; text with a NUL character may come back cut short,
    /// and size-class variations go through their JSON text.
    static func readBack(_ constraint: Constraint) -> Constraint? {
        guard constraint.variations.isEmpty else { return nil }
        for text in [constraint.identifier, constraint.documentID, constraint.sourceLocation] {
            if let text, text.utf8.contains(0) { return nil }
        }
        var stored = constraint
        // Adding 0 turns -0 into 0 and leaves every other number as it is.
        stored.equation.multiplier += 0
        stored.equation.constant += 0
        stored.priority = Priority(stored.priority.rawValue + 0)
        return stored
    }

    /// Writes one field of a constraint: only its columns, so that SQLite leaves alone the
    /// indexes of the others (a new constant rewrites one row, not three indexes).
    static func updateConstraint(_ constraint: Constraint, field: Constraint.Field, in db: Database) throws {
        func update<each Value: StatementBinding>(_ columns: String, _ values: repeat each Value) throws {
            try db.cachedStatement(sql: "UPDATE constraints SET \(columns) WHERE id = ?").run(repeat each values, constraint.id.text)
        }
        let equation = constraint.equation
        switch field {
        case .structure:
            try update(
                "first_item = ?, first_guide = ?, first_attribute = ?, relation = ?, second_item = ?, second_guide = ?, second_attribute = ?",
                equation.first.item.text, equation.first.guide?.rawValue, equation.first.attribute.rawValue,
                equation.relation.rawValue, equation.second?.item.text, equation.second?.guide?.rawValue,
                equation.second?.attribute.rawValue)
        case .multiplier: try update("multiplier = ?", equation.multiplier)
        case .constant: try update("constant = ?", equation.constant)
        case .priority: try update("priority = ?", Double(constraint.priority.rawValue))
        case .identifier: try update("identifier = ?", constraint.identifier)
        case .placeholder: try update("placeholder = ?", constraint.isPlaceholder)
        case .active: try update("active = ?", constraint.isActive)
        case .documentID: try update("document_id = ?", constraint.documentID)
        case .standardSpacing: try update("standard_spacing = ?", constraint.isStandardSpacing)
        case .sourceLocation: try update("source_location = ?", constraint.sourceLocation)
        case .variationAny, .variationWC, .variationWR, .variationHC, .variationHR, .variationWCHC, .variationWCHR, .variationWRHC,
            .variationWRHR:
            try update("variations = ?", constraint.variationsValue?.encodedString)
        }
    }

    static func deleteConstraint(_ id: ConstraintID, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM constraints WHERE id = ?").run(id.text)
    }

    /// Puts `values` in the order of their ids, as `ORDER BY id` gives them (the id text's
    /// order is its bytes'): sorted here rather than by SQLite, whose sorter copies every
    /// selected column of every row, where this sorts the ids alone and moves each value once.
    ///
    /// - Complexity: O(*n*) when the values are in order already, else O(*n* log *n*).
    static func putInIDOrder<Value, Tag>(_ values: inout [Value], _ id: (Value) -> Identifier<Tag>) {
        // Each UUID as two big-endian words: comparing them compares its bytes in order.
        let keys = values.map { value in
            withUnsafeBytes(of: id(value).rawValue.uuid) { bytes in
                (bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self).bigEndian, bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self).bigEndian)
            }
        }
        if zip(keys, keys.dropFirst()).allSatisfy({ $0 < $1 }) { return }
        // The keys sorted with their positions beside them (ids are unique, so no two are equal).
        var sorted = keys.indices.map { (key: keys[$0], position: $0) }
        sorted.sort { $0.key < $1.key }
        // Put in place along the permutation's cycles: a sorted copy would hold every value
        // twice. Swapped through the buffer, which moves the values' bytes; swapping through
        // the array copied each value (retaining its strings and arrays) and released the copy.
        var placed = [Bool](repeating: false, count: sorted.count)
        values.withUnsafeMutableBufferPointer { buffer in
            for start in sorted.indices where !placed[start] {
                var current = start
                placed[current] = true
                while sorted[current].position != start {
                    buffer.swapAt(current, sorted[current].position)
                    current = sorted[current].position
                    placed[current] = true
                }
            }
        }
    }

    /// Every row of a query, decoded as SQLite steps through them: the rows are not copied,
    /// and columns are read with GRDB's direct (non-optional) path.
    ///
    /// `count`: how many rows to expect, when known: the array is made that large at once,
    /// where growing it moved every value read so far at each doubling.
    static func decodeAll<Value>(
        _ statement: Statement, arguments: StatementArguments, count: Int = 0, _ decode: (Row) throws -> Value
    ) throws -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(count)
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        while let row = try rows.next() { values.append(try decode(row)) }
        return values
    }

    /// How many rows of a state table (`views`, `constraints`) the project has: read from the
    /// table's project index alone.
    static func count(in table: String, project: ProjectID, _ db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM \(table) WHERE project_id = ?"), arguments: [project.text]) ?? 0
    }

    // MARK: Whole state

    /// Replaces the project's current state with another (after a fast-forward or a clone).
    /// Foreign keys between these tables are deferred, so the order of the rows does not matter.
    static func replace(_ id: ProjectID, with project: Project, in db: Database) throws {
        for table in ["constraints", "guides", "views", "items"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE project_id = ?", arguments: [id.text])
        }
        for view in project.views { try insertView(view, project: id, in: db) }
        for guide in project.guides { try insertGuide(guide, project: id, in: db) }
        for constraint in project.constraints { try insertConstraint(constraint, project: id, in: db) }
    }

    /// The project's current state, entities in id order.
    ///
    /// - Throws: ``StoreError/corruptData(_:)`` when a row refers to an item the state does
    ///   not hold (see `Project.danglingReference()`).
    static func project(_ id: ProjectID, name: String, in db: Database) throws -> Project {
        let project = Project(
            name: name, views: try views(project: id, in: db), guides: try guides(project: id, in: db),
            constraints: try constraints(project: id, in: db))
        if let dangling = project.danglingReference() { throw StoreError.corruptData(dangling) }
        return project
    }
}
