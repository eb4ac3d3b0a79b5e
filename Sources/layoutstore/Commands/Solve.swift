import ArgumentParser
import Solver

struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a revision: every view's frame, and what is unsatisfiable, ambiguous or misplaced.",
        discussion: """
            Frames are relative to the superview, as UIKit's frame is; the window frame is in the \
            root's coordinates. Views no constraint refers to keep their design frame.
            Example:
              layoutstore solve --device iphone-15 --rtl
              layoutstore solve --at HEAD~3 --size 320x568 --json
              layoutstore solve --device ipad-11 --size-class wC,hR   # a size class's layout
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var options: SolveOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let report = try options.report(global)
        if output.json { return try printJSON(report.json) }
        report.framesTable.print()
        for paragraph in report.problems() { print("\n" + paragraph.escapedForTerminal(keepingNewlines: true)) }
        if !report.solution.unsatisfiedOptional.isEmpty {
            print("\nOptional constraints not satisfied (their priority gave way):")
            let describe = OriginDescriber(report.project)
            for origin in report.solution.unsatisfiedOptional { print("  " + describe(origin).escapedForTerminal()) }
        }
    }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Print only the layout's problems; exit 3 if there are any (for CI).",
        discussion: """
            Problems are unsatisfiable required constraints, ambiguous frames and misplaced views.
            Example:
              layoutstore check --device iphone-se || echo "layout needs work"
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var options: SolveOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let report = try options.report(global)
        if output.json {
            try printJSON(report.json)
        } else {
            print(report.problems().isEmpty ? "no problems" : report.problems().joined(separator: "\n\n").escapedForTerminal(keepingNewlines: true))
        }
        if report.solution.hasProblems { throw ExitCode(3) }
    }
}
