import ArgumentParser
import Model
import Solver
import Storage

struct StackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stack",
        abstract: "Stack views (UIStackView, NSStackView): make one, change how it arranges, and choose what it arranges.",
        discussion: """
            A stack view makes the constraints of its arranged views itself, from its fields, each \
            time the layout is solved; `layoutstore list --generated` shows them with UIKit's names.
            """,
        subcommands: [StackAdd.self, StackEdit.self, StackArrange.self, StackRemoveArranged.self, StackEmbed.self])
}

/// The fields `stack add` and `stack edit` share.
struct StackProperties: ParsableArguments {
    @Option(help: "horizontal or vertical.")
    var axis: Axis?

    @Option(
        help: "fill, fillEqually, fillProportionally, equalSpacing, equalCentering, or gravityAreas (NSStackView's; see `stack arrange --gravity`).")
    var distribution: StackView.Distribution?

    @Option(help: "fill, leading (top), center, trailing (bottom), firstBaseline or lastBaseline.")
    var alignment: StackView.Alignment?

    @Option(parsing: .unconditional, help: ArgumentHelp("The space between neighbours: points, or 'standard' (8).", valueName: "S|standard"))
    var spacing: StackView.Spacing?

    @Option(name: .customLong("baseline-relative"), help: "Whether a vertical stack spaces its views from baseline to baseline (true or false).")
    var baselineRelative: Bool?

    @Option(name: .customLong("margins-relative"), help: "Whether the arrangement fills the stack's margins rather than its edges (true or false).")
    var marginsRelative: Bool?

    @Option(
        name: .customLong("custom-spacing"), parsing: .singleValue,
        help: ArgumentHelp("The space after one arranged view, in place of --spacing; '-' for the stack's spacing.", valueName: "VIEW=S"))
    var customSpacing: [String] = []

    func validate() throws {
        if let spacing, spacing.points < 0 { throw ValidationError("--spacing must not be negative, not \(formatNumber(spacing.points))") }
    }

    /// Applies every field given.
    func apply(to stack: inout StackView, in project: Project) throws {
        if let axis { stack.axis = axis }
        if let distribution { stack.distribution = distribution }
        if let alignment { stack.alignment = alignment }
        if let spacing { stack.spacing = spacing }
        if let baselineRelative { stack.isBaselineRelativeArrangement = baselineRelative }
        if let marginsRelative { stack.isLayoutMarginsRelativeArrangement = marginsRelative }
        for entry in customSpacing {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw CLIError("--custom-spacing takes VIEW=POINTS, for example title=16, not '\(entry)'") }
            let view = try project.view(named: parts[0])
            if parts[1] == "-" {
                stack.customSpacing[view.id] = nil
            } else if let points = Double(parts[1]), points.isFinite, points >= 0 {
                stack.customSpacing[view.id] = points
            } else {
                throw CLIError("--custom-spacing \(parts[0])=\(parts[1]): the spacing must be a number of points, not negative, or '-'")
            }
        }
    }
}

extension Axis: ExpressibleByArgument {}
extension StackView.Distribution: ExpressibleByArgument {}

extension StackView.Alignment: ExpressibleByArgument {
    /// Interface Builder's names too: top is leading and bottom trailing.
    public init?(argument: String) {
        switch argument {
        case "top": self = .leading
        case "bottom": self = .trailing
        default: self.init(rawValue: argument)
        }
    }
}

extension StackView.Gravity: ExpressibleByArgument {
    /// AppKit's names for a vertical stack's areas too: top is leading and bottom trailing.
    public init?(argument: String) {
        switch argument {
        case "top": self = .leading
        case "bottom": self = .trailing
        default: self.init(rawValue: argument)
        }
    }
}

extension StackView.Spacing: ExpressibleByArgument {
    public init?(argument: String) {
        if argument == "standard" {
            self = .standard
        } else if let points = Double(argument), points.isFinite {
            self = .points(points)
        } else {
            return nil
        }
    }
}

extension Project {
    /// The edits that make `views` subviews of `stack` (``Project/moving(_:into:)``).
    func moves(_ views: [View], into stack: View) -> [Edit] {
        zip(views.filter { $0.parent != stack.id }, moving(views, into: stack)).flatMap { Edit.updates(from: $0, to: $1) }
    }
}

struct StackAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a stack view, and move the views it arranges into it.",
        discussion: """
            The arranged views become the stack's subviews, in the order given; one revision.
            Example:
              layoutstore stack add buttons --axis horizontal --distribution fillEqually --spacing standard --arranged ok,cancel
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The new stack view's name.")
    var name: String

    @Option(help: "The superview (default: the root view).")
    var parent: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The design frame, relative to the superview.", valueName: "X,Y,W,H"))
    var frame: Rect?

    @Option(help: ArgumentHelp("The views to arrange, in order.", valueName: "V1,V2,..."))
    var arranged: String?

    @OptionGroup var properties: StackProperties

    func validate() throws {
        try validateItemName(name)
        if properties.axis == nil { throw ValidationError("a stack view needs --axis horizontal or --axis vertical") }
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.state(of: summary.id)
        let superview = try parent.map { try project.view(named: $0) } ?? project.rootViews.first
        let arrangedViews = try (arranged ?? "").split(separator: ",").map { try project.view(named: String($0)) }
        var configuration = StackView(axis: properties.axis ?? .horizontal, arrangedSubviews: arrangedViews.map(\.id))
        try properties.apply(to: &configuration, in: project)
        let stack = View(
            name: name, parent: superview?.id, index: project.subviews(of: superview?.id).count, kind: .stackView,
            frame: frame ?? .zero, stack: configuration)
        let edits = [Edit.insertView(stack)] + project.moves(arrangedViews, into: stack)
        let revision = try store.commit(summary.id, message: message.message(default: "add stack view \(name)"), edits: edits)
        if !arrangedViews.isEmpty { Terminal.note("\(name) arranges \(arrangedViews.map(\.name).joined(separator: ", "))") }
        try message.printRevision(revision)
    }
}

struct StackEdit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change how a stack view arranges its views.",
        discussion: """
            Example:
              layoutstore stack edit buttons --alignment center --spacing 12 --custom-spacing ok=20
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The stack view.")
    var name: String

    @OptionGroup var properties: StackProperties

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.state(of: summary.id)
        let (old, configuration) = try project.stackView(named: name)
        var stack = configuration
        try properties.apply(to: &stack, in: project)
        var view = old
        view.stack = stack
        let edits = Edit.updates(from: old, to: view)
        guard !edits.isEmpty else { throw CLIError("nothing to change: stack view '\(name)' already arranges that way") }
        let revision = try store.commit(summary.id, message: message.message(default: "edit stack view \(name)"), edits: edits)
        try message.printRevision(revision)
    }
}

struct StackArrange: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arrange",
        abstract: "Arrange a view in a stack (UIStackView's insertArrangedSubview), or move it within the arrangement or to another gravity area.",
        discussion: """
            A view that is not yet the stack's subview becomes one. In a stack whose distribution is \
            gravityAreas (NSStackView's), --gravity puts the view in the leading (top), center or \
            trailing (bottom) area (NSStackView's insertView(_:at:in:)); a view newly arranged \
            without one goes to the leading area, as addArrangedSubview puts it; an arranged view \
            keeps its area unless given --gravity, and one given only --gravity keeps its place in \
            the order. Other distributions have no areas: \
            --gravity there is refused.
            Examples:
              layoutstore stack arrange buttons help --at 0
              layoutstore stack arrange toolbar search --gravity trailing
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The stack view.")
    var name: String

    @Argument(help: "The view to arrange.")
    var view: String

    @Option(help: "Its place in the arrangement, from 0 (default: last; an arranged view given only --gravity keeps its place).")
    var at: Int?

    @Option(
        help: ArgumentHelp(
            "The gravity area of a gravityAreas stack: leading (top), center or trailing (bottom).", valueName: "leading|center|trailing"))
    var gravity: StackView.Gravity?

    func validate() throws {
        if let at, at < 0 { throw ValidationError("--at counts from 0; it cannot be \(at)") }
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.state(of: summary.id)
        let stackView = try project.stackView(named: name).view
        let arranged = try project.view(named: view)
        let arrangement = try project.arranging(arranged, in: stackView, at: at, gravity: gravity)
        let edits =
            Edit.updates(from: stackView, to: arrangement.stackView)
            + arrangement.movedIntoStack.flatMap { Edit.updates(from: arranged, to: $0) }
        let area = gravity.map { " in the \($0.rawValue) area" } ?? ""
        let revision = try store.commit(
            summary.id, message: message.message(default: "arrange \(view) in \(name) at \(arrangement.position)\(area)"), edits: edits)
        try message.printRevision(revision)
    }
}

struct StackRemoveArranged: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove-arranged",
        abstract: "Stop arranging a view (UIStackView's removeArrangedSubview); it stays the stack's subview.",
        discussion: """
            The view then keeps its design frame unless constraints place it; `layoutstore view edit V --parent P` \
            moves it out of the stack.
            Example:
              layoutstore stack remove-arranged buttons help
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The stack view.")
    var name: String

    @Argument(help: "The arranged view.")
    var view: String

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.state(of: summary.id)
        let stackView = try project.stackView(named: name).view
        let updated = try project.removingArranged(try project.view(named: view), from: stackView)
        let revision = try store.commit(
            summary.id, message: message.message(default: "stop arranging \(view) in \(name)"),
            edits: Edit.updates(from: stackView, to: updated))
        try message.printRevision(revision)
    }
}

struct StackEmbed: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "embed",
        abstract: "Embed views in a new stack view (Interface Builder's Stack tool).",
        discussion: """
            The views move into a stack view that takes their place (its frame their union). Its \
            axis, order, spacing and alignment come from their design frames. Constraints between \
            the views are removed (the stack arranges them now); those from a view's edge or centre \
            to views outside move to the stack's same edge or centre, with their identifiers, \
            priorities and constants (where several views pin one edge, the view on the stack's \
            edge keeps its pin); the rest stay. One revision.
            Example:
              layoutstore stack embed ok cancel --name buttons
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The views to embed (at least two, with one superview).")
    var views: [String]

    @Option(help: "The new stack view's name.")
    var name: String = "stackView"

    func validate() throws { try validateItemName(name) }

    func run() throws {
        let (store, summary) = try global.openProject()
        let project = try store.state(of: summary.id)
        let ids = try views.map { try project.view(named: $0).id }
        let embedding = try project.embeddingInStack(ids, named: name)
        let moves = embedding.arranged.flatMap { moved in
            project.view(moved.id).map { Edit.updates(from: $0, to: moved) } ?? []
        }
        let retargeted = embedding.moved.flatMap { moved in
            project.constraint(moved.id).map { Edit.updates(from: $0, to: moved) } ?? []
        }
        let edits =
            embedding.removed.map { Edit.deleteConstraint($0.id) } + [Edit.insertView(embedding.stack)] + moves + retargeted
        let revision = try store.commit(
            summary.id, message: message.message(default: "embed \(views.joined(separator: ", ")) in \(name)"), edits: edits)
        let configuration = embedding.stack.stack ?? StackView(axis: .horizontal)
        func described(_ constraints: [Constraint], in project: Project) -> String {
            constraints.map { $0.identifier ?? project.named($0.equation).shortForm(priority: $0.priority) }.joined(separator: "; ")
        }
        let after = try store.state(of: summary.id)
        Terminal.note(
            "\(name): \(configuration.axis.rawValue), alignment \(configuration.alignment.rawValue), spacing \(formatNumber(configuration.spacing.points)), "
                + "arranging \(embedding.arranged.map(\.name).joined(separator: ", ")) at \(embedding.stack.frame)"
                + (embedding.moved.isEmpty
                    ? ""
                    : "; moved \(embedding.moved.count) constraint\(embedding.moved.count == 1 ? "" : "s") to \(name): "
                        + described(embedding.moved, in: after))
                + (embedding.removed.isEmpty
                    ? ""
                    : "; removed \(embedding.removed.count) constraint\(embedding.removed.count == 1 ? "" : "s") the stack now provides: "
                        + described(embedding.removed, in: project)))
        try message.printRevision(revision)
    }
}
