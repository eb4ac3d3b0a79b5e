/// How far a long piece of work has got (a clone's revisions, a verify, an import), for a
/// progress line; the library reports it, the command decides whether and how to show it.
public struct WorkProgress: Hashable, Sendable {
    /// What is being done, in words: "receiving revisions", "verifying revisions".
    public var stage: String
    /// Units done so far.
    public var completed: Int
    /// Units in all, when known.
    public var total: Int?

    /// Progress at `completed` units of `total` (nil when the total is not known yet).
    public init(stage: String, completed: Int, total: Int? = nil) {
        self.stage = stage
        self.completed = completed
        self.total = total
    }
}

/// Called as long work goes on, possibly from another thread.
public typealias ProgressHandler = @Sendable (WorkProgress) -> Void
