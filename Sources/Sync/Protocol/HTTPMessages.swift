import Storage

/// The JSON bodies of the HTTP protocol besides revisions (``WireFormat``). The routes:
///
/// | route | body | answer |
/// |---|---|---|
/// | `GET /v1/projects` | | `{"projects":[{"id","name","head"}]}` (those the token grants) |
/// | `GET /v1/projects/{name}` | | `{"id","name","head"}` (a ``RemoteProject``) |
/// | `GET /v1/projects/{name}?revisions=packed` (a first clone) | | the packed form (``PackedAnswer``), the project's record first, then all its revisions (``CloneAnswer``); a server older than this answers the project alone |
/// | `POST /v1/projects/{id}/known` | `{"revisions":[id]}` | `{"known":[id]}` |
/// | `POST /v1/projects/{id}/revisions` | `{"excludingAncestorsOf":[id],"formats":["packed"]}` | lines of `{"revisions":[{"id","body"}]}`, then `{"count"}` (streamed; see ``WireFormat``); with `formats` naming it, the packed form (``PackedAnswer``) |
/// | `POST /v1/projects/{id}/push` | `{"revisions":[{"id","body"}],"head","expectedHead"}` | `{"head"}` |
/// | `POST /v1/projects/{id}/push-packed` | `{"expectedHead","head"}`, a newline, the revisions as ``PackedAnswer`` sends them (``PackedPush``), sent deflated (`Content-Encoding: deflate`) | `{"head"}` |
///
/// Errors are `{"error": "what was wrong and what to do"}`.
package enum HTTPMessages {
    package struct ProjectsResponse: Codable {
        package var projects: [RemoteProject]

        package init(projects: [RemoteProject]) {
            self.projects = projects
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
        /// The forms of answer the client reads besides JSON lines, the one it prefers first
        /// (``PackedAnswer/format``); a server that knows none of them answers lines.
        package var formats: [String]?

        package init(excludingAncestorsOf: [String], formats: [String]? = nil) {
            self.excludingAncestorsOf = excludingAncestorsOf
            self.formats = formats
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
