/// How a finding is reported: Xcode's two levels.
public enum LintSeverity: String, CaseIterable, Hashable, Sendable, Codable {
    case error
    case warning
}
