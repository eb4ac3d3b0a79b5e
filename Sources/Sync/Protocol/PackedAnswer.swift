import Storage

/// The packed form of a streamed answer (``WireFormat``), for a client that asks for it with
/// `"formats":["packed"]`: each revision as its id's 32 bytes and its body as the store keeps
/// it (`Storage`'s packed form of the canonical JSON). The server sends what it stored, with
/// no JSON to write; the client unpacks and verifies each body as it would a JSON one, then
/// stores the bytes that came, with nothing to pack again.
///
/// ```
/// layoutstore-packed-revisions 1\n                       the form, as the answer's first line
/// 'P' <length> {"id":…,"name":…,"head":…}                 the project, first, in a clone's answer only
/// 'B' <length> (<id: 32 bytes> <length> <body>)…          a block: up to 256 revisions
/// …
/// 'E' <length> {"count":10010}                            the end, as WireFormat's last line says it
/// ```
///
/// Lengths are 4 bytes, little-endian. A server that does not know the form answers JSON
/// lines, which a client tells from the first line.
public enum PackedAnswer {
    /// What a client names in `formats` to be sent this form.
    public static let format = "packed"
    /// The `Content-Type` of an answer in this form.
    public static let contentType = "application/vnd.layoutstore.packed-revisions"
    /// The answer's first line, its newline aside.
    static let firstLine = Array("layoutstore-packed-revisions 1".utf8)
    static let blockTag = UInt8(ascii: "B")
    static let endTag = UInt8(ascii: "E")
    static let projectTag = UInt8(ascii: "P")
    /// A record's tag and length.
    static let headerLength = 5
    /// A revision's id and the length of its body.
    static let revisionHeaderLength = 36

    /// The answer's first line.
    package static var start: [UInt8] { firstLine + [UInt8(ascii: "\n")] }

    /// A block of revisions from their stored bodies.
    package static func block(bodies: [(id: RevisionID, body: [UInt8])]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(headerLength + bodies.reduce(0) { $0 + revisionHeaderLength + $1.body.count })
        bytes.append(blockTag)
        appendLength(0, to: &bytes)
        for (id, body) in bodies {
            id.withBlobBytes { bytes += $0 }
            appendLength(body.count, to: &bytes)
            bytes += body
        }
        setLength(bytes.count - headerLength, at: 1, in: &bytes)
        return bytes
    }

    /// The project's record, which opens a clone's answer (``CloneAnswer``): its JSON as `GET
    /// /v1/projects/{name}` answers it.
    package static func project(_ json: [UInt8]) -> [UInt8] {
        var bytes = [projectTag]
        appendLength(json.count, to: &bytes)
        return bytes + json
    }

    /// The answer's end: one of ``WireFormat``'s last lines (its newline dropped).
    package static func end(_ lastLine: [UInt8]) -> [UInt8] {
        let message = lastLine.last == UInt8(ascii: "\n") ? lastLine.dropLast() : lastLine[...]
        var bytes = [endTag]
        appendLength(message.count, to: &bytes)
        return bytes + message
    }

    /// A block's first revision that is not whole or not verified: its index in the block, and
    /// what is wrong with it.
    struct BadRevision: Error {
        var index: Int
        var detail: String
    }

    /// The revisions of a block, each verified (see ``Revision/init(id:storedBytes:)``).
    static func revisions(inBlock bytes: [UInt8]) -> Result<[Revision], BadRevision> {
        var revisions: [Revision] = []
        var offset = 0
        while offset < bytes.count {
            guard bytes.count - offset >= revisionHeaderLength,
                let id = bytes.withUnsafeBytes({ RevisionID(blob: .init(rebasing: $0[offset..<offset + 32])) })
            else {
                return .failure(BadRevision(index: revisions.count, detail: ": the block ends inside a revision's id"))
            }
            let length = self.length(at: offset + 32, in: bytes)
            offset += revisionHeaderLength
            guard bytes.count - offset >= length else {
                return .failure(BadRevision(index: revisions.count, detail: " (\(id.short)): the block ends inside its body"))
            }
            do {
                revisions.append(try Revision(id: id, storedBytes: Array(bytes[offset..<offset + length])))
            } catch StoreError.corruptRevision(_, let reason) {
                // The sender's store sends its bodies unchecked (see `Store.Exchange.revisionBodies`).
                let detail = " (\(id.short)) came damaged, changed in the sender's store or on the way: \(reason)"
                return .failure(BadRevision(index: revisions.count, detail: detail))
            } catch {
                return .failure(BadRevision(index: revisions.count, detail: " (\(id.short)): \(error)"))
            }
            offset += length
        }
        return .success(revisions)
    }

    /// The length written at `offset`.
    static func length(at offset: Int, in bytes: some RandomAccessCollection<UInt8>) -> Int {
        let start = bytes.index(bytes.startIndex, offsetBy: offset)
        return (0..<4).reduce(0) { $0 | Int(bytes[bytes.index(start, offsetBy: $1)]) << (8 * $1) }
    }

    private static func appendLength(_ length: Int, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: UInt32(length).littleEndian) { bytes += $0 }
    }

    private static func setLength(_ length: Int, at offset: Int, in bytes: inout [UInt8]) {
        withUnsafeBytes(of: UInt32(length).littleEndian) { bytes.replaceSubrange(offset..<offset + 4, with: $0) }
    }
}
