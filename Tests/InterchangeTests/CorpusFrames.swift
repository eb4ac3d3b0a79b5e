import Foundation
import Model
import Solver

@testable import Interchange

/// A corpus document's views held against the frames it stores (``StoredFrameComparison``): each
/// project solved as a plain `solve` does, at its design size with its design device's safe area,
/// and the views the solve finds ambiguous left out. `layoutstore-bench fidelity` is stricter: it
/// keeps placeholder constraints, as Interface Builder's canvas does, and counts those views as
/// misses.
enum CorpusFrames {
    /// A view more than 0.5 pt from its stored frame.
    struct Miss: CustomStringConvertible {
        var project: String
        var view: View
        var solved: Rect

        /// `project.view`, as the fidelity benchmark names it.
        var name: String { "\(project).\(view.name)" }
        var description: String { "\(name) (\(view.documentID ?? "?")): stored \(view.frame), solved \(solved)" }
    }

    /// How many views of the corpus document `file` are compared, and those that miss.
    static func compare(_ file: String) throws -> (compared: Int, missed: [Miss]) {
        let url = CorpusImportTests.folder.appending(path: file)
        let document = try IBDocument(bytes: Array(try Data(contentsOf: url)), file: file)
        let imported = DocumentImport(document, fallbackName: "doc")
        var compared = 0
        var missed: [Miss] = []
        for (index, project) in imported.projects.enumerated() {
            let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
            let comparison = StoredFrameComparison(
                project, index: index, of: imported, in: document,
                frames: solution.frames, absoluteFrames: solution.absoluteFrames, ambiguous: Set(solution.ambiguous.map(\.item)))
            compared += comparison.compared.count
            missed += comparison.compared.filter { !$0.matches }.map { Miss(project: project.name, view: $0.view, solved: $0.solved) }
        }
        return (compared, missed)
    }
}
