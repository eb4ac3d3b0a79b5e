/// The login form: on `/login`, and instead of any page asked for without a token this server
/// knows (with status 401 and the reason).
struct LoginPage {
    var message: String?
    /// Where to go once logged in (a path of this server).
    var next: String

    func html() -> String { Templates.render(self, "login") }
}

/// A page that cannot be shown: what was wrong, and the way back.
struct ErrorPage {
    var heading: String
    var message: String

    init(_ error: WebError) {
        heading =
            switch error.status {
            case 400: "Not a page this server makes"
            case 403: "Not from this server's page"
            case 405: "Use the button"
            case 404: "Not found"
            case 503: "Busy"
            default: "Something went wrong"
            }
        message = error.message
    }

    func html() -> String { Templates.render(self, "error") }
}
