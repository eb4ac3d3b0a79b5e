import Foundation

/// `layoutstore-bench swift-import LAYOUTSTORE [PREVIOUS]`: `layoutstore import File.swift` as
/// whole processes, on a view controller of 1,000 lines of layout code (labels made as
/// properties, added in `viewDidLoad` and placed by four anchors each in
/// `NSLayoutConstraint.activate`, with a visual format every tenth row), the median of 5: with
/// `--dry-run` (read and report) and storing into a new store. Then the start of the everyday
/// commands, `--version` and `list` on a small store, by LAYOUTSTORE and, given, by PREVIOUS
/// (another build, before a change), alternately in the same run. One JSON line each.
enum SwiftImportBenchmark {
    static let runs = 5
    static let startRuns = 21

    static func run(_ arguments: [String]) -> Bool {
        guard let binary = arguments.first, arguments.count <= 2 else { return false }
        let previous = arguments.count == 2 ? arguments[1] : nil
        do {
            let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-swift-bench-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try measureImport(binary: binary, in: folder)
            try measureStart(binary: binary, previous: previous, in: folder)
            return true
        } catch {
            FileHandle.standardError.write(Data("layoutstore-bench swift-import: \(error)\n".utf8))
            exit(1)
        }
    }

    /// A view controller of at least `lines` lines of layout code.
    static func source(lines: Int) -> String {
        var rows = 1
        func text(_ rows: Int) -> String {
            var properties: [String] = []
            var setup: [String] = []
            var anchors: [String] = []
            var formats: [String] = []
            for row in 0..<rows {
                properties.append("    private let label\(row) = UILabel()")
                setup.append("        label\(row).translatesAutoresizingMaskIntoConstraints = false")
                setup.append("        view.addSubview(label\(row))")
                let above = row == 0 ? "view.safeAreaLayoutGuide.topAnchor" : "label\(row - 1).bottomAnchor"
                anchors.append("            label\(row).topAnchor.constraint(equalTo: \(above), constant: spacing),")
                anchors.append("            label\(row).leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),")
                if row % 10 == 9 {
                    formats.append(
                        "        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: \"H:[label\(row)(>=width)]-(>=0)-|\", options: [], metrics: [\"width\": 40], views: [\"label\(row)\": label\(row)]))"
                    )
                } else {
                    anchors.append("            label\(row).trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),")
                }
                anchors.append("            label\(row).heightAnchor.constraint(equalToConstant: rowHeight - 4),")
            }
            return """
                import UIKit

                private let spacing: CGFloat = 8
                private let rowHeight: CGFloat = 28

                final class LongFormViewController: UIViewController {
                \(properties.joined(separator: "\n"))

                    override func viewDidLoad() {
                        super.viewDidLoad()
                \(setup.joined(separator: "\n"))
                        NSLayoutConstraint.activate([
                \(anchors.joined(separator: "\n"))
                        ])
                \(formats.joined(separator: "\n"))
                    }
                }

                """
        }
        while text(rows).split(separator: "\n").count < lines { rows += 1 }
        return text(rows)
    }

    private static func measureImport(binary: String, in folder: URL) throws {
        let code = source(lines: 1_000)
        let file = folder.appending(path: "LongFormViewController.swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        var dryRuns: [ProcessMeasure] = []
        var stored: [ProcessMeasure] = []
        for run in 0..<runs {
            let store = folder.appending(path: "import-\(run).db").path
            dryRuns.append(try ProcessMeasure.run(binary, ["--store", store, "import", file.path, "--dry-run", "--strict"]))
            stored.append(try ProcessMeasure.run(binary, ["--store", store, "import", file.path, "--strict"]))
        }
        var result: [String: Any] = [
            "benchmark": "swift-import", "lines": code.split(separator: "\n").count, "bytes": code.utf8.count,
        ]
        ScaleBenchmark.report("dry_run", dryRuns, into: &result)
        ScaleBenchmark.report("import", stored, into: &result)
        print(String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]), as: UTF8.self))
    }

    /// A small store made by `binary` (each build its own: an older one does not open a newer schema).
    private static func smallStore(_ binary: String, at store: String) throws {
        _ = try ProcessMeasure.run(binary, ["--store", store, "init", "Start", "-m", "start"])
        _ = try ProcessMeasure.run(binary, ["--store", store, "view", "add", "title", "--kind", "label", "-m", "title"])
        _ = try ProcessMeasure.run(binary, ["--store", store, "add", "title.top = root.top + 20", "-m", "top"])
    }

    private static func measureStart(binary: String, previous: String?, in folder: URL) throws {
        let store = folder.appending(path: "start.db").path, previousStore = folder.appending(path: "previous-start.db").path
        try smallStore(binary, at: store)
        if let previous { try smallStore(previous, at: previousStore) }
        for name in ["version", "list"] {
            func command(_ store: String) -> [String] { name == "version" ? ["--version"] : ["--store", store, "list"] }
            var ours: [ProcessMeasure] = []
            var theirs: [ProcessMeasure] = []
            for _ in 0..<startRuns {
                ours.append(try ProcessMeasure.run(binary, command(store)))
                if let previous { theirs.append(try ProcessMeasure.run(previous, command(previousStore))) }
            }
            var result: [String: Any] = ["benchmark": "start", "command": name]
            ScaleBenchmark.report("start", ours, into: &result)
            if previous != nil { ScaleBenchmark.report("previous_start", theirs, into: &result) }
            print(String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]), as: UTF8.self))
        }
    }
}
