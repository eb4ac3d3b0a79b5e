import Foundation
import Storage

/// The revisions of one message, handed over parents first, slice by slice: a large message
/// is decoded on other threads while the slices before it are already being stored, so a
/// clone stores and decodes at once.
///
/// ```swift
/// let received = try ReceivedRevisions(decoding: body)
/// try store.insert(movingHeadTo: head) { try received.nextSlice() }
/// ```
public final class ReceivedRevisions: @unchecked Sendable {  // the `var`s are used under `condition` only
    /// How many revisions the message holds.
    public let count: Int
    private static let sliceLength = 256
    private let message: [UInt8]
    private let entries: [MessageScanner.Entry]
    private let sliceCount: Int
    private let condition = NSCondition()
    private var slices: [Result<[Revision], SyncError>?]
    private var nextToDecode = 0
    private var handedOver = 0

    /// Revisions already at hand, as one slice.
    public init(_ revisions: [Revision]) {
        count = revisions.count
        message = []
        entries = []
        sliceCount = 1
        slices = [.success(revisions)]
    }

    /// Starts decoding a message (see ``WireFormat``). Its structure is checked before this
    /// returns; each revision is verified as its slice decodes: its id recomputed from the
    /// bytes of its body, as sent (the message is scanned for the bodies, not decoded whole
    /// and re-encoded).
    ///
    /// - Throws: ``SyncError/badPayload(_:)`` when the message is not JSON or not shaped as
    ///   one; a revision's own faults are thrown by ``nextSlice()`` when its slice comes.
    public init(decoding bytes: [UInt8]) throws(SyncError) {
        var scanner = MessageScanner(bytes)
        do throws(MessageScanner.Failure) {
            entries = try scanner.revisionEntries()
        } catch {
            throw .badPayload("the body is not valid JSON: \(error.reason)")
        }
        message = bytes
        count = entries.count
        sliceCount = max(1, (entries.count + Self.sliceLength - 1) / Self.sliceLength)
        guard sliceCount > 1 else {
            slices = [Self.decode(entries[...], in: bytes)]
            return
        }
        slices = Array(repeating: nil, count: sliceCount)
        // Threads of their own, one per core, each taking the next slice not taken yet: the
        // reader of the slices may be holding a thread of a shared pool while it waits.
        for _ in 0..<min(sliceCount, max(1, ProcessInfo.processInfo.activeProcessorCount)) {
            Thread.detachNewThread { [self] in decodeSlices() }
        }
    }

    private func decodeSlices() {
        while true {
            condition.lock()
            let slice = nextToDecode
            nextToDecode += 1
            condition.unlock()
            guard slice < sliceCount else { return }
            let range = (slice * Self.sliceLength)..<min(entries.count, (slice + 1) * Self.sliceLength)
            let result = Self.decode(entries[range], in: message)
            condition.lock()
            slices[slice] = result
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The next slice, once it is decoded; `nil` after the last.
    ///
    /// - Throws: ``SyncError/badPayload(_:)`` naming the first revision of the slice that is
    ///   malformed or whose id does not match its content.
    public func nextSlice() throws(SyncError) -> [Revision]? {
        condition.lock()
        defer { condition.unlock() }
        guard handedOver < sliceCount else { return nil }
        while slices[handedOver] == nil { condition.wait() }
        let result = slices[handedOver]!
        slices[handedOver] = .success([])  // handed over: not kept twice
        handedOver += 1
        return try result.get()
    }

    /// Every revision not handed over yet, once all are decoded.
    public func all() throws(SyncError) -> [Revision] {
        var revisions: [Revision] = []
        revisions.reserveCapacity(count)
        while let slice = try nextSlice() { revisions += slice }
        return revisions
    }

    private static func decode(_ entries: ArraySlice<MessageScanner.Entry>, in bytes: [UInt8]) -> Result<[Revision], SyncError> {
        Result { () throws(SyncError) in
            try entries.indices.map { index throws(SyncError) in try decode(entries[index], at: index, in: bytes) }
        }
    }

    private static func decode(_ entry: MessageScanner.Entry, at index: Int, in bytes: [UInt8]) throws(SyncError) -> Revision {
        guard let idText = entry.id, let body = entry.body, bytes[body.lowerBound] == UInt8(ascii: "{") else {
            throw .badPayload("revision \(index): expected {\"id\": string, \"body\": object}")
        }
        guard let id = RevisionID(idText) else {
            throw .badPayload("revision \(index): '\(idText)' is not a revision id (64 hex digits)")
        }
        do {
            return try Revision(id: id, canonicalBytes: Array(bytes[body]))
        } catch {
            throw .badPayload("revision \(index) (\(id.short)): \(error)")
        }
    }
}
