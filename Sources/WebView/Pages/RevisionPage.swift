import Model
import Render
import Solver
import Storage

/// `/projects/NAME/revisions/REV?device=D&rtl=1`: one revision: who made it and why, its
/// layout solved at the chosen device and direction and drawn as `layoutstore render --diff`
/// draws it against its first parent, what it changed, and its views and constraints, each
/// linked to its history and blame.
struct RevisionPage {
    /// The solve's inputs a page takes from its query.
    struct Query: Sendable {
        /// A device preset (``LayoutEnvironment/devices``); nil: the root's design size.
        var device: String?
        var rtl: Bool

        /// - Throws: 400 for a device that is not a preset.
        init(device: String?, rtl: String?) throws {
            let device = device.flatMap { $0.isEmpty ? nil : $0 }
            if let device, LayoutEnvironment.device(named: device) == nil {
                throw WebError.badRequest(
                    "there is no device preset '\(device.prefix(40))'; choose one of \(Device.all.map(\.name).joined(separator: ", "))"
                )
            }
            self.device = device
            self.rtl = ["1", "true", "on", "yes"].contains(rtl?.lowercased() ?? "")
        }
    }

    struct Link {
        var short: String
        var href: String
    }

    struct DeviceOption {
        var name: String
        var selected: Bool
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
    var devices: [DeviceOption]
    var rtl: Bool
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

        var environment = query.device.flatMap { LayoutEnvironment.device(named: $0) } ?? LayoutEnvironment(designOf: state)
        if query.rtl { environment.direction = .rightToLeft }
        let layout = SolvedLayout(solving: state, in: environment)
        var options = RenderOptions(title: "\(projectName) at \(id.short)")
        options.marksMisplacedViews = query.device == nil && !query.rtl
        if let parentState, let parent = revision.parents.first {
            options.previous = SolvedLayout(solving: parentState, in: environment)
            options.title = "\(projectName) at \(id.short) against \(parent.short)"
        }
        let picture = try Picture(layout, options: options)
        let document = picture.svg
        svg = document.range(of: "<svg").map { String(document[$0.lowerBound...]) } ?? document

        project = projectName
        projectHref = WebLinks.timeline(projectName)
        self.id = id.rawValue
        short = id.short
        author = revision.author
        date = WebFormat.date(revision.time)
        message = revision.message
        parents = revision.parents.map { Link(short: $0.short, href: WebLinks.revision(projectName, $0, device: query.device, rtl: query.rtl)) }
        devices = Device.all.map(\.name).map { DeviceOption(name: $0, selected: $0 == query.device) }
        rtl = query.rtl
        self.environment =
            "\(WebFormat.number(environment.rootWidth)) × \(WebFormat.number(environment.rootHeight)) pt"
            + (query.device.map { " (\($0))" } ?? " (the root's design size)") + (query.rtl ? ", right to left" : ", left to right")

        let names = RevisionPage.names(state, parentState)
        let solution = layout.solution
        let describe = OriginDescriber(state)
        problems = solution.problems(includingMisplaced: options.marksMisplacedViews).map { describe($0) }
        changes = RevisionPage.rows(revision.changes, project: projectName, before: parentState, after: state, names: names)
        let ambiguous = Set(solution.ambiguous.map(\.item))
        // Design frames are those of the device the project was designed on: on another device
        // or direction every view would be "misplaced".
        let onDesignDevice = query.device == nil && !query.rtl
        let misplaced = onDesignDevice ? Set(solution.misplaced.map(\.item)) : []
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

    /// Changes as people read them: each item named and linked, values in their own form, an
    /// added or deleted constraint's equation (as it was, for a deleted one).
    static func rows(_ changes: [Change], project: String, before: Project?, after: Project, names: [String: String]) -> [ChangeRow] {
        let equationsBefore = RevisionPage.equations(before), equationsAfter = RevisionPage.equations(after)
        return changes.compactMap { change in
            guard change.kind != .project else { return nil }
            let whole = change.field == nil
            var old = whole ? "" : WebFormat.value(change.before, names: names)
            var new = whole ? "" : WebFormat.value(change.after, names: names)
            if whole, change.kind == .constraint {
                if change.before != nil { old = equationsBefore[change.id] ?? "" }
                if change.after != nil { new = equationsAfter[change.id] ?? "" }
            }
            return ChangeRow(
                kind: change.kind.rawValue, name: names[change.id] ?? change.id, href: WebLinks.entity(project, change.kind, change.id),
                what: change.field ?? (change.before == nil ? "created" : change.after == nil ? "deleted" : "replaced"), before: old, after: new)
        }
    }

    /// Each constraint's equation as people type it (`title.top = root.safeArea.top + 20 @750`), by id text.
    static func equations(_ state: Project?) -> [String: String] {
        guard let state else { return [:] }
        let itemNames = state.itemNamesByID
        return Dictionary(
            state.constraints.map { ($0.id.description, itemNames.named($0.equation).shortForm(priority: $0.priority)) },
            uniquingKeysWith: { first, _ in first })
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
