/// What ``Store/Exchange/push(_:to:head:expectedHead:)`` did.
public enum PushOutcome: Hashable, Sendable {
    /// The revisions were stored and the project's head moved (or already was) there.
    case moved
    /// The project's head is neither the expected one nor an ancestor of the pushed head:
    /// someone else pushed meanwhile. Nothing was stored.
    case headMoved(current: RevisionID)
}
