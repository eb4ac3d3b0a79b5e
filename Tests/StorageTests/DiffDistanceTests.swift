import Foundation
import Model
import Testing

@testable import Storage

/// A diff of revisions far apart reads the states at both ends instead of every revision
/// between: the changes are the same, change for change, as those composed from the revisions
/// between, on random histories, in both directions.
@Suite("Diff across long distances")
struct DiffDistanceTests {
    @Test("the diff from both ends' states equals the one composed from the revisions between, for random pairs of a random history")
    func statesAgreeWithTheWalk() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var generator = SeededGenerator(seed: seed)
        let temporary = try TemporaryStore()
        let store = temporary.store
        let (project, root) = try temporary.makeProject()
        var revisions = [try store.resolveProject(nil).head]
        var attempts = 0
        while revisions.count < 400, attempts < 4000 {
            attempts += 1
            do {
                let revision = try store.commit(project, message: "edit \(attempts)") { layout in
                    StateAtRevisionTests.randomEdit(&layout, root: root, using: &generator)
                }
                revisions.append(revision.id)
            } catch StoreError.nothingToCommit {
                continue
            }
        }
        let entities = try store.state(of: project)
        let size = entities.views.count + entities.guides.count + entities.constraints.count
        var far = 0
        for _ in 0..<150 {
            let (a, b) = (Int.random(in: 0..<revisions.count, using: &generator), Int.random(in: 0..<revisions.count, using: &generator))
            if abs(a - b) > max(64, size) { far += 1 }
            let walked = try store.history.diff(project, from: revisions[a], to: revisions[b], walkingAtMost: .max)
            let fromStates = try store.history.diff(project, from: revisions[a], to: revisions[b], walkingAtMost: 0)
            #expect(walked == fromStates, "seed \(seed), revisions \(a) to \(b)")
            #expect(try store.history.diff(project, from: revisions[a], to: revisions[b]) == walked, "seed \(seed), revisions \(a) to \(b)")
            // Naming at the older end reads the same items whichever way it goes.
            let ids = Set(walked.compactMap { $0.kind == .constraint ? ConstraintID(text: $0.id) : nil })
            let state = try store.state(of: project, at: revisions[a])
            let named = try store.items(of: project, at: revisions[a], constraints: ids)
            #expect(named.views == state.views && named.guides == state.guides, "seed \(seed), revision \(a)")
            #expect(named.constraints == state.constraints.filter { ids.contains($0.id) }, "seed \(seed), revision \(a)")
        }
        #expect(revisions.count == 400, "seed \(seed)")
        #expect(far > 10, "pairs further apart than the project has entities: \(far) (\(size) entities, seed \(seed))")
    }
}
