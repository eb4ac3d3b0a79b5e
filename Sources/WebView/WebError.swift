/// Why a page cannot be shown: a status and a message saying what was wrong and what to do,
/// shown on an HTML page of its own (`ErrorPage`).
public struct WebError: Error, Sendable, CustomStringConvertible {
    /// The HTTP status code: 400, 401, 403, 404, 405, 500 or 503.
    public var status: Int
    /// What was wrong and what to do, in words: the error page shows it under its heading.
    public var message: String

    /// An error answered with `status` and `message`.
    public init(status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    /// The message.
    public var description: String { message }

    static func notFound(_ message: String) -> WebError { WebError(status: 404, message) }

    static func badRequest(_ message: String) -> WebError { WebError(status: 400, message) }

    /// A login or logout form sent from another site's page.
    static let crossSiteForm = WebError(
        status: 403, "this form can only be sent from this server's own pages; open this server's login page and log in there")

    /// `GET /logout`: a link cannot log out (any site could link to it).
    static let logoutNeedsTheButton = WebError(status: 405, "log out with the Log out button at the top of any page of this server")

    /// A project this server lacks, or that none of the browser's tokens grants: the same
    /// answer for both, so as not to reveal which projects exist.
    static func projectNotFound(_ name: String) -> WebError {
        .notFound("this server has no project '\(name)' that your tokens grant; go back to the list of projects, or log in with a token for it")
    }
}
