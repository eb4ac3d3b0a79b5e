import ArgumentParser
import Foundation
import Lint
import Model

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Solve every scene and cell of .xib and .storyboard files on a device matrix, and report layout problems.",
        discussion: """
            Nothing is imported: each document is read as `import` reads it and solved on the \
            document's own device (`design`), the iPhone SE, the iPhone 17 Pro Max and an 11-inch \
            iPad, in portrait and landscape, left to right and right to left. Rules: \
            \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")).
            Folders are searched for .xib and .storyboard files. The configuration is \
            ./\(LintConfiguration.fileName) (or --config); options override it. Output is \
            Xcode's (path:line:column: error|warning: message [rule]) unless --reporter says \
            otherwise. Exit 0 when nothing is found, 1 when something is, 64 on a usage error \
            (a malformed configuration or baseline included).
            Example:
              layoutstore lint
              layoutstore lint App/Base.lproj --devices design,iphone-se --no-rtl
              layoutstore lint --reporter sarif > lint.sarif
              layoutstore lint --write-baseline .layoutstore-lint-baseline.json
              layoutstore lint --baseline .layoutstore-lint-baseline.json
            """)

    @Argument(help: "Documents, or folders to search for them (default: the current folder).")
    var paths: [String] = []

    @Option(help: ArgumentHelp("The configuration file (default: ./\(LintConfiguration.fileName) when there is one).", valueName: "file"))
    var config: String?

    @Option(
        help: ArgumentHelp(
            "Devices, comma-separated: \(LintDevice.names.joined(separator: ", ")) (the default) or any of docs/devices.md; a screen alone is both orientations, "
                + "'ipad-11:landscape' one (default: all).", valueName: "list"))
    var devices: String?

    @Flag(inversion: .prefixedNo, help: "Also solve each device right to left (default: yes).")
    var rtl: Bool?

    @Option(
        name: .customLong("size-class"),
        help: ArgumentHelp(
            "Solve every device in this size class (wC,hR, hC, any, …) rather than each device's own (the design's: the document's device's).",
            valueName: "class"))
    var sizeClass: SizeClass?

    @Option(help: ArgumentHelp("How to print findings: \(LintReporter.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "name"))
    var reporter: String = LintReporter.xcode.rawValue

    @Option(help: ArgumentHelp("Report only findings not in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Write this run's findings as a baseline file, and exit 0.", valueName: "file"))
    var writeBaseline: String?

    func validate() throws {
        guard LintReporter(rawValue: reporter) != nil else {
            throw ValidationError("no reporter '\(reporter)'; reporters: \(LintReporter.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let devices {
            for entry in devices.split(separator: ",", omittingEmptySubsequences: false).map(String.init) where LintDevice.named(entry) == nil {
                throw ValidationError(
                    "--devices: no device '\(entry)'; devices are \(LintDevice.names.joined(separator: ", ")) or any other of docs/devices.md, each screen optionally with ':portrait' or ':landscape'"
                )
            }
        }
    }

    func run() throws {
        var configuration = try loadConfiguration()
        if let devices { configuration.devices = devices.split(separator: ",").map(String.init) }
        if let rtl { configuration.rightToLeft = rtl }
        if let sizeClass { configuration.sizeClass = sizeClass }
        let accepted = try baseline.map { path in
            do {
                return try LintBaseline(decoding: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            } catch let error as LintError {
                throw ValidationError("--baseline \(path): \(error)")
            } catch {
                throw ValidationError("--baseline \(path) cannot be read: \(error.localizedDescription)")
            }
        }
        let files = try documents(configuration)
        let linter = DocumentLinter(configuration: configuration)
        let unreadableSeverity = configuration.severity(of: .malformedDocument)
        // Documents are linted on every core at once; each result lands in its own slot.
        let results = LintResults(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let path = files[index]
            guard let data = FileManager.default.contents(atPath: path) else {
                guard let unreadableSeverity else { return }
                results.set(
                    index,
                    [
                        LintFinding(
                            file: path, line: 1, column: 1, severity: unreadableSeverity,
                            rule: .malformedDocument, message: "Malformed document: the file cannot be read")
                    ])
                return
            }
            results.set(index, linter.lint(bytes: Array(data), path: path))
        }
        var findings = results.all
        if let writeBaseline {
            do {
                try Data(LintBaseline.encoded(findings)).write(to: URL(fileURLWithPath: writeBaseline))
            } catch {
                throw CLIError("cannot write the baseline \(writeBaseline): \(error.localizedDescription)")
            }
            Terminal.note("wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") of \(files.count) documents to \(writeBaseline)")
            return
        }
        if let accepted { findings = accepted.new(findings) }
        let chosen = LintReporter(rawValue: reporter) ?? .xcode
        FileHandle.standardOutput.write(Data(chosen.report(findings, files: files).utf8))
        let errors = findings.filter { $0.severity == .error }.count
        Terminal.note(
            "linted \(files.count) document\(files.count == 1 ? "" : "s") on \(configuration.resolvedDevices.count) device"
                + "\(configuration.resolvedDevices.count == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), "
                + "\(findings.count - errors) warning\(findings.count - errors == 1 ? "" : "s")"
                + (accepted == nil ? "" : " new since the baseline"))
        if !findings.isEmpty { throw ExitCode(1) }
    }

    /// `--config`, else `./.layoutstore-lint.yml` if there is one, else the defaults.
    private func loadConfiguration() throws -> LintConfiguration {
        let path = config ?? LintConfiguration.fileName
        guard let data = FileManager.default.contents(atPath: path) else {
            if config != nil { throw ValidationError("--config \(path): no such file") }
            return LintConfiguration()
        }
        do {
            return try LintConfiguration.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw ValidationError("\(path): \(error)")
        }
    }

    /// The documents to lint: the files named, and the .xib and .storyboard files of the
    /// folders named (hidden folders and `.build` left out), minus the configuration's
    /// excluded paths; each once, folders' files sorted.
    private func documents(_ configuration: LintConfiguration) throws -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths.isEmpty ? ["."] : paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ValidationError("'\(path)': no such file or folder")
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                if name.hasSuffix(".xib") || name.hasSuffix(".storyboard") {
                    found.append(path == "." ? relative : (path.hasSuffix("/") ? path + relative : path + "/" + relative))
                }
            }
            files += found.sorted()
        }
        var seen: Set<String> = []
        return files.filter { !configuration.isExcluded($0) && seen.insert($0).inserted }
    }
}

/// Findings per document, filled from several threads at once.
final class LintResults: @unchecked Sendable {  // each slot is written by one thread, under the lock
    private var slots: [[LintFinding]]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func set(_ index: Int, _ findings: [LintFinding]) {
        lock.lock()
        slots[index] = findings
        lock.unlock()
    }

    var all: [LintFinding] {
        lock.lock()
        defer { lock.unlock() }
        return slots.flatMap { $0 }
    }
}
