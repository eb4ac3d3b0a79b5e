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
    /// with top-level navigations from other sites (`SameSite=Lax`), so a shared link opens.
    static func cookie(keeping tokens: [String]) -> Cookie {
        Cookie(
            name: cookieName, value: tokens.suffix(maximumTokens).joined(separator: "."), maxAge: cookieSeconds, path: "/", httpOnly: true,
            sameSite: .lax)
    }

    /// The cookie that makes the browser forget its tokens.
    static let expiredCookie = Cookie(name: cookieName, value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: .lax)

    /// Where to go after logging in: a path of this server only (never another site).
    static func safeNext(_ next: String?) -> String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"), !next.contains("\\"), !next.hasPrefix(WebLinks.login) else {
            return WebLinks.projects
        }
        return next
    }
}
