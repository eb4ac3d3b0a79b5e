import ArgumentParser
import Model
import Solver
import Storage

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List constraints, filtered by view, attribute, placeholder or priority.",
        discussion: """
            Example:
              layoutstore list --view title --format equation
              layoutstore list --priority-below 1000 --at HEAD~3 --json
              layoutstore list --size-class wR,hC    # as an iPhone in landscape has them
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, equation, vfl, json
    }

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "Only constraints on this view or guide.")
    var view: String?

    @Option(help: "Only constraints using this attribute, on either side.")
    var attribute: Attribute?

    @Flag(inversion: .prefixedNo, help: "Only placeholders, or only the rest.")
    var placeholder: Bool?

    @Option(name: .customLong("priority-below"), help: "Only constraints with a priority below this.")
    var priorityBelow: Priority?

    @Option(help: ArgumentHelp("Read the constraints as they were at this revision.", valueName: "rev"))
    var at: String?

    @Option(
        name: .customLong("size-class"),
        help: ArgumentHelp(
            "List the constraints as a size class has them (installed, constant, priority), in Interface Builder's notation: wC,hR, hC, any (docs/size-classes.md).",
            valueName: "class"))
    var sizeClass: SizeClass?

    @Option(help: "table, equation (the Guide's full form), vfl, or json.")
    var format: Format = .table

    @Flag(help: "List the constraints stack views and autoresizing masks derive (UIKit's UISV-* families, h=-&- v=--&) instead of the stored ones.")
    var generated = false

    func run() throws {
        let (store, summary) = try global.openProject()
        let streamed = output.json ? Format.json : format
        if at == nil, !generated, sizeClass == nil, streamed == .json || streamed == .equation {
            return try store.withItems(of: summary.id) { items, constraintsOf in
                try listStreaming(items, constraintsOf: constraintsOf, format: streamed)
            }
        }
        var project = try store.state(of: summary.id, at: try at.map { try store.resolveRevision($0, in: summary.id) })
        if let sizeClass { project = project.resolved(for: sizeClass) }
        let item = try viewFilter(in: project)
        if generated { return try listGenerated(in: project, item: item) }
        let listed = project.sortedForListing(project.constraints.filter { matches($0, item: item) })
        switch output.json ? .json : format {
        case .json:
            try printJSON(ConstraintRow.rows(listed, in: project))
        case .table:
            ConstraintRow.table(ConstraintRow.rows(listed, in: project)).print()
        case .equation:
            let names = project.itemNamesByID
            for constraint in listed {
                print(names.named(constraint.equation).fullForm(priority: constraint.priority).escapedForTerminal())
            }
        case .vfl:
            for constraint in listed { print(project.visualFormat(of: constraint).escapedForTerminal()) }
        }
    }
}

extension List {
    /// Whether a constraint passes `--view` (on `item`), `--attribute`, `--placeholder` and `--priority-below`.
    private func matches(_ constraint: Constraint, item: ItemID?) -> Bool {
        (item.map { constraint.equation.items.contains($0) } ?? true)
            && (attribute.map { wanted in constraint.equation.first.attribute == wanted || constraint.equation.second?.attribute == wanted } ?? true)
            && (placeholder.map { $0 == constraint.isPlaceholder } ?? true)
            && (priorityBelow.map { constraint.priority < $0 } ?? true)
    }

    /// The item `--view` names, or nil without it; an unknown name is an error that suggests one.
    private func viewFilter(in project: Project) throws -> ItemID? {
        try view.map { name in
            guard let id = project.itemID(named: name) else {
                throw CLIError(
                    "no view or guide named '\(name)' in project '\(project.name)'"
                        + (project.closestName(to: name).map { "; did you mean '\($0)'?" } ?? ""))
            }
            return id
        }
    }

    /// The current constraints as JSON or equations, printed a first item at a time in the
    /// order of ``Project/sortedForListing(_:)`` (views in layout order, then the constraints
    /// of guides): the project's constraints are never all in memory, and output starts at once.
    ///
    /// - Complexity: O(*n* log *m*) for *n* constraints, *m* the most on one first item.
    private func listStreaming(_ items: Project, constraintsOf: ConstraintsByFirstItem, format: Format) throws {
        let item = try viewFilter(in: items)
        let names = items.itemNamesByID
        let order = ListingOrder(items)
        var printer = StreamedJSONArray()
        func emit(_ group: [Constraint]) throws {
            let listed = order.sorted(group.filter { matches($0, item: item) })
            for constraint in listed {
                if format == .json {
                    try printer.append(ConstraintRow(constraint, names: names))
                } else {
                    print(names.named(constraint.equation).fullForm(priority: constraint.priority).escapedForTerminal())
                }
            }
        }
        let ordered = items.viewsInLayoutOrder.map(\.id)
        for id in ordered { try emit(try constraintsOf(id)) }
        // The rest sort together, after every view: guides, and views outside the layout order.
        let listedViews = Set(ordered)
        var rest: [Constraint] = []
        for view in items.views where !listedViews.contains(view.id) { rest += try constraintsOf(view.id) }
        for guide in items.guides { rest += try constraintsOf(guide.id) }
        try emit(rest)
        if format == .json { try printer.finish(empty: [ConstraintRow]()) }
    }
}

extension List {
    /// What stack views and autoresizing masks derive for the layout, with UIKit's identifiers:
    /// the table, or JSON `[{"stack" (or "view" for a mask), "identifier", "equation", "priority"}]`.
    private func listGenerated(in project: Project, item: ItemID?) throws {
        let stackConstraints = StackArrangement(project: project).constraints.filter { constraint in
            item.map { constraint.stack == $0 || constraint.equation.items.contains($0) } ?? true
        }
        let maskConstraints = AutoresizingConstraints(project: project).constraints.filter { constraint in
            item.map { constraint.view == $0 || constraint.superview == $0 } ?? true
        }
        let names = project.itemNamesByID
        func name(_ id: ItemID) -> String { project.name(of: id) ?? id.description }
        if output.json || format == .json {
            return try printJSON(
                stackConstraints.map { constraint in
                    JSONObject([
                        "stack": name(constraint.stack), "identifier": constraint.identifier, "equation": constraint.text(names: names),
                        "priority": Double(constraint.priority.rawValue),
                    ])
                }
                    + maskConstraints.map { constraint in
                        JSONObject([
                            "view": name(constraint.view), "identifier": constraint.identifier, "equation": constraint.text(names: names),
                            "priority": Double(constraint.priority.rawValue),
                        ])
                    })
        }
        guard !stackConstraints.isEmpty || !maskConstraints.isEmpty else {
            return Terminal.note("no stack view arranges anything here, and no view translates an autoresizing mask")
        }
        var table = Table("VIEW", "IDENTIFIER", "CONSTRAINT")
        for constraint in stackConstraints { table.append(name(constraint.stack), constraint.identifier, constraint.text(names: names)) }
        for constraint in maskConstraints { table.append(name(constraint.view), constraint.identifier, constraint.text(names: names)) }
        table.print()
    }
}

extension Project {
    /// Constraints in the order listings show them: by first item in layout order, then by
    /// attribute, then by id, so the same state always lists the same way.
    func sortedForListing(_ constraints: [Constraint]) -> [Constraint] { ListingOrder(self).sorted(constraints) }
}

/// The order of ``Project/sortedForListing(_:)``, worked out once for a project's items and
/// then applied to any number of groups of its constraints.
struct ListingOrder {
    private let rank: [ItemID: Int]
    private let attributeRank: [Attribute: Int]

    init(_ project: Project) {
        rank = Dictionary(uniqueKeysWithValues: project.viewsInLayoutOrder.enumerated().map { ($1.id, $0) })
        attributeRank = Dictionary(uniqueKeysWithValues: Attribute.allCases.sorted { $0.rawValue < $1.rawValue }.enumerated().map { ($1, $0) })
    }

    func sorted(_ constraints: [Constraint]) -> [Constraint] {
        let keys = constraints.map { (rank[$0.equation.first.item] ?? rank.count, attributeRank[$0.equation.first.attribute] ?? 0, $0.id) }
        // Sorting positions, not the constraints themselves: moving whole constraints is slower.
        return keys.indices.sorted { keys[$0] < keys[$1] }.map { constraints[$0] }
    }
}
