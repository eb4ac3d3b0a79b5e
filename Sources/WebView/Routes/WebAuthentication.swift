import Foundation
import Hummingbird
import Storage

/// Reading the tokens a request offers, and the cookie that keeps them.
enum WebAuthentication {
    /// The cookie holding the tokens a browser logged in with, separated by dots.
    static let cookieName = "layoutstore_tokens"
    /// A browser keeps at most this many tokens (the newest).
    static let maximumTokens = 8
    /// How long a login lasts: 30 days.
    static let cookieSeconds = 30 * 24 * 3600

    /// The bearer token when the request has one, else the cookie's tokens.
    static func offeredTokens(_ request: Request) -> [String] {
        if let header = request.headers[.authorization] {
            let parts = header.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "bearer" else { return [] }
            return [parts[1].trimmingCharacters(in: .whitespaces)].filter(isWellFormed)
        }
        return cookieTokens(request)
    }

    static func cookieTokens(_ request: Request) -> [String] {
        guard let cookie = request.cookies[cookieName] else { return [] }
        return cookie.value.split(separator: ".").map(String.init).filter(isWellFormed)
    }

    /// Tokens are `lst_` and base64url characters: nothing that needs quoting in a cookie.
    static func isWellFormed(_ token: String) -> Bool {
        (1...200).contains(token.utf8.count)
            && token.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x5F
            }
    }

    /// The cookie keeping these tokens: sent back only over HTTP (no script reads it), and
    /// with top-level navigations from other sites (`SameSite=Lax`), so a shared link opens;
    /// with `secure`, only over HTTPS (a server behind TLS).
    static func cookie(keeping tokens: [String], secure: Bool) -> Cookie {
        Cookie(
            name: cookieName, value: tokens.suffix(maximumTokens).joined(separator: "."), maxAge: cookieSeconds, path: "/", secure: secure,
            httpOnly: true, sameSite: .lax)
    }

    /// The cookie that makes the browser forget its tokens.
    static func expiredCookie(secure: Bool) -> Cookie {
        Cookie(name: cookieName, value: "", maxAge: 0, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// Where to go after logging in: a page of this server only, never another site.
    ///
    /// Only `/` and the project pages qualify, written in the characters a URL's path and query
    /// may hold as they are: browsers drop tabs and line breaks from a URL and read `\` as `/`,
    /// so `/\t/other.host/` would lead to `//other.host/`, another site.
    static func safeNext(_ next: String?) -> String {
        guard let next, next == WebLinks.projects || next.hasPrefix("/projects/"),
            next.utf8.allSatisfy({ byte in byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") })
        else {
            return WebLinks.projects
        }
        return next
    }

    /// Whether a request that changes something (logging in or out) comes from this server's
    /// own pages: a browser names the site that sent it (`Sec-Fetch-Site`, else `Origin`), and a
    /// form on another site must not log the browser in with a token of its choosing, or out.
    /// A request naming neither (a program, an old browser) is taken as it comes.
    static func isFromThisSite(_ request: Request) -> Bool {
        if let site = request.headers[WebSecurity.secFetchSite]?.lowercased() {
            return site == "same-origin" || site == "none"
        }
        guard let origin = request.headers[.origin] else { return true }
        guard let host = request.head.authority else { return false }
        return origin == "http://\(host)" || origin == "https://\(host)"
    }
}
