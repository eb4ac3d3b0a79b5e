import ArgumentParser
import Model
import Storage

struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a constraint's constant, multiplier, priority, relation, identifier or flags.",
        discussion: """
            Example:
              layoutstore edit titleTop --constant 24 -m "more air above the title"
              layoutstore edit 3fa2b1c4 --priority 750 --placeholder false
              layoutstore edit titleTop --size-class hC --constant 8   # in compact height only
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The constraint: its identifier or an id prefix.")
    var reference: String

    @Option(parsing: .unconditional, help: "A new constant (negative ones too: --constant -32).")
    var constant: Double?

    @Option(parsing: .unconditional, help: "A new multiplier.")
    var multiplier: Double?

    @Option(help: "A new priority, 1 to 1000, or required, high, low.")
    var priority: Priority?

    @Option(help: "A new relation: ==, <= or >=.")
    var relation: Relation?

    @Option(name: .customLong("id"), help: "A new identifier ('' removes it).")
    var identifier: String?

    @Option(help: "Whether the constraint is a placeholder (true or false).")
    var placeholder: Bool?

    @Option(help: "Whether the constraint is active (true or false); with --size-class, whether it is installed in that class.")
    var active: Bool?

    @Option(
        name: .customLong("size-class"),
        help: ArgumentHelp(
            "Change the constant, priority or installation (--active) in this size class only: wC,hR, hC, wR, … (docs/size-classes.md).",
            valueName: "class"))
    var sizeClass: SizeClass?

    func validate() throws {
        if [constant as Any?, multiplier, priority, relation, identifier, placeholder, active].allSatisfy({ $0 == nil }) {
            throw ValidationError("say what to change: --constant, --multiplier, --priority, --relation, --id, --placeholder or --active")
        }
        if let sizeClass {
            guard sizeClass != .any else {
                throw ValidationError("--size-class any is the constraint itself: drop --size-class to change its base values")
            }
            if [multiplier as Any?, relation, identifier, placeholder].contains(where: { $0 != nil }) {
                throw ValidationError(
                    "a size class changes a constraint's --constant, --priority and --active (installed) only; change the others without --size-class"
                )
            }
        }
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        // The constraints the reference names, and only the items they refer to (to name them):
        // the same cost on a project of any size.
        let candidates = try store.constraints(referredToBy: reference, in: summary.id)
        let project = try store.items(of: summary.id, ids: Set(candidates.flatMap(\.equation.items)))
        let old = try project.pickConstraint(referredToBy: reference, among: candidates) { (try? store.constraintIdentifiers(in: summary.id)) ?? [] }
        var constraint = old
        if let sizeClass {
            // What this class changes, beside what it changed before.
            var variation = constraint.variations[sizeClass] ?? ConstraintVariation()
            if let constant { variation.constant = constant }
            if let priority { variation.priority = priority }
            if let active { variation.isInstalled = active }
            constraint.variations[sizeClass] = variation
            let resolved = Project(name: "", constraints: [constraint]).resolved(for: sizeClass).constraints[0]
            try project.named(resolved.equation).validate(priority: resolved.priority, identifier: resolved.identifier)
            let edits = Edit.updates(from: old, to: constraint)
            guard !edits.isEmpty else { throw CLIError("nothing to change: constraint '\(reference)' already has those values in \(sizeClass)") }
            let revision = try store.commit(
                summary.id,
                message: message.message(default: "edit \(old.identifier ?? project.named(old.equation).shortForm()) in \(sizeClass)"),
                edits: edits)
            Terminal.note(
                "now in \(sizeClass): \(project.named(resolved.equation).shortForm(priority: resolved.priority))"
                    + (resolved.isActive ? "" : " (not installed)"))
            return try message.printRevision(revision)
        }
        if let constant { constraint.equation.constant = constant }
        if let multiplier {
            guard constraint.equation.second != nil else {
                throw CLIError("constraint '\(reference)' relates an attribute to a constant alone, so it has no multiplier to change")
            }
            constraint.equation.multiplier = multiplier
        }
        if let priority { constraint.priority = priority }
        if let relation { constraint.equation.relation = relation }
        if let identifier { constraint.identifier = identifier.isEmpty ? nil : identifier }
        if let placeholder { constraint.isPlaceholder = placeholder }
        if let active { constraint.isActive = active }
        try project.named(constraint.equation).validate(priority: constraint.priority, identifier: constraint.identifier)
        let edits = Edit.updates(from: old, to: constraint)
        guard !edits.isEmpty else { throw CLIError("nothing to change: constraint '\(reference)' already has those values") }
        let revision = try store.commit(
            summary.id, message: message.message(default: "edit \(old.identifier ?? project.named(old.equation).shortForm())"),
            edits: edits)
        Terminal.note("now \(project.named(constraint.equation).shortForm(priority: constraint.priority))")
        try message.printRevision(revision)
    }
}
