import Foundation
import Interchange
import Model
import Solver

/// `layoutstore-bench suggest DIR`: Add Missing Constraints on real documents. For every iOS
/// and tvOS document of DIR, each project's constraints are cleared and `add-missing --all`
/// run; then the suggested layout is solved at the design size (is it satisfiable, unambiguous,
/// at every design frame?) and at two other sizes (0.85x and 1.25x the design size), next to the
/// document's own constraints at the same sizes; and the suggestions are compared with the
/// document's constraints (same items, attributes and constant, either way round). The time of
/// `add-missing --all` (cleared) is taken on the largest document, macOS ones included.
enum SuggestBenchmark {
    struct Tally {
        var projects = 0
        var views = 0
        var viewsAtDesign = 0
        var stackedViews = 0
        var stackedAtDesign = 0
        var problemsAtDesign = 0
        var suggested = 0
        var sameAsDocument = 0
        /// Projects whose layout has no unsatisfiable, ambiguous or invalid frame at a size.
        var robustSuggested = [0, 0]
        var robustDocument = [0, 0]
        var documentProjectsSolvedCleanly = 0
    }

    static let scales = [0.85, 1.25]

    static func run(_ arguments: [String]) -> Bool {
        guard arguments.count == 1 else { return false }
        guard let files = FidelityBenchmark.documents(in: arguments[0]) else { return false }
        var tally = Tally()
        var largest: (bytes: Int, name: String, ms: Double) = (0, "", 0)
        for file in files {
            guard let data = try? Data(contentsOf: file), let document = try? IBDocument(bytes: Array(data), file: file.lastPathComponent)
            else { continue }
            let imported = DocumentImport(document, fallbackName: "doc")
            // macOS documents are only timed: the proof is on iOS and tvOS.
            guard document.platform == .cocoaTouch else {
                let start = DispatchTime.now().uptimeNanoseconds
                for original in imported.projects {
                    var cleared = original
                    cleared.constraints = []
                    _ = SuggestedConstraints.missing(
                        for: Set(cleared.views.map(\.id)), in: cleared, environment: LayoutEnvironment(designOf: original))
                }
                let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                if data.count > largest.bytes { largest = (data.count, file.lastPathComponent, ms) }
                continue
            }
            var suggestMS = 0.0
            var offenders: [String] = []
            for original in imported.projects {
                var cleared = original
                cleared.constraints = []
                let environment = LayoutEnvironment(designOf: original)
                let start = DispatchTime.now().uptimeNanoseconds
                let added = SuggestedConstraints.missing(for: Set(cleared.views.map(\.id)), in: cleared, environment: environment)
                suggestMS += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                var suggested = cleared
                suggested.constraints = added
                let solution = LayoutSystem.solve(suggested, in: environment)
                tally.projects += 1
                tally.suggested += added.count
                let problems = solution.unsatisfiable.count + solution.ambiguous.count + solution.invalidFrames.count
                tally.problemsAtDesign += problems
                if problems > 0 {
                    let ambiguous = solution.ambiguous.map {
                        (suggested.name(of: $0.item) ?? "?") + " " + $0.attributes.map(\.rawValue).joined(separator: ",")
                    }
                    let unsatisfiable = solution.unsatisfiable.map { suggested.describe($0.broken) }
                    let invalid = solution.invalidFrames.map { (suggested.name(of: $0.item) ?? "?") + " \($0.solvedFrame)" }
                    print(
                        "\(file.lastPathComponent) \(original.name): ambiguous [\(ambiguous.joined(separator: "; "))], unsatisfiable [\(unsatisfiable.joined(separator: "; "))], invalid [\(invalid.joined(separator: "; "))]"
                    )
                }
                let misplaced = Dictionary(solution.misplaced.map { ($0.item, $0) }, uniquingKeysWith: { a, _ in a })
                // Stack views and what they hold are placed by the stack: counted apart.
                var stacked: Set<ItemID> = []
                for view in suggested.viewsInLayoutOrder where view.stack != nil || view.parent.map(stacked.contains) == true {
                    stacked.insert(view.id)
                }
                for view in suggested.views where view.parent != nil {
                    let isStacked = stacked.contains(view.id)
                    tally.views += 1
                    if isStacked { tally.stackedViews += 1 }
                    if misplaced[view.id] == nil && !solution.ambiguous.contains(where: { $0.item == view.id }) {
                        tally.viewsAtDesign += 1
                        if isStacked { tally.stackedAtDesign += 1 }
                    } else if !isStacked, offenders.count < 3 {
                        offenders.append(
                            "\(original.name).\(view.name) (\(view.kind.rawValue)) design \(view.frame) solved \(misplaced[view.id].map { "\($0.solvedFrame)" } ?? "ambiguous")"
                        )
                    }
                }
                let order = original.layoutOrder()
                tally.sameAsDocument +=
                    added.filter { suggestion in
                        original.constraints.contains { theirs in sameItemsAttributesConstant(suggestion.equation, theirs.equation, order) }
                    }.count
                if !hasProblems(LayoutSystem.solve(original, in: environment)) { tally.documentProjectsSolvedCleanly += 1 }
                for (index, scale) in scales.enumerated() {
                    var scaled = environment
                    scaled.rootWidth *= scale
                    scaled.rootHeight *= scale
                    if !hasProblems(LayoutSystem.solve(suggested, in: scaled)) { tally.robustSuggested[index] += 1 }
                    if !hasProblems(LayoutSystem.solve(original, in: scaled)) { tally.robustDocument[index] += 1 }
                }
            }
            if data.count > largest.bytes { largest = (data.count, file.lastPathComponent, suggestMS) }
            if !offenders.isEmpty { print("\(file.lastPathComponent): not at design frame: \(offenders.joined(separator: "; "))") }
        }
        print("iOS/tvOS: \(tally.projects) projects, \(tally.views) views; suggested \(tally.suggested) constraints")
        let outside = (tally.viewsAtDesign - tally.stackedAtDesign, tally.views - tally.stackedViews)
        print(
            "at the design size: \(tally.viewsAtDesign) of \(tally.views) views at their design frame (\(percent(tally.viewsAtDesign, tally.views))%): outside stack views \(outside.0) of \(outside.1) (\(percent(outside.0, outside.1))%), stack views and their content \(tally.stackedAtDesign) of \(tally.stackedViews); \(tally.problemsAtDesign) unsatisfiable, ambiguous or invalid"
        )
        for (index, scale) in scales.enumerated() {
            print(
                "at \(scale)x the design size, projects with no unsatisfiable, ambiguous or invalid frame: suggested \(tally.robustSuggested[index]) of \(tally.projects) (\(percent(tally.robustSuggested[index], tally.projects))%), the document's own \(tally.robustDocument[index]) (\(percent(tally.robustDocument[index], tally.projects))%)"
            )
        }
        print(
            "the document's own constraints have no such problem at the design size in \(tally.documentProjectsSolvedCleanly) of \(tally.projects) projects"
        )
        print(
            "suggested constraints equal to one of the document's (items, attributes, constant): \(tally.sameAsDocument) of \(tally.suggested) (\(percent(tally.sameAsDocument, tally.suggested))%)"
        )
        print(String(format: "add-missing --all on the largest document (%@, %d bytes): %.1f ms", largest.name, largest.bytes, largest.ms))
        return true
    }

    static func hasProblems(_ solution: LayoutSolution) -> Bool {
        !solution.unsatisfiable.isEmpty || !solution.ambiguous.isEmpty || !solution.invalidFrames.isEmpty
    }

    /// Same items and attributes, constant within 0.5 pt, either way round (`a = b + 8` is `b = a - 8`).
    static func sameItemsAttributesConstant(_ a: Equation<ItemID>, _ b: Equation<ItemID>, _ order: (ItemID, ItemID) -> Bool) -> Bool {
        let (x, y) = (a.canonical(isBefore: order), b.canonical(isBefore: order))
        return x.first == y.first && x.second == y.second && abs(x.multiplier - y.multiplier) < 1e-6 && abs(x.constant - y.constant) <= 0.5
    }

    static func percent(_ part: Int, _ whole: Int) -> String { String(format: "%.1f", 100 * Double(part) / Double(max(1, whole))) }
}
