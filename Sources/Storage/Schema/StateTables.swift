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

    /// The columns of the `views` table that hold a view's fields, in the order they are
    /// selected and bound: a new view field is a case here, a line in ``value(of:)`` and one in
    /// ``view(from:)``.
    enum ViewColumn: String, CaseIterable {
        case id, parent = "parent_id", siblingIndex = "sibling_index", kind
        case frameX = "frame_x", frameY = "frame_y", frameWidth = "frame_width", frameHeight = "frame_height"
        case intrinsicWidth = "intrinsic_width", intrinsicHeight = "intrinsic_height"
        case huggingHorizontal = "hugging_horizontal", huggingVertical = "hugging_vertical"
        case compressionHorizontal = "compression_horizontal", compressionVertical = "compression_vertical"
        case marginTop = "margin_top", marginLeft = "margin_left", marginBottom = "margin_bottom", marginRight = "margin_right"
        case preservesSuperviewLayoutMargins = "preserves_superview_layout_margins"
        case insetsLayoutMarginsFromSafeArea = "insets_layout_margins_from_safe_area"
        case semanticContentAttribute = "semantic_content_attribute"
        case firstBaselineFromTop = "first_baseline_from_top", lastBaselineFromBottom = "last_baseline_from_bottom"
        case hidden, stack, documentID = "document_id", deviceSafeArea = "device_safe_area"
        case alignmentInsets = "alignment_insets", autoresizingMask = "autoresizing_mask"

        /// Where the column is in a row selected with ``viewColumns``.
        var index: Int { Self.indices[self]! }
        private static let indices = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
        /// The item's name comes after the view's own columns.
        static let nameIndex = allCases.count

        /// What the column holds for a view.
        func value(of view: View) -> (any DatabaseValueConvertible)? {
            switch self {
            case .id: view.id.text
            case .parent: view.parent?.text
            case .siblingIndex: view.index
            case .kind: view.kind.rawValue
            case .frameX: view.frame.x
            case .frameY: view.frame.y
            case .frameWidth: view.frame.width
            case .frameHeight: view.frame.height
            case .intrinsicWidth: view.intrinsicContentSize.width
            case .intrinsicHeight: view.intrinsicContentSize.height
            case .huggingHorizontal: Double(view.contentHugging.horizontal.rawValue)
            case .huggingVertical: Double(view.contentHugging.vertical.rawValue)
            case .compressionHorizontal: Double(view.compressionResistance.horizontal.rawValue)
            case .compressionVertical: Double(view.compressionResistance.vertical.rawValue)
            case .marginTop: view.layoutMargins.top
            case .marginLeft: view.layoutMargins.left
            case .marginBottom: view.layoutMargins.bottom
            case .marginRight: view.layoutMargins.right
            case .preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins
            case .insetsLayoutMarginsFromSafeArea: view.insetsLayoutMarginsFromSafeArea
            case .semanticContentAttribute: view.semanticContentAttribute.rawValue
            case .firstBaselineFromTop: view.baselineOffsets.firstFromTop
            case .lastBaselineFromBottom: view.baselineOffsets.lastFromBottom
            case .hidden: view.isHidden
            case .stack: view.stackFieldValues?.encodedString
            case .documentID: view.documentID
            case .deviceSafeArea: view.deviceSafeAreaInsets == nil ? nil : view.value(of: .deviceSafeAreaInsets).encodedString
            case .alignmentInsets: view.alignmentInsets == .zero ? nil : view.value(of: .alignmentInsets).encodedString
            case .autoresizingMask: view.autoresizingMask?.text
            }
        }
    }

    static let viewColumns = ViewColumn.allCases.map { "v." + $0.rawValue }.joined(separator: ", ") + ", i.name"

    static func view(from row: Row) throws -> View {
        typealias C = ViewColumn
        func number(_ column: C) throws -> Double { try row.decoded(column.index) }
        func priority(_ column: C) throws -> Priority { Priority(Float(try number(column))) }
        let idText: String = try row.decoded(C.id.index)
        guard let id = ItemID(text: idText) else { throw StoreError.corruptData("view id '\(idText)' is not a UUID") }
        let kindText: String = try row.decoded(C.kind.index)
        let semanticText: String = try row.decoded(C.semanticContentAttribute.index)
        guard let kind = ViewKind(rawValue: kindText), let semantic = SemanticContentAttribute(rawValue: semanticText) else {
            throw StoreError.corruptData("view \(idText) has an unknown kind or semantic content attribute")
        }
        var view = View(
            id: id, name: try row.decoded(C.nameIndex), parent: try row.text(C.parent.index).flatMap(ItemID.init(text:)),
            index: try row.decoded(C.siblingIndex.index), kind: kind,
            frame: Rect(x: try number(.frameX), y: try number(.frameY), width: try number(.frameWidth), height: try number(.frameHeight)),
            intrinsicContentSize: IntrinsicContentSize(
                width: try row.number(C.intrinsicWidth.index), height: try row.number(C.intrinsicHeight.index)),
            contentHugging: AxisPriorities(horizontal: try priority(.huggingHorizontal), vertical: try priority(.huggingVertical)),
            compressionResistance: AxisPriorities(horizontal: try priority(.compressionHorizontal), vertical: try priority(.compressionVertical)),
            layoutMargins: EdgeInsets(
                top: try number(.marginTop), left: try number(.marginLeft), bottom: try number(.marginBottom), right: try number(.marginRight)),
            preservesSuperviewLayoutMargins: try row.decoded(C.preservesSuperviewLayoutMargins.index),
            insetsLayoutMarginsFromSafeArea: try row.decoded(C.insetsLayoutMarginsFromSafeArea.index),
            semanticContentAttribute: semantic,
            baselineOffsets: BaselineOffsets(
                firstFromTop: try row.number(C.firstBaselineFromTop.index), lastFromBottom: try row.number(C.lastBaselineFromBottom.index)),
            isHidden: try row.decoded(C.hidden.index))
        if let stack = try row.text(C.stack.index) { try view.setStackFieldValues(try CanonicalJSON(parsing: stack)) }
        view.documentID = try row.text(C.documentID.index)
        if let insets = try row.text(C.deviceSafeArea.index) {
            try view.setValue(try CanonicalJSON(parsing: insets), for: .deviceSafeAreaInsets)
        }
        if let insets = try row.text(C.alignmentInsets.index) {
            try view.setValue(try CanonicalJSON(parsing: insets), for: .alignmentInsets)
        }
        if let mask = try row.text(C.autoresizingMask.index) { try view.setValue(.string(mask), for: .autoresizingMask) }
        return view
    }

    static func view(_ id: ItemID, project: ProjectID, in db: Database) throws -> View? {
        let statement = try db.cachedStatement(
            sql: "SELECT \(viewColumns) FROM views v JOIN items i ON i.id = v.id WHERE v.id = ? AND v.project_id = ?")
        return try Row.fetchOne(statement, arguments: [id.text, project.text]).map(view(from:))
    }

    static func views(project: ProjectID, in db: Database) throws -> [View] {
        let statement = try db.cachedStatement(
            sql: "SELECT \(viewColumns) FROM views v JOIN items i ON i.id = v.id WHERE v.project_id = ? ORDER BY v.id")
        return try decodeAll(statement, arguments: [project.text], view(from:))
    }

    private static let insertViewSQL =
        "INSERT INTO views (" + ViewColumn.allCases.map(\.rawValue).joined(separator: ", ") + ", project_id) VALUES ("
        + Array(repeating: "?", count: ViewColumn.allCases.count + 1).joined(separator: ", ") + ")"

    private static let updateViewSQL =
        "UPDATE views SET " + ViewColumn.allCases.filter { $0 != .id }.map { "\($0.rawValue) = ?" }.joined(separator: ", ") + " WHERE id = ?"

    static func insertView(_ view: View, project: ProjectID, in db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO items (id, project_id, name, kind) VALUES (?, ?, ?, 'view')")
            .execute(arguments: [view.id.text, project.text, view.name])
        let values: [(any DatabaseValueConvertible)?] = ViewColumn.allCases.map { $0.value(of: view) } + [project.text]
        try db.cachedStatement(sql: insertViewSQL).execute(arguments: StatementArguments(values))
    }

    static func updateView(_ view: View, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE items SET name = ? WHERE id = ?").execute(arguments: [view.name, view.id.text])
        let values: [(any DatabaseValueConvertible)?] = ViewColumn.allCases.filter { $0 != .id }.map { $0.value(of: view) } + [view.id.text]
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

        var index: Int { Self.indices[self]! }
        private static let indices = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
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
        return Constraint(
            id: id, identifier: try row.text(C.identifier.index), equation: equation,
            priority: Priority(Float(try row.decoded(C.priority.index, as: Double.self))),
            isPlaceholder: try row.decoded(C.placeholder.index), isActive: try row.decoded(C.active.index),
            documentID: try row.text(C.documentID.index), isStandardSpacing: try row.decoded(C.standardSpacing.index))
    }

    static func constraint(_ id: ConstraintID, project: ProjectID, in db: Database) throws -> Constraint? {
        let statement = try db.cachedStatement(sql: "SELECT \(constraintColumns) FROM constraints WHERE id = ? AND project_id = ?")
        return try Row.fetchOne(statement, arguments: [id.text, project.text]).map(constraint(from:))
    }

    static func constraintExists(_ id: String, in db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM constraints WHERE id = ?"), arguments: [id]) ?? false
    }

    static func constraints(project: ProjectID, in db: Database) throws -> [Constraint] {
        let statement = try db.cachedStatement(sql: "SELECT \(constraintColumns) FROM constraints WHERE project_id = ? ORDER BY id")
        return try decodeAll(statement, arguments: [project.text], constraint(from:))
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
                    standard_spacing)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).run(
            constraint.id.text, project.text, constraint.identifier, equation.first.item.text, equation.first.guide?.rawValue,
            equation.first.attribute.rawValue, equation.relation.rawValue, equation.multiplier, equation.second?.item.text,
            equation.second?.guide?.rawValue, equation.second?.attribute.rawValue, equation.constant,
            Double(constraint.priority.rawValue), constraint.isPlaceholder, constraint.isActive, constraint.documentID,
            constraint.isStandardSpacing)
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
        }
    }

    static func deleteConstraint(_ id: ConstraintID, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM constraints WHERE id = ?").run(id.text)
    }

    /// Every row of a query, decoded as SQLite steps through them: the rows are not copied,
    /// and columns are read with GRDB's direct (non-optional) path.
    static func decodeAll<Value>(_ statement: Statement, arguments: StatementArguments, _ decode: (Row) throws -> Value) throws -> [Value] {
        var values: [Value] = []
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        while let row = try rows.next() { values.append(try decode(row)) }
        return values
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
    ///   not hold (see ``Model/Project/danglingReference()``).
    static func project(_ id: ProjectID, name: String, in db: Database) throws -> Project {
        let project = Project(
            name: name, views: try views(project: id, in: db), guides: try guides(project: id, in: db),
            constraints: try constraints(project: id, in: db))
        if let dangling = project.danglingReference() { throw StoreError.corruptData(dangling) }
        return project
    }
}
