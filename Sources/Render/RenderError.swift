/// Why a picture could not be made, in words a user can act on.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A `--view` name that is neither a view nor a guide of the project.
    case unknownView(String, project: String, suggestion: String?)

    /// The message, with the closest name when there is one, or where to find the views.
    public var description: String {
        switch self {
        case .unknownView(let name, let project, let suggestion):
            "no view or guide named '\(name)' in project '\(project)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; `layoutstore view list` shows the views")
        }
    }
}
