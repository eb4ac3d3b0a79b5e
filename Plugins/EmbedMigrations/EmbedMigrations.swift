import Foundation
import PackagePlugin

/// Compiles the SQL files of the package's top-level `Migrations/` folder into the target as
/// Swift string literals, so the built binary carries its schema with it: a `layoutstore`
/// copied alone to another folder still creates and opens stores. The schema of a new store,
/// `Migrations/new-store/*.sql` (one file, named after the migration it equals), comes too.
@main
struct EmbedMigrations: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Migrations")
        let sqlFiles = try FileManager.default
            .contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "sql" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let newStore =
            ((try? FileManager.default.contentsOfDirectory(at: folder.appending(path: "new-store"), includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "sql" }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(sqlFiles.count) migrations from Migrations/",
                executable: try context.tool(named: "embed-migrations").url,
                arguments: [output.path] + newStore.flatMap { ["--new-store", $0.path] } + sqlFiles.map(\.path),
                inputFiles: sqlFiles + newStore,
                outputFiles: [output]
            )
        ]
    }
}
