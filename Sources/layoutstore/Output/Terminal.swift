import Foundation

/// What the standard output is: colour only on a terminal, and never when `NO_COLOR` is set.
enum Terminal {
    static let usesColor: Bool =
        isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true

    static func bold(_ text: String) -> String { usesColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    static func dim(_ text: String) -> String { usesColor ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
    static func yellow(_ text: String) -> String { usesColor ? "\u{1B}[33m\(text)\u{1B}[0m" : text }
    static func green(_ text: String) -> String { usesColor ? "\u{1B}[32m\(text)\u{1B}[0m" : text }
    static func red(_ text: String) -> String { usesColor ? "\u{1B}[31m\(text)\u{1B}[0m" : text }

    /// Writes a diagnostic line to the standard error.
    static func note(_ text: String) {
        fflush(nil)  // flush stdout first, so diagnostics stay in order with the data printed before them
        FileHandle.standardError.write(Data((text.escapedForTerminal(keepingNewlines: true) + "\n").utf8))
    }
}
