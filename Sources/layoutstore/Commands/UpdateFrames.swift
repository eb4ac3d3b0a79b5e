import ArgumentParser
import Model
import Solver
import Storage

struct UpdateFrames: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update-frames",
        abstract: "Write the solved frames into the design frames, as a revision (Interface Builder's Update Frames).",
        discussion: """
            Only misplaced views change. Ambiguous views are left alone (their solved frame is \
            one of many), and so are views that solve to a negative size: fix their constraints.
            Example:
              layoutstore update-frames -m "frames match the constraints"
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var options: SolveOptions
    @OptionGroup var message: MessageOption

    func run() throws {
        let (store, summary) = try global.openProject()
        guard options.at == nil else { throw CLIError("update-frames changes the current state; drop --at") }
        let (project, environment) = try options.load(store, summary)
        let solution = LayoutSystem.solve(project, in: environment)
        let edits = solution.misplaced.map {
            Edit.updateView($0.item, .frame, View(name: "", frame: $0.solvedFrame).value(of: .frame))
        }
        let leftAlone = Set(solution.ambiguous.map(\.item)).union(solution.invalidFrames.map(\.item))
        if !leftAlone.isEmpty {
            let names = project.viewsInLayoutOrder.filter { leftAlone.contains($0.id) }.map(\.name)
            Terminal.note(
                "left alone: \(names.joined(separator: ", ")) (ambiguous or with an invalid solved frame; `layoutstore check` says why)")
        }
        guard !edits.isEmpty else {
            Terminal.note(
                leftAlone.isEmpty
                    ? "every view's design frame already matches its solved frame" : "no other view is misplaced; nothing to update")
            // No revision was made: `--json` still prints JSON, the null a script can test for.
            if message.json { print("null") }
            return
        }
        let revision = try store.commit(summary.id, message: message.message(default: "update frames"), edits: edits)
        Terminal.note("updated \(edits.count) frame\(edits.count == 1 ? "" : "s")")
        try message.printRevision(revision)
    }
}
