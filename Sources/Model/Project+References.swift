/// How a user refers to a project's parts in text: a constraint by its identifier, an id prefix
/// or the id an Interface Builder document gave it; a view or a custom guide by its name.
extension Project {
    /// The fewest characters of a constraint's id that name it (fewer would match too often).
    public static let shortestIDPrefix = 4

    /// The constraints a reference matches: those with that identifier, else those whose id
    /// starts with it (at least ``shortestIDPrefix`` characters, any case), else the one an
    /// Interface Builder document gave that id (`XaH-vp-MoX`).
    public func constraints(referredToBy reference: String) -> [Constraint] {
        let byIdentifier = constraints.filter { $0.identifier == reference }
        if !byIdentifier.isEmpty { return byIdentifier }
        let lowered = reference.lowercased()
        let byID = lowered.count >= Self.shortestIDPrefix ? constraints.filter { $0.id.description.hasPrefix(lowered) } : []
        if !byID.isEmpty { return byID }
        return constraints.filter { $0.documentID == reference }
    }

    /// The one constraint a reference names.
    ///
    /// - Throws: ``ModelError/unknownConstraint(_:project:suggestion:)`` when it names none,
    ///   ``ModelError/constraintIDPrefixTooShort(_:shortest:)`` for a few hex digits that name
    ///   none, and ``ModelError/ambiguousConstraintReference(_:project:candidates:)`` when it
    ///   names several.
    public func constraint(referredToBy reference: String) throws(ModelError) -> Constraint {
        try pickConstraint(referredToBy: reference, among: constraints(referredToBy: reference)) { constraints.compactMap(\.identifier) }
    }

    /// The one constraint of `matches` (what `reference` matched, found by the caller: a store
    /// reads only the matching rows), or the error for none or several. `self` needs only the
    /// items, to name the candidates; `identifiers` are the project's, for a suggestion.
    public func pickConstraint(
        referredToBy reference: String, among matches: [Constraint], identifiers: () -> [String]
    ) throws(ModelError) -> Constraint {
        switch matches.count {
        case 1:
            return matches[0]
        case 0 where reference.count < Self.shortestIDPrefix && reference.allSatisfy(\.isHexDigit):
            throw .constraintIDPrefixTooShort(reference, shortest: Self.shortestIDPrefix)
        case 0:
            throw .unknownConstraint(reference, project: name, suggestion: closestMatch(to: reference, among: identifiers()))
        default:
            let candidates = matches.sorted { $0.id < $1.id }.map {
                "\($0.id.description.prefix(8))  \($0.identifier ?? "-")  \(named($0.equation).shortForm())"
            }
            throw .ambiguousConstraintReference(reference, project: name, candidates: candidates)
        }
    }

    /// The view named `name`.
    ///
    /// - Throws: ``ModelError/unknownView(_:project:suggestion:)``, with the closest name.
    public func view(named name: String) throws(ModelError) -> View {
        guard let view = views.first(where: { $0.name == name }) else {
            throw .unknownView(name, project: self.name, suggestion: closestMatch(to: name, among: views.map(\.name)))
        }
        return view
    }

    /// The custom layout guide named `name`.
    ///
    /// - Throws: ``ModelError/unknownGuide(_:project:suggestion:)``, with the closest name.
    public func guide(named name: String) throws(ModelError) -> LayoutGuide {
        guard let guide = guides.first(where: { $0.name == name }) else {
            throw .unknownGuide(name, project: self.name, suggestion: closestMatch(to: name, among: guides.map(\.name)))
        }
        return guide
    }
}
