import ArgumentParser

@main
struct LayoutStore: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutstore",
        abstract: "Auto Layout projects in SQLite: constraints with their history, solved on demand.",
        discussion: """
            The store is --store, else $LAYOUTSTORE_STORE, else ./layoutstore.db. The project is \
            --project, else $LAYOUTSTORE_PROJECT, else the store's only project. Constraints are \
            referred to by identifier or by an id prefix, views and guides by name, revisions by an \
            id prefix, HEAD or HEAD~N.

            Start with:
              layoutstore init Login
              layoutstore view add title --kind label
              layoutstore add 'title.top = root.safeArea.top + 20' --id titleTop
              layoutstore list
            """,
        version: "0.1.0",
        subcommands: [
            Init.self, Projects.self, ViewCommand.self, GuideCommand.self,
            Add.self, Edit.self, Remove.self, List.self, Show.self,
            Log.self, History.self, Diff.self, Blame.self, Revert.self, Verify.self,
            Solve.self, Check.self, UpdateFrames.self,
            RemoteCommand.self, SyncCommand.self, Conflicts.self, Resolve.self,
            Demo.self,
            Serve.self, TokenCommand.self,
        ]
    )

    @OptionGroup var store: StoreOptions
}
