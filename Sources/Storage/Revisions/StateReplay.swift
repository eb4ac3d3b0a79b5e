import Foundation
import GRDB

/// Rebuilds the state at a revision from the history: the nearest snapshot on its
/// first-parent chain, then the changes of each revision after it.
enum StateReplay {
    static func state(atRevision seq: Int64, in db: Database) throws -> ProjectState {
        var chain: [Int64] = []
        var base: ProjectState?
        var current: Int64? = seq
        let statement = try db.cachedStatement(
            sql: "SELECT r.first_parent_seq, s.state FROM revisions r LEFT JOIN snapshots s ON s.revision_seq = r.seq WHERE r.seq = ?")
        while let step = current {
            guard let row = try Row.fetchOne(statement, arguments: [step]) else {
                throw StoreError.corruptData("revision #\(step) is missing from its chain")
            }
            if let snapshot = (try row.decodedIfPresent(1, as: Data.self)) {
                base = try ProjectState(snapshot: Array(snapshot))
                break
            }
            chain.append(step)
            current = try row.decoded(0)
        }
        var state = base ?? ProjectState(name: "")
        for step in chain.reversed() {
            for change in try RevisionLog.changes(ofRevisionAt: step, in: db) {
                try state.apply(change)
            }
        }
        return state
    }
}
