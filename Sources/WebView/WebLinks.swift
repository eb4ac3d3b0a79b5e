import Foundation
import Storage

/// The web view's addresses. None of them carries a token: a link can be shared, and whoever
/// opens it logs in with a token of their own.
enum WebLinks {
    static let projects = "/"
    static let login = "/login"
    static let logout = "/logout"

    /// The login form, going on to `next` once logged in, saying why the last try failed.
    static func loginForm(next: String, failed: String? = nil) -> String {
        var query = next == projects ? [] : ["next=\(segment(next))"]
        if let failed { query.append("failed=\(segment(failed))") }
        return login + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    static func timeline(_ project: String, before: Int64? = nil) -> String {
        "/projects/\(segment(project))" + (before.map { "?before=\($0)" } ?? "")
    }

    static func revision(_ project: String, _ revision: RevisionID, device: String? = nil, landscape: Bool = false, rtl: Bool = false) -> String {
        var query: [String] = []
        if let device { query.append("device=\(segment(device))") }
        if landscape { query.append("landscape=1") }
        if rtl { query.append("rtl=1") }
        return "/projects/\(segment(project))/revisions/\(revision.rawValue)" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    /// A revision's page solved as another page's query asks (device, orientation, direction).
    static func revision(_ project: String, _ revision: RevisionID, query: RevisionPage.Query) -> String {
        self.revision(project, revision, device: query.device, landscape: query.landscape, rtl: query.rtl)
    }

    /// The overview of the document a project was imported from.
    static func document(_ project: String) -> String { "/projects/\(segment(project))/document" }

    static func view(_ project: String, _ id: String) -> String { "/projects/\(segment(project))/views/\(id)" }

    static func constraint(_ project: String, _ id: String) -> String { "/projects/\(segment(project))/constraints/\(id)" }

    static func entity(_ project: String, _ kind: EntityKind, _ id: String) -> String? {
        switch kind {
        case .view: view(project, id)
        case .constraint: constraint(project, id)
        case .guide, .project: nil
        }
    }

    /// A path segment: everything but unreserved characters percent-encoded.
    static func segment(_ text: String) -> String {
        // Most segments (project names, ids) have nothing to encode; a page links thousands.
        guard !text.utf8.allSatisfy(isUnreserved) else { return text }
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    private static let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}
