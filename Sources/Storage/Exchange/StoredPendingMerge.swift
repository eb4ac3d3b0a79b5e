import Foundation

/// A merge that stopped at conflicts, as the store keeps it for the Sync module (which owns
/// the body's format).
public struct StoredPendingMerge: Hashable, Sendable {
    /// The other side's head: the merge's second parent.
    public var theirs: RevisionID
    /// How many conflicts wait to be resolved.
    public var conflictCount: Int
    /// When the merge was saved, to the millisecond.
    public var saved: Date
    /// The merge as Sync encoded it; the store keeps the bytes without reading them.
    public var body: [UInt8]
}
