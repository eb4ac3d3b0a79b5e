import ArgumentParser
import Model
import Solver
import Storage

/// A Pin field: a number of points, or `current` for what the design frames have now.
struct PinValue: ExpressibleByArgument {
    var points: Double?

    init?(argument: String) {
        if argument == "current" { points = nil; return }
        guard let value = Double(argument), value.isFinite else { return nil }
        points = value
    }

    static var defaultValueDescription: String { "points|current" }
}

struct Pin: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pin",
        abstract: "Pin a view's edges to its nearest neighbours, its size or aspect ratio, or views to equal sizes (Interface Builder's Pin tool).",
        discussion: """
            Each edge goes to the nearest view on that side in the design frames (a sibling \
            that overlaps it), else to the superview: its margins unless --no-margins, its safe \
            area at a root view's top and bottom. A value is the spacing or size in points, or \
            `current` for what the design frames have now. --equal-widths and --equal-heights \
            give each view after the first the first one's size. One revision; --dry-run \
            prints the constraints instead; --update-frames also moves the view to where the \
            constraints put it.
            Example:
              layoutstore pin title --top current --leading 20 --trailing 20
              layoutstore pin avatar --width 48 --aspect current
              layoutstore pin ok cancel --equal-widths
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The view to pin (several for --equal-widths and --equal-heights).")
    var views: [String]

    @Option(parsing: .unconditional, help: "Spacing above, to the nearest view or the superview.") var top: PinValue?
    @Option(parsing: .unconditional, help: "Spacing before, to the nearest view or the superview.") var leading: PinValue?
    @Option(parsing: .unconditional, help: "Spacing below, to the nearest view or the superview.") var bottom: PinValue?
    @Option(parsing: .unconditional, help: "Spacing after, to the nearest view or the superview.") var trailing: PinValue?
    @Option(parsing: .unconditional, help: "A fixed width.") var width: PinValue?
    @Option(parsing: .unconditional, help: "A fixed height.") var height: PinValue?
    @Option(help: "Width as a multiple of height (current: as the design frame has it).") var aspect: PinValue?

    @Flag(inversion: .prefixedNo, help: "Pin to the superview's margins (Interface Builder's default) or to its edges.")
    var margins = true

    @Flag(name: .customLong("equal-widths"), help: "Give the views the first one's width.") var equalWidths = false
    @Flag(name: .customLong("equal-heights"), help: "Give the views the first one's height.") var equalHeights = false

    @Flag(name: .customLong("update-frames"), help: "Also move the views to where the new constraints put them.")
    var updateFrames = false

    @Flag(name: .customLong("dry-run"), help: "Print the constraints it would add, and add nothing.")
    var dryRun = false

    @OptionGroup var varyForTraits: VaryForTraitsOption

    private var pins: [Pinning.Pin] {
        [(top, Attribute.top), (leading, .leading), (bottom, .bottom), (trailing, .trailing)].compactMap { value, edge in
            value.map { .edge(edge, $0.points) }
        } + [(width, Attribute.width), (height, .height)].compactMap { value, size in value.map { .size(size, $0.points) } }
            + (aspect.map { [.aspectRatio($0.points)] } ?? [])
    }

    func validate() throws {
        if updateFrames, varyForTraits.sizeClass != nil {
            throw ValidationError("--update-frames moves the design frames, which are the base layout's; leave it out with --size-class")
        }
        if equalWidths || equalHeights {
            guard views.count >= 2 else { throw ValidationError("name at least two views to give equal sizes; the first is the reference") }
            guard pins.isEmpty else { throw ValidationError("give equal sizes, or edges and sizes of one view, not both") }
        } else {
            guard views.count == 1 else { throw ValidationError("pin one view's edges and sizes at a time (or use --equal-widths)") }
            guard !pins.isEmpty else {
                throw ValidationError("say what to pin: --top, --leading, --bottom, --trailing, --width, --height or --aspect")
            }
        }
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        let base = try store.headState(of: summary.id)
        let project = base.project
        let environment = LayoutEnvironment(designOf: project)
        let ids = try views.map { try project.view(named: $0).id }
        // Nearest neighbours as the size class has its views.
        let layout = varyForTraits.layout(of: project)
        var added: [Constraint] = []
        if equalWidths { added += try Pinning.equalSizes(ids, .width) }
        if equalHeights { added += try Pinning.equalSizes(ids, .height) }
        if !pins.isEmpty { added += try Pinning.constraints(pinning: ids[0], pins, toMargins: margins, in: layout, environment: environment) }
        var changes = ToolChanges(added: varyForTraits.applied(to: added))
        if updateFrames {
            var after = project
            after.constraints += added
            let solution = LayoutSystem.solve(after, in: environment)
            changes.frames = solution.misplaced.filter { ids.contains($0.item) }.map { ($0.item, $0.solvedFrame) }
        }
        try changes.commitOrShow(
            from: base, store: store, summary: summary, message: message, dryRun: dryRun, description: "pin \(views.joined(separator: ", "))")
    }
}
