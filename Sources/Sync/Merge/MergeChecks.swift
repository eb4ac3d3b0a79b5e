import Model
import Storage

/// What a field-by-field merge can produce that neither side had: two items with one name, a
/// reference to an item the other side deleted, a constraint that breaks Auto Layout's rules.
struct MergeChecks {
    let base: Project
    let ours: Project
    let theirs: Project

    /// The problems of a merged project, as conflicts; entities already in conflict are skipped.
    func problems(in merged: Project, skipping: Set<String> = []) -> [MergeConflict] {
        duplicateNames(in: merged, skipping: skipping) + danglingReferences(in: merged, skipping: skipping)
            + brokenRules(in: merged, skipping: skipping)
    }

    private func duplicateNames(in merged: Project, skipping: Set<String>) -> [MergeConflict] {
        let items: [(id: ItemID, kind: EntityKind, name: String)] =
            merged.views.map { ($0.id, .view, $0.name) } + merged.guides.map { ($0.id, .guide, $0.name) }
        var conflicts: [MergeConflict] = []
        for (name, group) in Dictionary(grouping: items, by: \.name).sorted(by: { $0.key < $1.key }) where group.count > 1 {
            // The item whose name is theirs, not ours: new on their side, or renamed there.
            for item in group.sorted(by: { $0.id < $1.id })
            where ours.name(of: item.id) != name && !skipping.contains(item.id.description) {
                conflicts.append(
                    MergeConflict(
                        kind: .duplicateName, entityKind: item.kind, entityID: item.id.description, field: "name",
                        base: base.name(of: item.id).map(FieldValue.string), ours: ours.name(of: item.id).map(FieldValue.string),
                        theirs: .string(name), detail: "two items would be named '\(name)'; rename one with --set name=NEW"))
            }
        }
        return conflicts
    }

    private func danglingReferences(in merged: Project, skipping: Set<String>) -> [MergeConflict] {
        let present = Set(merged.views.map(\.id) + merged.guides.map(\.id))
        var referrers: [ItemID: [String]] = [:]
        for constraint in merged.constraints {
            for item in constraint.equation.items where !present.contains(item) {
                referrers[item, default: []].append("constraint " + (constraint.identifier ?? merged.named(constraint.equation).shortForm()))
            }
        }
        for view in merged.views {
            if let parent = view.parent, !present.contains(parent) { referrers[parent, default: []].append("view \(view.name)") }
        }
        for guide in merged.guides where !present.contains(guide.owner) {
            referrers[guide.owner, default: []].append("guide \(guide.name)")
        }
        return referrers.keys.sorted().filter { !skipping.contains($0.description) }.map { item in
            let kind: EntityKind = (base.guide(item) ?? ours.guide(item) ?? theirs.guide(item)) != nil ? .guide : .view
            let name = base.name(of: item) ?? ours.name(of: item) ?? theirs.name(of: item) ?? item.description
            let deleter = ours.name(of: item) == nil ? "we" : "they"
            return MergeConflict(
                kind: .danglingReference, entityKind: kind, entityID: item.description, field: nil,
                base: values(of: item, in: base), ours: values(of: item, in: ours), theirs: values(of: item, in: theirs),
                detail: "\(deleter) deleted \(kind.rawValue) '\(name)', but " + referrers[item]!.joined(separator: ", ") + " still refer to it")
        }
    }

    private func brokenRules(in merged: Project, skipping: Set<String>) -> [MergeConflict] {
        merged.constraints.filter { !skipping.contains($0.id.description) }.compactMap { constraint in
            guard let rule = constraint.equation.brokenRule(priority: constraint.priority) else { return nil }
            return MergeConflict(
                kind: .brokenRule, entityKind: .constraint, entityID: constraint.id.description, field: nil,
                base: base.constraint(constraint.id)?.fieldValues, ours: ours.constraint(constraint.id)?.fieldValues,
                theirs: theirs.constraint(constraint.id)?.fieldValues,
                detail: "merged, '\(merged.named(constraint.equation).shortForm(priority: constraint.priority))' breaks a rule: \(rule)")
        }
    }

    private func values(of item: ItemID, in project: Project) -> FieldValue? {
        project.view(item)?.fieldValues ?? project.guide(item)?.fieldValues
    }
}
