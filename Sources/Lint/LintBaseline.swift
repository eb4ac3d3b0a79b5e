import Foundation

/// The findings a team has accepted for now: `--baseline FILE` reports only findings not in it,
/// and `--write-baseline FILE` writes one of the findings of a run. Findings are matched by
/// file, rule, object id and detail (``LintFinding/fingerprint``), so that lines moving and
/// figures changing do not make an old finding new.
public struct LintBaseline: Hashable, Sendable {
    /// The accepted findings' ``LintFinding/fingerprint``s.
    public var fingerprints: Set<String>

    /// A baseline that accepts these findings.
    public init(_ findings: [LintFinding]) {
        fingerprints = Set(findings.map(\.fingerprint))
    }

    /// The findings not in the baseline.
    public func new(_ findings: [LintFinding]) -> [LintFinding] {
        findings.filter { !fingerprints.contains($0.fingerprint) }
    }

    struct Entry: Codable {
        var file: String
        var rule: String
        var object: String
        var detail: String
        var message: String
    }

    struct File: Codable {
        var version: Int
        var findings: [Entry]
    }

    /// The baseline file of these findings: JSON, one entry per finding, sorted, with its message
    /// for the reader (it is not matched).
    public static func encoded(_ findings: [LintFinding]) -> [UInt8] {
        let entries = findings.map {
            Entry(file: $0.file, rule: $0.rule.rawValue, object: $0.objectID ?? "", detail: $0.detail, message: $0.message)
        }.sorted { ($0.file, $0.rule, $0.object, $0.detail) < ($1.file, $1.rule, $1.object, $1.detail) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array((try? encoder.encode(File(version: 1, findings: entries))) ?? Data()) + [UInt8(ascii: "\n")]
    }

    /// A baseline file as ``encoded(_:)`` writes it.
    ///
    /// - Throws: ``LintError/baseline(reason:)`` when it is not one.
    public init(decoding bytes: [UInt8]) throws(LintError) {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(bytes))
        } catch {
            throw .baseline(reason: "not a lint baseline (the JSON file `--write-baseline` writes): \(error)")
        }
        guard file.version == 1 else { throw .baseline(reason: "a baseline of version \(file.version); this lint reads version 1") }
        fingerprints = Set(file.findings.map { [$0.file, $0.rule, $0.object, $0.detail].joined(separator: "|") })
    }
}
