/// What lint cannot work with: a configuration or a baseline it cannot read. Documents that
/// cannot be read are findings (``LintRule/malformedDocument``), not errors.
public enum LintError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configuration file, at a line, says something lint cannot read or does not know.
    case configuration(line: Int, reason: String)
    /// The baseline file is not one `--write-baseline` writes.
    case baseline(reason: String)

    /// `line N: reason` for the configuration, the reason alone for the baseline.
    public var description: String {
        switch self {
        case .configuration(let line, let reason): "line \(line): \(reason)"
        case .baseline(let reason): reason
        }
    }
}
