import Model
import Render
import Solver
import Storage

/// `/projects/NAME/revisions/REV?device=D&landscape=1&rtl=1`: one revision: who made it and why, its
/// layout solved at the chosen device and direction and drawn as `layoutstore render --diff`
/// draws it against its first parent, what it changed, and its views and constraints, each
/// linked to its history and blame.
struct RevisionPage {
    /// The solve's inputs a page takes from its query.
    struct Query: Sendable {
        /// A device preset (``LayoutEnvironment/devices``); nil: the root's design size.
        var device: String?
        /// The device turned to landscape (nothing without a device: the design size is one).
        var landscape: Bool
        var rtl: Bool

        /// - Throws: 400 for a device that is not a preset.
        init(device: String?, rtl: String?, landscape: String? = nil) throws {
            let device = device.flatMap { $0.isEmpty ? nil : $0 }
            if let device, LayoutEnvironment.device(named: device) == nil {
                throw WebError.badRequest(
                    "there is no device preset '\(device.prefix(40))'; choose one of \(Device.all.map(\.name).joined(separator: ", "))"
                )
            }
            self.device = device
            self.rtl = Self.isOn(rtl)
            self.landscape = device != nil && Self.isOn(landscape)
        }

        private static func isOn(_ value: String?) -> Bool { ["1", "true", "on", "yes"].contains(value?.lowercased() ?? "") }

        var orientation: Device.Orientation { landscape ? .landscape : .portrait }

        /// The size class solved, as `solve --device` picks it: the device's in its orientation
        /// (`wC hC` for most iPhones in landscape), else the base layout.
        var sizeClass: SizeClass { device.flatMap(Device.named)?.sizeClass(orientation) ?? .any }

        /// `iphone-15, landscape, wC hC`: the device as the page names it.
        var deviceDescription: String? {
            device.map { "\($0)\(landscape ? ", landscape" : ""), \(sizeClass)" }
        }

        /// Where a state is solved, and whether its views may be called misplaced: only at its
        /// design size, or on the device and in the orientation it was designed on (solved as
        /// at its design size, the same screen), left to right; on any other screen or direction
        /// every imported view would be away from its design frame.
        func environment(of state: Project) -> (environment: LayoutEnvironment, onDesignDevice: Bool) {
            let onDesignDevice = device == nil || isDesignDevice(of: state)
            var environment =
                onDesignDevice
                ? LayoutEnvironment(designOf: state)
                : device.flatMap { LayoutEnvironment.device(named: $0, orientation: orientation) } ?? LayoutEnvironment(designOf: state)
            if rtl { environment.direction = .rightToLeft }
            return (environment, onDesignDevice && !rtl)
        }

        /// Whether the device and orientation chosen are those the state was designed on.
        func isDesignDevice(of state: Project) -> Bool {
            guard let device, let design = DesignDevice(of: state) else { return false }
            return design.orientation == orientation && Device.named(device) == design.device
        }

        /// The state as its size class has it (``sizeClass``), solved where ``environment(of:)``
        /// says, and whether its views may be called misplaced.
        func solved(_ state: Project) -> (layout: SolvedLayout, marksMisplaced: Bool) {
            let (environment, marksMisplaced) = environment(of: state)
            return (SolvedLayout(solving: state.resolved(for: sizeClass), in: environment), marksMisplaced)
        }
    }

    struct Link {
        var short: String
        var href: String
    }

    struct DeviceOption {
        var name: String
        var selected: Bool
        /// The device the project was designed on (``DesignDevice``).
        var designedOn: Bool
    }

    struct ChangeRow {
        var kind: String
        var name: String
        var href: String?
        var what: String
        var before: String
        var after: String
    }

    struct ViewRow {
        var id: String
        var name: String
        var href: String
        var kind: String
        var parent: String
        var x: String
        var y: String
        var width: String
        var height: String
        var status: String
    }

    struct ConstraintRow {
        var id: String
        var equation: String
        var href: String
        var priority: String
        var identifier: String
        var notes: String
    }

    let signedIn = true
    var project: String
    var projectHref: String
    var id: String
    var short: String
    var author: String
    var date: String
    var message: String
    var parents: [Link]
    /// The document the project was imported from, and its overview.
    var document: Link?
    var devices: [DeviceOption]
    var rtl: Bool
    var landscape: Bool
    var environment: String
    var svg: String
    var problems: [String]
    var changes: [ChangeRow]
    var views: [ViewRow]
    var constraints: [ConstraintRow]
    // What the template tests (it sees stored properties only).
    var hasParent = false
    var isMerge = false
    var hasProblems = false
    var hasChanges = false
    var hasConstraints = false

    /// - Complexity: two states read (the revision's and its first parent's, each a snapshot
    ///   and a bounded replay, whatever the length of the history), two solves and a picture.
    init(store: Store, visitor: WebVisitor, project name: String, revision text: String, query: Query) throws {
        let projectHead = try visitor.project(named: name, in: store)
        let projectName = projectHead.name
        let id = try store.resolveRevision(text, in: projectHead.id)
        let revision = try store.revision(id)
        let state = try store.state(of: projectHead.id, at: id)
        let parentState = try revision.parents.first.map { try store.state(of: projectHead.id, at: $0) }

        let (layout, marksMisplaced) = query.solved(state)
        let environment = layout.environment
        let design = DesignDevice(of: state)
        let onDesignDevice = query.isDesignDevice(of: state)
        var options = RenderOptions(title: "\(projectName) at \(id.short)")
        options.marksMisplacedViews = marksMisplaced
        if let parentState, let parent = revision.parents.first {
            options.previous = SolvedLayout(solving: parentState.resolved(for: query.sizeClass), in: environment)
            options.title = "\(projectName) at \(id.short) against \(parent.short)"
        }
        let picture = try Picture(layout, options: options)
        svg = ComparePage.inline(picture.svg)

        project = projectName
        projectHref = WebLinks.timeline(projectName)
        self.id = id.rawValue
        short = id.short
        author = revision.author
        date = WebFormat.date(revision.time)
        message = revision.message
        parents = revision.parents.map { Link(short: $0.short, href: WebLinks.revision(projectName, $0, query: query)) }
        document = try ImportedDocument(of: projectHead.id, in: store).map { Link(short: $0.file, href: WebLinks.document(projectName)) }
        devices = Device.all.map { device in
            DeviceOption(
                name: device.name, selected: query.device.flatMap(Device.named) == device,
                designedOn: design?.device == device)
        }
        rtl = query.rtl
        landscape = query.landscape
        self.environment =
            "\(WebFormat.number(environment.rootWidth)) × \(WebFormat.number(environment.rootHeight)) pt"
            + (query.deviceDescription.map { " (\($0)\(onDesignDevice ? ", the device it was designed on" : ""))" }
                ?? " (the root's design size)") + (query.rtl ? ", right to left" : ", left to right")

        let names = RevisionPage.names(state, parentState)
        let solution = layout.solution
        let describe = OriginDescriber(state)
        problems = solution.problems(includingMisplaced: options.marksMisplacedViews).map { describe($0) }
        changes = RevisionPage.rows(revision.changes, project: projectName, before: parentState, after: state, names: names)
        let ambiguous = Set(solution.ambiguous.map(\.item))
        // Design frames are those of the device the project was designed on: on another device
        // or direction every view would be "misplaced".
        let misplaced = marksMisplaced ? Set(solution.misplaced.map(\.item)) : []
        let invalid = Set(solution.invalidFrames.map(\.item))
        views = state.viewsInLayoutOrder.map { view in
            let frame = solution.frames[view.id] ?? view.frame
            let status =
                ambiguous.contains(view.id) ? "ambiguous" : invalid.contains(view.id) ? "invalid" : misplaced.contains(view.id) ? "misplaced" : ""
            return ViewRow(
                id: view.id.description, name: view.name, href: WebLinks.view(projectName, view.id.description), kind: view.kind.rawValue,
                parent: view.parent.flatMap { names[$0.description] } ?? "", x: WebFormat.number(frame.x), y: WebFormat.number(frame.y),
                width: WebFormat.number(frame.width), height: WebFormat.number(frame.height), status: status)
        }
        // As `list` tables them: the short form, the priority in a column of its own.
        let itemNames = state.itemNamesByID
        constraints = state.constraints.map { constraint in
            var notes: [String] = []
            if constraint.isPlaceholder { notes.append("placeholder") }
            if !constraint.isActive { notes.append("inactive") }
            return ConstraintRow(
                id: constraint.id.description, equation: itemNames.named(constraint.equation).shortForm(),
                href: WebLinks.constraint(projectName, constraint.id.description), priority: WebFormat.number(Double(constraint.priority.rawValue)),
                identifier: constraint.identifier ?? "", notes: notes.joined(separator: ", "))
        }
        .sorted { ($0.equation, $0.id) < ($1.equation, $1.id) }
        hasParent = !parents.isEmpty
        isMerge = parents.count > 1
        hasProblems = !problems.isEmpty
        hasChanges = !changes.isEmpty
        hasConstraints = !constraints.isEmpty
    }

    func html() -> String { Templates.render(self, "revision") }

    /// Changes as people read them: each item named and linked, values in their own form
    /// (``FieldReading``), an added or deleted constraint as its whole equation (as it was, for
    /// a deleted one), a structure with the constraint's other fields as they stand.
    static func rows(_ changes: [Change], project: String, before: Project?, after: Project, names: [String: String]) -> [ChangeRow] {
        let reading = FieldReading(names: names)
        var constraints: [String: Constraint] = [:]
        for state in [before, after].compactMap({ $0 }) {
            for constraint in state.constraints { constraints[constraint.id.description] = constraint }
        }
        return changes.compactMap { change in
            guard change.kind != .project else { return nil }
            let whole = change.field == nil
            let constraint = constraints[change.id]
            func read(_ value: FieldValue?) -> String {
                reading.value(value, field: change.field, kind: change.kind, id: change.id, constraint: constraint)
            }
            return ChangeRow(
                kind: change.kind.rawValue, name: names[change.id] ?? change.id, href: WebLinks.entity(project, change.kind, change.id),
                what: change.field ?? (change.before == nil ? "created" : change.after == nil ? "deleted" : "replaced"),
                before: whole && change.before == nil ? "" : read(change.before), after: whole && change.after == nil ? "" : read(change.after))
        }
    }

    /// Names by id text of the items and constraints of both states (a constraint by its
    /// identifier, else its equation), so that a deleted one is named too.
    static func names(_ states: Project?...) -> [String: String] {
        var names: [String: String] = [:]
        for state in states.compactMap({ $0 }).reversed() {
            for view in state.views { names[view.id.description] = view.name }
            for guide in state.guides { names[guide.id.description] = guide.name }
            let itemNames = state.itemNamesByID
            for constraint in state.constraints {
                names[constraint.id.description] = constraint.identifier ?? itemNames.named(constraint.equation).shortForm()
            }
        }
        return names
    }
}
