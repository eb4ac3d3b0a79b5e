import Storage

/// The JSON bodies of the HTTP protocol besides revisions (``WireFormat``). The routes:
///
/// | route | body | answer |
/// |---|---|---|
/// | `GET /v1/projects/{name}` | | `{"id","name","head"}` |
/// | `POST /v1/projects/{id}/known` | `{"revisions":[id]}` | `{"known":[id]}` |
/// | `POST /v1/projects/{id}/revisions` | `{"excludingAncestorsOf":[id]}` | lines of `{"revisions":[{"id","body"}]}`, then `{"count"}` (streamed; see ``WireFormat``) |
/// | `POST /v1/projects/{id}/push` | `{"revisions":[{"id","body"}],"head","expectedHead"}` | `{"head"}` |
///
/// Errors are `{"error": "what was wrong and what to do"}`.
package enum HTTPMessages {
    package struct Project: Codable {
        package var id: ProjectID
        package var name: String
        package var head: RevisionID

        package init(id: ProjectID, name: String, head: RevisionID) {
            self.id = id
            self.name = name
            self.head = head
        }
    }

    package struct KnownRequest: Codable {
        package var revisions: [String]

        package init(revisions: [String]) {
            self.revisions = revisions
        }
    }

    package struct KnownResponse: Codable {
        package var known: [RevisionID]

        package init(known: [RevisionID]) {
            self.known = known
        }
    }

    package struct RevisionsRequest: Codable {
        package var excludingAncestorsOf: [String]

        package init(excludingAncestorsOf: [String]) {
            self.excludingAncestorsOf = excludingAncestorsOf
        }
    }

    package struct PushResponse: Codable {
        package var head: RevisionID

        package init(head: RevisionID) {
            self.head = head
        }
    }

    package struct ErrorResponse: Codable {
        package var error: String

        package init(error: String) {
            self.error = error
        }
    }

    /// ``WireFormat/encode(_:)``'s message from stored canonical bytes, byte for byte the same.
    package static func encode(bodies: [(id: RevisionID, body: [UInt8])]) -> [UInt8] {
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
    package static func pushBody(_ revisions: [Revision], head: RevisionID, expectedHead: RevisionID?) -> [UInt8] {
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
