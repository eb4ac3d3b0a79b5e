import Foundation
import Interchange
import Model
import Solver

/// `layoutstore-bench fidelity DIR [--misses]`: imports every .xib and .storyboard of DIR, solves each
/// project at its design size (with the safe-area insets the document implies), and compares
/// each view's solved frame with the frame the document stores. Views the document marks
/// misplaced or ambiguous, their subviews, and views the solve finds ambiguous are left out.
/// Prints a line per document, then totals for iOS and macOS (with how many views were left
/// out, and why), and the import+solve times.
enum FidelityBenchmark {
    struct Tally {
        var compared = 0
        var within = 0
        /// Views the solve finds ambiguous, with their subviews (left out).
        var ambiguous = 0
        /// Views the document marks misplaced or ambiguous, with their subviews (left out).
        var unreliable = 0
    }

    static func run(_ arguments: [String]) -> Bool {
        let listsMisses = arguments.contains("--misses")
        let paths = arguments.filter { $0 != "--misses" }
        guard paths.count == 1 else { return false }
        guard let files = documents(in: paths[0]) else { return false }
        var totals: [IBDocument.Platform: Tally] = [:]
        // Views inside stack views (arranged or below), counted again on their own.
        var stacked: [IBDocument.Platform: Tally] = [:]
        var largest: (bytes: Int, name: String, ms: Double) = (0, "", 0)
        var corpusMS = 0.0
        for file in files {
            guard let data = try? Data(contentsOf: file) else { continue }
            let start = DispatchTime.now().uptimeNanoseconds
            guard let document = try? IBDocument(bytes: Array(data), file: file.lastPathComponent) else {
                print("\(file.lastPathComponent): not imported")
                continue
            }
            let imported = DocumentImport(document, fallbackName: "doc")
            var tally = Tally(), stackTally = Tally()
            var worst: (distance: Double, what: String) = (0, "")
            var misses: [String] = []
            for (index, project) in imported.projects.enumerated() {
                guard project.rootViews.first != nil else { continue }
                // As a plain `solve` does: the design size and the design device's safe area.
                let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
                let comparison = StoredFrameComparison(
                    project, index: index, of: imported, in: document,
                    frames: solution.frames, absoluteFrames: solution.absoluteFrames, ambiguous: Set(solution.ambiguous.map(\.item)))
                tally.unreliable += comparison.leftOutAsMarked
                tally.ambiguous += comparison.leftOutAsAmbiguous
                for compared in comparison.compared {
                    tally.compared += 1
                    if compared.isInStackView {
                        stackTally.compared += 1
                        if compared.matches { stackTally.within += 1 }
                    }
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
            totals[document.platform, default: Tally()].compared += tally.compared
            totals[document.platform, default: Tally()].within += tally.within
            totals[document.platform, default: Tally()].ambiguous += tally.ambiguous
            totals[document.platform, default: Tally()].unreliable += tally.unreliable
            stacked[document.platform, default: Tally()].compared += stackTally.compared
            stacked[document.platform, default: Tally()].within += stackTally.within
            print("\(file.lastPathComponent): \(tally.within)/\(tally.compared) within 0.5 pt\(worst.what.isEmpty ? "" : "; worst: \(worst.what)")")
            for miss in misses { print("  miss: \(miss)") }
        }
        for (platform, name) in [(IBDocument.Platform.cocoaTouch, "iOS/tvOS"), (.cocoa, "macOS")] {
            let tally = totals[platform] ?? Tally()
            let inStacks = stacked[platform] ?? Tally()
            print(
                "\(name): \(tally.within) of \(tally.compared) views within 0.5 pt (\(percent(tally))%); in stack views \(inStacks.within) of \(inStacks.compared) (\(percent(inStacks))%); left out: \(tally.ambiguous) ambiguous in the solve, \(tally.unreliable) marked misplaced or ambiguous by the document (with their subviews)"
            )
        }
        print(
            String(
                format: "largest document (%@, %d bytes): import and solve %.1f ms; whole corpus (%d documents) %.0f ms", largest.name, largest.bytes,
                largest.ms, files.count, corpusMS))
        return true
    }

    /// The .xib and .storyboard files of a folder, by path; nil when it cannot be read.
    static func documents(in path: String) -> [URL]? {
        try? FileManager.default.contentsOfDirectory(at: URL(fileURLWithPath: path), includingPropertiesForKeys: nil)
            .filter { ["xib", "storyboard"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }

    static func percent(_ tally: Tally) -> String { String(format: "%.1f", 100 * Double(tally.within) / Double(max(1, tally.compared))) }
}
