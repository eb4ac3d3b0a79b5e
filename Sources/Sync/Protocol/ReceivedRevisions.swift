import Foundation
import Storage

/// The revisions of one message or one streamed answer (JSON lines, or ``PackedAnswer``'s
/// blocks), handed over parents first, slice by slice: slices are decoded and verified on other
/// threads (JSON bodies packed as a store keeps them; packed ones kept as they came) while the
/// ones before them are already being stored, so a clone stores, decodes and receives at once.
///
/// ```swift
/// let received = ReceivedRevisions()             // an answer arriving in parts
/// received.receive(part)                         // as each part arrives (another task)
/// received.finish()                              // at its end
/// try store.insert(movingHeadTo: head) { try received.nextSlice() }
/// ```
public final class ReceivedRevisions: @unchecked Sendable {  // the `var`s are used under `condition` only
    private static let sliceLength = 256
    private let condition = NSCondition()
    /// What is known of each slice, in order: its bytes until a thread decodes it, then its
    /// revisions or what was wrong with them.
    private var slices: [Slice] = []
    private var nextToDecode = 0
    private var handedOver = 0
    private var revisionsHandedOver = 0
    private var decoders = 0
    /// How the revisions ended: the count the sender announced, or why they stopped.
    private var ending: Result<Int, SyncError>?
    /// The bytes of an answer after its last complete line or record.
    private var pending: [UInt8] = []
    /// Where in `pending` the next newline may be: the bytes before it hold none.
    private var lineSearchFrom = 0
    /// Whether the answer is in the packed form (``PackedAnswer``), as its first line said.
    private var packed = false

    private enum Slice {
        /// Entries of a message (see ``init(decoding:)``), to decode.
        case entries(ArraySlice<MessageScanner.Entry>, of: [UInt8])
        /// One line of a streamed answer, a message of its own, to scan and decode.
        case line([UInt8])
        /// One block of a packed answer (``PackedAnswer``), to decode.
        case packedBlock([UInt8])
        case decoding
        case decoded(Result<[Revision], Failure>)
    }

    /// A slice's fault, its revision counted from the slice's start until the slice is handed over.
    private enum Failure: Error {
        case revision(index: Int, detail: String)
        case message(SyncError)
    }

    /// Revisions already at hand, as one slice.
    public init(_ revisions: [Revision]) {
        slices = [.decoded(.success(revisions))]
        ending = .success(revisions.count)
    }

    /// Starts decoding a message (see ``WireFormat``). Its structure is checked before this
    /// returns; each revision is verified as its slice decodes: its id recomputed from the
    /// bytes of its body, as sent (the message is scanned for the bodies, not decoded whole
    /// and re-encoded).
    ///
    /// - Throws: ``SyncError/badPayload(_:)`` when the message is not JSON or not shaped as
    ///   one; a revision's own faults are thrown by ``nextSlice()`` when its slice comes.
    public init(decoding bytes: [UInt8]) throws(SyncError) {
        let entries: [MessageScanner.Entry]
        var scanner = MessageScanner(bytes)
        do throws(MessageScanner.Failure) {
            entries = try scanner.revisionEntries()
        } catch {
            throw .badPayload("the body is not valid JSON: \(error.reason)")
        }
        condition.lock()
        defer { condition.unlock() }
        for start in stride(from: 0, to: entries.count, by: Self.sliceLength) {
            add(.entries(entries[start..<min(entries.count, start + Self.sliceLength)], of: bytes))
        }
        ending = .success(entries.count)
    }

    /// An answer that arrives in parts (``WireFormat``'s streamed form): give it each part with
    /// ``receive(_:)``, then ``finish()`` or ``fail(_:)``.
    public init() {}

    // MARK: Arriving

    /// The next part of a streamed answer, cut anywhere: each complete line or record is
    /// queued for decoding at once.
    public func receive(_ part: some Collection<UInt8>) {
        condition.lock()
        defer { condition.unlock() }
        guard ending == nil else { return refuseTrailing(part.count) }
        pending.append(contentsOf: part)
        let received = pending.count
        var start = 0
        while ending == nil, let next = packed ? takeRecord(at: start) : takeLine(at: start) { start = next }
        guard ending == nil else { return refuseTrailing(received - start) }
        pending.removeFirst(start)
        lineSearchFrom -= start
    }

    /// Bytes after the answer's end make it a bad one (under the lock): an answer whose end
    /// is not its end may be anything, and nothing of it is stored.
    private func refuseTrailing(_ count: Int) {
        guard count > 0, case .success = ending else { return }
        ending = .failure(.badPayload("\(count) bytes follow the answer's end; nothing was stored"))
    }

    /// Queues the line at `start` of `pending` (under the lock) and returns where the next
    /// starts; `nil` when the line is not complete yet.
    private func takeLine(at start: Int) -> Int? {
        guard let newline = pending[max(start, lineSearchFrom)...].firstIndex(of: UInt8(ascii: "\n")) else {
            lineSearchFrom = pending.count
            return nil
        }
        lineSearchFrom = newline + 1
        receiveLine(pending[start..<newline])
        return newline + 1
    }

    /// Queues the record of a packed answer at `start` of `pending` (under the lock) and
    /// returns where the next starts; `nil` when the record is not complete yet.
    private func takeRecord(at start: Int) -> Int? {
        guard pending.count - start >= PackedAnswer.headerLength else { return nil }
        let tag = pending[start]
        guard tag == PackedAnswer.blockTag || tag == PackedAnswer.endTag else {
            end(.failure(.badPayload("the packed answer holds a record of unknown kind (\(tag)) at byte \(start)")))
            return nil
        }
        let length = PackedAnswer.length(at: start + 1, in: pending)
        let recordStart = start + PackedAnswer.headerLength
        guard pending.count - recordStart >= length else { return nil }
        let record = pending[recordStart..<recordStart + length]
        if tag == PackedAnswer.blockTag {
            add(.packedBlock(Array(record)))
        } else {
            receiveEnd(record)
        }
        return recordStart + length
    }

    /// The answer ended: its last line must have said how many revisions it held.
    public func finish() {
        condition.lock()
        defer { condition.unlock() }
        guard ending == nil else { return }
        let place = pending.isEmpty ? "before its last line" : packed ? "inside a record" : "inside a line"
        end(.failure(.badPayload("the answer was cut off \(place); nothing was stored; sync again")))
    }

    /// The answer could not be received whole: ``nextSlice()`` throws `error` once the
    /// slices that arrived before it are handed over.
    public func fail(_ error: SyncError) {
        condition.lock()
        defer { condition.unlock() }
        if ending == nil { end(.failure(error)) }
    }

    /// Queues a line (under the lock): revisions to decode, the answer's last line, or the
    /// first line of a packed answer.
    private func receiveLine(_ line: ArraySlice<UInt8>) {
        if line.starts(with: WireFormat.revisionsLinePrefix) {
            add(.line(Array(line)))
            return
        }
        guard !line.isEmpty else { return }
        if slices.isEmpty, line.elementsEqual(PackedAnswer.firstLine) {
            packed = true
            return
        }
        receiveEnd(line)
    }

    /// Ends the answer as its last line says (under the lock).
    private func receiveEnd(_ line: ArraySlice<UInt8>) {
        switch WireFormat.lastLine(line) {
        case .count(let count)?: end(.success(count))
        case .error(let message)?: end(.failure(.serverStopped(message: message)))
        case nil:
            end(.failure(.badPayload("a line of the answer is neither revisions nor its end: \(String(decoding: line.prefix(80), as: UTF8.self))")))
        }
    }

    private func end(_ result: Result<Int, SyncError>) {
        ending = result
        pending = []
        condition.broadcast()
    }

    /// Queues a slice (under the lock), with a thread to decode it unless all cores but one
    /// have one already: the last is left to the reader, which stores the slices. A decoder
    /// waiting for the next slice is woken.
    private func add(_ slice: Slice) {
        slices.append(slice)
        condition.broadcast()
        guard decoders < Self.decodersAtMost else { return }
        decoders += 1
        // Threads of their own: the reader of the slices may hold a thread of a shared pool while it waits.
        // Held weakly between slices, so that revisions nobody reads any more (a failed insert) are let go.
        Thread.detachNewThread { [weak self] in
            while let revisions = self, revisions.decodeNextSlice() {}
        }
    }

    /// Decodes the next slice not taken yet; `false` (the thread ends) when none is left and
    /// none will come (the answer has ended). A decoder that has caught up with a streamed
    /// answer waits for its next slice rather than ending: a clone's slices arrive one every
    /// millisecond or two, and a thread started for each (about 30 a clone) cost more than the
    /// wait.
    ///
    /// A decoder keeps at most ``slicesAhead`` slices decoded ahead of the reader: it waits for
    /// the reader otherwise, so that the memory of the revisions handed over and freed is used
    /// again for the next ones, rather than the process growing to hold a whole clone (a
    /// tenth of the decoding thread's time went to growing its heap and touching new pages).
    private func decodeNextSlice() -> Bool {
        condition.lock()
        guard nextToDecode < slices.count else {
            guard ending != nil else {
                // Bounded, as below: revisions nobody holds any more end the thread.
                _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1))
                condition.unlock()
                return true
            }
            decoders -= 1
            condition.unlock()
            return false
        }
        guard nextToDecode - handedOver < Self.slicesAhead else {
            // Bounded, so that a reader that has gone (and dropped these revisions) ends the thread.
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1))
            condition.unlock()
            return true
        }
        let index = nextToDecode
        nextToDecode += 1
        let slice = slices[index]
        slices[index] = .decoding
        condition.unlock()
        let result = Self.decode(slice)
        condition.lock()
        slices[index] = .decoded(result)
        condition.broadcast()
        condition.unlock()
        return true
    }

    /// How many slices a decoder may have decoded that the reader has not taken yet.
    static let slicesAhead = 4

    /// How many threads decode at once: one fewer than the cores (at least one), the last core
    /// left to the reader. Read once: Foundation counts the cores anew on every call, from
    /// /proc and the cgroup's files (two files opened and read for each of a clone's 40 slices).
    private static let decodersAtMost = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)

    // MARK: Handing over

    /// The next slice, once it is decoded; `nil` after the last.
    ///
    /// - Throws: ``SyncError/badPayload(_:)`` naming the first revision of the slice that is
    ///   malformed or whose id does not match its content; for a streamed answer, why it
    ///   stopped early (``SyncError/serverStopped(message:)`` with the server's own message).
    public func nextSlice() throws(SyncError) -> [Revision]? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if handedOver < slices.count, case .decoded(let result) = slices[handedOver] {
                slices[handedOver] = .decoded(.success([]))  // handed over: not kept twice
                handedOver += 1
                condition.broadcast()  // a decoder waiting for the reader may go on
                switch result {
                case .success(let revisions):
                    revisionsHandedOver += revisions.count
                    return revisions
                case .failure(.revision(let index, let detail)):
                    throw .badPayload("revision \(revisionsHandedOver + index)\(detail)")
                case .failure(.message(let error)):
                    throw error
                }
            }
            if handedOver == slices.count, let ending {
                let announced = try ending.get()
                guard announced == revisionsHandedOver else {
                    throw .badPayload("the answer announced \(announced) revisions but held \(revisionsHandedOver)")
                }
                return nil
            }
            condition.wait()
        }
    }

    /// Every revision not handed over yet, once all are decoded.
    public func all() throws(SyncError) -> [Revision] {
        var revisions: [Revision] = []
        while let slice = try nextSlice() { revisions += slice }
        return revisions
    }

    /// How many revisions ``nextSlice()`` has handed over so far: all of them once it
    /// returned `nil`.
    public var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return revisionsHandedOver
    }

    // MARK: Decoding

    private static func decode(_ slice: Slice) -> Result<[Revision], Failure> {
        switch slice {
        case .entries(let entries, let bytes):
            return decode(entries, in: bytes)
        case .line(let bytes):
            var scanner = MessageScanner(bytes)
            do throws(MessageScanner.Failure) {
                return decode(try scanner.revisionEntries()[...], in: bytes)
            } catch {
                return .failure(.message(.badPayload("a line of the answer is not valid JSON: \(error.reason)")))
            }
        case .packedBlock(let bytes):
            return PackedAnswer.revisions(inBlock: bytes).mapError { Failure.revision(index: $0.index, detail: $0.detail) }
        case .decoding, .decoded:
            preconditionFailure("a slice is decoded once")
        }
    }

    private static func decode(_ entries: ArraySlice<MessageScanner.Entry>, in bytes: [UInt8]) -> Result<[Revision], Failure> {
        Result { () throws(Failure) in
            try entries.indices.map { index throws(Failure) in try decode(entries[index], at: index - entries.startIndex, in: bytes) }
        }
    }

    private static func decode(_ entry: MessageScanner.Entry, at index: Int, in bytes: [UInt8]) throws(Failure) -> Revision {
        guard let idText = entry.id, let body = entry.body, bytes[body.lowerBound] == UInt8(ascii: "{") else {
            throw .revision(index: index, detail: ": expected {\"id\": string, \"body\": object}")
        }
        guard let id = RevisionID(idText) else {
            throw .revision(index: index, detail: ": '\(idText)' is not a revision id (64 hex digits)")
        }
        do {
            var revision = try Revision(id: id, canonicalBytes: Array(bytes[body]))
            revision.packForStorage()
            return revision
        } catch {
            throw .revision(index: index, detail: " (\(id.short)): \(error)")
        }
    }
}
