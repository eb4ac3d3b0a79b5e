import Foundation

/// `layoutstore-http`, the executable that holds the networking half of layoutstore (the sync
/// server and the HTTP client), installed next to `layoutstore`. Keeping it apart lets every
/// other command start without loading the HTTP libraries.
enum HTTPHelper {
    /// The helper beside this executable.
    ///
    /// - Throws: a ``CLIError`` saying where it was looked for and how to get it.
    static func path() throws -> String {
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath()
        let helper = executable?.deletingLastPathComponent().appending(path: "layoutstore-http").path ?? "layoutstore-http"
        guard FileManager.default.isExecutableFile(atPath: helper) else {
            throw CLIError(
                "serving and syncing over HTTP need layoutstore-http next to layoutstore, and there is none at \(helper); "
                    + "build both with `make build`, or copy it from the folder layoutstore was built in")
        }
        return helper
    }

    /// Replaces this process with the helper, which inherits its standard streams and signals.
    static func exec(_ arguments: [String]) throws -> Never {
        let helper = try path()
        fflush(nil)
        let argv: [UnsafeMutablePointer<CChar>?] = ([helper] + arguments).map { strdup($0) } + [nil]
        execv(helper, argv)
        throw CLIError("cannot run \(helper): \(String(cString: strerror(errno)))")
    }
}
