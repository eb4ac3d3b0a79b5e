import Foundation
import Interchange
import Model
import Solver

/// `layoutstore-bench fidelity DIR [--misses]`: imports every .xib and .storyboard of DIR, solves each
/// project at design time as Interface Builder's canvas does (its design size, the safe-area insets
/// the document implies, placeholder constraints kept, in the size class of the document's
/// device: `Project.resolved(for:)`), and compares each view's solved frame with
/// the frame the document stores. A view the solve finds ambiguous (or inside one) counts as a
/// miss; views the document marks misplaced or ambiguous, and their subviews, are left out, and
/// the coverage (views compared of views with stored frames) says how many.
///
/// DIR's `MANIFEST.tsv` splits the documents by repository (its `set` column): the tuning set,
/// whose misses rules may be written against, and the check set, which only shows totals. The
/// per-document lines and `--misses` (every view off) are printed for the tuning set and for
/// documents the manifest does not list; totals for each set and platform, then the timings.
enum FidelityBenchmark {
    struct Tally {
        /// Views compared: those with stored frames, less those the document marks.
        var compared = 0
        var within = 0
        /// Views the solve finds ambiguous, with their subviews (compared, and missed).
        var ambiguous = 0
        /// Views the document marks misplaced or ambiguous, with their subviews (left out).
        var unreliable = 0
        /// Views with a frame in the document.
        var withStoredFrames = 0
        var documents = 0

        mutating func add(_ other: Tally) {
            compared += other.compared
            within += other.within
            ambiguous += other.ambiguous
            unreliable += other.unreliable
            withStoredFrames += other.withStoredFrames
            documents += other.documents
        }
    }

    /// The sets a manifest assigns, in the order they are printed.
    static let sets = ["tuning", "check", "unlisted"]

    static func run(_ arguments: [String]) -> Bool {
        let listsMisses = arguments.contains("--misses")
        let paths = arguments.filter { $0 != "--misses" }
        guard paths.count == 1 else { return false }
        guard let files = documents(in: paths[0]) else { return false }
        let split = manifestSets(in: paths[0])
        var totals: [String: [IBDocument.Platform: Tally]] = [:]
        var largest: (bytes: Int, name: String, ms: Double) = (0, "", 0)
        var slowest: (name: String, ms: Double) = ("", 0)
        var corpusMS = 0.0
        for file in files {
            guard let data = try? Data(contentsOf: file) else { continue }
            let set = split[file.lastPathComponent] ?? "unlisted"
            let shows = set != "check"
            let start = DispatchTime.now().uptimeNanoseconds
            guard let document = try? IBDocument(bytes: Array(data), file: file.lastPathComponent) else {
                print("\(file.lastPathComponent): not imported")
                continue
            }
            let imported = DocumentImport(document, fallbackName: "doc")
            var tally = Tally(documents: 1)
            var worst: (distance: Double, what: String) = (0, "")
            var misses: [String] = []
            // The size class of the document's device (an iPad's is regular both ways), whose
            // layout Interface Builder's canvas shows: views and constraints installed there.
            let sizeClass =
                document.device.flatMap { device in
                    Device.interfaceBuilder(device.id)?.sizeClass(device.isLandscape ? .landscape : .portrait)
                } ?? .any
            for (index, stored) in imported.projects.enumerated() {
                guard stored.rootViews.first != nil else { continue }
                let project = stored.resolved(for: sizeClass)
                // As Interface Builder's canvas: the design size, the design device's safe area,
                // placeholder constraints kept.
                var environment = LayoutEnvironment(designOf: project)
                environment.includesPlaceholders = true
                let solution = LayoutSystem.solve(project, in: environment)
                let comparison = StoredFrameComparison(
                    project, index: index, of: imported, in: document,
                    frames: solution.frames, absoluteFrames: solution.absoluteFrames, ambiguous: Set(solution.ambiguous.map(\.item)))
                tally.unreliable += comparison.leftOutAsMarked
                tally.ambiguous += comparison.ambiguous.count
                tally.withStoredFrames += comparison.withStoredFrames
                tally.compared += comparison.compared.count + comparison.ambiguous.count
                if listsMisses {
                    misses += comparison.ambiguous.map {
                        "\(project.name).\($0.name) (\($0.kind.rawValue)) ambiguous in the solve: stored \($0.frame)"
                    }
                }
                for compared in comparison.compared {
                    if compared.matches {
                        tally.within += 1
                        continue
                    }
                    let view = compared.view
                    let what =
                        "\(project.name).\(view.name) (\(view.kind.rawValue)) off by \(String(format: "%.1f", compared.distance)) pt: stored \(view.frame), solved \(compared.solved)"
                    if listsMisses { misses.append(what) }
                    if compared.distance > worst.distance { worst = (compared.distance, what) }
                }
            }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            corpusMS += ms
            if data.count > largest.bytes { largest = (data.count, file.lastPathComponent, ms) }
            if ms > slowest.ms { slowest = (file.lastPathComponent, ms) }
            totals[set, default: [:]][document.platform, default: Tally()].add(tally)
            guard shows else { continue }
            let ambiguous = tally.ambiguous > 0 ? "; \(tally.ambiguous) ambiguous in the solve" : ""
            print(
                "\(file.lastPathComponent): \(tally.within)/\(tally.compared) within 0.5 pt\(ambiguous)\(worst.what.isEmpty ? "" : "; worst: \(worst.what)")"
            )
            for miss in misses { print("  miss: \(miss)") }
        }
        for set in sets {
            guard let platforms = totals[set] else { continue }
            for (platform, name) in [(IBDocument.Platform.cocoaTouch, "iOS/tvOS"), (.cocoa, "macOS")] {
                guard let tally = platforms[platform] else { continue }
                print(
                    "\(set) set, \(name) (\(tally.documents) documents): \(tally.within) of \(tally.compared) views within 0.5 pt (\(percent(tally.within, of: tally.compared))%), \(tally.ambiguous) of them ambiguous in the solve; coverage \(tally.compared) of \(tally.withStoredFrames) views with stored frames (\(percent(tally.compared, of: tally.withStoredFrames))%), \(tally.unreliable) left out as the document marks them misplaced or ambiguous (with their subviews)"
                )
            }
        }
        print(
            String(
                format: "largest document (%@, %d bytes): import and solve %.1f ms; slowest (%@) %.1f ms; whole corpus (%d documents) %.0f ms",
                largest.name, largest.bytes, largest.ms, slowest.name, slowest.ms, files.count, corpusMS))
        return true
    }

    /// The .xib and .storyboard files of a folder, by path; nil when it cannot be read.
    static func documents(in path: String) -> [URL]? {
        try? FileManager.default.contentsOfDirectory(at: URL(fileURLWithPath: path), includingPropertiesForKeys: nil)
            .filter { ["xib", "storyboard"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }

    /// The set (`tuning` or `check`) `MANIFEST.tsv` in `path` gives each file, by its `file` and
    /// `set` columns; empty when there is no manifest or it has no such columns.
    static func manifestSets(in path: String) -> [String: String] {
        guard let text = try? String(contentsOfFile: path + "/MANIFEST.tsv", encoding: .utf8) else { return [:] }
        let rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = rows.first, let file = header.firstIndex(of: "file"), let set = header.firstIndex(of: "set") else { return [:] }
        var sets: [String: String] = [:]
        for row in rows.dropFirst() where row.count > max(file, set) { sets[row[file]] = row[set] }
        return sets
    }

    static func percent(_ part: Int, of whole: Int) -> String { String(format: "%.1f", 100 * Double(part) / Double(max(1, whole))) }
}
