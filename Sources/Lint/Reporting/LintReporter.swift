import Foundation

/// How findings are printed: Xcode's issue lines (a Run Script build phase shows them inline),
/// or a format for CI. Pure: the command prints the text.
public enum LintReporter: String, CaseIterable, Hashable, Sendable {
    /// `path:line:column: error|warning: message [rule]`, one a line.
    case xcode
    /// `{"files": [...], "findings": [...]}`, each finding with every field.
    case json
    /// SARIF 2.1.0, for code-scanning tools.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`).
    case github
    /// JUnit XML: a test case per finding, failed, and one passing per clean document.
    case junit

    /// The report of `findings` from linting `files` (every document read, with or without findings).
    public func report(_ findings: [LintFinding], files: [String]) -> String {
        switch self {
        case .xcode:
            findings.map { "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \(oneLine($0.message)) [\($0.rule.rawValue)]\n" }.joined()
        case .json: Self.json(["files": files, "findings": findings.map(Self.jsonObject)])
        case .sarif: Self.sarif(findings)
        case .github: findings.map(Self.githubCommand).joined()
        case .junit: Self.junit(findings, files: files)
        }
    }

    static func jsonObject(_ finding: LintFinding) -> [String: Any] {
        var object: [String: Any] = [
            "file": finding.file, "line": finding.line, "column": finding.column, "severity": finding.severity.rawValue,
            "rule": finding.rule.rawValue, "message": finding.message, "devices": finding.devices, "detail": finding.detail,
        ]
        if let scene = finding.scene { object["scene"] = scene }
        if let objectID = finding.objectID { object["object"] = objectID }
        return object
    }

    static func json(_ value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func sarif(_ findings: [LintFinding]) -> String {
        let rules: [[String: Any]] = LintRule.allCases.map { rule in
            [
                "id": rule.rawValue, "shortDescription": ["text": rule.summary],
                "defaultConfiguration": ["level": rule.defaultSeverity.rawValue],
            ]
        }
        let results: [[String: Any]] = findings.map { finding in
            [
                "ruleId": finding.rule.rawValue, "level": finding.severity.rawValue, "message": ["text": finding.message],
                "locations": [
                    [
                        "physicalLocation": [
                            "artifactLocation": ["uri": finding.file],
                            "region": ["startLine": finding.line, "startColumn": finding.column],
                        ]
                    ]
                ],
                "partialFingerprints": ["layoutstoreFinding/v1": finding.fingerprint],
            ]
        }
        return json([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
            "runs": [["tool": ["driver": ["name": "layoutstore lint", "rules": rules]], "results": results]],
        ])
    }

    /// `::error file=…,line=…,col=…,title=…::message`, escaped as the Actions toolkit escapes.
    static func githubCommand(_ finding: LintFinding) -> String {
        func data(_ text: String) -> String {
            text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
        }
        func property(_ text: String) -> String { data(text).replacing(":", with: "%3A").replacing(",", with: "%2C") }
        return "::\(finding.severity.rawValue) file=\(property(finding.file)),line=\(finding.line),col=\(finding.column),"
            + "title=\(property(finding.rule.rawValue))::\(data(finding.message))\n"
    }

    static func junit(_ findings: [LintFinding], files: [String]) -> String {
        let byFile = Dictionary(grouping: findings, by: \.file)
        var cases: [String] = []
        for file in files.sorted() {
            guard let found = byFile[file] else {
                cases.append("    <testcase classname=\"\(xml(file))\" name=\"lint\"/>")
                continue
            }
            for finding in found {
                cases.append(
                    "    <testcase classname=\"\(xml(file))\" name=\"\(xml(finding.rule.rawValue)) at \(finding.line):\(finding.column)\">\n"
                        + "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(xml(finding.message))\">"
                        + "\(xml(finding.file)):\(finding.line):\(finding.column): \(xml(finding.message))</failure>\n    </testcase>")
            }
        }
        let tests = cases.count
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
            + "  <testsuite name=\"layoutstore lint\" tests=\"\(tests)\" failures=\"\(findings.count)\" errors=\"0\">\n"
            + cases.map { $0 + "\n" }.joined() + "  </testsuite>\n</testsuites>\n"
    }

    static func xml(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// A message on one line, as Xcode reads an issue.
func oneLine(_ text: String) -> String {
    String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
}
