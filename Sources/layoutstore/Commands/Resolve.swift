import ArgumentParser
import Model
import Storage
import Sync

struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Settle a merge conflict: our side, their side, or a value of your own.",
        discussion: """
            REF is the conflict's number in `layoutstore conflicts`, or the name of the view, \
            guide or constraint in conflict when only one conflict is about it. Values for --set \
            are written as elsewhere: a number, true or false, a name, an equation for \
            structure ('title.top == root.top'), X,Y,W,H for a frame. When no conflict is left, \
            the merge revision is made, with both heads as parents.
            Example:
              layoutstore resolve 1 --theirs
              layoutstore resolve titleTop --set constant=24
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The conflict: its number, or the name of what it is about.")
    var reference: String

    @Flag(help: "Keep our side.")
    var ours = false

    @Flag(help: "Take their side.")
    var theirs = false

    @Option(name: .customLong("set"), help: ArgumentHelp("Set a field to a value of your own.", valueName: "FIELD=VALUE"))
    var assignment: String?

    func validate() throws {
        guard [ours, theirs, assignment != nil].filter({ $0 }).count == 1 else {
            throw ValidationError("choose one of --ours, --theirs or --set FIELD=VALUE")
        }
        if let assignment, !assignment.contains("=") {
            throw ValidationError("--set takes FIELD=VALUE, for example --set constant=24")
        }
    }

    func run() throws {
        let (store, summary) = try global.openProject()
        guard var merge = try PendingMergeContext(store: store, project: summary) else {
            throw CLIError("no merge in progress in '\(summary.name)'; nothing to resolve")
        }
        let index = try conflictIndex(in: merge)
        let conflict = merge.pending.conflicts[index]
        let choice: ConflictChoice
        if ours {
            choice = .ours
        } else if theirs {
            choice = .theirs
        } else {
            let parts = (assignment ?? "").split(separator: "=", maxSplits: 1).map(String.init)
            let field = parts[0].trimmingCharacters(in: .whitespaces)
            choice = .set(field: field, value: try fieldValue(parts.count > 1 ? parts[1] : "", field: field, kind: conflict.entityKind, in: merge.pending.merged))
        }
        let before = merge.pending.merged
        do {
            merge.pending.merged = try conflict.resolved(with: choice, in: before, checks: (merge.base, merge.ours, merge.theirs))
        } catch {
            throw CLIError("conflict \(index + 1) is not settled: \(error)")
        }
        // Say what the choice took out of the merge (their new view and what hangs on it, say).
        let dropped = MergeConflict.dropped(from: before, to: merge.pending.merged).map { before.describeEntity(kind: $0.kind, id: $0.id) }
        func noteDropped() {
            guard !dropped.isEmpty else { return }
            Terminal.note("conflict \(index + 1) is settled by dropping from the merge: " + dropped.joined(separator: ", "))
        }
        merge.pending.conflicts.remove(at: index)
        // The merge's first parent: the head it was computed from, kept with it.
        let firstParent = merge.pending.ours ?? summary.head
        if merge.pending.conflicts.isEmpty {
            let revision = try store.commitMerge(
                summary.id, ours: firstParent, theirs: merge.pending.theirs, merged: merge.pending.merged,
                message: message.message(default: "merge, conflicts resolved"))
            noteDropped()
            Terminal.note("every conflict is settled: merged into \(revision.id.short); `layoutstore sync` sends it")
            try message.printRevision(revision)
        } else {
            try store.savePendingMerge(
                summary.id, ours: firstParent, theirs: merge.pending.theirs, body: merge.pending.encoded, conflictCount: merge.pending.conflicts.count)
            noteDropped()
            Terminal.note("\(merge.pending.conflicts.count) conflict\(merge.pending.conflicts.count == 1 ? "" : "s") left; `layoutstore conflicts` lists them")
        }
    }

    /// The conflict REF names: a number from 1, or the one conflict about the named entity.
    private func conflictIndex(in merge: PendingMergeContext) throws -> Int {
        let conflicts = merge.pending.conflicts
        if let number = Int(reference) {
            guard (1...conflicts.count).contains(number) else {
                throw CLIError(
                    (conflicts.count == 1 ? "there is 1 conflict; give the number 1" : "there are \(conflicts.count) conflicts; give a number from 1 to \(conflicts.count)"))
            }
            return number - 1
        }
        let matching = conflicts.indices.filter { index in
            let conflict = conflicts[index]
            return [merge.pending.merged, merge.ours, merge.theirs, merge.base].contains { project in
                let entity = project.describeEntity(kind: conflict.entityKind, id: conflict.entityID)
                return entity.hasSuffix(" " + reference) || conflict.entityID.hasPrefix(reference.lowercased())
            }
        }
        switch matching.count {
        case 1: return matching[0]
        case 0: throw CLIError("no conflict is about '\(reference)'; `layoutstore conflicts` lists them by number")
        default:
            throw CLIError("'\(reference)' has \(matching.count) conflicts (" + matching.map { String($0 + 1) }.joined(separator: ", ") + "); give the number")
        }
    }
}

/// A value typed on the command line, as the field's value in history: numbers, true/false,
/// names, an equation for a constraint's structure, and X,Y,W,H-style lists for geometry.
func fieldValue(_ text: String, field: String, kind: EntityKind, in project: Project) throws -> FieldValue {
    func invalid(_ expected: String) -> CLIError { CLIError("'\(text)' is not \(expected) for \(field)") }
    func number() throws -> FieldValue {
        guard let value = Double(text), value.isFinite else { throw invalid("a number") }
        return .number(value)
    }
    func flag() throws -> FieldValue {
        guard let value = Bool(text) else { throw invalid("true or false") }
        return .bool(value)
    }
    func item() throws -> FieldValue {
        guard let id = project.itemID(named: text) else { throw CLIError("no view named '\(text)' in the merge") }
        return .string(id.description)
    }
    switch (kind, field) {
    case (.constraint, "structure"):
        let equation = try project.resolve(Equation.parse(text).equation)
        return Constraint(equation: equation).value(of: .structure)
    case (.constraint, "priority"):
        guard let priority = Priority(argument: text) else { throw invalid("a priority from 1 to 1000") }
        return .number(Double(priority.rawValue))
    case (.constraint, "identifier"):
        return text.isEmpty ? .null : .string(text)
    case (.constraint, "multiplier"), (.constraint, "constant"), (.view, "index"):
        return try number()
    case (.constraint, "placeholder"), (.constraint, "active"), (.view, "preservesSuperviewLayoutMargins"),
        (.view, "insetsLayoutMarginsFromSafeArea"), (.view, "isHidden"):
        return try flag()
    case (.view, "parent"), (.guide, "owner"):
        return try item()
    case (.view, "frame"):
        guard let frame = Rect(argument: text) else { throw invalid("X,Y,W,H") }
        var view = View(name: "")
        view.frame = frame
        return view.value(of: .frame)
    case (.view, "layoutMargins"):
        guard let margins = EdgeInsets(argument: text) else { throw invalid("T,L,B,R") }
        var view = View(name: "")
        view.layoutMargins = margins
        return view.value(of: .layoutMargins)
    case (.view, "contentHugging"), (.view, "compressionResistance"):
        guard let priorities = AxisPriorities(argument: text), let viewField = View.Field(rawValue: field) else { throw invalid("H,V") }
        var view = View(name: "")
        view.contentHugging = priorities
        view.compressionResistance = priorities
        return view.value(of: viewField)
    case (.view, "intrinsicContentSize"):
        guard let size = IntrinsicContentSize(argument: text) else { throw invalid("W,H") }
        var view = View(name: "")
        view.intrinsicContentSize = size
        return view.value(of: .intrinsicContentSize)
    default:
        return .string(text)
    }
}
