import ArgumentParser
import Foundation
import Interchange
import Model
import Solver
import Storage
import Sync

struct GitMergeDriver: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-driver",
        abstract: "Merge three versions of a .storyboard or .xib as layout (git's merge driver).",
        discussion: """
            git runs it as `layoutstore git merge-driver %O %A %B %P`, set up by \
            `layoutstore git install`: the common ancestor, ours (where the result is written), \
            theirs and the file's path. The document is merged as a tree keyed by object ids: the layout \
            of each scene through layoutstore's field-level three-way merge (two people changing \
            different constraints, or different fields of one, merge cleanly), everything else \
            element by element, attribute by attribute. Exit 0 when clean, after reporting the \
            problems the merged layout has that neither side had. A conflict (the same field \
            set two ways, an edit against a deletion) keeps ours for that element, so the file \
            still opens in Xcode, is printed by scene, view and field with both values, and \
            exits 1, so git reports the conflict. A file that is not an Interface Builder \
            document is merged as text, as git would.
            Example:
              git config merge.layoutstore.driver "layoutstore git merge-driver %O %A %B %P"
            """)

    @Argument(help: "The common ancestor's version (%O).")
    var base: String

    @Argument(help: "Ours (%A): the merge is written here.")
    var ours: String

    @Argument(help: "Theirs (%B).")
    var theirs: String

    @Argument(help: "The file's path in the repository (%P), for messages.")
    var path: String?

    /// Field conflicts that are not conflicts in a document: what import derives from frames and
    /// content, and the frames themselves, which follow from the constraints.
    static let derivedViewFields: Set<String> = [
        "frame", "intrinsicContentSize", "baselineOffsets", "alignmentInsets", "name", "index", "deviceSafeAreaInsets", "documentID",
        "text", "titles", "placeholder", "font", "numberOfLines", "lineBreakMode", "image", "segmentTitles", "canvasLocation", "textAlignment",
        "textColor",
    ]

    /// A view's attributes that are layout fields: a conflict on one is the layout's.
    static let layoutAttributes: Set<String> = [
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "hidden", "axis", "distribution", "alignment", "spacing", "spacingType",
        "baselineRelativeArrangement", "layoutMarginsRelativeArrangement", "semanticContentAttribute", "insetsLayoutMarginsFromSafeArea",
        "preservesSuperviewLayoutMargins", "translatesAutoresizingMaskIntoConstraints",
    ]

    func run() throws {
        let name = path ?? ours
        func read(_ file: String) throws -> [UInt8] {
            guard let data = FileManager.default.contents(atPath: file) else { throw CLIError("cannot read '\(file)'; ours is left as it was") }
            return Array(data)
        }
        let (baseBytes, ourBytes, theirBytes) = (try read(base), try read(ours), try read(theirs))
        if ourBytes == theirBytes || baseBytes == theirBytes { return }
        if baseBytes == ourBytes { return try Export.write(theirBytes, to: ours) }
        let documents: (base: IBDocument, ours: IBDocument, theirs: IBDocument)
        do {
            documents = (
                try IBDocument(bytes: baseBytes, file: name + " (base)"), try IBDocument(bytes: ourBytes, file: name + " (ours)"),
                try IBDocument(bytes: theirBytes, file: name + " (theirs)")
            )
        } catch {
            Terminal.note("\(name): \(error.reason); merged as text instead")
            throw ExitCode(try textMerge())
        }
        let fallback = Self.stem(of: name)
        let imported = (
            base: DocumentImport(documents.base, fallbackName: fallback), ours: DocumentImport(documents.ours, fallbackName: fallback),
            theirs: DocumentImport(documents.theirs, fallbackName: fallback)
        )
        var layoutConflicts: [String] = []
        var keepingOurs: Set<String> = []
        var conflictedIDs: Set<String> = []
        var sides: [(ours: Project, theirs: Project)] = []
        for ourRoot in imported.ours.projects {
            let rootID = ourRoot.rootViews.first?.documentID
            guard rootID != nil, let baseRoot = imported.base.projects.first(where: { $0.rootViews.first?.documentID == rootID }),
                let theirRoot = imported.theirs.projects.first(where: { $0.rootViews.first?.documentID == rootID })
            else { continue }
            let ourSide = baseRoot.identified(ourRoot), theirSide = baseRoot.identified(theirRoot)
            sides.append((ourSide, theirSide))
            let result = try ThreeWayMerge.merge(base: baseRoot, ours: ourSide, theirs: theirSide)
            for conflict in result.conflicts where isLayoutConflict(conflict) {
                let states = [ourSide, theirSide, baseRoot]
                let documentID = states.lazy.compactMap { Self.documentID(of: conflict, in: $0) }.first
                if conflict.entityKind == .constraint, let documentID { keepingOurs.insert(documentID) }
                if let documentID { conflictedIDs.insert(documentID) }
                layoutConflicts.append(Self.describe(conflict, scene: ourRoot.name, states: states, documentID: documentID))
            }
        }
        let merge: DocumentMerge
        do {
            merge = try DocumentMerge(base: baseBytes, ours: ourBytes, theirs: theirBytes, file: name, keepingOurs: keepingOurs)
        } catch {
            Terminal.note("\(name): \(error.reason); merged as text instead")
            throw ExitCode(try textMerge())
        }
        // The result must still be a document Xcode (and import) reads; else ours stays.
        let merged: IBDocument
        do {
            merged = try IBDocument(bytes: merge.bytes, file: name)
        } catch {
            throw CLIError("\(name): the merged document would not be readable (\(error.reason)); ours is left as it was, merge it by hand")
        }
        let scenes = Self.scenes(of: imported.ours)
        // Those the layout's merge named already are printed once, in its words.
        let elementConflicts = merge.conflicts.filter { conflict in
            guard let id = conflict.objectID, conflictedIDs.contains(id) else { return true }
            return !(conflict.attribute.map(Self.layoutAttributes.contains) ?? true) && !conflict.element.hasPrefix("<constraint ")
        }
        .map { conflict in
            "conflict in \(name):\(conflict.line)"
                + (conflict.objectID.flatMap { scenes[$0] }.map { ", scene '\($0)'" } ?? "") + ", \(conflict.element)"
                + (conflict.attribute.map { ", \($0)" } ?? "")
                + ": ours \(Self.quoted(conflict.ours)), theirs \(Self.quoted(conflict.theirs)) (kept ours)"
        }
        if merge.bytes != ourBytes { try Export.write(merge.bytes, to: ours) }
        let conflicts = layoutConflicts.map { "conflict in \(name), \($0)" } + elementConflicts
        guard conflicts.isEmpty else {
            conflicts.forEach { Terminal.note($0) }
            Terminal.note("\(conflicts.count) conflict\(conflicts.count == 1 ? "" : "s") in \(name): each keeps ours; the file opens in Xcode")
            throw ExitCode(1)
        }
        reportProblems(in: merged, name: name, sides: sides)
    }

    /// Whether a three-way merge's conflict is one in a document: not a frame or what import
    /// derives (from frames, labels and content), nor two new views given one name.
    func isLayoutConflict(_ conflict: MergeConflict) -> Bool {
        if conflict.kind == .duplicateName { return false }
        if conflict.entityKind == .view, let field = conflict.field, Self.derivedViewFields.contains(field) { return false }
        if conflict.field == Constraint.Field.documentID.rawValue { return false }
        return true
    }

    /// The problems (unsatisfiable, ambiguous, invalid frames) the merged layout has that
    /// neither side's had, as `sync` reports them after a merge.
    func reportProblems(in merged: IBDocument, name: String, sides: [(ours: Project, theirs: Project)]) {
        let projects = DocumentImport(merged, fallbackName: Self.stem(of: name)).projects
        for project in projects {
            let rootID = project.rootViews.first?.documentID
            guard let side = sides.first(where: { $0.ours.rootViews.first?.documentID == rootID }) else { continue }
            let identified = side.ours.identified(project)
            let introduced = LayoutSystem.problemsIntroduced(by: identified, over: [side.ours, side.theirs])
            let problems = SolutionReport(project: identified, solution: introduced).problems(includingMisplaced: false)
            guard !problems.isEmpty else { continue }
            Terminal.note(
                "\(name): the merge was clean, but scene '\(project.name)' has new layout problems (`layoutstore lint \(name)` shows them):")
            problems.forEach { Terminal.note("\n" + $0) }
        }
    }

    /// git's own text merge of the three files into ours (conflict markers where they clash).
    func textMerge() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "merge-file", "-L", "ours", "-L", "base", "-L", "theirs", ours, base, theirs]
        do {
            try process.run()
        } catch {
            throw CLIError("cannot run git merge-file: \(error.localizedDescription); ours is left as it was")
        }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? 0 : 1
    }

    static func stem(of file: String) -> String { ((file as NSString).lastPathComponent as NSString).deletingPathExtension }

    static func quoted(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "(none)" }

    /// Each view's and constraint's document id, with the scene (project) it is in.
    static func scenes(of imported: DocumentImport) -> [String: String] {
        var scenes: [String: String] = [:]
        for project in imported.projects {
            for view in project.views { if let id = view.documentID { scenes[id] = project.name } }
            for constraint in project.constraints { if let id = constraint.documentID { scenes[id] = project.name } }
        }
        return scenes
    }

    static func documentID(of conflict: MergeConflict, in project: Project) -> String? {
        switch conflict.entityKind {
        case .view: ItemID(conflict.entityID).flatMap { id in project.views.first { $0.id == id }?.documentID }
        case .constraint: ConstraintID(conflict.entityID).flatMap { id in project.constraints.first { $0.id == id }?.documentID }
        case .guide, .project: nil
        }
    }

    /// `scene 'Login', constraint titleLabel.top == root.safeArea.top + 20 (id c1), constant: ours 32, theirs 24 (kept ours)`.
    static func describe(_ conflict: MergeConflict, scene: String, states: [Project], documentID: String?) -> String {
        let entity: String
        if conflict.entityKind == .constraint, let id = ConstraintID(conflict.entityID),
            let (state, constraint) = states.lazy.compactMap({ state in state.constraint(id).map { (state, $0) } }).first
        {
            entity = "constraint " + state.named(constraint.equation).shortForm(priority: constraint.priority)
        } else {
            let names = states.map { $0.describeEntity(kind: conflict.entityKind, id: conflict.entityID) }
            entity = names.first { !$0.hasSuffix(String(conflict.entityID.prefix(8))) } ?? names[0]
        }
        func value(_ value: FieldValue?, in state: Project) -> String {
            value == nil && conflict.field == nil
                ? "deleted" : state.describe(value, field: conflict.field, kind: conflict.entityKind, id: conflict.entityID)
        }
        let field = conflict.field.map { ", \($0)" } ?? ""
        return "scene '\(scene)', \(entity)" + (documentID.map { " (id \($0))" } ?? "") + field
            + ": ours \(value(conflict.ours, in: states[0])), theirs \(value(conflict.theirs, in: states[1])) (kept ours)"
    }
}
