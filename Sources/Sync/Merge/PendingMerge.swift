import Model
import Storage

/// A merge that stopped at conflicts: kept in the store until every conflict is resolved,
/// then committed with both heads as parents.
public struct PendingMerge: Sendable {
    /// Our head the merge was computed from, its first parent: the merge is recorded only while
    /// the project's head is still there (nil in merges kept by older versions, which did not
    /// record it; a pending merge keeps new commits out, so the head then is the one).
    public var ours: RevisionID?
    /// Their head, the merge's second parent.
    public var theirs: RevisionID
    /// The common ancestor the merge was made against.
    public var base: RevisionID
    /// The merged project; where a conflict stands, our side's value.
    public var merged: Project
    /// The conflicts still standing, in a stable order; `layoutstore conflicts` numbers them from 1.
    public var conflicts: [MergeConflict]

    /// A merge stopped at `conflicts`, made from these three revisions.
    public init(ours: RevisionID?, theirs: RevisionID, base: RevisionID, merged: Project, conflicts: [MergeConflict]) {
        self.ours = ours
        self.theirs = theirs
        self.base = base
        self.merged = merged
        self.conflicts = conflicts
    }

    /// The bytes kept in the store.
    public var encoded: [UInt8] {
        let conflictValues: [CanonicalJSON] = conflicts.map { conflict in
            var members: [String: CanonicalJSON] = [
                "kind": .string(conflict.kind.rawValue), "entityKind": .string(conflict.entityKind.rawValue),
                "entityID": .string(conflict.entityID), "detail": .string(conflict.detail),
            ]
            if let field = conflict.field { members["field"] = .string(field) }
            if let base = conflict.base { members["base"] = base }
            if let ours = conflict.ours { members["ours"] = ours }
            if let theirs = conflict.theirs { members["theirs"] = theirs }
            return .object(members)
        }
        var members: [String: CanonicalJSON] = [
            "theirs": .string(theirs.rawValue), "base": .string(base.rawValue),
            "merged": merged.fieldValues, "conflicts": .array(conflictValues),
        ]
        if let ours { members["ours"] = .string(ours.rawValue) }
        return CanonicalJSON.object(members).encoded
    }

    /// A pending merge from the bytes kept in the store.
    public init(decoding bytes: [UInt8]) throws(StoreError) {
        let value = try CanonicalJSON(parsing: bytes)
        guard let members = value.objectValue, let theirs = members["theirs"]?.stringValue.flatMap(RevisionID.init),
            let base = members["base"]?.stringValue.flatMap(RevisionID.init), let merged = members["merged"],
            case .array(let conflictValues)? = members["conflicts"]
        else { throw .corruptData("a pending merge that is not {theirs, base, merged, conflicts}") }
        if let oursText = members["ours"] {
            guard let ours = oursText.stringValue.flatMap(RevisionID.init) else { throw .corruptData("a pending merge's first parent") }
            self.ours = ours
        }
        self.theirs = theirs
        self.base = base
        self.merged = try Project(fieldValues: merged)
        self.conflicts = try conflictValues.map { value throws(StoreError) in
            guard let fields = value.objectValue, let kind = fields["kind"]?.stringValue.flatMap(MergeConflict.Kind.init),
                let entityKind = fields["entityKind"]?.stringValue.flatMap(EntityKind.init),
                let entityID = fields["entityID"]?.stringValue, let detail = fields["detail"]?.stringValue
            else { throw .corruptData("a pending merge's conflict is incomplete") }
            return MergeConflict(
                kind: kind, entityKind: entityKind, entityID: entityID, field: fields["field"]?.stringValue,
                base: fields["base"], ours: fields["ours"], theirs: fields["theirs"], detail: detail)
        }
    }
}
