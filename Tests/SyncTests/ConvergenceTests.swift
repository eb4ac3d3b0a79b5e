import Foundation
import Model
import Storage
import Testing

@testable import Sync

/// Three replicas edit one project at random and sync in random pairs; conflicts are settled by
/// a fixed rule. After a final round every replica has the same revisions and the same state,
/// and no edit was silently lost.
@Suite("Convergence")
struct ConvergenceTests {
    @Test("Random edits and syncs on 3 replicas converge", arguments: [UInt64(11), 2026, 90210, 4, 7])
    func converge(seed: UInt64) async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-converge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let replicas = try (0..<3).map { try Store(path: folder.appending(path: "r\($0).db").path) }
        try replicas[0].createProject(name: "Shared", rootSize: (375, 667), message: "start")
        for index in 1..<3 { _ = try await sync(replicas[index], with: replicas[0]) }

        var random = SplitMix64(seed: seed)
        var edits: [RevisionID] = []
        var names = 0
        for _ in 0..<150 {
            let replica = replicas[Int(random.next() % 3)]
            if random.next() % 3 == 0 {
                let other = replicas.filter { $0 !== replica }[Int(random.next() % 2)]
                _ = try await sync(replica, with: other)
            } else if let revision = try randomEdit(replica, &random, &names) {
                edits.append(revision)
            }
        }
        // A final round: sync around the ring until every head agrees.
        for _ in 0..<6 {
            for (a, b) in [(0, 1), (1, 2), (2, 0)] { _ = try await sync(replicas[a], with: replicas[b]) }
            if Set(try replicas.map { try $0.resolveProject("Shared").head }).count == 1 { break }
        }

        let heads = try replicas.map { try $0.resolveProject("Shared").head }
        #expect(Set(heads).count == 1, "seed \(seed): heads \(heads.map(\.short))")
        let histories = try replicas.map { store in Set(try store.history.log(try store.resolveProject("Shared").id).map(\.id)) }
        #expect(histories[0] == histories[1] && histories[1] == histories[2], "seed \(seed): histories differ")
        let states = try replicas.map { store in try store.state(of: try store.resolveProject("Shared").id) }
        #expect(states[0] == states[1] && states[1] == states[2], "seed \(seed): states differ")
        for replica in replicas { #expect(try replica.history.verify().isOK, "seed \(seed)") }
        try expectMergeBases(in: replicas[0], head: heads[0], &random, seed: seed)

        // No edit silently lost: every edit revision is in the history, and each of its changes
        // is in the final state unless another revision that does not come before it touched
        // the same entity: a later edit, a merge that settled a conflict, or the competing
        // edit a conflict was settled for.
        let project = try replicas[0].resolveProject("Shared").id
        let history = try replicas[0].history.log(project)
        #expect(Set(edits).isSubset(of: Set(history.map(\.id))), "seed \(seed): an edit revision is missing")
        let final = states[0]
        for edit in history where edits.contains(edit.id) {
            for change in edit.changes {
                let touchedAgain = history.contains { other in
                    other.id != edit.id
                        && other.changes.contains { $0.kind == change.kind && $0.id == change.id }
                        && (try? replicas[0].exchange.isAncestor(other.id, of: edit.id, in: project)) == false
                }
                if touchedAgain { continue }
                #expect(currentValue(of: change, in: final) == change.after, "seed \(seed): \(change.kind) \(change.id) \(change.fieldName) was lost")
            }
        }
    }

    /// The merge base of two revisions of this history (full of merges, criss-cross ones among
    /// them) is the common ancestor of highest generation, the smaller id on a tie: what a walk
    /// of the whole history finds.
    private func expectMergeBases(in store: Store, head: RevisionID, _ random: inout SplitMix64, seed: UInt64) throws {
        let project = try store.resolveProject("Shared").id
        let history = try store.exchange.revisions(of: project, reachableFrom: head, excludingAncestorsOf: [])  // parents first
        var generation: [RevisionID: Int] = [:]
        var ancestors: [RevisionID: Set<RevisionID>] = [:]
        for revision in history {
            generation[revision.id] = (revision.parents.compactMap { generation[$0] }.max() ?? -1) + 1
            ancestors[revision.id] = revision.parents.reduce(into: [revision.id]) { $0.formUnion(ancestors[$1] ?? []) }
        }
        #expect(history.contains { $0.parents.count > 1 }, "seed \(seed): the history has merges")
        for _ in 0..<60 {
            let first = history[Int(random.next() % UInt64(history.count))].id
            let second = history[Int(random.next() % UInt64(history.count))].id
            let expected = ancestors[first]!.intersection(ancestors[second]!)
                .max { (generation[$0]!, $1.rawValue) < (generation[$1]!, $0.rawValue) }
            #expect(try store.exchange.mergeBase(first, second, in: project) == expected, "seed \(seed): \(first.short) and \(second.short)")
            // What a sync sends for `first` to a side that has `second`: the ancestors of one
            // that are not ancestors of the other, parents first.
            let sent = try store.exchange.revisions(of: project, reachableFrom: first, excludingAncestorsOf: [second]).map(\.id)
            #expect(Set(sent) == ancestors[first]!.subtracting(ancestors[second]!), "seed \(seed): \(first.short) without \(second.short)")
            #expect(sent.count == Set(sent).count, "seed \(seed): a revision sent twice")
            #expect(
                sent.indices.allSatisfy { index in !sent[..<index].contains { ancestors[$0]!.contains(sent[index]) } },
                "seed \(seed): a child before its parent")
        }
    }

    /// Syncs `store` with `other`, settling conflicts by a fixed rule: their side, unless that
    /// leaves the problem; then ours; a taken name gets a suffix.
    private func sync(_ store: Store, with other: Store) async throws -> SyncReport {
        let report = try await Synchronizer(store: store, remote: LocalRemote(store: other), remoteName: "peer").sync(project: "Shared")
        guard case .conflicts = report.outcome else { return report }
        let project = try store.resolveProject("Shared")
        var pending = try PendingMerge(decoding: try #require(try store.exchange.pendingMerge(project.id)).body)
        let checks = (
            base: try store.state(of: project.id, at: pending.base), ours: try store.state(of: project.id),
            theirs: try store.state(of: project.id, at: pending.theirs)
        )
        while let conflict = pending.conflicts.first {
            let choices: [ConflictChoice] = [.theirs, .ours, .set(field: "name", value: .string("n\(conflict.entityID.prefix(6))"))]
            var settled = false
            for choice in choices {
                if let merged = try? conflict.resolved(with: choice, in: pending.merged, checks: checks) {
                    pending.merged = merged
                    settled = true
                    break
                }
            }
            #expect(settled, "conflict \(conflict.kind) on \(conflict.entityID) could not be settled")
            pending.conflicts.removeFirst()
        }
        try store.exchange.commitMerge(
            project.id, ours: try #require(pending.ours), theirs: pending.theirs, merged: pending.merged, message: "merge, resolved")
        return try await Synchronizer(store: store, remote: LocalRemote(store: other), remoteName: "peer").sync(project: "Shared")
    }

    /// One random edit: add a view, add, edit or remove a constraint, rename or remove a view.
    private func randomEdit(_ store: Store, _ random: inout SplitMix64, _ names: inout Int) throws -> RevisionID? {
        let project = try store.resolveProject("Shared").id
        let state = try store.state(of: project)
        let root = state.rootViews[0]
        let views = state.views.filter { $0.parent != nil }.sorted { $0.id < $1.id }
        let constraints = state.constraints.sorted { $0.id < $1.id }
        func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[Int(random.next() % UInt64(items.count))] }
        let edit: [Edit]
        switch random.next() % 6 {
        case 0:
            names += 1
            edit = [.insertView(View(name: "v\(names)_\(store.replicaID.prefix(4))", parent: root.id, index: views.count))]
        case 1:
            guard let view = pick(views) else { return nil }
            let equation = Equation(Anchor(view.id, .width), .equal, constant: Double(random.next() % 200))
            edit = [.insertConstraint(Constraint(equation: equation, priority: Priority(Float(1 + random.next() % 1000))))]
        case 2:
            guard let constraint = pick(constraints) else { return nil }
            edit = [.updateConstraint(constraint.id, .constant, .number(Double(random.next() % 300)))]
        case 3:
            guard let constraint = pick(constraints) else { return nil }
            edit = [.updateConstraint(constraint.id, .priority, .number(Double(1 + random.next() % 999)))]
        case 4:
            guard let constraint = pick(constraints) else { return nil }
            edit = [.deleteConstraint(constraint.id)]
        default:
            guard let view = pick(views) else { return nil }
            if random.next() % 2 == 0 {
                names += 1
                edit = [.updateView(view.id, .name, .string("r\(names)_\(store.replicaID.prefix(4))"))]
            } else {
                edit = state.constraints(referringTo: view.id).map { .deleteConstraint($0.id) } + [.deleteView(view.id)]
            }
        }
        // An edit that sets a value the field already has commits nothing.
        let result = Result { () throws(StoreError) -> RevisionID in try store.commit(project, message: "random edit", edits: edit).id }
        if case .failure(.nothingToCommit) = result { return nil }
        return try result.get()
    }

    /// The value a change set, as the final state has it now.
    private func currentValue(of change: Change, in project: Project) -> FieldValue? {
        switch change.kind {
        case .view:
            guard let view = ItemID(change.id).flatMap(project.view) else { return nil }
            guard let field = change.field.flatMap(View.Field.init) else { return view.fieldValues }
            return view.value(of: field)
        case .guide:
            guard let guide = ItemID(change.id).flatMap(project.guide) else { return nil }
            guard let field = change.field.flatMap(LayoutGuide.Field.init) else { return guide.fieldValues }
            return guide.value(of: field)
        case .constraint:
            guard let constraint = ConstraintID(change.id).flatMap(project.constraint) else { return nil }
            guard let field = change.field.flatMap(Constraint.Field.init) else { return constraint.fieldValues }
            return constraint.value(of: field)
        case .project:
            return change.after
        }
    }
}
