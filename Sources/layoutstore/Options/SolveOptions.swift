import ArgumentParser
import Model
import Solver
import Storage

/// The inputs of a solve, which `solve`, `check` and `update-frames` share.
struct SolveOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Solve the project as it was at this revision.", valueName: "rev"))
    var at: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The root view's size, neither side negative (default: the root's design size).", valueName: "WxH"))
    var size: Size?

    @Option(
        help: ArgumentHelp(
            "A device: \(Device.all.map(\.name).joined(separator: ", ")) (and other models' names for the same screens; docs/devices.md).",
            valueName: "device"))
    var device: String?

    @Flag(help: "With --device: the device turned to landscape (its safe area and size that way).")
    var landscape = false

    @Option(
        name: .customLong("size-class"),
        help: ArgumentHelp(
            "Solve the layout of a size class, in Interface Builder's notation: wC,hR (or 'wC hR'), hC for any width, any for the base layout (default: the --device's class, else the base layout; docs/size-classes.md).",
            valueName: "class"))
    var sizeClass: SizeClass?

    @Flag(help: "Lay out right to left: leading and trailing flip.")
    var rtl = false

    @Flag(name: .customLong("design-time"), help: "Keep placeholder constraints in, as Interface Builder's canvas does.")
    var designTime = false

    func validate() throws {
        if size != nil, device != nil { throw ValidationError("give --size or --device, not both") }
        if landscape, device == nil { throw ValidationError("--landscape turns a --device; name one (--device iphone-15 --landscape)") }
        if let device, Device.named(device) == nil {
            let known = Device.allNames
            throw ValidationError(
                "no device preset '\(device)'" + (closestMatch(to: device, among: known).map { "; did you mean '\($0)'?" } ?? "")
                    + "; devices: \(Device.all.map(\.name).joined(separator: ", ")) (docs/devices.md)")
        }
    }

    /// The size class solved: `--size-class`, else the class `--device` has in its orientation
    /// (`wC hR` for an iPhone in portrait), else the base layout (`any`).
    var resolvedSizeClass: SizeClass {
        if let sizeClass { return sizeClass }
        if let device, let preset = Device.named(device) { return preset.sizeClass(landscape ? .landscape : .portrait) }
        return .any
    }

    /// Solves the project of `--store`/`--project` as these options say.
    func report(_ global: StoreOptions) throws -> SolutionReport {
        let (store, summary) = try global.openProject()
        let (project, environment) = try load(store, summary)
        return SolutionReport(project: project, solution: LayoutSystem.solve(project, in: environment))
    }

    /// The project at `--at` (or HEAD) and the environment to solve it in.
    func load(_ store: Store, _ summary: ProjectHead) throws -> (Project, LayoutEnvironment) {
        let stored = try store.state(of: summary.id, at: try at.map { try store.resolveRevision($0, in: summary.id) })
        let project = stored.resolved(for: resolvedSizeClass)
        var environment: LayoutEnvironment
        if let device, let preset = LayoutEnvironment.device(named: device, orientation: landscape ? .landscape : .portrait) {
            environment = preset
        } else {
            environment = LayoutEnvironment(designOf: project)
            if let size { (environment.rootWidth, environment.rootHeight) = (size.width, size.height) }
        }
        if rtl { environment.direction = .rightToLeft }
        environment.includesPlaceholders = designTime
        return (project, environment)
    }
}
