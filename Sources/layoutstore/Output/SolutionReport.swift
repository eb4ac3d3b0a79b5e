import Model
import Solver

/// How `solve` and `check` print a solution: frames as a tree, then the problems in the
/// spirit of Auto Layout's own console messages.
struct SolutionReport {
    let project: Project
    let solution: LayoutSolution

    /// The frames, relative to each superview, as a tree.
    var framesTable: Table {
        var table = Table("VIEW", "FRAME", "WINDOW FRAME")
        let subviews = project.subviewsByParent
        func visit(_ view: View, prefix: String, isLast: Bool, depth: Int) {
            let branch = depth == 0 ? "" : prefix + (isLast ? "└─ " : "├─ ")
            table.append(
                branch + view.name, solution.frames[view.id]?.description ?? "-",
                solution.absoluteFrames[view.id]?.description ?? "-")
            let children = subviews[view.id] ?? []
            for (index, child) in children.enumerated() {
                visit(child, prefix: depth == 0 ? "" : prefix + (isLast ? "   " : "│  "), isLast: index == children.count - 1, depth: depth + 1)
            }
        }
        for root in project.rootViews { visit(root, prefix: "", isLast: true, depth: 0) }
        for guide in project.guides.sorted(by: { $0.name < $1.name }) {
            guard let frame = solution.frames[guide.id] else { continue }
            table.append("guide " + guide.name, frame.description, solution.absoluteFrames[guide.id]?.description ?? "-")
        }
        return table
    }

    /// The problems, one paragraph each (the library's words, and what to run about them);
    /// empty when there are none. Misplaced views matter to `check`, not to a merge (design
    /// frames are not constraints).
    func problems(includingMisplaced: Bool = true) -> [String] {
        let problems = solution.problems(includingMisplaced: includingMisplaced)
        // Describing needs an index of the whole project: not made when there is nothing to describe.
        guard !problems.isEmpty else { return [] }
        let describe = OriginDescriber(project)
        return problems.map { problem in
            switch problem {
            case .invalidFrame(let invalid):
                let name = project.name(of: invalid.item) ?? invalid.item.description
                return describe(problem) + " (`layoutstore list --view \(name)`); update-frames leaves it alone"
            case .misplaced:
                return describe(problem) + "; `layoutstore update-frames` moves it"
            case .unsatisfiable, .ambiguous:
                return describe(problem)
            }
        }
    }

    /// The JSON shape of `solve --json` and `check --json` (docs/cli.md).
    var json: JSONObject {
        let describe = OriginDescriber(project)
        func frames(_ items: [(ItemID, String)]) -> [JSONObject] {
            items.compactMap { id, name in
                guard let frame = solution.frames[id] else { return nil }
                return JSONObject(["name": name, "frame": frame, "windowFrame": solution.absoluteFrames[id]])
            }
        }
        return JSONObject([
            "views": frames(project.viewsInLayoutOrder.map { ($0.id, $0.name) }),
            "guides": frames(project.guides.map { ($0.id, $0.name) }),
            "unsatisfiable": solution.unsatisfiable.map { conflict in
                JSONObject(["broken": describe(conflict.broken), "conflicting": conflict.conflicting.map { describe($0) }])
            },
            "ambiguous": solution.ambiguous.map { ambiguity in
                JSONObject(["view": project.name(of: ambiguity.item), "attributes": ambiguity.attributes.map(\.rawValue)])
            },
            "invalid": solution.invalidFrames.map { invalid in
                JSONObject(["view": project.name(of: invalid.item), "solvedFrame": invalid.solvedFrame, "problem": invalid.problem.rawValue])
            },
            "misplaced": solution.misplaced.map { misplacement in
                JSONObject([
                    "view": project.name(of: misplacement.item), "designFrame": misplacement.designFrame,
                    "solvedFrame": misplacement.solvedFrame,
                ])
            },
            "unsatisfiedOptional": solution.unsatisfiedOptional.map { describe($0) },
        ])
    }
}
