import Storage

/// The JSON bodies of the HTTP protocol besides revisions (``WireFormat``). The routes:
///
/// | route | body | answer |
/// |---|---|---|
/// | `GET /v1/projects/{name}` | | `{"id","name","head"}` |
/// | `POST /v1/projects/{id}/known` | `{"revisions":[id]}` | `{"known":[id]}` |
/// | `POST /v1/projects/{id}/revisions` | `{"excludingAncestorsOf":[id]}` | `{"revisions":[{"id","body"}]}` |
/// | `POST /v1/projects/{id}/push` | `{"revisions":[{"id","body"}],"head","expectedHead"}` | `{"head"}` |
///
/// Errors are `{"error": "what was wrong and what to do"}`.
enum HTTPMessages {
    struct Project: Codable {
        var id: ProjectID
        var name: String
        var head: RevisionID
    }

    struct KnownRequest: Codable {
        var revisions: [String]
    }

    struct KnownResponse: Codable {
        var known: [RevisionID]
    }

    struct RevisionsRequest: Codable {
        var excludingAncestorsOf: [String]
    }

    struct PushResponse: Codable {
        var head: RevisionID
    }

    struct ErrorResponse: Codable {
        var error: String
    }

    /// ``WireFormat/encode(_:)``'s message from stored canonical bytes, byte for byte the same.
    static func encode(bodies: [(id: RevisionID, body: [UInt8])]) -> [UInt8] {
        var bytes = Array(#"{"revisions":["#.utf8)
        bytes.reserveCapacity(bodies.reduce(32) { $0 + $1.body.count + 80 })
        for (index, revision) in bodies.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += Array(#"{"id":""#.utf8) + Array(revision.id.rawValue.utf8) + Array(#"","body":"#.utf8)
            bytes += revision.body
            bytes.append(UInt8(ascii: "}"))
        }
        bytes += Array("]}".utf8)
        return bytes
    }

    /// A push body: ``WireFormat/encode(_:)``'s message with the two heads added.
    static func pushBody(_ revisions: [Revision], head: RevisionID, expectedHead: RevisionID?) -> [UInt8] {
        var bytes = WireFormat.encode(revisions)
        bytes.removeLast()  // the closing brace
        bytes += Array(#","head":""#.utf8) + Array(head.rawValue.utf8) + Array(#"","expectedHead":"#.utf8)
        if let expectedHead {
            bytes += Array("\"\(expectedHead.rawValue)\"".utf8)
        } else {
            bytes += Array("null".utf8)
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
