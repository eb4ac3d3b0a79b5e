import Foundation
import Storage

/// How pages write dates, numbers and stored values.
enum WebFormat {
    /// `2026-11-24 15:02:11 UTC`: a fixed zone, so every reader of a shared link sees the same.
    static func date(_ date: Date) -> String {
        var text = date.formatted(.iso8601)
        if text.hasSuffix("Z") { text.removeLast() }
        return text.replacingOccurrences(of: "T", with: " ") + " UTC"
    }

    /// A number without trailing zeros: `16`, `0.5`, `-8.25`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%.2f", value).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
    }

    /// A stored value as a reader wants it: strings bare, item ids as the items' names, `—`
    /// for none.
    static func value(_ value: FieldValue?, names: [String: String]) -> String {
        guard let value else { return "—" }
        switch value {
        case .null: return "—"
        case .string(let text): return names[text] ?? text
        case .bool(let flag): return flag ? "yes" : "no"
        case .number(let number): return self.number(number)
        case .array(let elements): return "[" + elements.map { self.value($0, names: names) }.joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.keys.sorted().map { "\($0): \(self.value(members[$0], names: names))" }.joined(separator: ", ") + "}"
        }
    }
}
