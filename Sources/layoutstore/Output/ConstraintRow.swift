import Model

/// A constraint as `list`, `show` and `--json` present it: item names instead of ids.
///
/// The JSON shape is stable and documented in docs/cli.md.
struct ConstraintRow: Encodable {
    struct AnchorRow: Encodable {
        var item: String
        var guide: String?
        var attribute: String

        init(_ anchor: Anchor<String>) {
            item = anchor.item
            guide = anchor.guide?.rawValue
            attribute = anchor.attribute.rawValue
        }

        func encode(to encoder: any Encoder) throws {
            try JSONObject(["item": item, "guide": guide, "attribute": attribute]).encode(to: encoder)
        }
    }

    var id: String
    var identifier: String?
    var equation: String
    var first: AnchorRow
    var relation: String
    var multiplier: Double
    var second: AnchorRow?
    var constant: Double
    var priority: Float
    var placeholder: Bool
    var active: Bool
    /// The Interface Builder object id the constraint was imported with (`ibID` in the JSON).
    var documentID: String?
    /// Whether the constant is Interface Builder's standard spacing.
    var standardSpacing: Bool
    /// Where it is written in the Swift file it was imported from (`File.swift:63:23`).
    var sourceLocation: String?
    /// What each size class changes of it, by the class in Interface Builder's notation
    /// (`"wR hR"`); empty when it is the same in every class.
    var variations: [String: VariationRow]

    /// What one size class changes of a constraint: only what the class sets is written (the
    /// encoder leaves out what is nil).
    struct VariationRow: Encodable {
        var installed: Bool?
        var constant: Double?
        var priority: Float?

        init(_ variation: ConstraintVariation) {
            installed = variation.isInstalled
            constant = variation.constant
            priority = variation.priority?.rawValue
        }

    }

    init(_ constraint: Constraint, in project: Project) {
        self.init(constraint, names: project.itemNamesByID)
    }

    init(_ constraint: Constraint, names: ItemNames) {
        let named = names.named(constraint.equation)
        id = constraint.id.description
        identifier = constraint.identifier
        equation = named.shortForm()
        first = AnchorRow(named.first)
        relation = named.relation.rawValue
        multiplier = named.multiplier
        second = named.second.map(AnchorRow.init)
        constant = named.constant
        priority = constraint.priority.rawValue
        placeholder = constraint.isPlaceholder
        active = constraint.isActive
        documentID = constraint.documentID
        standardSpacing = constraint.isStandardSpacing
        sourceLocation = constraint.sourceLocation
        variations = Dictionary(uniqueKeysWithValues: constraint.variations.map { ($0.key.description, VariationRow($0.value)) })
    }

    func encode(to encoder: any Encoder) throws {
        try JSONObject([
            "id": id, "identifier": identifier, "equation": equation, "first": first, "relation": relation,
            "multiplier": multiplier, "second": second, "constant": constant, "priority": priority,
            "placeholder": placeholder, "active": active, "ibID": documentID, "standardSpacing": standardSpacing,
            "sourceLocation": sourceLocation, "variations": variations,
        ]).encode(to: encoder)
    }

    /// The rows of many constraints of one project.
    static func rows(_ constraints: [Constraint], in project: Project) -> [ConstraintRow] {
        let names = project.itemNamesByID
        return constraints.map { ConstraintRow($0, names: names) }
    }

    /// The columns of the table: `ID  IDENTIFIER  CONSTRAINT  PRIORITY  FLAGS`.
    static func table(_ rows: [ConstraintRow]) -> Table {
        var table = Table("ID", "IDENTIFIER", "CONSTRAINT", "PRIORITY", "FLAGS")
        for row in rows {
            let flags = [
                row.placeholder ? "placeholder" : nil, row.active ? nil : "inactive",
                row.variations.isEmpty ? nil : "varies in " + row.variations.keys.sorted().joined(separator: "; "),
            ].compactMap { $0 }
            table.append(
                String(row.id.prefix(8)), row.identifier ?? "-", row.equation,
                Priority(row.priority).description, flags.isEmpty ? "-" : flags.joined(separator: ","))
        }
        return table
    }
}
