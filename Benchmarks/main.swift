// The layoutstore benchmark runner: one subcommand per subsystem, one measurement per
// process (so that peak memory is that measurement's own).
//
//     layoutstore-bench solver SCENARIO N     (SCENARIO: chain, rows, indep, screen or column, as in
//                                              Benchmarks/README.md; or strict)
//
// Other subsystems (for example `storage`) add a case to `subcommands` below.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A benchmark subcommand: its usage line, and a run function given the remaining
/// arguments that returns false on bad arguments.
struct Subcommand {
    var usage: String
    var run: ([String]) -> Bool
}

let subcommands: [String: Subcommand] = [
    "solver": Subcommand(usage: "solver (chain|rows|indep|screen|column|strict) N", run: SolverBenchmark.run),
    "shapes": Subcommand(usage: "shapes PATH_TO_LAYOUTSTORE [--quick] [list|cards|random|all [FROM [TO [SEED]]]]", run: ShapesBenchmark.run),
    "storage": Subcommand(usage: "storage [REVISIONS [CONSTRAINTS]]", run: StorageBenchmark.run),
    "cli": Subcommand(usage: "cli PATH_TO_LAYOUTSTORE [CONSTRAINTS]", run: CLIBenchmark.run),
    "sync": Subcommand(usage: "sync [REVISIONS]", run: SyncBenchmark.run),
    "fidelity": Subcommand(usage: "fidelity DIR [--misses]", run: FidelityBenchmark.run),
    "stack": Subcommand(usage: "stack N [PER_STACK]", run: StackBenchmark.run),
    "suggest": Subcommand(usage: "suggest DIR", run: SuggestBenchmark.run),
    "lint": Subcommand(usage: "lint DIR PATH_TO_LAYOUTSTORE", run: LintBenchmark.run),
    "deep": Subcommand(usage: "deep N", run: DeepBenchmark.run),
    "render": Subcommand(usage: "render N", run: RenderBenchmark.run),
    "web": Subcommand(usage: "web [REVISIONS]", run: WebBenchmark.run),
    "web-shapes": Subcommand(usage: "web-shapes [list|cards|random|all [FROM [TO [SEED]]]]", run: WebShapesBenchmark.run),
    "scale": Subcommand(usage: "scale PATH_TO_LAYOUTSTORE [REVISIONS]", run: ScaleBenchmark.run),
    "served": Subcommand(usage: "served PATH_TO_LAYOUTSTORE [RUNS [SECONDS]]", run: ServedStoreBenchmark.run),
    "export": Subcommand(usage: "export PATH_TO_LAYOUTSTORE [PREVIOUS_LAYOUTSTORE] [--corpus DIR]", run: ExportBenchmark.run),
    "git-history": Subcommand(usage: "git-history PATH_TO_LAYOUTSTORE [PREVIOUS_LAYOUTSTORE] [COMMITS]", run: GitHistoryBenchmark.run),
    "add-missing": Subcommand(usage: "add-missing PATH_TO_LAYOUTSTORE [PREVIOUS_LAYOUTSTORE]", run: AddMissingBenchmark.run),
    "history": Subcommand(usage: "history PATH_TO_LAYOUTSTORE [PREVIOUS_LAYOUTSTORE] [REVISIONS]", run: HistoryBenchmark.run),
    "clone": Subcommand(usage: "clone PATH_TO_LAYOUTSTORE [PREVIOUS_LAYOUTSTORE] [REVISIONS]", run: CloneBenchmark.run),
    "swift-import": Subcommand(usage: "swift-import PATH_TO_LAYOUTSTORE [PREVIOUS_LAYOUTSTORE]", run: SwiftImportBenchmark.run),
]

/// Writes to standard error without touching the C `stderr` global (not concurrency-safe).
func printError(_ message: String) {
    var bytes = Array(message.utf8)
    _ = write(2, &bytes, bytes.count)
}

func printUsage(_ subcommands: [String: Subcommand]) {
    var message = "usage:\n"
    for name in subcommands.keys.sorted() {
        message += "  layoutstore-bench \(subcommands[name]!.usage)\n"
    }
    printError(message)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let subcommand = subcommands[arguments[1]] else {
    printUsage(subcommands)
    exit(64)
}
if !subcommand.run(Array(arguments.dropFirst(2))) {
    printUsage(subcommands)
    exit(64)
}
