/// How a finding is reported: Xcode's two levels.
public enum LintSeverity: String, CaseIterable, Hashable, Sendable, Codable {
    /// Reported as an error (`error:` in Xcode's form).
    case error
    /// Reported as a warning (`warning:` in Xcode's form).
    case warning
}
