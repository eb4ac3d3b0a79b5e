import Foundation
import Model

/// Whole project states to write together, as ``Store/write(_:)`` does: projects to make, and
/// new states of existing projects (by name), recorded with one author, time and message. What
/// an import of Interface Builder documents, or of one document's git history, writes.
public struct StateBatch: Sendable {
    /// Projects to make, each with its first revision; their names must be new to the store.
    public var creating: [Project]
    /// New states of existing projects, each found by its name.
    public var updating: [Project]
    /// The message every revision of the batch records.
    public var message: String
    /// The author; by default `$LAYOUTSTORE_AUTHOR`, else the user name.
    public var author: String?
    /// When the revisions were made; by default now.
    public var time: Date?

    /// A batch to write; the author and the time are the defaults unless given.
    public init(creating: [Project] = [], updating: [Project] = [], message: String, author: String? = nil, time: Date? = nil) {
        self.creating = creating
        self.updating = updating
        self.message = message
        self.author = author
        self.time = time
    }
}
