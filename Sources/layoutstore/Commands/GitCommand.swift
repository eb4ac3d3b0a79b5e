import ArgumentParser

struct GitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "git",
        abstract: "Make git diff and merge storyboards and xibs as layout: the diff and merge drivers, and their installation.",
        discussion: """
            Example:
              layoutstore git install
              git diff Main.storyboard
            """,
        subcommands: [GitTextconv.self, GitMergeDriver.self, GitInstall.self])
}
