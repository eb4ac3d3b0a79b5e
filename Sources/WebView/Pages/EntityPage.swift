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

        self.project = project.name
        projectHref = WebLinks.timeline(project.name)
        self.kind = kind.rawValue
        kindTitle = kind == .view ? "View" : "Constraint"
        id = entity.idText

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
                field: line.field, value: WebFormat.value(line.value, names: names), short: line.revision.short, href: link(line.revision),
                author: line.author, date: WebFormat.date(line.time), message: line.message)
        }
        history = entries.map { entry in
            let whole = entry.field == nil
            return HistoryRow(
                short: entry.revision.short, href: link(entry.revision), author: entry.author, date: WebFormat.date(entry.time),
                message: entry.message,
                what: entry.field ?? (entry.before == nil ? "created" : entry.after == nil ? "deleted" : "replaced"),
                before: whole ? "" : WebFormat.value(entry.before, names: names), after: whole ? "" : WebFormat.value(entry.after, names: names))
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
