import Model

/// A project's state at its head, read in one transaction with the head's id
/// (``Store/headState(of:)``): a commit of edits made from it
/// (``Store/commit(_:message:author:edits:from:)``) makes its revision's snapshot from it and the
/// edits, instead of reading the whole state back, while the head is still this one.
public struct HeadState: Sendable {
    /// The head the state was read at.
    public let head: RevisionID
    /// The project's state at ``head``, entities in id order (as ``Store/state(of:at:)`` gives it).
    public let project: Project

    /// The state, if the project's record still names the head it was read at (and its name).
    func state(of record: ProjectRecord) -> Project? {
        record.head == head && record.name == project.name ? project : nil
    }
}
