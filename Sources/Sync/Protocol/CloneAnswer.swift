import Foundation
import Storage

/// The answer to a first clone's one request, `GET /v1/projects/{name}?revisions=packed`: a
/// packed answer (``PackedAnswer``) whose first record is the project (`P`, its JSON), then
/// the project's revisions in blocks, then the end. A server older than this form answers the
/// project's JSON alone, and the client asks for the revisions apart.
enum CloneAnswer {
    /// What an answer's first bytes say.
    enum Opening {
        /// Too few bytes yet to tell.
        case incomplete
        /// The project, and the bytes after its record: the packed answer's blocks and end.
        case project(RemoteProject, rest: ArraySlice<UInt8>)
        /// JSON: the project alone, as a server older than this form answers.
        case json
    }

    /// What `bytes`, the start of an answer, say.
    ///
    /// - Throws: ``SyncError/badPayload(_:)`` for an answer that is neither form, or whose
    ///   project record is not a project.
    static func opening(_ bytes: [UInt8]) throws(SyncError) -> Opening {
        guard let first = bytes.first else { return .incomplete }
        if first == UInt8(ascii: "{") { return .json }
        let start = PackedAnswer.start
        guard bytes.count >= start.count else {
            guard start.starts(with: bytes) else { throw refused(bytes) }
            return .incomplete
        }
        guard bytes.starts(with: start) else { throw refused(bytes) }
        let recordStart = start.count + PackedAnswer.headerLength
        guard bytes.count >= recordStart else { return .incomplete }
        guard bytes[start.count] == PackedAnswer.projectTag else {
            throw .badPayload("the answer to a clone does not name its project first; nothing was stored")
        }
        let length = PackedAnswer.length(at: start.count + 1, in: bytes)
        guard bytes.count - recordStart >= length else { return .incomplete }
        let project: RemoteProject
        do {
            project = try JSONDecoder().decode(RemoteProject.self, from: Data(bytes[recordStart..<recordStart + length]))
        } catch {
            throw .badPayload("the answer to a clone names its project in a form this client does not read: \(error)")
        }
        return .project(project, rest: bytes[(recordStart + length)...])
    }

    private static func refused(_ bytes: [UInt8]) -> SyncError {
        .badPayload("the answer to a clone is neither a project nor packed revisions: \(String(decoding: bytes.prefix(40), as: UTF8.self))")
    }
}
