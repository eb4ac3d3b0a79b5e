import Foundation

/// One change of a project: its parents, who made it where and when, why, and the field-level
/// changes it made. Its id is the SHA-256 of its canonical encoding (``canonicalEncoding``).
///
/// The state at a revision is the state at its first parent with its changes applied in order.
public struct Revision: Hashable, Codable, Sendable {
    /// The SHA-256 of the revision's canonical encoding; recomputed and checked when a revision is
    /// received or verified.
    public var id: RevisionID
    /// The project it belongs to.
    public var project: ProjectID { didSet { knownEncoding = nil } }
    /// The revisions it was made on, first parent first; none for a project's first revision.
    public var parents: [RevisionID] { didSet { knownEncoding = nil } }
    /// Who made it: `$LAYOUTSTORE_AUTHOR`, else the user name, unless given.
    public var author: String { didSet { knownEncoding = nil } }
    /// The replica id of the store that made it.
    public var replica: String { didSet { knownEncoding = nil } }
    /// Kept to the millisecond.
    public var time: Date { didSet { knownEncoding = nil } }
    /// Why it was made, in the author's words.
    public var message: String { didSet { knownEncoding = nil } }
    /// The field-level changes, in the order they apply.
    public var changes: [Change] { didSet { knownEncoding = nil } }

    /// The canonical bytes it was decoded from, until a field changes: storing or sending a
    /// received revision then does not encode it again.
    private var knownEncoding: [UInt8]? { didSet { packedEncoding = nil } }
    /// The id `knownEncoding` was found to hash to when it was decoded: storing it then does
    /// not hash it again, unless the id changed since.
    private var verifiedID: RevisionID?
    /// `knownEncoding` packed as the store keeps it (``PackedBody``), once ``packForStorage()``
    /// made it: a receiver packs on the threads that decode, beside the one that stores.
    private var packedEncoding: [UInt8]?

    private enum CodingKeys: String, CodingKey {
        case id, project, parents, author, replica, time, message, changes
    }

    /// Equal when every field is equal (the bytes it was decoded from play no part).
    public static func == (lhs: Revision, rhs: Revision) -> Bool {
        lhs.id == rhs.id && lhs.project == rhs.project && lhs.parents == rhs.parents && lhs.author == rhs.author
            && lhs.replica == rhs.replica && lhs.time == rhs.time && lhs.message == rhs.message && lhs.changes == rhs.changes
    }

    /// Hashes every field, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(project)
        hasher.combine(parents)
        hasher.combine(author)
        hasher.combine(replica)
        hasher.combine(time)
        hasher.combine(message)
        hasher.combine(changes)
    }

    /// A revision with its id computed from its content; `time` is truncated to milliseconds.
    public init(
        project: ProjectID, parents: [RevisionID], author: String, replica: String, time: Date,
        message: String, changes: [Change]
    ) {
        self.project = project
        self.parents = parents
        self.author = author
        self.replica = replica
        self.time = Date(timeIntervalSince1970: Double(Revision.milliseconds(time)) / 1000)
        self.message = message
        self.changes = changes
        self.id = RevisionID(hashing: [])
        self.id = RevisionID(hashing: canonicalEncoding)
    }

    /// A new revision and its canonical bytes, encoded once (they are hashed and stored).
    static func make(
        project: ProjectID, parents: [RevisionID], author: String, replica: String, time: Date, message: String,
        changes: [Change]
    ) -> (revision: Revision, body: [UInt8]) {
        var revision = Revision(
            id: RevisionID(hashing: []), project: project, parents: parents, author: author, replica: replica,
            time: Date(timeIntervalSince1970: Double(Revision.milliseconds(time)) / 1000), message: message, changes: changes)
        let body = revision.canonicalEncoding
        revision.id = RevisionID(hashing: body)
        return (revision, body)
    }

    private init(
        id: RevisionID, project: ProjectID, parents: [RevisionID], author: String, replica: String, time: Date,
        message: String, changes: [Change]
    ) {
        self.id = id
        self.project = project
        self.parents = parents
        self.author = author
        self.replica = replica
        self.time = time
        self.message = message
        self.changes = changes
    }

    /// The time in whole milliseconds since 1970, as stored and hashed.
    public var timeMilliseconds: Int64 { Revision.milliseconds(time) }

    static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

    /// The bytes whose SHA-256 is the id: canonical JSON of everything but the id, that is
    /// `{"author","changes","format":1,"message","parents","project","replica","time"}` in that
    /// (byte) order. Written member by member rather than through a ``CanonicalJSON`` tree:
    /// every commit and every received revision encodes its revision.
    public var canonicalEncoding: [UInt8] {
        if let knownEncoding { return knownEncoding }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256 + 160 * changes.count)
        bytes.append(UInt8(ascii: "{"))
        CanonicalJSON.writeKey("author", to: &bytes)
        CanonicalJSON.writeString(author, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        CanonicalJSON.writeKey("changes", to: &bytes)
        CanonicalJSON.writeArray(changes, to: &bytes) { change, bytes in change.writeCanonical(to: &bytes) }
        bytes.append(UInt8(ascii: ","))
        CanonicalJSON.writeKey("format", to: &bytes)
        bytes.append(contentsOf: "1,".utf8)
        CanonicalJSON.writeKey("message", to: &bytes)
        CanonicalJSON.writeString(message, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        CanonicalJSON.writeKey("parents", to: &bytes)
        CanonicalJSON.writeArray(parents, to: &bytes) { parent, bytes in parent.writeQuoted(to: &bytes) }
        bytes.append(UInt8(ascii: ","))
        CanonicalJSON.writeKey("project", to: &bytes)
        bytes.append(UInt8(ascii: "\""))  // a UUID's text needs no escapes
        project.rawValue.appendLowercaseText(to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ","))
        CanonicalJSON.writeKey("replica", to: &bytes)
        CanonicalJSON.writeString(replica, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        CanonicalJSON.writeKey("time", to: &bytes)
        CanonicalJSON.number(Double(timeMilliseconds)).write(to: &bytes)
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    /// Whether the id is the hash of the content.
    public var isIntact: Bool { RevisionID(hashing: canonicalEncoding) == id }

    /// The canonical bytes, checked against the id: what a store keeps of a received revision.
    ///
    /// - Throws: ``StoreError/corruptRevision(_:reason:)`` when they do not hash to the id.
    func verifiedEncoding() throws(StoreError) -> [UInt8] {
        if let knownEncoding, verifiedID == id { return knownEncoding }
        let bytes = canonicalEncoding
        guard RevisionID(hashing: bytes) == id else {
            throw .corruptRevision(id, reason: "its id does not match its content (it was changed in transit)")
        }
        return bytes
    }

    /// Packs the verified canonical bytes it was decoded from, for a store to keep as they are
    /// (``packedForStorage``); nothing when it was not decoded or a field changed since.
    package mutating func packForStorage() {
        guard let knownEncoding, verifiedID == id else { return }
        packedEncoding = PackedBody.pack(knownEncoding)
    }

    /// The bytes ``packForStorage()`` made, while they still stand for this revision and its id.
    var packedForStorage: [UInt8]? { verifiedID == id ? packedEncoding : nil }

    /// The body as a store keeps it (packed, ``PackedBody``): what a packed push sends.
    package var storedBytes: [UInt8] { packedForStorage ?? PackedBody.pack(canonicalEncoding) }

    /// Decodes a body as a store keeps it (``PackedBody``; what a server's packed answer
    /// sends), checked as ``init(id:canonicalBytes:)`` checks, and keeps those bytes for a
    /// store to keep as they are: they stand for the canonical bytes whatever packing made them.
    ///
    /// - Throws: ``StoreError/corruptRevision(_:reason:)`` when they do not unpack, or what
    ///   they unpack to is not the revision's canonical bytes.
    package init(id: RevisionID, storedBytes stored: [UInt8]) throws(StoreError) {
        try self.init(id: id, canonicalBytes: PackedBody.unpack(stored))
        packedEncoding = stored
    }

    /// Decodes stored or received canonical bytes, checking that they hash to `id` and
    /// re-encode to themselves.
    ///
    /// - Throws: ``StoreError/corruptRevision(_:reason:)`` when any byte differs.
    /// - Complexity: O(*n*) in the length of the bytes, read once by `RevisionBodyReader`
    ///   (no dictionary of members is built) and written once more to compare.
    public init(id: RevisionID, canonicalBytes bytes: [UInt8]) throws(StoreError) {
        guard RevisionID(hashing: bytes) == id else {
            throw .corruptRevision(id, reason: "its stored content no longer hashes to its id")
        }
        var reader = RevisionBodyReader(bytes)
        let body: RevisionBodyReader.Body
        do {
            body = try reader.readBody()
        } catch {
            throw .corruptRevision(id, reason: "its content is not a revision's canonical JSON (\(error))")
        }
        self.init(
            id: id, project: body.project, parents: body.parents, author: body.author, replica: body.replica,
            time: Date(timeIntervalSince1970: body.time / 1000), message: body.message, changes: body.changes)
        // Compared as memory: `==` on arrays compares element by element.
        let reencoded = canonicalEncoding
        guard reencoded.count == bytes.count,
            reencoded.withUnsafeBytes({ left in bytes.withUnsafeBytes { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 } })
        else {
            throw .corruptRevision(id, reason: "its content is not in canonical form")
        }
        knownEncoding = bytes
        verifiedID = id
    }
}
