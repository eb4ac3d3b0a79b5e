import Foundation
import Model
import Testing

@testable import Storage

/// `blame` and `history` credit each value to the revision that set it, through merges: as git
/// does, a value a merge took from one of its parents belongs to the revision that wrote it.
@Suite("Merge attribution")
struct MergeAttributionTests {
    @Test("blame and history credit a cleanly merged field to the revision that set it, not to the merge, and list it once")
    func cleanlyMergedField() throws {
        let sync = SyncSupportTests()
        let (_, b, project, gap, _, ours, theirs) = try sync.diverged()
        try b.store.exchange.insert([theirs])
        var merged = try b.store.state(of: project)
        let index = try #require(merged.constraints.firstIndex { $0.id == gap.id })
        merged.constraints[index].equation.constant = 16  // theirs
        let merge = try b.store.exchange.commitMerge(project, ours: ours.id, theirs: theirs.id, merged: merged, message: "merge a", author: "carl")

        let blame = Dictionary(uniqueKeysWithValues: try b.store.history.blame(gap.id, in: project).map { ($0.field, $0) })
        #expect(blame[.constant]?.revision == theirs.id, "constant credited to \(blame[.constant]?.revision.short ?? "-")")
        #expect(blame[.constant]?.author == "ana")
        #expect(blame[.priority]?.revision == ours.id)
        #expect(blame[.priority]?.author == "ben")

        let history = try b.store.history.entries(of: .constraint(gap.id), in: project)
        #expect(!history.contains { $0.revision == merge.id }, "the merge is listed in the constraint's history")
        // Set to 12 before the sides parted, then to 16 by theirs: each once.
        #expect(history.filter { $0.field == "constant" }.map(\.after) == [12, 16])
        #expect(history.filter { $0.field == "constant" }.last?.revision == theirs.id)
        let constantOnly = try b.store.history.entries(of: .constraint(gap.id), in: project, field: "constant")
        #expect(constantOnly.filter { $0.field == "constant" }.map(\.after) == [12, 16])
    }

    @Test("a merge that settles a conflict with a value of its own is credited with that value")
    func mergeWithItsOwnValue() throws {
        let sync = SyncSupportTests()
        let (_, b, project, gap, _, ours, theirs) = try sync.diverged()
        try b.store.exchange.insert([theirs])
        var merged = try b.store.state(of: project)
        let index = try #require(merged.constraints.firstIndex { $0.id == gap.id })
        merged.constraints[index].equation.constant = 20  // neither side's
        let merge = try b.store.exchange.commitMerge(project, ours: ours.id, theirs: theirs.id, merged: merged, message: "settled", author: "carl")

        let blame = Dictionary(uniqueKeysWithValues: try b.store.history.blame(gap.id, in: project).map { ($0.field, $0) })
        #expect(blame[.constant]?.revision == merge.id)
        #expect(blame[.constant]?.author == "carl")
        let history = try b.store.history.entries(of: .constraint(gap.id), in: project, field: "constant")
        #expect(history.map(\.revision).suffix(2) == [theirs.id, merge.id])
    }
}
