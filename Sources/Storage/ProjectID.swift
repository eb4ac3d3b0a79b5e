import Model

/// What a ``ProjectID`` identifies.
public enum ProjectTag {}
/// The stable identity of a project: a UUID made when the project is created, shared by
/// every store that has the project.
public typealias ProjectID = Identifier<ProjectTag>
