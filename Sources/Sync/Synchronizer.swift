import Foundation
import Model
import Storage

/// What a sync did.
public struct SyncReport: Sendable {
    /// What happened to the project, from this store's side.
    public enum Outcome: Hashable, Sendable {
        /// Both sides had the same head.
        case upToDate
        /// The project was new here: cloned.
        case cloned
        /// Only the other side had new revisions: our head moved to theirs.
        case fastForwarded
        /// Both had new revisions: merged cleanly into a revision with two parents.
        case merged(RevisionID)
        /// Only we had new revisions: they were sent.
        case pushed
        /// The merge stopped at conflicts; nothing was pushed.
        case conflicts(Int)
    }

    /// The project's name.
    public var project: String
    /// What the sync did to it.
    public var outcome: Outcome
    /// Revisions received from the other side and stored here.
    public var received: Int
    /// Revisions sent to the other side.
    public var sent: Int
    /// The project's head here after the sync.
    public var head: RevisionID
}

/// The projects of a store and a remote, by which side has them.
public struct ProjectSides: Hashable, Sendable {
    /// Names both sides have.
    public var shared: [String]
    /// Names only this store has: a sync sends them only when asked to.
    public var onlyHere: [String]
    /// Names only the remote has: a sync clones them only when asked to.
    public var onlyThere: [String]
}

/// Syncs one project between this store and a remote: pull what we lack, merge three-way
/// (or fast-forward), push what they lack.
///
/// What travels grows with the revisions the other side lacks, not with the history: the
/// sides first find the newest revisions they share (our head, then first-parent ancestors at
/// doubling distances, then the few between the last one they lack and the first they have),
/// and only revisions that are not ancestors of those travel. Every received revision is
/// verified and a batch is stored in one transaction, so a sync cut off anywhere leaves both
/// stores valid, and running it again finishes the job.
public struct Synchronizer: Sendable {
    /// This store: the side whose head a merge moves.
    public let store: Store
    /// The other side.
    public let remote: any SyncRemote
    /// Recorded in the message of a merge revision.
    public let remoteName: String

    /// Hears how many revisions have arrived while a clone or a pull stores them.
    public var progress: ProgressHandler?

    /// A synchronizer between `store` and `remote`, known to the user as `remoteName` (`origin`).
    public init(store: Store, remote: any SyncRemote, remoteName: String, progress: ProgressHandler? = nil) {
        self.progress = progress
        self.store = store
        self.remote = remote
        self.remoteName = remoteName
    }

    /// How many times a sync runs before giving up when another command keeps moving a head
    /// it read (a commit here, a push there).
    public static let attempts = 5

    /// Syncs the named project (nil: this store's only project, or into an empty store the
    /// remote's only project). A project the remote lacks is sent only when it is named.
    ///
    /// Every step that moves our head (a merge, a fast-forward, a merge stopped at conflicts)
    /// happens only on the head the step was computed from, and a push only onto the remote
    /// head it was computed from. When a commit here or a push there gets in between, the sync
    /// starts over from the new heads, up to ``attempts`` times, so an edit made while a sync
    /// runs is never undone by it, and two syncs of one store never merge the same heads twice.
    ///
    /// - Throws: `StoreError/projectChanged(project:)` or ``SyncError/remoteMoved(_:)`` when
    ///   the heads kept moving through every attempt; ``SyncError/notOnRemote(project:remote:)``
    ///   when no project is named and the remote lacks this store's only one.
    public func sync(project name: String?) async throws -> SyncReport {
        var attempt = 1
        while true {
            do {
                return try await syncOnce(project: name)
            } catch let error where attempt < Self.attempts && Self.lostRace(error) {
                attempt += 1
                // A random pause, so that two syncs that collided do not collide again in step.
                try await Task.sleep(for: .milliseconds(Int.random(in: 5...40) * attempt))
            }
        }
    }

    /// Which projects this store and the remote both have (by name), and which only one side
    /// has, each sorted by name. A sync without a project named syncs only the shared ones: a
    /// project goes where it never was only when it is named.
    public func projectsOnBothSides() async throws -> ProjectSides {
        let here = Set(try store.projectHeads().map(\.name))
        let there = Set(try await remote.projects().map(\.name))
        return ProjectSides(
            shared: here.intersection(there).sorted(), onlyHere: here.subtracting(there).sorted(), onlyThere: there.subtracting(here).sorted())
    }

    /// Whether the error says a head moved under the sync (running it again settles it).
    private static func lostRace(_ error: any Error) -> Bool {
        switch error {
        case StoreError.projectChanged, SyncError.remoteMoved: true
        default: false
        }
    }

    private func syncOnce(project name: String?) async throws -> SyncReport {
        let heads = try store.projectHeads()
        let local = name.map { name in heads.first { $0.name == name } } ?? (heads.count == 1 ? heads.first : nil)
        var projectName = local?.name ?? name
        if projectName == nil { projectName = try await projectToClone() }
        guard let projectName else {
            _ = try store.resolveProject(name)  // throws the message listing the projects
            throw SyncError.invalid("name the project to sync with --project")
        }
        guard let local else {
            // A first clone: the project and its revisions in one exchange where the remote can.
            guard let (theirs, revisions) = try await remote.projectWithRevisions(named: projectName) else {
                throw SyncError.invalid("there is no project named '\(projectName)' here or on \(remoteName)")
            }
            try await Self.onOwnThread { [store, progress] in
                try store.exchange.insert(movingHeadTo: theirs.head, batches: Self.slices(of: revisions, reportingTo: progress))
            }
            return SyncReport(project: projectName, outcome: .cloned, received: revisions.count, sent: 0, head: theirs.head)
        }
        guard let theirs = try await remote.project(named: projectName) else {
            guard name != nil else { throw SyncError.notOnRemote(project: local.name, remote: remoteName) }
            let revisions = try store.exchange.revisions(of: local.id, reachableFrom: local.head, excludingAncestorsOf: [])
            try await push(revisions, of: local, head: local.head, expectedHead: nil)
            return SyncReport(project: projectName, outcome: .pushed, received: 0, sent: revisions.count, head: local.head)
        }
        guard local.id == theirs.id else {
            throw SyncError.invalid(
                "'\(projectName)' here and on \(remoteName) are different projects that share a name (ids \(local.id) and \(theirs.id)); rename one of them"
            )
        }
        return try await sync(local, with: theirs)
    }

    /// With no project named and none here, the remote's one project, to clone. Several there
    /// must be chosen from; none there means there is nothing to sync.
    private func projectToClone() async throws -> String? {
        guard try store.projectHeads().isEmpty else { return nil }
        let available = try await remote.projects()
        switch available.count {
        case 0:
            throw SyncError.invalid(
                "neither this store nor \(remoteName) has a project yet; create one with `layoutstore init NAME`, then sync to share it")
        case 1:
            return available[0].name
        default:
            throw SyncError.invalid(
                "\(remoteName) has \(available.count) projects (\(available.map(\.name).joined(separator: ", "))); name the one to clone with --project NAME"
            )
        }
    }

    private func sync(_ local: ProjectHead, with theirs: RemoteProject) async throws -> SyncReport {
        if try store.exchange.hasPendingMerge(local.id) {
            throw SyncError.conflicts(project: local.name, count: try store.exchange.pendingMerge(local.id)?.conflictCount ?? 0)
        }
        guard local.head != theirs.head else {
            return SyncReport(project: local.name, outcome: .upToDate, received: 0, sent: 0, head: local.head)
        }
        // Pull.
        var received = 0
        if try !store.exchange.contains(theirs.head, in: local.id) {
            let common = try await sharedRevisions(local)
            let revisions = try await remote.revisions(of: local.id, excludingAncestorsOf: common)
            try await Self.onOwnThread { [store, progress] in try store.exchange.insert(batches: Self.slices(of: revisions, reportingTo: progress)) }
            received = revisions.count
        }
        // Merge.
        let head: RevisionID
        var outcome: SyncReport.Outcome
        if try store.exchange.isAncestor(theirs.head, of: local.head, in: local.id) {
            head = local.head
            outcome = .pushed
        } else if try store.exchange.isAncestor(local.head, of: theirs.head, in: local.id) {
            try store.exchange.fastForward(local.id, from: local.head, to: theirs.head)
            return SyncReport(project: local.name, outcome: .fastForwarded, received: received, sent: 0, head: theirs.head)
        } else {
            guard let base = try store.exchange.mergeBase(local.head, theirs.head, in: local.id) else {
                throw SyncError.invalid("'\(local.name)' here and on \(remoteName) share no history")
            }
            // Ours is the head read at the start, not the current state: the merge is recorded
            // only if the head is still there.
            let result = try ThreeWayMerge.merge(
                base: try store.state(of: local.id, at: base), ours: try store.state(of: local.id, at: local.head),
                theirs: try store.state(of: local.id, at: theirs.head))
            if !result.conflicts.isEmpty {
                let pending = PendingMerge(
                    ours: local.head, theirs: theirs.head, base: base, merged: result.merged, conflicts: result.conflicts)
                try store.exchange.savePendingMerge(
                    local.id, ours: local.head, theirs: theirs.head, body: pending.encoded, conflictCount: result.conflicts.count)
                return SyncReport(
                    project: local.name, outcome: .conflicts(result.conflicts.count), received: received, sent: 0, head: local.head)
            }
            head = try store.exchange.commitMerge(
                local.id, ours: local.head, theirs: theirs.head, merged: result.merged, message: "merge \(remoteName)"
            ).id
            outcome = .merged(head)
        }
        // Push.
        let revisions = try store.exchange.revisions(of: local.id, reachableFrom: head, excludingAncestorsOf: [theirs.head])
        if !revisions.isEmpty {
            try await push(revisions, of: local, head: head, expectedHead: theirs.head)
        }
        return SyncReport(project: local.name, outcome: outcome, received: received, sent: revisions.count, head: head)
    }

    /// Pushes, naming the project by its name when the remote moved meanwhile.
    private func push(_ revisions: [Revision], of local: ProjectHead, head: RevisionID, expectedHead: RevisionID?) async throws {
        do {
            try await remote.push(revisions, to: local.id, head: head, expectedHead: expectedHead)
        } catch SyncError.remoteMoved {
            throw SyncError.remoteMoved(local.name)
        }
    }

    /// The slices of revisions as they arrive, counting them to `progress`.
    private static func slices(of revisions: ReceivedRevisions, reportingTo progress: ProgressHandler?) -> () throws -> [Revision]? {
        guard let progress else { return { try revisions.nextSlice() } }
        return {
            let slice = try revisions.nextSlice()
            if slice != nil { progress(WorkProgress(stage: "receiving revisions", completed: revisions.count)) }
            return slice
        }
    }

    /// Runs a store call that waits for revisions still arriving on a thread of its own, so
    /// that the tasks receiving them never wait for a thread it holds.
    private static func onOwnThread(_ body: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }

    /// How far along our first-parent chain each question about shared history reaches: the
    /// first asks about our head and the ancestors 1, 2, 4, 8 and 16 back, so a pull, or a
    /// sync with a few revisions of ours, reads the same whatever the history's length; each
    /// next one, asked only when the remote had none of those before, reaches 32 times as
    /// far, so that the walk along our chain stays within 32 times the distance to the
    /// newest revision the remote has, rather than going back to the first revision.
    static let sampleReach = [16, 512, 16_384, Int.max]

    /// The newest revisions of ours the remote also has: our head if it has it; else the
    /// newest it has of our first-parent ancestors, found by asking about ancestors at
    /// doubling distances (the near ones first, the farther ones only if it has none of those;
    /// see ``sampleReach``), then about the ones between the last it lacks and the first it has.
    private func sharedRevisions(_ local: ProjectHead) async throws -> [RevisionID] {
        var samples: [RevisionID] = []
        var known: Set<RevisionID> = []
        for farthest in Self.sampleReach {
            let asked = samples.count  // the samples within a shorter reach come first
            samples = try store.exchange.firstParentSamples(from: local.head, in: local.id, within: farthest)
            guard samples.count > asked else { break }  // the chain ends within the last reach
            known = try await remote.known(Array(samples[asked...]), in: local.id)
            if samples.contains(where: known.contains) { break }
        }
        guard let firstKnown = samples.firstIndex(where: known.contains) else { return [] }
        guard firstKnown > 0 else { return [samples[0]] }
        let between = try store.exchange.firstParentChain(from: samples[firstKnown - 1], to: samples[firstKnown], in: local.id)
        return [try await newestKnown(in: between, project: local.id) ?? samples[firstKnown]]
    }

    /// How many revisions one question asks about while narrowing down the revisions between
    /// two samples.
    static let probes = 16

    /// The newest revision of `chain` (first-parent ancestors, newest first) that the remote
    /// has, or `nil`. A side that has a revision has its ancestors, so the ones it has are the
    /// end of the chain: each question asks about ``probes`` revisions spread over what is
    /// still in doubt, and narrows it to the stretch between two of them, so that 4,000
    /// revisions take three short questions rather than one with every id.
    private func newestKnown(in chain: [RevisionID], project: ProjectID) async throws -> RevisionID? {
        // The first the remote has is at an index in low...high (high: none of them).
        var low = 0, high = chain.count
        while low < high {
            let span = high - low
            let indices = span <= Self.probes ? Array(low..<high) : (1...Self.probes).map { low + $0 * span / (Self.probes + 1) }
            let known = try await remote.known(indices.map { chain[$0] }, in: project)
            if let first = indices.firstIndex(where: { known.contains(chain[$0]) }) {
                high = indices[first]
                low = first > 0 ? indices[first - 1] + 1 : low
            } else {
                low = indices[indices.count - 1] + 1
            }
            if span <= Self.probes { break }
        }
        return high < chain.count ? chain[high] : nil
    }
}
