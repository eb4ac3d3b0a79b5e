import Foundation
import Model

// Size-class variations as history records them: one field per class (`variation.wR.hC`), its
// value an object of what the class sets (`{"constant": 8, "installed": false}`), or null for a
// class that sets nothing. So a change to a constant in compact height is a change to its own
// field, and a merge of two classes' changes to one constraint merges.

extension ConstraintVariation {
    /// `{"constant", "installed", "priority"}`, each left out when not set; null when empty.
    var fieldValue: FieldValue {
        guard !isEmpty else { return .null }
        var members: [String: FieldValue] = [:]
        if let isInstalled { members["installed"] = .bool(isInstalled) }
        if let constant { members["constant"] = .number(constant) }
        if let priority { members["priority"] = FieldValue(priority) }
        return .object(members)
    }

    /// A variation from `fieldValue`; nil for null.
    static func from(_ value: FieldValue, reader: FieldReader) throws(StoreError) -> ConstraintVariation? {
        guard value != .null else { return nil }
        let members = try reader.object(value)
        if let unknown = members.keys.first(where: { !["installed", "constant", "priority"].contains($0) }) {
            throw reader.fail("'\(unknown)' is not something a size class changes of a constraint (installed, constant, priority)")
        }
        var variation = ConstraintVariation()
        if let installed = members["installed"] { variation.isInstalled = try reader.bool(installed) }
        if let constant = members["constant"] { variation.constant = try reader.number(constant) }
        if let priority = members["priority"] { variation.priority = try reader.priority(priority) }
        return variation.isEmpty ? nil : variation
    }
}

extension ViewVariation {
    /// `{"alignment", "axis", "distribution", "installed", "spacing"}`, each left out when not
    /// set (`spacing` a number or `"standard"`); null when empty.
    var fieldValue: FieldValue {
        guard !isEmpty else { return .null }
        var members: [String: FieldValue] = [:]
        if let isInstalled { members["installed"] = .bool(isInstalled) }
        if let stackAxis { members["axis"] = .string(stackAxis.rawValue) }
        if let stackDistribution { members["distribution"] = .string(stackDistribution.rawValue) }
        if let stackAlignment { members["alignment"] = .string(stackAlignment.rawValue) }
        switch stackSpacing {
        case nil: break
        case .standard?: members["spacing"] = .string("standard")
        case .points(let points)?: members["spacing"] = .number(points)
        }
        return .object(members)
    }

    /// A variation from `fieldValue`; nil for null.
    static func from(_ value: FieldValue, reader: FieldReader) throws(StoreError) -> ViewVariation? {
        guard value != .null else { return nil }
        let members = try reader.object(value)
        let known = ["installed", "axis", "distribution", "alignment", "spacing"]
        if let unknown = members.keys.first(where: { !known.contains($0) }) {
            throw reader.fail("'\(unknown)' is not something a size class changes of a view (\(known.joined(separator: ", ")))")
        }
        var variation = ViewVariation()
        if let installed = members["installed"] { variation.isInstalled = try reader.bool(installed) }
        if let axis = members["axis"] { variation.stackAxis = try reader.enumeration(axis, Axis.self) }
        if let distribution = members["distribution"] {
            variation.stackDistribution = try reader.enumeration(distribution, StackView.Distribution.self)
        }
        if let alignment = members["alignment"] { variation.stackAlignment = try reader.enumeration(alignment, StackView.Alignment.self) }
        if let spacing = members["spacing"] {
            variation.stackSpacing = spacing == .string("standard") ? .standard : .points(try reader.number(spacing, "a number or \"standard\""))
        }
        return variation.isEmpty ? nil : variation
    }
}

extension FieldText {
    /// A size class's variation as `KEY=VALUE,…` (`installed=no,constant=8`), `-` for none.
    public static var variation: FieldText {
        FieldText(
            expected: "KEY=VALUE,… (installed=yes|no, constant, priority; for a stack view axis, distribution, alignment, spacing) or - for none",
            describe: { value, _ in
                guard let members = value.objectValue else { return value == .null ? "-" : nil }
                return members.keys.sorted().map { key -> String in
                    let member = members[key]!
                    let text: String
                    if case .bool(let flag) = member {
                        text = flag ? "yes" : "no"
                    } else {
                        text = member.numberValue.map(formatNumber) ?? member.stringValue ?? member.encodedString
                    }
                    return key + "=" + text
                }.joined(separator: ",")
            },
            parse: { text, _ in
                if text.isEmpty || text == "-" { return .null }
                var members: [String: FieldValue] = [:]
                for pair in text.split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    guard parts.count == 2, !parts[0].isEmpty else { return nil }
                    switch parts[1] {
                    case "yes", "true": members[parts[0]] = .bool(true)
                    case "no", "false": members[parts[0]] = .bool(false)
                    default: members[parts[0]] = Double(parts[1]).flatMap { $0.isFinite ? .number($0) : nil } ?? .string(parts[1])
                    }
                }
                return .object(members)
            })
    }
}
