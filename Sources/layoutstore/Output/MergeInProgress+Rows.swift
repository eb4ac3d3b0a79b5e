import Model
import Storage
import Sync

/// How `layoutstore conflicts` shows a merge's conflicts: as rows, with names from whichever
/// side still has the entity.
extension MergeInProgress {
    struct Row {
        var number: Int
        var kind: String
        var entity: String
        var field: String
        var base: String
        var ours: String
        var theirs: String
        var detail: String

        var json: JSONObject {
            JSONObject([
                "number": number, "kind": kind, "entity": entity, "field": field, "base": base, "ours": ours,
                "theirs": theirs, "detail": detail,
            ])
        }
    }

    /// A conflict as people read it, with names from whichever side still has the entity.
    func row(_ conflict: MergeConflict, number: Int) -> Row {
        func describe(_ value: FieldValue?, in project: Project) -> String {
            value == nil && conflict.field == nil
                ? "(deleted)" : project.describe(value, field: conflict.field, kind: conflict.entityKind, id: conflict.entityID)
        }
        return Row(
            number: number, kind: conflict.kind.rawValue, entity: entityName(conflict),
            field: conflict.field ?? "*", base: describe(conflict.base, in: base), ours: describe(conflict.ours, in: ours),
            theirs: describe(conflict.theirs, in: theirs), detail: conflict.detail)
    }

    /// The entity by name, from whichever state still has it (a deleted one is in base).
    private func entityName(_ conflict: MergeConflict) -> String {
        let names = [pending.merged, ours, theirs, base].map { $0.describeEntity(kind: conflict.entityKind, id: conflict.entityID) }
        return names.first { !$0.hasSuffix(String(conflict.entityID.prefix(8))) } ?? names[0]
    }
}
