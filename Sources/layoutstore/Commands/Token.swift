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
              layoutstore token create --project Login --read-only --label ci
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

    func validate() throws {
        guard !label.contains(where: \.isNewline) else { throw ValidationError("--label must be one line") }
    }

    func run() throws {
        let (store, project) = try global.openProject()
        let token = try store.createToken(project: project.id, readOnly: readOnly, label: label)
        if output.json {
            try printJSON(JSONObject(["token": token, "project": project.name, "access": readOnly ? "read-only" : "read-write", "label": label]))
        } else {
            print(token)
        }
        Terminal.note(
            "made a \(readOnly ? "read-only" : "read-write") token for project '\(project.name)'; it will not be shown again, so keep it now")
    }
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
    }

    func run() throws {
        let store = try global.openStore()
        let project = try global.projectName.map { try store.resolveProject($0).id }
        let formatter = ISO8601DateFormatter()
        let rows = try store.tokens(of: project).map { token in
            Row(
                hashPrefix: token.hashPrefix, project: token.projectName, projectID: token.project.description,
                access: token.readOnly ? "read-only" : "read-write", label: token.label, created: formatter.string(from: token.created))
        }
        if output.json { return try printJSON(rows) }
        var table = Table("HASH", "PROJECT", "ACCESS", "LABEL", "CREATED")
        for row in rows { table.append(row.hashPrefix, row.project, row.access, row.label, row.created) }
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
        let token = try global.openStore().revokeToken(hashPrefix: hashPrefix)
        Terminal.note("revoked token \(token.hashPrefix) of project '\(token.projectName)'\(token.label.isEmpty ? "" : " (\(token.label))")")
    }
}
