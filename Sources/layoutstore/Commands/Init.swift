import ArgumentParser
import Model
import Storage

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create the store if needed, and a project with a root view named 'root'.",
        discussion: """
            Example:
              layoutstore init Login --size 390x844 -m "login screen"
            """)

    @OptionGroup var global: StoreOptions
    @OptionGroup var message: MessageOption

    @Argument(help: "The new project's name.")
    var name: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The root view's size, neither side negative.", valueName: "WxH"))
    var size = Size(width: 375, height: 667)

    func validate() throws {
        if let problem = Project.problem(withName: name) {
            throw ValidationError(problem + ", for example `layoutstore init Login`")
        }
    }

    func run() throws {
        let store = try Store(path: global.storePath, create: true)
        let revision = try store.createProject(
            name: name, rootSize: (size.width, size.height),
            message: message.message(default: "create project \(name)"))
        Terminal.note("created project '\(name)' with a \(size) root view in \(global.storePath)")
        try message.printRevision(revision)
    }
}

extension Size: CustomStringConvertible {
    var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
    var defaultValueDescription: String { description }
}
