import ArgumentParser
import Storage

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check the store: every revision's id against its content, and the state against the history.",
        discussion: "Exits 1 when anything is wrong.\nExample:\n  layoutstore verify")

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var progress: ProgressOptions

    func run() throws {
        let line = progress.line()
        let report = try global.openStore().history.verify(progress: line.handler)
        line.finish()
        if output.json {
            try printJSON(report)
            if !report.isOK { throw ExitCode.failure }
            return
        }
        let counts = [
            (report.projectsChecked, "project"), (report.revisionsChecked, "revision"), (report.changesChecked, "change"),
            (report.snapshotsChecked, "snapshot"),
        ].map { count, noun in "\(count) \(noun)\(count == 1 ? "" : "s")" }.joined(separator: ", ")
        guard report.isOK else {
            report.problems.forEach { Terminal.note("problem: \($0)") }
            throw CLIError("the store at '\(global.storePath)' has \(report.problems.count) problem(s) in \(counts) checked")
        }
        print("ok: \(counts) checked")
    }
}
