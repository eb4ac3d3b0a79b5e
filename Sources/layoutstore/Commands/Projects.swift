import ArgumentParser
import Storage

struct Projects: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "projects",
        abstract: "List the store's projects.",
        discussion: "Example:\n  layoutstore projects --json")

    @OptionGroup var global: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let projects = try global.openStore().projects()
        if output.json { return try printJSON(projects) }
        var table = Table("PROJECT", "VIEWS", "GUIDES", "CONSTRAINTS", "REVISIONS", "HEAD")
        for project in projects {
            table.append(
                project.name, String(project.viewCount), String(project.guideCount), String(project.constraintCount),
                String(project.revisionCount), project.head.short)
        }
        table.print()
    }
}
