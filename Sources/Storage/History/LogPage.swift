/// One page of a project's revisions, newest first, and where the next (older) page starts.
///
/// Pages are cut by a cursor, the local sequence number of a revision (`seq`, the order the
/// store received them in, parents always before children), never by an offset: the page
/// deep in a history of 100,000 revisions is read as fast as the first.
public struct LogPage: Sendable {
    /// A revision and its local sequence number, the cursor of the page after it.
    public struct Entry: Sendable {
        /// The revision's local sequence number: the order this store received it in (not the same in
        /// another store).
        public var seq: Int64
        /// The revision, with its changes.
        public var revision: Revision
    }

    /// The page's revisions, newest first; empty when no revision is older than the cursor asked for.
    public var entries: [Entry]
    /// The cursor of the next page (the `before` to ask for), or `nil` on the last page.
    public var next: Int64?
}
