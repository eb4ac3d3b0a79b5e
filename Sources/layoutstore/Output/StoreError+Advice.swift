import Storage

extension StoreError {
    /// The error as the command line says it: what went wrong (the library's words), then what
    /// to do, in the command line's (its commands and options).
    var commandLineMessage: String { commandLineAdvice.map { description + $0 } ?? description }

    /// What to do, naming commands and options; nil where the library's words say it all.
    private var commandLineAdvice: String? {
        switch self {
        case .cannotOpen: "; give the path of a store file with --store"
        case .notAStore: "; give another path with --store"
        case .storeNotFound: "; create one with `layoutstore init NAME`, or give another path with --store"
        case .database: "; check the file and its folder are writable, and run `layoutstore verify`"
        case let .projectNotFound(_, available): available.isEmpty ? "; create one with `layoutstore init NAME`" : nil
        case .noProjects: "; create one with `layoutstore init NAME`"
        case .projectNotChosen: "; choose one with --project NAME or $LAYOUTSTORE_PROJECT"
        case .revisionNotFound: "; `layoutstore log` lists revisions (use HEAD, HEAD~N or an id prefix)"
        case .corruptData: "; run `layoutstore verify` and restore the store from a backup"
        case .itemNotFound: "; `layoutstore view list` shows the items"
        case .constraintNotFound: "; `layoutstore list` shows the constraints"
        case .itemInUse: " (or use --cascade to delete the constraints with it)"
        case let .remoteNotFound(_, available): available.isEmpty ? "; add one with `layoutstore remote add NAME PATH|URL`" : nil
        case .noRemotes: "; add one with `layoutstore remote add NAME URL` (a `layoutstore serve` address, or the path of another store file)"
        case .remoteNotChosen: "; name the one to sync with: `layoutstore sync NAME`"
        case .diskFull: "; free some space (or give a store on another disk with --store) and run the command again"
        case .mergeInProgress: " (`layoutstore conflicts`, then `layoutstore resolve`)"
        case let .remoteExists(name): " (`layoutstore remote remove \(name)`)"
        default: nil
        }
    }
}
