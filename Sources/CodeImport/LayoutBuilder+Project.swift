import Model

extension LayoutBuilder {
    /// The project the code built: the views in the root's hierarchy (named after their
    /// variables, or after their kind), the guides they own, and the constraints between them,
    /// active when the code activated them. Views that never join the hierarchy are dropped,
    /// and what refers to them is noted.
    func project(named name: String, documentID: String) -> (project: Project, leftOut: [LeftOut]) {
        var taken: Set<String> = []
        var counters: [String: Int] = [:]
        func unique(_ wanted: String, fallback: String) -> String {
            var base = wanted
            if base.isEmpty {
                counters[fallback, default: 0] += 1
                base = fallback + String(counters[fallback]!)
            }
            var candidate = base
            var suffix = 2
            while taken.contains(candidate) {
                candidate = base + String(suffix)
                suffix += 1
            }
            taken.insert(candidate)
            return candidate
        }
        var views: [View] = []
        let hierarchy = viewsInHierarchy
        for id in hierarchy {
            guard let entry = self[id] else { continue }
            var view = entry.view
            view.name = unique(view.name, fallback: view.kind.rawValue)
            if let parent = view.parent { view.index = self[parent]?.subviews.firstIndex(of: id) ?? 0 }
            if id == rootID {
                view.documentID = documentID
                view.parent = nil
            } else {
                view.autoresizingMask = entry.translatesAutoresizingMask ? entry.autoresizingMask : nil
            }
            views.append(view)
        }
        let present = Set(hierarchy)
        var guides: [LayoutGuide] = []
        for var guide in self.guides where present.contains(guide.owner) {
            guide.name = unique(guide.name, fallback: "guide")
            guides.append(guide)
        }
        let items = present.union(guides.map(\.id))
        var constraints: [Constraint] = []
        var leftOut: [LeftOut] = []
        for made in self.constraints where !made.removed {
            guard made.constraint.equation.items.allSatisfy(items.contains) else {
                leftOut.append(LeftOut(location: made.location, what: "a constraint on a view or guide that is never added to the layout: left out"))
                continue
            }
            var constraint = made.constraint
            constraint.isActive = made.activated
            constraint.sourceLocation = made.location.description
            constraints.append(constraint)
        }
        return (Project(name: name, views: views, guides: guides, constraints: constraints), leftOut)
    }
}
