/// Another side this store syncs with: a store file on this machine or a `layoutstore serve` URL.
public struct Remote: Hashable, Codable, Sendable {
    /// The name the store knows it by (`origin`), unique among the store's remotes.
    public var name: String
    /// A file path, or an `http://` or `https://` URL.
    public var location: String
    /// The bearer token this store presents to an HTTP remote.
    public var token: String?

    /// A remote at `location`, with the token to present to it if it is a server that asks for one.
    public init(name: String, location: String, token: String? = nil) {
        self.name = name
        self.location = location
        self.token = token
    }

    /// Whether the remote is a server rather than a file.
    public var isHTTP: Bool { location.hasPrefix("http://") || location.hasPrefix("https://") }
}
