import Model
import Storage

/// The result of a three-way merge: the merged project and what it could not decide. Where a
/// conflict stands, `merged` holds our side's value until the conflict is resolved.
public struct MergeResult: Sendable {
    /// The merged project; where a conflict stands, it holds our side's value.
    public var merged: Project
    /// What the merge could not decide, in a stable order; empty for a clean merge.
    public var conflicts: [MergeConflict]
}

/// Merges two projects that grew apart from a common ancestor, field by field.
///
/// Edits to different fields of one view, guide or constraint both land; the constraint's
/// structure (first anchor, relation, second anchor) is one field, so a merge never assembles an
/// equation that neither side wrote. What it cannot decide becomes a ``MergeConflict``: the
/// same field set to different values, an edit against a deletion, two items with one name, a
/// reference to an item the other side deleted, and a merged constraint that breaks the rules.
///
/// ```swift
/// let result = try ThreeWayMerge.merge(base: ancestor, ours: local, theirs: remote)
/// if result.conflicts.isEmpty { /* commit result.merged with both heads as parents */ }
/// ```
/// - Complexity: O(*n* log *n*) in the number of entities of the three projects.
public enum ThreeWayMerge {
    /// Merges `ours` and `theirs`, both grown from `base`; the merged project keeps our name.
    /// - Throws: `StoreError` when a merged entity's fields do not make a view, guide or
    /// constraint (a field value of the wrong type).
    public static func merge(base: Project, ours: Project, theirs: Project) throws(StoreError) -> MergeResult {
        let baseTable = EntityTable(base), ourTable = EntityTable(ours), theirTable = EntityTable(theirs)
        var merged = ourTable
        var conflicts: [MergeConflict] = []
        let keys = Set(baseTable.entities.keys).union(ourTable.entities.keys).union(theirTable.entities.keys)
        for key in keys.sorted() {
            let (b, o, t) = (baseTable.entities[key], ourTable.entities[key], theirTable.entities[key])
            if o == t { continue }
            switch (b, o, t) {
            case (nil, nil, let theirs?):
                merged.entities[key] = theirs  // new on their side
            case (nil, _?, nil):
                continue  // new on ours
            case (_?, nil, _) where t == b:
                continue  // we deleted it; they left it alone
            case (_?, _, nil) where o == b:
                merged.entities[key] = nil  // they deleted it; we left it alone
            case (let base?, nil, let theirs?):
                conflicts.append(
                    MergeConflict(
                        kind: .editedAndDeleted, entityKind: key.kind, entityID: key.id, field: nil, base: .object(base),
                        ours: nil, theirs: .object(theirs), detail: "we deleted it; they changed it"))
            case (let base?, let ours?, nil):
                conflicts.append(
                    MergeConflict(
                        kind: .editedAndDeleted, entityKind: key.kind, entityID: key.id, field: nil, base: .object(base),
                        ours: .object(ours), theirs: nil, detail: "we changed it; they deleted it"))
            case (let base, let ours?, let theirs?):
                var fields = ours
                for field in Set(ours.keys).union(theirs.keys).sorted() {
                    let (bf, of, tf) = (base?[field], ours[field], theirs[field])
                    if of == tf || tf == bf { continue }
                    if of == bf {
                        fields[field] = tf
                    } else {
                        conflicts.append(
                            MergeConflict(
                                kind: .sameField, entityKind: key.kind, entityID: key.id, field: field, base: bf, ours: of,
                                theirs: tf, detail: "both sides set \(field)"))
                    }
                }
                merged.entities[key] = fields
            case (_, nil, nil):
                continue  // deleted on both sides
            }
        }
        var result = MergeResult(merged: try merged.project(), conflicts: conflicts)
        result.conflicts += MergeChecks(base: base, ours: ours, theirs: theirs).problems(in: result.merged, skipping: Set(conflicts.map(\.entityID)))
        return result
    }
}
