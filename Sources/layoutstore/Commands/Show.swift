import ArgumentParser
import Foundation
import Model
import Storage

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one constraint in every form, with where it came from; or one revision and its changes.",
        discussion: """
            A constraint is named by its identifier or an id prefix; a revision by HEAD, HEAD~N \
            or an id prefix (as `git show` shows a commit: author, date, parents, message, and \
            its changes field by field). A prefix that names both is taken as the constraint.
            Example:
              layoutstore show titleTop
              layoutstore show HEAD~1
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    @Argument(help: "The constraint (its identifier or an id prefix), or a revision.")
    var reference: String

    @Option(help: ArgumentHelp("Show it as it was at this revision.", valueName: "rev"))
    var at: String?

    func run() throws {
        let (store, summary) = try global.openProject()
        // Now: the names, and the constraint looked up alone; at a revision: that whole state.
        let revision = try at.map { try store.resolveRevision($0, in: summary.id) }
        let project = try revision.map { try store.state(of: summary.id, at: $0) } ?? store.items(of: summary.id)
        let constraint: Constraint
        do {
            constraint =
                try revision == nil
                ? store.constraint(referredToBy: reference, in: summary.id, items: project) : project.constraint(referredToBy: reference)
        } catch let notAConstraint {
            guard at == nil else { throw notAConstraint }
            // HEAD and HEAD~N name revisions only: their own error says what is wrong (HEAD~N past the first).
            if reference == "HEAD" || (reference.hasPrefix("HEAD~") && reference.dropFirst(5).allSatisfy(\.isNumber)) {
                return try showRevision(store.resolveRevision(reference, in: summary.id), store: store, project: summary.id)
            }
            guard let revision = try? store.resolveRevision(reference, in: summary.id) else { throw notAConstraint }
            return try showRevision(revision, store: store, project: summary.id)
        }
        if output.json { return try printJSON(ConstraintRow(constraint, in: project)) }
        let equation = project.named(constraint.equation)
        let history = try store.history.entries(of: .constraint(constraint.id), in: summary.id)
        var table = Table("FIELD", "VALUE")
        table.append("id", constraint.id.description)
        table.append("identifier", constraint.identifier ?? "-")
        table.append("equation", equation.shortForm())
        table.append("full form", equation.fullForm())
        table.append("canonical", project.named(constraint.equation.canonical(isBefore: project.layoutOrder())).shortForm())
        table.append("priority", constraint.priority.description)
        table.append("placeholder", String(constraint.isPlaceholder))
        table.append("active", String(constraint.isActive))
        if let documentID = constraint.documentID { table.append("document id", documentID) }
        if let source = constraint.sourceLocation { table.append("source", source) }
        // What each size class changes, as `history` prints the field (`variation.hC`).
        for sizeClass in SizeClass.all {
            guard let field = constraint.variations[sizeClass].map({ _ in Constraint.Field.variation(sizeClass) }) else { continue }
            table.append(
                "in \(sizeClass)",
                project.describe(constraint.value(of: field), field: field.rawValue, kind: .constraint, id: constraint.id.description))
        }
        if let created = history.first {
            table.append("created", "\(created.revision.short) by \(created.author), \(created.time.formatted(.iso8601))")
        }
        if let changed = history.last, history.count > 1 {
            table.append("last changed", "\(changed.revision.short) by \(changed.author), \(changed.time.formatted(.iso8601))")
        }
        table.print()
    }

    struct RevisionRow: Encodable {
        var id: String
        var parents: [String]
        var author: String
        var time: Date
        var message: String
        var changes: [ChangeListing.Row]
    }

    /// One revision as `git show` gives a commit.
    private func showRevision(_ id: RevisionID, store: Store, project: ProjectID) throws {
        let revision = try store.revision(id)
        let listing = try ChangeListing(revision.changes, at: id, after: revision.parents.first, store: store, project: project)
        if output.json {
            return try printJSON(
                RevisionRow(
                    id: id.rawValue, parents: revision.parents.map(\.rawValue), author: revision.author, time: revision.time,
                    message: revision.message, changes: listing.rows))
        }
        print(Terminal.yellow("revision \(id.rawValue)"))
        if revision.parents.count > 1 { print("Merge:  " + revision.parents.map(\.short).joined(separator: " ")) }
        if revision.parents.count == 1 { print("Parent: " + revision.parents[0].short) }
        print("Author: \(revision.author.escapedForTerminal())")
        print("Date:   \(revision.time.formatted(.iso8601))")
        print()
        for line in revision.message.split(separator: "\n", omittingEmptySubsequences: false) { print("    " + String(line).escapedForTerminal()) }
        print()
        listing.print()
    }
}
