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

    static let viewColumns = """
        v.id, i.name, v.parent_id, v.sibling_index, v.kind, v.frame_x, v.frame_y, v.frame_width, v.frame_height,
        v.intrinsic_width, v.intrinsic_height, v.hugging_horizontal, v.hugging_vertical,
        v.compression_horizontal, v.compression_vertical, v.margin_top, v.margin_left, v.margin_bottom,
        v.margin_right, v.preserves_superview_layout_margins, v.insets_layout_margins_from_safe_area,
        v.semantic_content_attribute, v.first_baseline_from_top, v.last_baseline_from_bottom, v.hidden, v.stack, v.document_id
        """

    static func view(from row: Row) throws -> View {
        let idText: String = try row.decoded(0)
        guard let id = ItemID(text: idText) else { throw StoreError.corruptData("view id '\(idText)' is not a UUID") }
        let parentText = try row.text(2)
        let kindText: String = try row.decoded(4)
        let semanticText: String = try row.decoded(21)
        guard let kind = ViewKind(rawValue: kindText), let semantic = SemanticContentAttribute(rawValue: semanticText) else {
            throw StoreError.corruptData("view \(idText) has an unknown kind or semantic content attribute")
        }
        var view = View(
            id: id, name: try row.decoded(1), parent: parentText.flatMap(ItemID.init(text:)), index: try row.decoded(3), kind: kind,
            frame: Rect(x: try row.decoded(5), y: try row.decoded(6), width: try row.decoded(7), height: try row.decoded(8)),
            intrinsicContentSize: IntrinsicContentSize(width: try row.number(9), height: try row.number(10)),
            contentHugging: AxisPriorities(horizontal: Priority(Float(try row.decoded(11, as: Double.self))), vertical: Priority(Float(try row.decoded(12, as: Double.self)))),
            compressionResistance: AxisPriorities(
                horizontal: Priority(Float(try row.decoded(13, as: Double.self))), vertical: Priority(Float(try row.decoded(14, as: Double.self)))),
            layoutMargins: EdgeInsets(top: try row.decoded(15), left: try row.decoded(16), bottom: try row.decoded(17), right: try row.decoded(18)),
            preservesSuperviewLayoutMargins: try row.decoded(19), insetsLayoutMarginsFromSafeArea: try row.decoded(20),
            semanticContentAttribute: semantic,
            baselineOffsets: BaselineOffsets(firstFromTop: try row.number(22), lastFromBottom: try row.number(23)), isHidden: try row.decoded(24))
        if let stack = try row.text(25) { try view.setStackFieldValues(try CanonicalJSON(parsing: stack)) }
        view.documentID = try row.text(26)
        return view
    }

    /// A view's stack fields as the `stack` column keeps them, or nil for a view that is not a stack.
    private static func stackColumn(_ view: View) -> String? { view.stackFieldValues?.encodedString }

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

    private static func viewArguments(_ view: View) -> StatementArguments {
        [
            view.parent?.text, view.index, view.kind.rawValue, view.frame.x, view.frame.y, view.frame.width,
            view.frame.height, view.intrinsicContentSize.width, view.intrinsicContentSize.height,
            Double(view.contentHugging.horizontal.rawValue), Double(view.contentHugging.vertical.rawValue),
            Double(view.compressionResistance.horizontal.rawValue), Double(view.compressionResistance.vertical.rawValue),
            view.layoutMargins.top, view.layoutMargins.left, view.layoutMargins.bottom, view.layoutMargins.right,
            view.preservesSuperviewLayoutMargins, view.insetsLayoutMarginsFromSafeArea,
            view.semanticContentAttribute.rawValue, view.baselineOffsets.firstFromTop,
            view.baselineOffsets.lastFromBottom, view.isHidden, stackColumn(view), view.documentID, view.id.text,
        ]
    }

    static func insertView(_ view: View, project: ProjectID, in db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO items (id, project_id, name, kind) VALUES (?, ?, ?, 'view')")
            .execute(arguments: [view.id.text, project.text, view.name])
        try db.cachedStatement(
            sql: """
                INSERT INTO views (parent_id, sibling_index, kind, frame_x, frame_y, frame_width, frame_height,
                    intrinsic_width, intrinsic_height, hugging_horizontal, hugging_vertical, compression_horizontal,
                    compression_vertical, margin_top, margin_left, margin_bottom, margin_right,
                    preserves_superview_layout_margins, insets_layout_margins_from_safe_area,
                    semantic_content_attribute, first_baseline_from_top, last_baseline_from_bottom, hidden, stack, document_id, id,
                    project_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: viewArguments(view) + [project.text])
    }

    static func updateView(_ view: View, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE items SET name = ? WHERE id = ?").execute(arguments: [view.name, view.id.text])
        try db.cachedStatement(
            sql: """
                UPDATE views SET parent_id = ?, sibling_index = ?, kind = ?, frame_x = ?, frame_y = ?, frame_width = ?,
                    frame_height = ?, intrinsic_width = ?, intrinsic_height = ?, hugging_horizontal = ?,
                    hugging_vertical = ?, compression_horizontal = ?, compression_vertical = ?, margin_top = ?,
                    margin_left = ?, margin_bottom = ?, margin_right = ?, preserves_superview_layout_margins = ?,
                    insets_layout_margins_from_safe_area = ?, semantic_content_attribute = ?,
                    first_baseline_from_top = ?, last_baseline_from_bottom = ?, hidden = ?, stack = ?, document_id = ?
                WHERE id = ?
                """
        ).execute(arguments: viewArguments(view))
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

    static let constraintColumns = """
        id, identifier, first_item, first_guide, first_attribute, relation, multiplier,
        second_item, second_guide, second_attribute, constant, priority, placeholder, active, document_id, standard_spacing
        """

    static func constraint(from row: Row) throws -> Constraint {
        let idText: String = try row.decoded(0)
        func anchor(_ itemColumn: Int) throws -> Anchor<ItemID>? {
            guard let itemText = try row.text(itemColumn) else { return nil }
            let guideText = try row.text(itemColumn + 1)
            let attributeText = try row.text(itemColumn + 2)
            guard let item = ItemID(text: itemText), let attribute = attributeText.flatMap(Attribute.init(rawValue:)) else {
                throw StoreError.corruptData("constraint \(idText) has an unreadable anchor")
            }
            return Anchor(item, attribute, guide: guideText.flatMap(BuiltInGuide.init(rawValue:)))
        }
        let relationText: String = try row.decoded(5)
        guard let id = ConstraintID(text: idText), let first = try anchor(2), let relation = Relation(rawValue: relationText) else {
            throw StoreError.corruptData("constraint \(idText) cannot be read")
        }
        var equation = Equation(first, relation, multiplier: 1, nil, constant: try row.decoded(10))
        equation.multiplier = try row.decoded(6)
        equation.second = try anchor(7)
        return Constraint(
            id: id, identifier: try row.text(1), equation: equation, priority: Priority(Float(try row.decoded(11, as: Double.self))),
            isPlaceholder: try row.decoded(12), isActive: try row.decoded(13), documentID: try row.text(14),
            isStandardSpacing: try row.decoded(15))
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
    static func project(_ id: ProjectID, name: String, in db: Database) throws -> Project {
        Project(
            name: name, views: try views(project: id, in: db), guides: try guides(project: id, in: db),
            constraints: try constraints(project: id, in: db))
    }
}
