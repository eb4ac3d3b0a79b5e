import Storage

/// The Interface Builder document a project was imported from, as the store remembers it: the
/// revision that made the project's root view is `layoutstore import`'s, whose message names
/// the one file it read (`import Main.storyboard`), and the root keeps its object id in that
/// document. A project made otherwise (by hand, from Swift, with `--git-history` or another
/// message, or from several files at once) has none.
struct ImportedDocument: Equatable {
    /// The file's name, as the import's message gives it.
    var file: String
    /// The message of the import: every scene of one import of the document shares it.
    var message: String

    /// - Complexity: the project's views read, and its root view's own changes (the changes
    ///   index); not the history's length.
    init?(of project: ProjectID, in store: Store) throws {
        let items = try store.items(of: project)
        guard let root = items.rootViews.first, root.documentID != nil,
            let creation = try store.history.entries(of: .view(root.id), in: project).first, creation.before == nil
        else { return nil }
        let message = creation.message
        guard message.hasPrefix("import ") else { return nil }
        let file = String(message.dropFirst("import ".count))
        guard file.hasSuffix(".storyboard") || file.hasSuffix(".xib"), !file.contains(", ") else { return nil }
        self.file = file
        self.message = message
    }
}
