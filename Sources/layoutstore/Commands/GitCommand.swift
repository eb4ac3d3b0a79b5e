import ArgumentParser

struct GitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "git",
        abstract: "Make git show storyboards and xibs as layout: the diff driver, and its installation.",
        discussion: """
            Example:
              layoutstore git install
              git diff Main.storyboard
            """,
        subcommands: [GitTextconv.self, GitInstall.self])
}
