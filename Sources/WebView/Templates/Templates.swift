import Mustache

/// The web view's Mustache templates, compiled into the binary (the static `layoutstore-http`
/// is installed alone, with no folder of templates beside it): one Swift file per template,
/// each a string literal, registered under its name. Every page inherits from `page`; `changes` is a partial two pages share.
enum Templates {
    static let sources: [String: String] = [
        "page": page, "projects": projects, "timeline": timeline, "revision": revision, "entity": entity, "login": login, "error": error,
        "compare": compare, "changes": changes, "document": document,
    ]

    /// Parsed once, on first use.
    static let library: MustacheLibrary = {
        var library = MustacheLibrary()
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            do {
                try library.register(source, named: name)
            } catch {
                // The templates are part of the program: a test renders each one.
                fatalError("the web view's template '\(name)' does not parse: \(error)")
            }
        }
        return library
    }()

    /// The page a template makes of a view model (a struct whose properties the template names).
    static func render(_ model: Any, _ template: String) -> String {
        guard let html = library.render(model, withTemplate: template) else { fatalError("the web view has no template '\(template)'") }
        return html
    }
}
