import Model

/// Everything that can go wrong in a store, each with a message that says what was wrong,
/// names the file, project, item or constraint, and says what to do.
///
/// Messages never include the values bound to SQL statements.
public enum StoreError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The path cannot be opened as a store (a directory, an unreadable file, ...).
    case cannotOpen(path: String, reason: String)
    /// The file exists but is not a layoutstore store (not SQLite, or another program's database).
    case notAStore(path: String, reason: String)
    /// The store file has more than one name (hard link): SQLite keys its WAL and locks on the
    /// name, so two names for one store corrupt it under concurrent use.
    case hardLinked(path: String, links: Int)
    /// The store can be read but not written here: `reason` says why (read-only media, a folder
    /// that is not writable).
    case readOnly(path: String, reason: String)
    /// SQLite finds the store's file corrupt.
    case damaged(path: String, reason: String)
    /// No store at the path, and creating one was not asked for.
    case storeNotFound(path: String)
    /// The store was written by a newer layoutstore; it was left untouched.
    case newerSchema(path: String, storeVersion: String, knownVersion: String)
    /// SQLite failed; `message` is SQLite's own explanation, without bound values.
    case database(message: String, path: String)
    /// Another connection held the store's write lock for longer than this one would wait.
    case busy(path: String, waitedSeconds: Double)
    /// No project has this name.
    case projectNotFound(String, available: [String])
    /// The store has no project yet.
    case noProjects(path: String)
    /// Several projects, and none was named.
    case projectNotChosen(available: [String])
    /// A project with this name exists already.
    case projectExists(String)
    /// No revision of the project matches the text.
    case revisionNotFound(String, project: String)
    /// Several revisions start with the prefix.
    case ambiguousRevision(String, candidates: [RevisionID], project: String)
    /// A revision whose stored bytes do not hash to its id, or do not decode.
    case corruptRevision(RevisionID, reason: String)
    /// Stored data that does not decode.
    case corruptData(String)
    /// The edits change nothing, so no revision was made.
    case nothingToCommit(project: String)
    /// No view or guide with this id in the project.
    case itemNotFound(ItemID, project: String)
    /// No constraint with this id in the project.
    case constraintNotFound(ConstraintID, project: String)
    /// An insert with an id the store already has.
    case duplicateID(String, project: String)
    /// Views and guides share one namespace per project.
    case duplicateName(String, project: String)
    /// Deleting an item that constraints, subviews or guides still refer to.
    case itemInUse(name: String, dependents: [String], project: String)
    /// Deleting the project's only root view: a project always has one.
    case lastRootView(name: String, project: String)
    /// A constraint that breaks one of Auto Layout's rules, or names a built-in guide of a guide.
    case ruleViolation(ModelError, project: String)
    /// Setting a view's parent to itself or to one of its own subviews.
    case parentCycle(view: String, parent: String, project: String)
    /// A parent or guide owner that is not a view.
    case notAView(name: String, role: String, project: String)
    /// A field value of the wrong shape, or a field name that does not exist.
    case invalidValue(entity: String, field: String, reason: String)
    /// Reverting would undo fields that later revisions changed again.
    case revertConflict(revision: RevisionID, conflicts: [RevertConflict])
    /// No remote of that name; `available` lists the ones there are.
    case remoteNotFound(String, available: [String])
    /// No remote was named, and the store has none.
    case noRemotes
    /// No remote was named, and the store has several.
    case remoteNotChosen(available: [String])
    /// A remote of that name exists already.
    case remoteExists(String)
    /// The disk holding the store is full; nothing was written.
    case diskFull(path: String)
    /// A merge of the project stopped at conflicts, and new edits would go stale under it.
    case mergeInProgress(project: String, conflicts: Int)
    /// The project's head moved (another command committed) after a merge was computed from
    /// it: the merge was not recorded, so that it cannot undo what landed meanwhile.
    case projectChanged(project: String)

    /// What went wrong, in the store's words. Front ends add what to do about it in their
    /// own words: the command line's advice names its commands and options
    /// (`Sources/layoutstore/Output/StoreError+Advice.swift`).
    public var description: String {
        switch self {
        case let .cannotOpen(path, reason):
            return "cannot open the store at '\(path)': \(reason)"
        case let .notAStore(path, reason):
            return "'\(path)' is not a layoutstore store (\(reason)); it was left untouched"
        case let .hardLinked(path, links):
            return "the store at '\(path)' has \(links) names (hard links), and SQLite keeps a store's journal by its name, "
                + "so two names for one store would corrupt it; keep one name (remove the other links) or make a copy with `cp`; "
                + "it was not opened"
        case let .readOnly(path, reason):
            return "the store at '\(path)' can be read but not changed here: \(reason); nothing was changed; "
                + "copy it to a writable folder to change it"
        case let .damaged(path, reason):
            return "the store at '\(path)' is damaged (\(reason)); restore it from a backup or sync it again from another replica "
                + "into a new store"
        case let .storeNotFound(path):
            return "no store at '\(path)'"
        case let .newerSchema(path, storeVersion, knownVersion):
            return "this store's schema is at \(storeVersion) but this layoutstore knows up to \(knownVersion); "
                + "install a newer layoutstore (the store at '\(path)' was left untouched)"
        case let .busy(path, waited):
            return
                "the store at '\(path)' was busy: another process kept it locked for more than \(formatNumber(waited)) s; nothing was changed; try again"
        case let .database(message, path):
            return "the store at '\(path)' could not be read or written: \(message); nothing was changed"
        case let .projectNotFound(name, available):
            let suggestion = closestMatch(to: name, among: available).map { "; did you mean '\($0)'?" } ?? ""
            return "no project named '\(name)' in this store\(suggestion)"
                + (available.isEmpty ? "" : " (projects: \(available.joined(separator: ", ")))")
        case let .noProjects(path):
            return "the store at '\(path)' has no project yet"
        case let .projectNotChosen(available):
            return "this store has several projects (\(available.joined(separator: ", "))), and none was chosen"
        case let .projectExists(name):
            return "a project named '\(name)' already exists in this store; choose another name"
        case let .revisionNotFound(text, project):
            return "no revision '\(text)' in project '\(project)'"
        case let .ambiguousRevision(prefix, candidates, project):
            return "revision prefix '\(prefix)' is ambiguous in project '\(project)': it matches "
                + candidates.map(\.short).joined(separator: ", ") + "; type more of the id"
        case let .corruptRevision(id, reason):
            return "revision \(id.short) is corrupt: \(reason); the store was damaged outside layoutstore; "
                + "restore it from a backup or sync it again from another replica"
        case let .corruptData(what):
            return "the store holds data that cannot be read (\(what))"
        case let .nothingToCommit(project):
            return "nothing to commit in project '\(project)': the edits change nothing"
        case let .itemNotFound(id, project):
            return "no view or guide with id \(id) in project '\(project)'"
        case let .constraintNotFound(id, project):
            return "no constraint with id \(id) in project '\(project)'"
        case let .duplicateID(id, project):
            return "an item or constraint with id \(id) already exists (adding it to project '\(project)'); use a new id"
        case let .duplicateName(name, project):
            return "project '\(project)' already has a view or guide named '\(name)'; views and guides share one namespace, so choose another name"
        case let .itemInUse(name, dependents, project):
            return "cannot delete '\(name)' from project '\(project)': \(dependents.joined(separator: ", ")) still refer to it; "
                + "delete or change those first"
        case let .lastRootView(name, project):
            return "'\(name)' is the only root view of project '\(project)', and a project keeps one: it cannot be deleted"
        case let .ruleViolation(error, project):
            return "\(error) (project '\(project)')"
        case let .parentCycle(view, parent, project):
            return "cannot make '\(parent)' the parent of '\(view)' in project '\(project)': '\(parent)' is '\(view)' itself or one of its subviews"
        case let .notAView(name, role, project):
            return "'\(name)' cannot be \(role) in project '\(project)': only views can; choose a view"
        case let .invalidValue(entity, field, reason):
            return "invalid value for \(field) of \(entity): \(reason)"
        case let .revertConflict(revision, conflicts):
            let lines = conflicts.map { conflict in
                "\(conflict.entity) \(conflict.field) (changed again in " + conflict.laterRevisions.map(\.short).joined(separator: ", ") + ")"
            }
            return "cannot revert \(revision.short): later revisions changed the same fields: " + lines.joined(separator: "; ")
                + "; revert those revisions first, or edit the fields by hand"
        case let .remoteNotFound(name, available):
            return "no remote named '\(name)'" + (available.isEmpty ? "" : "; the remotes are " + available.joined(separator: ", "))
        case .noRemotes:
            return "this store has no remote to sync with"
        case let .remoteNotChosen(available):
            return "this store has several remotes (\(available.joined(separator: ", "))), and none was named"
        case let .diskFull(path):
            return "the disk holding '\(path)' is full; nothing was written"
        case let .mergeInProgress(project, conflicts):
            return "a merge of '\(project)' is in progress with \(conflicts) unresolved conflict\(conflicts == 1 ? "" : "s"); settle them first"
        case let .projectChanged(project):
            return "the project '\(project)' changed during the sync (another command committed to it meanwhile); nothing was merged; run it again"
        case let .remoteExists(name):
            return "a remote named '\(name)' exists already; remove it first, or choose another name"
        }
    }
}

/// One field a revert would undo although a later revision changed it again.
public struct RevertConflict: Hashable, Sendable {
    /// The entity, as people read it: `constraint 'gap' (1a2b3c4d)`, `view 'title'`.
    public var entity: String
    /// The field name, or `*` for the whole entity (created or deleted).
    public var field: String
    /// The later revisions that changed it, oldest first.
    public var laterRevisions: [RevisionID]
}
