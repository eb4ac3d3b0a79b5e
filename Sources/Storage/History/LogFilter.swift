import Foundation

/// Which revisions `log` lists; every condition given must hold.
public struct LogFilter: Hashable, Sendable {
    /// Exactly this author.
    public var author: String?
    /// At or after this time.
    public var since: Date?
    /// At or before this time.
    public var until: Date?
    /// Messages containing this text (ASCII letters match either case).
    public var messageContains: String?

    /// A filter with the conditions given; none given lists every revision.
    public init(author: String? = nil, since: Date? = nil, until: Date? = nil, messageContains: String? = nil) {
        self.author = author
        self.since = since
        self.until = until
        self.messageContains = messageContains
    }
}
