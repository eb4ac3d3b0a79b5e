import Foundation
import Storage
import Synchronization

/// A progress line on the standard error, redrawn in place at most ten times a second, and
/// only when the standard error is a terminal: piped or redirected output stays clean.
final class ProgressLine: Sendable {
    private struct State {
        var lastDrawn: ContinuousClock.Instant?
        var isShowing = false
    }

    private let isEnabled: Bool
    private let state = Mutex(State())
    private static let interval = Duration.milliseconds(100)

    /// A line that draws when the standard error is a terminal and `quiet` is false.
    init(quiet: Bool) {
        isEnabled = !quiet && isatty(STDERR_FILENO) != 0
    }

    /// The handler to give the library; nil when nothing would be drawn.
    var handler: ProgressHandler? {
        guard isEnabled else { return nil }
        return { [self] progress in update(progress) }
    }

    func update(_ progress: WorkProgress) {
        guard isEnabled else { return }
        let now = ContinuousClock.now
        let due = state.withLock { state in
            if let last = state.lastDrawn, now - last < Self.interval { return false }
            state.lastDrawn = now
            state.isShowing = true
            return true
        }
        guard due else { return }
        let count = progress.total.map { "\(progress.completed) of \($0)" } ?? "\(progress.completed)"
        write("\r\u{1B}[K\(progress.stage): \(count)")
    }

    /// Clears the line, so that what is printed next starts on a clean one.
    func finish() {
        let wasShowing = state.withLock { state in
            defer { state.isShowing = false }
            return state.isShowing
        }
        if wasShowing { write("\r\u{1B}[K") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
