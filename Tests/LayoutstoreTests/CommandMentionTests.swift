import Foundation
import Testing

/// Every message of the sources that tells the user to run `layoutstore ...` names a command
/// that exists, with options that command takes: checked against the built binary's own
/// description of its commands (`--experimental-dump-help`).
@Suite("Messages name commands that exist")
struct CommandMentionTests {
    /// A command of the tree: its subcommands and the long option names it accepts.
    struct CommandNode {
        var subcommands: [String: CommandNode] = [:]
        var options: Set<String> = []

        init(_ json: [String: Any], inherited: Set<String>) {
            let own = Set(
                (json["arguments"] as? [[String: Any]] ?? []).flatMap { argument in
                    (argument["names"] as? [[String: Any]] ?? []).compactMap { name in
                        (name["kind"] as? String) == "long" ? "--" + (name["name"] as? String ?? "") : nil
                    }
                })
            options = own.union(inherited)
            for sub in json["subcommands"] as? [[String: Any]] ?? [] {
                if let name = sub["commandName"] as? String { subcommands[name] = CommandNode(sub, inherited: options) }
            }
        }
    }

    /// The text between backquotes that starts with `layoutstore `, in every Swift source.
    static func mentions() throws -> [(file: String, text: String)] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Sources")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var found: [(String, String)] = []
        let pattern = /`layoutstore ([^`]*)`/
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) { found.append((file.lastPathComponent, String(match.1))) }
        }
        return found
    }

    @Test("each `layoutstore ...` in a message names an existing command and its options")
    func mentionedCommandsExist() throws {
        let cli = try CLI()
        let dump = try cli.run("--experimental-dump-help")
        let json = try #require(try dump.json() as? [String: Any])
        let root = CommandNode(try #require(json["command"] as? [String: Any]), inherited: [])
        let mentions = try Self.mentions()
        #expect(mentions.count > 20, "the sources' messages were found")
        for (file, text) in mentions {
            var node = root
            var path: [String] = []
            var words = text.split(separator: " ").map(String.init)
            // Global options (`--project NAME`) may come before the command.
            while let first = words.first, first.hasPrefix("--") {
                #expect(root.options.contains(first), "\(file): `layoutstore \(text)`: no global option \(first)")
                words.removeFirst(2)
            }
            while let word = words.first, let sub = node.subcommands[word] {
                node = sub
                path.append(word)
                words.removeFirst()
            }
            #expect(!path.isEmpty, "\(file): `layoutstore \(text)` names no command")
            for word in words where word.hasPrefix("--") {
                for option in word.split(separator: "|").map({ String($0.split(separator: "=")[0]) }) where option.hasPrefix("--") {
                    #expect(node.options.contains(option), "\(file): `layoutstore \(text)`: `\(path.joined(separator: " "))` has no \(option)")
                }
            }
        }
    }
}
