import Storage

/// `/`: the projects the browser's tokens grant, with their heads and sizes.
struct ProjectsPage {
    struct Row {
        var name: String
        var href: String
        var head: String
        var headHref: String
        var revisions: Int
        var views: Int
        var constraints: Int
        var access: String
    }

    let signedIn = true
    var projects: [Row]

    /// - Complexity: O(*r*) in the granted projects' revisions (SQLite counts them by index).
    init(store: Store, visitor: WebVisitor) throws {
        projects = try store.projects().filter { visitor.may(see: $0.id) }.map { project in
            Row(
                name: project.name, href: WebLinks.timeline(project.name), head: project.head.short,
                headHref: WebLinks.revision(project.name, project.head), revisions: project.revisionCount, views: project.viewCount,
                constraints: project.constraintCount, access: visitor.readOnly(project.id) ? "read-only" : "read-write")
        }
    }

    func html() -> String { Templates.render(self, "projects") }
}

extension WebVisitor {
    /// The project of this name, when a token grants it (404 otherwise, whether or not the
    /// store has it, so as not to reveal which projects exist).
    func project(named name: String, in store: Store) throws -> ProjectHead {
        guard let project = try store.projectHeads().first(where: { $0.name == name }), may(see: project.id) else {
            throw WebError.projectNotFound(name)
        }
        return project
    }
}
