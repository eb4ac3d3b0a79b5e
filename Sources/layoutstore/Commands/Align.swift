import ArgumentParser
import Model
import Storage

struct Align: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "align",
        abstract: "Line views up (Interface Builder's Align tool): equal edges, centres or baselines, or centred in their container.",
        discussion: """
            Each view after the first gets the first one's edge, centre or baseline, --offset points \
            along; or one view is centred in its superview. One revision; --dry-run prints the \
            constraints instead. The design frames stay as they are: `layoutstore update-frames` \
            moves the views.
            Example:
              layoutstore align title subtitle --leading
              layoutstore align spinner --horizontally-in-container --dry-run
            """)

    enum Alignment: String, EnumerableFlag {
        case leading, trailing, top, bottom, centerX, centerY, firstBaseline, lastBaseline
        case horizontallyInContainer, verticallyInContainer

        static func help(for value: Alignment) -> ArgumentHelp? {
            switch value {
            case .horizontallyInContainer: "Centre one view in its superview, left to right."
            case .verticallyInContainer: "Centre one view in its superview, top to bottom."
            default: "Make the views' \(value.rawValue) equal."
            }
        }
    }

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The views to align: the first is the reference.")
    var views: [String]

    @Flag(help: "What to align.")
    var alignment: Alignment

    @Option(parsing: .unconditional, help: "Points between the aligned edges (or off the container's centre).")
    var offset: Double = 0

    @Flag(name: .customLong("dry-run"), help: "Print the constraints it would add, and add nothing.")
    var dryRun = false

    @OptionGroup var varyForTraits: VaryForTraitsOption

    func validate() throws {
        guard offset.isFinite else { throw ValidationError("--offset must be a number") }
        switch alignment {
        case .horizontallyInContainer, .verticallyInContainer:
            guard views.count == 1 else { throw ValidationError("name one view to centre in its container, not \(views.count)") }
        default:
            guard views.count >= 2 else { throw ValidationError("name at least two views to align; the first is the reference") }
        }
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        let base = try store.headState(of: summary.id)
        let project = base.project
        let ids = try views.map { try project.view(named: $0).id }
        let constraints: [Constraint] =
            switch alignment {
            case .horizontallyInContainer: [try project.centering(ids[0], on: .horizontal, offset: offset)]
            case .verticallyInContainer: [try project.centering(ids[0], on: .vertical, offset: offset)]
            default: try project.aligning(ids, Attribute(rawValue: alignment.rawValue) ?? .leading, offset: offset)
            }
        try ToolChanges(added: varyForTraits.applied(to: constraints)).commitOrShow(
            from: base, store: store, summary: summary, message: message, dryRun: dryRun,
            description: "align \(views.joined(separator: ", ")) (\(alignment.rawValue))")
    }
}
