import Interchange
import Model
import Solver

/// Lints one Interface Builder document: maps it to projects as import does (without a store),
/// solves every layout root (scene, cell, top-level view) on each device of the matrix, and
/// turns what the solves find into findings located at the document's elements.
///
/// A finding that shows on several devices is reported once, with the devices it shows on.
/// Misplacement is checked on the design device only, where the document's frames were laid
/// out; the other rules on every device the root is laid out on (``LintDevice``).
public struct DocumentLinter: Sendable {
    /// Which rules run, at which severity, on which devices.
    public var configuration: LintConfiguration

    /// A linter with this configuration; every rule at its default severity on the whole matrix by default.
    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// The findings of the document at `path` with these bytes, in document order; a document
    /// that cannot be read gives one ``LintRule/malformedDocument`` finding.
    ///
    /// - Complexity: a solve of every layout root per device of the matrix, plus O(*s*²) per
    ///   superview of *s* subviews for overlaps.
    public func lint(bytes: [UInt8], path: String) -> [LintFinding] {
        let document: IBDocument
        do {
            document = try IBDocument(bytes: bytes, file: path)
        } catch {
            guard let severity = configuration.severity(of: .malformedDocument) else { return [] }
            return [
                LintFinding(
                    file: path, line: error.line ?? 1, column: 1, severity: severity, rule: .malformedDocument,
                    message: "Malformed document: \(error.reason)", detail: "")
            ]
        }
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let imported = DocumentImport(document, fallbackName: fileName)
        let locator = SourceLocator(bytes)
        var offsets: [String: Int] = [:]
        for root in document.layoutRoots { Self.collectOffsets(of: root.view, into: &offsets) }
        let devices = configuration.resolvedDevices
        var findings: [LintFinding] = []
        for (index, project) in imported.projects.enumerated() where index < document.layoutRoots.count {
            let root = document.layoutRoots[index]
            var collector = FindingCollector(
                file: path, scene: project.name, rootOffset: root.view.offset, offsets: offsets, locator: locator, configuration: configuration)
            let viewsByID = Dictionary(project.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let constraintsByID = Dictionary(project.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            func subject(_ subject: LintObservation.Subject) -> (documentID: String?, name: String) {
                switch subject {
                case .view(let id): (viewsByID[id]?.documentID, viewsByID[id]?.name ?? "")
                case .constraint(let id): (constraintsByID[id]?.documentID, constraintsByID[id]?.identifier ?? "")
                }
            }
            var solvedOn = 0
            for device in devices {
                guard let environment = device.environment(for: project, root: root, platform: document.platform, designDevice: document.device)
                else { continue }
                solvedOn += 1
                // The layout the device's size class shows: its views and constraints installed there.
                let resolved = project.resolved(for: configuration.sizeClass ?? device.sizeClass(designDevice: document.device))
                let solution = LayoutSystem.solve(resolved, in: environment)
                var check = SolvedLayoutCheck(project: resolved, solution: solution, device: device)
                if device == .design {
                    check.shownFrames =
                        document.platform == .cocoaTouch
                        ? IBPixelGrid(scale: document.device?.scale ?? 1).shownFrames(absolute: solution.absoluteFrames, in: resolved)
                        : solution.frames
                }
                for observation in check.observations() {
                    let (documentID, name) = subject(observation.subject)
                    collector.add(observation, documentID: documentID, name: name, on: device)
                }
            }
            findings += collector.findings(devicesSolved: solvedOn)
        }
        return findings.sorted { ($0.line, $0.column, $0.rule.rawValue, $0.detail) < ($1.line, $1.column, $1.rule.rawValue, $1.detail) }
    }

    /// Every view's and constraint's document id with the offset of its element.
    static func collectOffsets(of view: IBView, into offsets: inout [String: Int]) {
        if let id = view.id { offsets[id] = view.offset }
        for constraint in view.constraints { if let id = constraint.id { offsets[id] = constraint.offset } }
        for subview in view.subviews { collectOffsets(of: subview, into: &offsets) }
    }
}
