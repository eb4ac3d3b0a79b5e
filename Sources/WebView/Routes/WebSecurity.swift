import HTTPTypes

/// The headers every answer carries, so that a browser shows the pages only as this server
/// sends them: no script, style or picture from elsewhere, never inside another site's frame,
/// no address of a page passed on to a site a link leads to, and no type guessed from content.
enum WebSecurity {
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    static let frameOptions = HTTPField.Name("X-Frame-Options")!

    /// The pages' own style sheet is inline and their pictures are inline SVG (and the icon a
    /// `data:` URL); their one script is this server's `/picture.js` (no inline script, none
    /// from elsewhere); forms post to this server only.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    static func add(to headers: inout HTTPFields) {
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[frameOptions] = "DENY"
        headers[referrerPolicy] = "no-referrer"
        headers[.xContentTypeOptions] = "nosniff"
    }
}
