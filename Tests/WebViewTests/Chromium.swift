import Foundation
import Testing

/// Headless Chromium for the browser suites: where Debian puts it, or the first `chromium` on
/// the PATH; nil skips them (`make deps` installs it, and `make test` runs `make deps`).
enum Chromium {
    static let path: String? = {
        let folders = ["/usr/bin"] + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.map { "\($0)/chromium" }.first(where: FileManager.default.isExecutableFile(atPath:))
    }()

    static let missing: Comment = "needs Chromium: `make deps` (or `apt-get install chromium`)"
}
