import Model
import Storage

extension Project {
    /// The fewest characters of a constraint's id that name it (fewer would match too often).
    static let shortestIDPrefix = 4

    /// The constraints a REF names: an identifier, else an id prefix, else the id an Interface
    /// Builder document gives it (`XaH-vp-MoX`).
    ///
    /// - Throws: an error listing the candidates when the identifier or prefix matches several
    ///   constraints, and one saying how to find the right one when it matches none.
    func constraint(referredToBy reference: String) throws -> Constraint {
        let byIdentifier = constraints.filter { $0.identifier == reference }
        let lowered = reference.lowercased()
        let byID = lowered.count >= Project.shortestIDPrefix ? constraints.filter { $0.id.description.hasPrefix(lowered) } : []
        let byDocumentID = byIdentifier.isEmpty && byID.isEmpty ? constraints.filter { $0.documentID == reference } : []
        let matches = !byIdentifier.isEmpty ? byIdentifier : !byID.isEmpty ? byID : byDocumentID
        return try pickConstraint(referredToBy: reference, among: matches) { constraints.compactMap(\.identifier) }
    }

    /// The one constraint of `matches` (what `reference` names, found by the store), or the
    /// error for none or several. `self` needs only the items, to name the candidates.
    func pickConstraint(
        referredToBy reference: String, among matches: [Constraint], identifiers: () throws -> [String]
    ) throws -> Constraint {
        switch matches.count {
        case 1:
            return matches[0]
        case 0 where reference.count < Project.shortestIDPrefix && reference.allSatisfy(\.isHexDigit):
            throw CLIError(
                "'\(reference)' is too short for an id prefix: give at least \(Project.shortestIDPrefix) characters of the constraint's id "
                    + "(`layoutstore list` shows them), or its identifier")
        case 0:
            let suggestion = closestMatch(to: reference, among: try identifiers())
            throw CLIError(
                "no constraint with identifier, id or document id '\(reference)' in project '\(name)'"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "; `layoutstore list` shows them"))
        default:
            let candidates = matches.sorted { $0.id < $1.id }.map {
                "  \($0.id.description.prefix(8))  \($0.identifier ?? "-")  \(named($0.equation).shortForm())"
            }
            throw CLIError(
                "'\(reference)' names \(matches.count) constraints in project '\(name)'; use a longer id prefix:\n"
                    + candidates.joined(separator: "\n"))
        }
    }

    /// The view named `name`, or an error with the closest name.
    func view(named name: String) throws -> View {
        guard let view = views.first(where: { $0.name == name }) else {
            let suggestion = closestMatch(to: name, among: views.map(\.name))
            throw CLIError(
                "no view named '\(name)' in project '\(self.name)'"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "; `layoutstore view list` shows the views"))
        }
        return view
    }

    /// The custom guide named `name`, or an error with the closest name.
    func guide(named name: String) throws -> LayoutGuide {
        guard let guide = guides.first(where: { $0.name == name }) else {
            let suggestion = closestMatch(to: name, among: guides.map(\.name))
            throw CLIError(
                "no layout guide named '\(name)' in project '\(self.name)'"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "; `layoutstore guide list` shows the guides"))
        }
        return guide
    }
}

extension Store {
    /// The constraint a REF names in the project's current state, read without the rest of
    /// its constraints; `items` (the project's views and guides) names the candidates of an
    /// ambiguous reference.
    func constraint(referredToBy reference: String, in project: ProjectID, items: Project) throws -> Constraint {
        try items.pickConstraint(referredToBy: reference, among: constraints(referredToBy: reference, in: project)) {
            try constraintIdentifiers(in: project)
        }
    }
}
