import Storage

/// How revisions travel: each as its id and its canonical body, exactly the bytes whose
/// SHA-256 is the id, so the receiver verifies what it got before storing it.
///
/// ```json
/// {"revisions":[{"id":"3f…","body":{"author":"ana","changes":[…],…}}]}
/// ```
public enum WireFormat {
    /// The revisions as a JSON message.
    public static func encode(_ revisions: [Revision]) -> [UInt8] {
        var bytes = Array(#"{"revisions":["#.utf8)
        for (index, revision) in revisions.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += Array(#"{"id":""#.utf8) + Array(revision.id.rawValue.utf8) + Array(#"","body":"#.utf8)
            bytes += revision.canonicalEncoding
            bytes.append(UInt8(ascii: "}"))
        }
        bytes += Array("]}".utf8)
        return bytes
    }

    /// The revisions of a message, each verified: its id recomputed from its body.
    ///
    /// - Throws: ``SyncError/badPayload(_:)`` naming what is wrong: not JSON, a missing field,
    ///   a field of the wrong type, an id that does not match its content.
    public static func decodeRevisions(_ bytes: [UInt8]) throws(SyncError) -> [Revision] {
        let message: CanonicalJSON
        do {
            message = try CanonicalJSON(parsing: bytes)
        } catch {
            throw .badPayload("the body is not valid JSON: \(error)")
        }
        guard case .array(let items)? = message.objectValue?["revisions"] else {
            throw .badPayload("expected an object with a \"revisions\" array")
        }
        var revisions: [Revision] = []
        revisions.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard let members = item.objectValue, let idText = members["id"]?.stringValue, let body = members["body"],
                body.objectValue != nil
            else {
                throw .badPayload("revision \(index): expected {\"id\": string, \"body\": object}")
            }
            guard let id = RevisionID(idText) else {
                throw .badPayload("revision \(index): '\(idText)' is not a revision id (64 hex digits)")
            }
            do {
                revisions.append(try Revision(id: id, canonicalBytes: body.encoded))
            } catch {
                throw .badPayload("revision \(index) (\(id.short)): \(error)")
            }
        }
        return revisions
    }
}
