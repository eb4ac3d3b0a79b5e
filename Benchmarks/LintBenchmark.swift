import Foundation
import Interchange
import Lint

/// `layoutstore-bench lint DIR PATH_TO_LAYOUTSTORE`: lint on real documents.
///
/// First how lint's ambiguity and misplacement agree with what Xcode stored: every view element
/// of DIR's documents marked `ambiguous="YES"` or `misplaced="YES"` is looked for among the
/// `ambiguous-layout` and `misplaced-view` findings of a lint on the design device (left to
/// right); each one it does not find, and each finding of those rules on a view Xcode did not
/// mark, is listed. Then the time of whole `layoutstore lint DIR` processes: on one device
/// (`--devices design --no-rtl`) and on the full matrix, the median of 5 each.
enum LintBenchmark {
    static func run(_ arguments: [String]) -> Bool {
        guard arguments.count == 2 else { return false }
        let folder = arguments[0], binary = arguments[1]
        guard let files = FidelityBenchmark.documents(in: folder) else { return false }
        var configuration = LintConfiguration()
        configuration.devices = ["design"]
        configuration.rightToLeft = false
        let linter = DocumentLinter(configuration: configuration)
        var marked = 0, markedAmbiguous = 0, markedMisplaced = 0, found = 0
        var missed: [String] = [], extra: [String] = []
        for file in files {
            guard let data = try? Data(contentsOf: file), let document = try? IBDocument(bytes: Array(data), file: file.lastPathComponent)
            else { continue }
            var flagged: [String: String] = [:]
            func collect(_ view: IBView) {
                let marks = ["ambiguous", "misplaced"].filter { view.attributes[$0] == "YES" }
                if let id = view.id, !marks.isEmpty { flagged[id] = "\(view.element) \(marks.joined(separator: "+"))" }
                view.subviews.forEach(collect)
            }
            document.layoutRoots.forEach { collect($0.view) }
            marked += flagged.count
            markedAmbiguous += flagged.values.filter { $0.contains("ambiguous") }.count
            markedMisplaced += flagged.values.filter { $0.contains("misplaced") }.count
            let findings = linter.lint(bytes: Array(data), path: file.lastPathComponent).filter {
                $0.rule == .ambiguousLayout || $0.rule == .misplacedView
            }
            let foundIDs = Set(findings.compactMap(\.objectID))
            for (id, what) in flagged.sorted(by: { $0.key < $1.key }) {
                if foundIDs.contains(id) {
                    found += 1
                } else {
                    missed.append("\(file.lastPathComponent) \(id) (\(what))")
                }
            }
            for finding in findings where !flagged.keys.contains(finding.objectID ?? "") {
                extra.append("\(finding.file):\(finding.line): \(finding.rule.rawValue): \(finding.message)")
            }
        }
        print(
            "Xcode marked \(marked) views (\(markedAmbiguous) ambiguous, \(markedMisplaced) misplaced); lint finds \(found) of them on the design device"
        )
        for line in missed { print("  not found: \(line)") }
        print("lint finds \(extra.count) ambiguous or misplaced views on the design device that Xcode did not mark")
        for line in extra { print("  extra: \(line)") }
        for (name, options) in [("one device (--devices design --no-rtl)", ["--devices", "design", "--no-rtl"]), ("full matrix", [])] {
            var samples: [Double] = []
            for _ in 0..<5 {
                guard let measure = try? ProcessMeasure.run(binary, ["lint", folder, "--reporter", "json"] + options, exitCodes: [0, 1]) else {
                    printError("layoutstore lint could not be run\n")
                    return false
                }
                samples.append(measure.ms)
            }
            print(
                String(
                    format: "layoutstore lint %@ on %@: median %.0f ms (of 5: %@)", folder, name, median(samples),
                    samples.map { String(format: "%.0f", $0) }.joined(separator: ", ")))
        }
        return true
    }
}
