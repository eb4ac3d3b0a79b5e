import ArgumentParser
import Model
import Storage

struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a constraint, or every constraint of a visual format, in one revision.",
        discussion: """
            Examples: equations as the Auto Layout Guide writes them, or in short forms:
              layoutstore add 'button2.leading = 1.0 * button1.trailing + 8.0'
              layoutstore add 'title.width >= 40 @750' --id titleMinWidth
              layoutstore add 'image.height = 2 * image.width'
              layoutstore add 'card.width <= 500' --size-class wR    # installed in regular width only
            Visual format (Apple's language; |- and -| pin to the superview's margins):
              layoutstore add --vfl 'H:|-[find]-[findNext]-[findField(>=20)]-|'
              layoutstore add --vfl 'V:|-top-[title]-[field]' --metrics top=20 --options alignAllLeading
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The equation, for example 'title.top = root.safeArea.top + 20'.")
    var equation: String?

    @Option(help: ArgumentHelp("A visual format string instead of an equation.", valueName: "format"))
    var vfl: String?

    @Option(help: "Metrics the visual format names.")
    var metrics: Metrics?

    @Option(help: ArgumentHelp("Visual format options, comma-separated: alignAllTop, directionLeftToRight, …", valueName: "options"))
    var options: String?

    @Option(name: .customLong("id"), help: "The constraint's identifier (need not be unique; '' for none, as `edit --id ''` removes one).")
    var identifier: String?

    @Option(help: "The priority, 1 to 1000, or required, high, low (overrides an @ suffix).")
    var priority: Priority?

    @Flag(help: "A placeholder: kept at design time, left out of a runtime solve.")
    var placeholder = false

    @Flag(help: "Add the constraint inactive.")
    var inactive = false

    @OptionGroup var varyForTraits: VaryForTraitsOption

    func validate() throws {
        switch (equation, vfl) {
        case (nil, nil): throw ValidationError("give an equation, or a visual format with --vfl")
        case (.some, .some): throw ValidationError("give an equation or --vfl, not both")
        case (.some, nil):
            if metrics != nil || options != nil { throw ValidationError("--metrics and --options go with --vfl") }
        default: break
        }
        if inactive, varyForTraits.sizeClass != nil {
            throw ValidationError("--size-class installs the constraint in that class only; --inactive installs it nowhere: give one")
        }
    }

    func run() throws {
        let identifier = self.identifier?.isEmpty == true ? nil : self.identifier
        let (store, summary) = try global.openProject()
        let parsed = try equation.map { try Equation.parse($0) }
        let project: Project
        if let parsed {
            // The items the equation names, looked up by name: the same cost on a project of any
            // size. A name the project lacks reads every item, for the error's suggestion.
            let names = Set([parsed.equation.first.item] + (parsed.equation.second.map { [$0.item] } ?? []))
            let named = try store.items(of: summary.id, named: names)
            project = names.allSatisfy { named.itemID(named: $0) != nil } ? named : try store.items(of: summary.id)
        } else {
            project = try store.items(of: summary.id)  // names to resolve; the constraints are not needed
        }
        let typed = try parsed.map { [$0] } ?? visualFormatConstraints(in: project)
        let constraints = varyForTraits.applied(
            to: try typed.map { named in  // Auto Layout's rules are checked by the commit
                let priority = self.priority ?? named.priority
                return Constraint(
                    identifier: identifier, equation: try project.resolve(named.equation), priority: priority,
                    isPlaceholder: placeholder, isActive: !inactive)
            })
        let description = equation ?? vfl ?? ""
        let sharing = try identifier.map { try store.constraintCount(identifiedBy: $0, in: summary.id) } ?? 0
        let revision = try store.commit(
            summary.id, message: message.message(default: "add \(description)"),
            edits: constraints.map(Edit.insertConstraint))
        for constraint in constraints {
            Terminal.note(
                "added \(constraint.id.description.prefix(8))  \(project.named(constraint.equation).shortForm(priority: constraint.priority))"
                    + constraint.installationNote)
        }
        if let identifier, sharing + constraints.count > 1 {
            Terminal.note(
                "warning: \(sharing + constraints.count) constraints now have the identifier '\(identifier)'; refer to each by its id prefix (above), or give this one another with `layoutstore edit \(constraints[0].id.description.prefix(8)) --id NEW`"
            )
        }
        try message.printRevision(revision)
    }

    /// The constraints of `--vfl`, with `|` standing for the superview the format's views share.
    private func visualFormatConstraints(in project: Project) throws -> [NamedConstraint] {
        let format = vfl ?? ""
        let formatOptions = try VisualFormatOptions(names: (options ?? "").split(separator: ",").map(String.init))
        do {
            return try project.constraints(visualFormat: format, metrics: metrics?.values ?? [:], options: formatOptions)
        } catch {
            guard case .noCommonSuperview = error else { throw error }
            throw CLIError("\(error) (`layoutstore view edit NAME --parent P`)")
        }
    }
}
