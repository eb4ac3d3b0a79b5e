import Model

/// The names import gives projects: always ones a store takes (one line, at most
/// ``Project/maximumNameLength`` characters), made unique with a suffix that fits within it.
enum ImportedProjectName {
    /// A project name from a document's name for a root, or from a file's: its lines and
    /// control characters as spaces, shortened to ``Project/maximumNameLength`` characters.
    static func from(_ text: String) -> String {
        let oneLine = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let printable = oneLine.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) }
        return String(String(printable).prefix(Project.maximumNameLength))
    }

    /// `base`, or when `taken` has it, the first of `base-2`, `base-3`, … that it does not,
    /// `base` shortened so that the suffix fits within ``Project/maximumNameLength`` characters.
    static func unique(_ base: String, avoiding taken: Set<String>) -> String {
        var name = base
        var suffix = 2
        while taken.contains(name) {
            let tail = "-\(suffix)"
            name = String(base.prefix(Project.maximumNameLength - tail.count)) + tail
            suffix += 1
        }
        return name
    }
}
