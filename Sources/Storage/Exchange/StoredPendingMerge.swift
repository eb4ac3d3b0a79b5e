import Foundation

/// A merge that stopped at conflicts, as the store keeps it for the Sync module (which owns
/// the body's format).
public struct StoredPendingMerge: Hashable, Sendable {
    /// The other side's head: the merge's second parent.
    public var theirs: RevisionID
    public var conflictCount: Int
    public var saved: Date
    public var body: [UInt8]
}
