import ArgumentParser
import Foundation
import Storage

struct TokenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token",
        abstract: "Make, list and revoke the tokens `layoutstore serve` accepts.",
        discussion: """
            A token grants one project, read-write or read-only. The store keeps only its SHA-256, \
            so a token is shown once, when it is made; `token list` names tokens by a hash prefix.

            Example:
              layoutstore token create --project Login --read-only --label ci --expires 90d
              layoutstore token list
              layoutstore token revoke 3f9a1c
            """,
        subcommands: [TokenCreate.self, TokenList.self, TokenRevoke.self])
}

struct TokenCreate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Make a token for one project and print it (once).",
        discussion: """
            The token goes to stdout, alone on its line (with --json, in \
            `{"token", "project", "access", "label"}`); give it to the client, which adds it with \
            `layoutstore remote add NAME URL --token TOKEN`.

            Example:
              layoutstore token create --project Login --label "ana's laptop"
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    @Flag(name: .customLong("read-only"), help: "The token may pull but not push.")
    var readOnly = false

    @Option(help: ArgumentHelp("What the token is for, as `token list` shows it.", valueName: "label"))
    var label = ""

    @Option(
        help: ArgumentHelp(
            "How long the server accepts the token: days (90d), weeks (12w) or hours (8h); without it, until it is revoked.",
            valueName: "duration"))
    var expires: TokenLifetime?

    func validate() throws {
        guard !label.contains(where: \.isNewline) else { throw ValidationError("--label must be one line") }
    }

    func run() throws {
        let (store, project) = try global.openProject()
        let expiry = expires.map { Date().addingTimeInterval($0.seconds) }
        let token = try store.tokens.create(project: project.id, readOnly: readOnly, label: label, expires: expiry)
        let formatter = ISO8601DateFormatter()
        if output.json {
            try printJSON(
                JSONObject([
                    "token": token, "project": project.name, "access": readOnly ? "read-only" : "read-write", "label": label,
                    "expires": expiry.map(formatter.string(from:)),
                ]))
        } else {
            print(token)
        }
        let until = expiry.map { " until \(formatter.string(from: $0))" } ?? ""
        Terminal.note(
            "made a \(readOnly ? "read-only" : "read-write") token for project '\(project.name)'\(until); it will not be shown again, so keep it now")
    }
}

/// How long a token lasts, as `--expires` takes it: a whole number of hours, days or weeks.
struct TokenLifetime: ExpressibleByArgument {
    var seconds: TimeInterval

    init?(argument: String) {
        let units: [Character: TimeInterval] = ["h": 3_600, "d": 86_400, "w": 604_800]
        guard let unit = argument.last.flatMap({ units[$0] }), let count = Int(argument.dropLast()), (1...36_500).contains(count) else { return nil }
        seconds = TimeInterval(count) * unit
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

struct TokenList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the tokens (by hash prefix; the tokens themselves are not kept).",
        discussion: """
            Lists every project's tokens, or with --project one project's.

            Example:
              layoutstore token list --json
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    /// The `--json` shape.
    struct Row: Encodable {
        var hashPrefix: String
        var project: String
        var projectID: String
        var access: String
        var label: String
        var created: String
        /// When the server starts refusing the token (ISO 8601); null: never.
        var expires: String?

        private enum CodingKeys: String, CodingKey { case hashPrefix, project, projectID, access, label, created, expires }

        /// As synthesized, but `expires` is null rather than left out (every `--json` prints each key).
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(hashPrefix, forKey: .hashPrefix)
            try container.encode(project, forKey: .project)
            try container.encode(projectID, forKey: .projectID)
            try container.encode(access, forKey: .access)
            try container.encode(label, forKey: .label)
            try container.encode(created, forKey: .created)
            try container.encode(expires, forKey: .expires)
        }
    }

    func run() throws {
        let store = try global.openStore()
        let project = try global.projectName.map { try store.resolveProject($0).id }
        let formatter = ISO8601DateFormatter()
        let tokens = try store.tokens.all(of: project)
        let rows = tokens.map { token in
            Row(
                hashPrefix: token.hashPrefix, project: token.projectName, projectID: token.project.description,
                access: token.readOnly ? "read-only" : "read-write", label: token.label, created: formatter.string(from: token.created),
                expires: token.expires.map(formatter.string(from:)))
        }
        if output.json { return try printJSON(rows) }
        var table = Table("HASH", "PROJECT", "ACCESS", "LABEL", "CREATED", "EXPIRES")
        for (row, token) in zip(rows, tokens) {
            let expires = token.hasExpired() ? "expired \(row.expires ?? "")" : row.expires ?? "never"
            table.append(row.hashPrefix, row.project, row.access, row.label, row.created, expires)
        }
        table.print()
    }
}

struct TokenRevoke: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revoke",
        abstract: "Revoke a token: the server refuses it from its next request on.",
        discussion: """
            Example:
              layoutstore token revoke 3f9a1c
            """)

    @OptionGroup var global: StoreOptions

    @Argument(help: ArgumentHelp("The token's hash prefix, as `token list` shows it.", valueName: "hash-prefix"))
    var hashPrefix: String

    func validate() throws {
        guard hashPrefix.count >= 4, hashPrefix.allSatisfy(\.isHexDigit) else {
            throw ValidationError("give at least 4 hex digits of the token's hash, as `layoutstore token list` shows it")
        }
    }

    func run() throws {
        let token = try global.openStore().tokens.revoke(hashPrefix: hashPrefix)
        Terminal.note("revoked token \(token.hashPrefix) of project '\(token.projectName)'\(token.label.isEmpty ? "" : " (\(token.label))")")
    }
}
