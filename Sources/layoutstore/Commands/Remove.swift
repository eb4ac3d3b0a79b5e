import ArgumentParser
import Model
import Storage

struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove constraints, all in one revision.",
        discussion: """
            Example:
              layoutstore remove titleTop 3fa2b1c4 -m "title floats free"
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The constraints: identifiers or id prefixes.")
    var references: [String]

    func validate() throws {
        if references.isEmpty { throw ValidationError("name the constraints to remove, by identifier or id prefix") }
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.items(of: summary.id)  // names; the other constraints are not needed
        var constraints: [Constraint] = []
        for reference in references {
            let constraint = try store.constraint(referredToBy: reference, in: summary.id, items: project)
            if !constraints.contains(where: { $0.id == constraint.id }) { constraints.append(constraint) }
        }
        let revision = try store.commit(
            summary.id, message: message.message(default: "remove " + references.joined(separator: " ")),
            edits: constraints.map { Edit.deleteConstraint($0.id) })
        for constraint in constraints {
            Terminal.note(
                "removed \(constraint.id.description.prefix(8))  \(project.named(constraint.equation).shortForm(priority: constraint.priority))")
        }
        try message.printRevision(revision)
    }
}
