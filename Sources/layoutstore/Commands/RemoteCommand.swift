import ArgumentParser
import Foundation
import Storage

struct RemoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remote",
        abstract: "The other sides this store syncs with: store files and layoutstore servers.",
        subcommands: [RemoteAdd.self, RemoteList.self, RemoteRemove.self])
}

struct RemoteAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Name another store file, or a `layoutstore serve` URL, to sync with.",
        discussion: """
            Creates the store if there is none yet, so a project can be cloned into it with \
            `layoutstore --project NAME sync REMOTE`.
            Example:
              layoutstore remote add laptop ~/projects/layout.db
              layoutstore remote add origin http://build-server:7420 --token lst_…
            """)

    @OptionGroup var global: StoreOptions

    @Argument(help: "The remote's name, as `sync` takes it.")
    var name: String

    @Argument(help: "A store file's path, or an http:// URL of a layoutstore server.")
    var location: String

    @Option(help: "The bearer token the server gave (`layoutstore token create` on the server).")
    var token: String?

    func validate() throws {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else {
            throw ValidationError("'\(name)' is not a remote name; use letters, digits, '-', '_' and '.'")
        }
        if token != nil, !(location.hasPrefix("http://") || location.hasPrefix("https://")) {
            throw ValidationError("--token goes with an http:// remote; a store file needs none")
        }
    }

    func run() throws {
        var location = self.location
        if let separator = location.range(of: "://") {
            let scheme = location[..<separator.lowerBound].lowercased()
            guard scheme == "http" || scheme == "https" else {
                throw CLIError(
                    "'\(location)' is a \(scheme):// address; a remote is an http:// or https:// server (`layoutstore serve`) or the path of a store file"
                )
            }
            guard let host = URLComponents(string: location)?.host, !host.isEmpty else {
                throw CLIError("'\(location)' is not a server's address; write it as http://HOST:PORT, as `layoutstore serve` prints it")
            }
        } else {
            // A file remote is kept as an absolute path, so sync works from any folder.
            location = URL(fileURLWithPath: (location as NSString).expandingTildeInPath).standardizedFileURL.path
            if location == URL(fileURLWithPath: global.storePath).standardizedFileURL.path {
                throw CLIError("'\(self.location)' is this store itself; name another store file")
            }
            let folder = (location as NSString).deletingLastPathComponent
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw CLIError(
                    "there is no folder '\(folder)' for the remote store '\(self.location)'; give the path of a store file in a folder that exists")
            }
        }
        // Checked before the store is opened: a refused remote leaves no new store behind. A new
        // store is made with the remote in one transaction.
        _ = try Store(path: global.storePath, create: true, addingRemote: Remote(name: name, location: location, token: token))
        Terminal.note("added remote '\(name)' → \(location)")
    }
}

struct RemoteList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the remotes.", discussion: "Example:\n  layoutstore remote list --json")

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let remotes = try global.openStore().remotes.all()
        if output.json {
            return try printJSON(remotes.map { JSONObject(["name": $0.name, "location": $0.location, "hasToken": $0.token != nil]) })
        }
        var table = Table("REMOTE", "LOCATION", "TOKEN")
        for remote in remotes { table.append(remote.name, remote.location, remote.token == nil ? "-" : "set") }
        table.print()
    }
}

struct RemoteRemove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Forget a remote.", discussion: "Example:\n  layoutstore remote remove laptop")

    @OptionGroup var global: StoreOptions

    @Argument(help: "The remote to forget.")
    var name: String

    func run() throws {
        try global.openStore().remotes.remove(named: name)
        Terminal.note("removed remote '\(name)'")
    }
}
