import Foundation
import Model
import Storage

/// How pages write dates, numbers and stored values.
enum WebFormat {
    /// `2026-11-24 15:02:11 UTC`: a fixed zone, so every reader of a shared link sees the same.
    static func date(_ date: Date) -> String {
        var text = date.formatted(.iso8601)
        if text.hasSuffix("Z") { text.removeLast() }
        return text.replacingOccurrences(of: "T", with: " ") + " UTC"
    }

    /// A number as people write it (`16`, `0.5`, `-8.25`): Model's ``formatNumber(_:)``, to two
    /// decimals at most.
    static func number(_ value: Double) -> String { formatNumber((value * 100).rounded() / 100) }

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
            if let readable = readable(members, names: names) { return readable }
            return "{" + members.keys.sorted().map { "\($0): \(self.value(members[$0], names: names))" }.joined(separator: ", ") + "}"
        }
    }

    /// The values people read in their own form: a frame as `135,20,120,21` (x, y, width,
    /// height), insets as `8,16,8,16` (top, left, bottom, right), a constraint's structure as the
    /// equation's sides (`title.top == root.safeArea.top`); nil for any other object.
    static func readable(_ members: [String: FieldValue], names: [String: String]) -> String? {
        func numbers(_ keys: [String]) -> String? {
            guard Set(members.keys) == Set(keys) else { return nil }
            let values = keys.compactMap { key -> String? in
                guard case .number(let number)? = members[key] else { return nil }
                return self.number(number)
            }
            return values.count == keys.count ? values.joined(separator: ",") : nil
        }
        if let frame = numbers(["x", "y", "width", "height"]) { return frame }
        if let insets = numbers(["top", "left", "bottom", "right"]) { return insets }
        guard case .string(let relation)? = members["relation"], let first = anchor(members["first"], names: names) else { return nil }
        guard let second = anchor(members["second"], names: names) else { return "\(first) \(relation) a constant" }
        return "\(first) \(relation) \(second)"
    }

    /// `name.attribute`, or `name.guide.attribute` for a built-in guide's.
    private static func anchor(_ value: FieldValue?, names: [String: String]) -> String? {
        guard case .object(let parts)? = value, case .string(let item)? = parts["item"], case .string(let attribute)? = parts["attribute"]
        else { return nil }
        let guide: String? = if case .string(let guide)? = parts["guide"] { guide } else { nil }
        return ([names[item] ?? String(item.prefix(8))] + (guide.map { [$0] } ?? []) + [attribute]).joined(separator: ".")
    }
}
