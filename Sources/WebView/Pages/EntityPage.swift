import Foundation
import Model
import Storage

/// `/projects/NAME/views/ID` and `/projects/NAME/constraints/ID`: a view's or constraint's
/// blame (each field's value and the revision that set it) and its history (every change,
/// oldest first), a deleted one's included.
struct EntityPage {
    struct BlameRow {
        var field: String
        var value: String
        /// A constraint's whole equation as the revision that set the field left it.
        var equation: String
        var short: String
        var href: String
        var author: String
        var date: String
        var message: String
    }

    struct HistoryRow {
        var short: String
        var href: String
        var author: String
        var date: String
        var message: String
        var what: String
        var before: String
        var after: String
        /// A constraint's whole equation after the change (as it was, for a deletion).
        var equation: String
    }

    struct Deletion {
        var short: String
        var href: String
        var author: String
        var date: String
        var message: String
    }

    let signedIn = true
    var project: String
    var projectHref: String
    var kind: String
    var kindTitle: String
    var name: String
    var id: String
    /// A constraint's equation now (as it was, when deleted); empty for a view.
    var equation: String
    var isConstraint: Bool
    var deleted: Deletion?
    var blame: [BlameRow] = []
    var history: [HistoryRow] = []

    /// - Complexity: O(*c*) in the item's own changes (the changes index), plus the head's
    ///   state for names; it does not grow with the project's other revisions.
    init(store: Store, visitor: WebVisitor, project projectName: String, kind: EntityKind, id text: String) throws {
        let project = try visitor.project(named: projectName, in: store)
        var entity: EntityID? =
            switch kind {
            case .view: ItemID(text).map(EntityID.view)
            case .constraint: ConstraintID(text).map(EntityID.constraint)
            case .guide, .project: nil
            }
        // As the command line takes them: a constraint by identifier or id prefix, a view by
        // name or id prefix (among the project's current ones).
        if entity == nil {
            entity = try EntityPage.resolve(text, kind: kind, in: project, store: store)
        }
        guard let entity else {
            throw WebError.notFound(
                "'\(text.prefix(40))' is not a \(kind.rawValue)'s id; follow the links of a revision's page to a \(kind.rawValue)")
        }
        let entries = try store.history.entries(of: entity, in: project.id)
        guard let first = entries.first, first.change.kind == kind else {
            throw WebError.notFound("\(project.name) has never had a \(kind.rawValue) with the id \(text); follow the links of a revision's page")
        }
        let names = RevisionPage.names(try store.state(of: project.id))
        let reading = FieldReading(names: names)

        self.project = project.name
        projectHref = WebLinks.timeline(project.name)
        self.kind = kind.rawValue
        kindTitle = kind == .view ? "View" : "Constraint"
        id = entity.idText
        isConstraint = kind == .constraint

        // The constraint as each change left it, replayed from its own history: the equation
        // every line shows, without reading the project's state at each revision.
        var constraint: Constraint?
        var equationAfter: [RevisionID: String] = [:]
        var rows: [HistoryRow] = []
        for entry in entries {
            func link(_ revision: RevisionID) -> String { WebLinks.revision(project.name, revision) }
            let whole = entry.field == nil
            var shown = constraint
            if case .constraint(let constraintID) = entity {
                if whole {
                    constraint = entry.after.flatMap { try? Constraint(id: constraintID, fieldValues: $0) }
                    shown = constraint ?? entry.before.flatMap { try? Constraint(id: constraintID, fieldValues: $0) }
                } else if let field = entry.field.flatMap(Constraint.Field.init(rawValue:)) {
                    try? constraint?.setValue(entry.after ?? .null, for: field)
                    shown = constraint
                }
                if let shown { equationAfter[entry.revision] = reading.equation(shown) }
            }
            let before = whole ? "" : reading.value(entry.before, field: entry.field, kind: kind, id: id, constraint: shown)
            var after = whole ? "" : reading.value(entry.after, field: entry.field, kind: kind, id: id, constraint: shown)
            if whole, kind == .view { after = reading.value(entry.after ?? entry.before, field: nil, kind: kind, id: id) }
            rows.append(
                HistoryRow(
                    short: entry.revision.short, href: link(entry.revision), author: entry.author, date: WebFormat.date(entry.time),
                    message: entry.message,
                    what: entry.field ?? (entry.before == nil ? "created" : entry.after == nil ? "deleted" : "replaced"), before: before,
                    after: after, equation: shown.map(reading.equation) ?? ""))
        }
        history = rows
        equation = rows.last?.equation ?? ""

        // Each field's value and the revision that set it: the library's blame.
        typealias Line = (field: String, value: FieldValue, revision: RevisionID, author: String, time: Date, message: String)
        let lines: [Line] =
            switch entity {
            case .view(let view):
                try store.history.blame(view, in: project.id).map { ($0.field.rawValue, $0.value, $0.revision, $0.author, $0.time, $0.message) }
            case .constraint(let constraint):
                try store.history.blame(constraint, in: project.id).map { ($0.field.rawValue, $0.value, $0.revision, $0.author, $0.time, $0.message) }
            case .guide: []
            }
        var deletion: HistoryEntry?
        for entry in entries where entry.field == nil { deletion = entry.after == nil ? entry : nil }
        func link(_ revision: RevisionID) -> String { WebLinks.revision(project.name, revision) }
        func value(of field: String) -> String? { lines.first { $0.field == field }?.value.stringValue }
        name = names[entity.idText] ?? value(of: "name") ?? value(of: "identifier") ?? String(entity.idText.prefix(8))
        deleted = deletion.map {
            Deletion(short: $0.revision.short, href: link($0.revision), author: $0.author, date: WebFormat.date($0.time), message: $0.message)
        }
        blame = lines.map { line in
            BlameRow(
                field: line.field, value: reading.value(line.value, field: line.field, kind: kind, id: entity.idText, constraint: constraint),
                equation: equationAfter[line.revision] ?? equation, short: line.revision.short, href: link(line.revision), author: line.author,
                date: WebFormat.date(line.time), message: line.message)
        }
    }

    func html() -> String { Templates.render(self, "entity") }

    /// The one current constraint or view a reference names, nil for none.
    ///
    /// - Throws: ``WebError/notFound(_:)`` when it names several.
    static func resolve(_ reference: String, kind: EntityKind, in project: ProjectHead, store: Store) throws -> EntityID? {
        let matches: [EntityID]
        switch kind {
        case .constraint:
            matches = try store.constraints(referredToBy: reference, in: project.id).map { EntityID.constraint($0.id) }
        case .view:
            let views = try store.state(of: project.id).views
            let byName = views.filter { $0.name == reference }
            let prefix = reference.lowercased()
            let byID = byName.isEmpty && prefix.count >= 4 ? views.filter { $0.id.description.hasPrefix(prefix) } : []
            matches = (byName.isEmpty ? byID : byName).map { EntityID.view($0.id) }
        case .guide, .project:
            matches = []
        }
        guard matches.count <= 1 else {
            throw WebError.notFound("'\(reference.prefix(40))' names \(matches.count) \(kind.rawValue)s in \(project.name); give more of the id")
        }
        return matches.first
    }
}
