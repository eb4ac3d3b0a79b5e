import Model

extension Project {
    /// The first reference of the current state to an item it does not hold (a view's parent,
    /// a guide's owner, a constraint's item), described for an error; nil when every one holds.
    ///
    /// The state tables link their rows with foreign keys, so a reference that does not hold
    /// means the file was damaged outside SQLite's checks (a bit flipped on disk, a hand edit):
    /// a read must then say so, rather than print an item by its id as if nothing were wrong.
    ///
    /// - Complexity: O(*n*) in the project's views, guides and constraints.
    func danglingReference() -> String? {
        let views = Set(self.views.map(\.id))
        let items = views.union(guides.map(\.id))
        if let view = self.views.first(where: { $0.parent.map { !views.contains($0) } ?? false }) {
            return "view \(view.id) has a parent the project does not have"
        }
        if let guide = guides.first(where: { !views.contains($0.owner) }) {
            return "guide \(guide.id) is owned by a view the project does not have"
        }
        if let constraint = constraints.first(where: { constraint in
            !items.contains(constraint.equation.first.item) || constraint.equation.second.map { !items.contains($0.item) } ?? false
        }) {
            return "constraint \(constraint.id) refers to an item the project does not have"
        }
        return nil
    }
}
