import ArgumentParser
import Foundation
import Model
import Render
import Solver
import Storage

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a revision's layout in Interface Builder's visual language, as SVG (or PNG).",
        discussion: """
            Every view at its solved frame (--design: its design frame), named and nested; guides \
            as tinted areas; the constraints of the --view views (all without --view) as I-bars \
            for spaces and sizes with their constants, plain lines for aligned edges, solid when \
            required and dashed when optional; blue when their items are in place, orange when one \
            is misplaced (its other frame dashed beside it), red when ambiguous or unsatisfiable; \
            badges = for equal sizes, ≥ and ≤ for inequalities. --diff REV overlays what changed \
            since REV. The same revision gives the same bytes.
            SVG goes to the standard output, or to -o FILE ending in .svg; a FILE ending in .png \
            is converted by rsvg-convert (Debian: librsvg2-bin) at --scale pixels per point (2 by \
            default, as most devices' screens). Other extensions are refused.
            Example:
              layoutstore render -o layout.svg
              layoutstore render --device iphone-15 --rtl --view title -o title.png
              layoutstore render --device ipad-11 --landscape --scale 3 -o ipad.png
              layoutstore render --diff HEAD~3 -o changes.svg
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var options: SolveOptions

    @Option(name: .customLong("view"), help: ArgumentHelp("Draw this view's constraints (repeatable; default: all).", valueName: "name"))
    var views: [String] = []

    @Option(help: ArgumentHelp("Overlay what changed since this revision.", valueName: "rev"))
    var diff: String?

    @Flag(help: "Draw design frames instead of solved ones (misplaced views' solved frames dashed).")
    var design = false

    @Option(
        name: .customShort("o"), help: ArgumentHelp("Write to this file (.svg, or .png for PNG) instead of the standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Pixels per point of a PNG: 1, 2 or 3 (default 2).", valueName: "n"))
    var scale: Int = 2

    /// The extensions `-o` writes, in any case: SVG as it is drawn, PNG converted from it.
    static let writableExtensions = ["svg", "png"]

    func validate() throws {
        guard [1, 2, 3].contains(scale) else {
            throw ValidationError("--scale is 1, 2 or 3 pixels per point (as the devices' screens have them), not \(scale)")
        }
        guard let output else { return }
        let fileExtension = (output as NSString).pathExtension
        guard Self.writableExtensions.contains(fileExtension.lowercased()) else {
            let ending = fileExtension.isEmpty ? "has no extension" : "ends in .\(fileExtension)"
            throw ValidationError(
                "render writes \(Self.writableExtensions.map { "." + $0 }.joined(separator: " and ")) files, and '\(output)' \(ending); "
                    + "name a file ending in one of those, or leave out -o for SVG on the standard output")
        }
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        let (project, environment) = try options.load(store, summary)
        let revision = try store.resolveRevision(options.at ?? "HEAD", in: summary.id)
        var title = "\(summary.name) at \(revision.short)"
        var renderOptions = RenderOptions(views: views, drawsDesignFrames: design)
        if let diff {
            let base = try store.resolveRevision(diff, in: summary.id)
            renderOptions.previous = SolvedLayout(
                solving: try store.state(of: summary.id, at: base).resolved(for: options.resolvedSizeClass), in: environment)
            title += " against \(base.short)"
        }
        title += " · \(formatNumber(environment.rootWidth))×\(formatNumber(environment.rootHeight))"
        if let device = options.device { title += " (\(device)\(options.landscape ? ", landscape" : ""))" }
        if options.resolvedSizeClass != .any { title += " · \(options.resolvedSizeClass)" }
        if environment.direction == .rightToLeft { title += " · right to left" }
        if design { title += " · design frames" }
        renderOptions.title = title

        let picture: Picture
        do {
            picture = try Picture(SolvedLayout(solving: project, in: environment), options: renderOptions)
        } catch {
            throw CLIError(error.description)
        }
        let svg = Data(picture.svg.utf8)
        guard let output else { return FileHandle.standardOutput.write(svg) }
        if (output as NSString).pathExtension.lowercased() == "png" {
            try RenderCommand.writePNG(svg, to: output, scale: scale)
        } else {
            do {
                try svg.write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw CLIError("cannot write '\(output)': check that its folder exists and is writable")
            }
        }
    }

    /// The converter PNG output goes through, and where Debian has it.
    static let converter = "rsvg-convert"

    /// Converts the SVG to PNG with `rsvg-convert`, which must be on the PATH.
    static func writePNG(_ svg: Data, to path: String, scale: Int) throws {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard
            let executable = searchPath.split(separator: ":").map({ "\($0)/\(converter)" })
                .first(where: FileManager.default.isExecutableFile(atPath:))
        else {
            throw CLIError(
                "writing PNG needs \(converter), which is not installed; install it (`apt-get install librsvg2-bin`, "
                    + "or `make deps`), or write SVG with -o FILE.svg")
        }
        let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appending(path: "picture.svg")
        let converted = folder.appending(path: "picture.png")
        try svg.write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--format", "png", "--zoom", String(scale), "--output", converted.path, input.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CLIError(
                "\(converter) could not convert the picture: "
                    + String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        do {
            // Written whole, so a failed conversion leaves no half-written file.
            try Data(contentsOf: converted).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CLIError("cannot write '\(path)': check that its folder exists and is writable")
        }
    }
}
