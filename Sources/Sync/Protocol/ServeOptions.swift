import Foundation

/// What `layoutstore serve` hands to `layoutstore-http serve`: the store and the server's
/// options, written once here and passed as one JSON argument, so that the command that
/// checks them and the helper that runs the server agree on every field by its name.
///
/// `layoutstore` runs `layoutstore-http serve JSON` with ``json``; the helper reads it back with
/// ``init(json:)``. Not the library's API: a `package` type of the two executables.
package struct ServeOptions: Codable, Hashable, Sendable {
    /// The store to serve; `layoutstore serve` has checked that it opens.
    package var storePath: String
    /// The address to listen on.
    package var host: String
    /// The TCP port; 0 for any free one.
    package var port: Int
    /// Request bodies larger than this are refused with 413.
    package var maxBodyBytes: Int
    /// Seconds a connection may send nothing before it is closed.
    package var idleTimeoutSeconds: Int
    /// Connections served at once; more wait to be accepted.
    package var maxConnections: Int
    /// Connections one client address may hold at once; more are closed.
    package var maxConnectionsPerClient: Int
    /// Whether the web view's login cookie is marked `Secure`.
    package var secureCookies: Bool

    package init(
        storePath: String, host: String, port: Int, maxBodyBytes: Int, idleTimeoutSeconds: Int, maxConnections: Int,
        maxConnectionsPerClient: Int, secureCookies: Bool
    ) {
        self.storePath = storePath
        self.host = host
        self.port = port
        self.maxBodyBytes = maxBodyBytes
        self.idleTimeoutSeconds = idleTimeoutSeconds
        self.maxConnections = maxConnections
        self.maxConnectionsPerClient = maxConnectionsPerClient
        self.secureCookies = secureCookies
    }

    /// The options as one line of JSON, keys sorted.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, integers and a Bool: nothing here can fail to encode.
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    /// Reads the options ``json`` wrote.
    ///
    /// - Throws: ``SyncError/invalid(_:)`` naming the fields that are missing, unknown or of
    ///   the wrong type: a `layoutstore` and a `layoutstore-http` from different builds.
    package init(json: String) throws(SyncError) {
        let data = Data(json.utf8)
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw Self.mismatch("they are not a JSON object")
        }
        let known = Set(CodingKeys.allCases.map(\.stringValue))
        let missing = known.subtracting(object.keys).sorted(), unknown = Set(object.keys).subtracting(known).sorted()
        guard missing.isEmpty, unknown.isEmpty else {
            let parts = [
                missing.isEmpty ? nil : "missing " + missing.joined(separator: ", "),
                unknown.isEmpty ? nil : "unknown " + unknown.joined(separator: ", "),
            ]
            throw Self.mismatch(parts.compactMap { $0 }.joined(separator: "; "))
        }
        do {
            self = try JSONDecoder().decode(ServeOptions.self, from: data)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw Self.mismatch("\(context.codingPath.map(\.stringValue).joined(separator: ".")) is not what it should be")
        } catch {
            throw Self.mismatch("\(error)")
        }
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case storePath, host, port, maxBodyBytes, idleTimeoutSeconds, maxConnections, maxConnectionsPerClient, secureCookies
    }

    private static func mismatch(_ detail: String) -> SyncError {
        .invalid(
            "layoutstore-http cannot read the options layoutstore serve gave it (\(detail)); the two must come from the "
                + "same build: `make build` puts both in .build/release")
    }
}
