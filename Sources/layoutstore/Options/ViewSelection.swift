import ArgumentParser
import Model

/// The views a tool acts on: those named (Interface Builder's selection), or `--all`.
struct ViewSelection: ParsableArguments {
    @Argument(help: "The views to act on.")
    var views: [String] = []

    @Flag(help: "Every view of the project.")
    var all = false

    func validate() throws {
        if all == !views.isEmpty { throw ValidationError(all ? "give views or --all, not both" : "name the views to act on, or give --all") }
    }

    /// The ids of the views selected: those named, or every view (roots included) with `--all`.
    func items(in project: Project) throws -> Set<ItemID> {
        try all ? Set(project.views.map(\.id)) : Set(views.map { try project.view(named: $0).id })
    }

    /// How the revision's default message names the selection.
    var description: String { all ? "every view" : views.joined(separator: ", ") }
}
