import Model

/// What lint checks and where: rules on and off and their severities, the devices of the matrix,
/// whether each is also solved right to left, and the paths left out. Read from a
/// `.layoutstore-lint.yml` (``parse(_:)``); command-line options then override it.
///
/// ```yaml
/// rules:
///   misplaced-view: off
///   overlapping-siblings: error
/// devices: [design, iphone-se, ipad-11:landscape]
/// rtl: false
/// excluded:
///   - Pods/**
///   - "**/Legacy*.xib"
/// ```
public struct LintConfiguration: Hashable, Sendable {
    /// Per rule, its severity, or nil for a rule turned off; rules not listed have their default.
    public var severities: [LintRule: LintSeverity?] = [:]
    /// `--devices` entries (``LintDevice/named(_:)``): by default the whole matrix.
    public var devices: [String] = LintDevice.names
    /// Whether every device is also solved right to left.
    public var rightToLeft = true
    /// The size class every device is solved in (`--size-class`); nil for each device's own
    /// (``LintDevice/sizeClass(designDevice:)``).
    public var sizeClass: SizeClass? = nil
    /// Glob patterns of paths left out (`*` within a folder, `**` across folders, `?` one
    /// character; a pattern without them is a file or a folder and everything in it), relative
    /// to the folder lint runs in.
    public var excluded: [String] = []

    /// The file lint reads in the folder it runs in.
    public static let fileName = ".layoutstore-lint.yml"

    /// The defaults: every rule at its default severity, the whole matrix, right to left too, nothing left out.
    public init() {}

    /// How a rule's findings are reported, or nil when the rule is off.
    public func severity(of rule: LintRule) -> LintSeverity? {
        if let configured = severities[rule] { return configured }
        return rule.defaultSeverity
    }

    /// The devices to solve on, in matrix order, each entry once.
    public var resolvedDevices: [LintDevice] {
        var seen: Set<LintDevice> = []
        let named = devices.flatMap { LintDevice.named($0) ?? [] }
        let directions: [LintDevice] = named + (rightToLeft ? named.map { $0.withDirection(.rightToLeft) } : [])
        return directions.filter { seen.insert($0).inserted }
    }

    /// Whether a path (relative to the folder lint runs in, `/`-separated) is left out.
    public func isExcluded(_ path: String) -> Bool {
        let path = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return excluded.contains { GlobPattern($0).matches(path) }
    }

    /// A configuration as a `.layoutstore-lint.yml` writes it.
    ///
    /// - Throws: ``LintError/configuration(line:reason:)`` for YAML it cannot read, a key it does
    ///   not know (with the nearest it does), a rule, severity or device it does not know.
    public static func parse(_ text: String) throws(LintError) -> LintConfiguration {
        var configuration = LintConfiguration()
        let document = try YAMLSubsetReader.read(text)
        guard case .mapping(let entries, _) = document else {
            throw .configuration(line: document.line, reason: "the configuration is a mapping of keys (rules, devices, rtl, excluded), not a list")
        }
        let keys = ["rules", "devices", "rtl", "excluded"]
        for (key, value, line) in entries {
            switch key {
            case "rules": configuration.severities = try rules(value)
            case "devices":
                let names = try strings(value, key: key)
                for (name, nameLine) in names where LintDevice.named(name) == nil {
                    throw .configuration(
                        line: nameLine,
                        reason:
                            "no device '\(name)'; devices are \(LintDevice.names.joined(separator: ", ")) or any other of docs/devices.md, each screen optionally "
                            + "with ':portrait' or ':landscape'")
                }
                configuration.devices = names.map(\.0)
            case "rtl": configuration.rightToLeft = try boolean(value, key: key)
            case "excluded": configuration.excluded = try strings(value, key: key).map(\.0)
            default:
                throw .configuration(
                    line: line,
                    reason: "unknown key '\(key)'" + (closestMatch(to: key, among: keys).map { "; did you mean '\($0)'?" } ?? "")
                        + " (keys: \(keys.joined(separator: ", ")))")
            }
        }
        return configuration
    }

    private static func rules(_ value: YAMLValue) throws(LintError) -> [LintRule: LintSeverity?] {
        guard case .mapping(let entries, _) = value else {
            throw .configuration(line: value.line, reason: "'rules' is a mapping of rule names to on, off, error or warning")
        }
        var severities: [LintRule: LintSeverity?] = [:]
        let names = LintRule.allCases.map(\.rawValue)
        for (name, setting, line) in entries {
            guard let rule = LintRule(rawValue: name) else {
                throw .configuration(
                    line: line,
                    reason: "no rule '\(name)'" + (closestMatch(to: name, among: names).map { "; did you mean '\($0)'?" } ?? "")
                        + " (rules: \(names.joined(separator: ", ")))")
            }
            guard case .scalar(let word, _) = setting else {
                throw .configuration(line: setting.line, reason: "rule '\(name)' takes one of on, off, error, warning")
            }
            switch word.lowercased() {
            case "on", "true", "yes": severities[rule] = .some(rule.defaultSeverity)
            case "off", "false", "no": severities[rule] = .some(nil)
            case "error": severities[rule] = .some(.error)
            case "warning": severities[rule] = .some(.warning)
            default:
                throw .configuration(line: setting.line, reason: "rule '\(name)' is '\(word)'; it takes one of on, off, error, warning")
            }
        }
        return severities
    }

    private static func strings(_ value: YAMLValue, key: String) throws(LintError) -> [(String, Int)] {
        switch value {
        case .scalar(let text, let line) where !text.isEmpty: return [(text, line)]
        case .sequence(let items, _):
            var result: [(String, Int)] = []
            for item in items {
                guard case .scalar(let text, let line) = item, !text.isEmpty else {
                    throw .configuration(line: item.line, reason: "'\(key)' is a list of names")
                }
                result.append((text, line))
            }
            return result
        default: throw .configuration(line: value.line, reason: "'\(key)' is a list of names")
        }
    }

    private static func boolean(_ value: YAMLValue, key: String) throws(LintError) -> Bool {
        if case .scalar(let word, _) = value {
            switch word.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        throw .configuration(line: value.line, reason: "'\(key)' is true or false")
    }
}
