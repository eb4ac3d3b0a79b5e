import Storage

/// Who a browser is: the tokens it offers, from `Authorization: Bearer TOKEN` or from the
/// cookie that logging in sets, and what they grant. The tokens are the sync server's
/// own; a read-only one suffices, as every page only reads.
struct WebVisitor: Sendable {
    /// What each valid token grants, in the order offered.
    var grants: [TokenGrant]

    /// Whether some token grants the project.
    func may(see project: ProjectID) -> Bool { grants.contains { $0.project == project } }

    /// Whether the project's tokens are all read-only.
    func readOnly(_ project: ProjectID) -> Bool { !grants.contains { $0.project == project && !$0.readOnly } }

    /// The visitor of the offered tokens; 401 when none is offered or none is known.
    static func identify(_ tokens: [String], in store: Store) throws -> WebVisitor {
        guard !tokens.isEmpty else { throw WebError(status: 401, "this server shows its projects to holders of a token; log in with one") }
        let grants = try tokens.compactMap { token in try store.tokens.grant(for: token) }
        guard !grants.isEmpty else {
            throw WebError(status: 401, "this server does not know your token (it may have been revoked); log in with another")
        }
        return WebVisitor(grants: grants)
    }
}
