/// Text as a terminal shows it. Names, messages and authors arrive from peers through sync, so
/// what is printed cannot be trusted to be plain: control characters and escape sequences would
/// move the cursor, recolour the screen or rewrite the line before (and bidirectional overrides
/// reorder what is read). They are written out as `\u{1B}`; table columns are measured in the
/// columns characters take, two for Chinese, Japanese and Korean ones.
extension String {
    /// The text with every control character (and bidirectional override) written as
    /// `\u{…}`; newlines too, unless `keepingNewlines`.
    func escapedForTerminal(keepingNewlines: Bool = false) -> String {
        // Most text is printable ASCII, which needs no look at its characters.
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F || $0 == 0x0A && keepingNewlines }) { return self }
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if scalar == "\n" && keepingNewlines || !scalar.isUnsafeOnATerminal {
                escaped.unicodeScalars.append(scalar)
            } else {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return escaped
    }

    /// The columns the text takes on a terminal.
    var terminalWidth: Int {
        if utf8.allSatisfy({ $0 < 0x80 }) { return utf8.count }
        return unicodeScalars.reduce(0) { $0 + $1.terminalWidth }
    }

    /// The text, or its start and end around a note of how much was left out when it is
    /// longer than `limit` characters (a name of 100,000 characters in an error message).
    func elided(after limit: Int) -> String {
        guard count > limit else { return self }
        return "\(prefix(limit / 2))… (\(count - limit) characters left out) …\(suffix(limit / 2))"
    }
}

extension Unicode.Scalar {
    /// Control characters (C0, DEL, C1) and the bidirectional overrides and isolates.
    fileprivate var isUnsafeOnATerminal: Bool {
        properties.generalCategory == .control || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// Columns on a terminal, as `wcwidth` counts them: 0 for combining marks and zero-width
    /// characters, 2 for East Asian wide and full-width characters and emoji, else 1.
    fileprivate var terminalWidth: Int {
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
