import ArgumentParser
import Model
import Storage

struct GuideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guide",
        abstract: "Custom layout guides (UILayoutGuide): add, remove and list.",
        subcommands: [GuideAdd.self, GuideRemove.self, GuideList.self])
}

struct GuideAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a layout guide owned by a view.",
        discussion: """
            Example:
              layoutstore guide add spacer --owner root
              layoutstore add 'spacer.height = 20'
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The new guide's name, unique among the project's views and guides.")
    var name: String

    @Option(help: "The view that owns the guide.")
    var owner: String

    func validate() throws { try validateItemName(name) }

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.state(of: summary.id)
        let guide = LayoutGuide(name: name, owner: try project.view(named: owner).id)
        let revision = try store.commit(
            summary.id, message: message.message(default: "add guide \(name)"), edits: [Edit.insertGuide(guide)])
        try message.printRevision(revision)
    }
}

struct GuideRemove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a layout guide.",
        discussion: """
            Refused while constraints refer to the guide, unless --cascade removes them too.
            Example:
              layoutstore guide remove spacer --cascade
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The guide to remove.")
    var name: String

    @Flag(help: "Also remove the constraints that refer to the guide.")
    var cascade = false

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.state(of: summary.id)
        let guide = try project.guide(named: name)
        let removal = project.removal(of: guide.id)
        if !cascade, !removal.constraints.isEmpty {
            throw CLIError(
                "guide '\(name)' is still referred to by \(removal.dependents(in: project)); remove those first, or pass --cascade to remove them too"
            )
        }
        let revision = try store.commit(
            summary.id, message: message.message(default: "remove guide \(name)"), edits: removal.edits)
        try message.printRevision(revision)
    }
}

struct GuideList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the custom layout guides.",
        discussion: "Example:\n  layoutstore guide list --json")

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    @Option(help: ArgumentHelp("Read the guides as they were at this revision.", valueName: "rev"))
    var at: String?

    struct Row: Encodable {
        var id: String
        var name: String
        var owner: String
        /// The Interface Builder object id the guide was imported with (`ibID` in the JSON).
        var documentID: String?

        func encode(to encoder: any Encoder) throws {
            try JSONObject(["id": id, "name": name, "owner": owner, "ibID": documentID]).encode(to: encoder)
        }
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.state(of: summary.id, at: try at.map { try store.resolveRevision($0, in: summary.id) })
        let rows = project.guides.sorted { $0.name < $1.name }.map {
            Row(id: $0.id.description, name: $0.name, owner: project.name(of: $0.owner) ?? $0.owner.description, documentID: $0.documentID)
        }
        if output.json { return try printJSON(rows) }
        var table = Table("GUIDE", "OWNER", "ID")
        for row in rows { table.append(row.name, row.owner, String(row.id.prefix(8))) }
        table.print()
    }
}
