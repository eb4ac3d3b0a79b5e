import Model

/// The field-level changes that turn one state of a project into another, in an order that
/// can be applied one by one: constraint deletions, item creations (superviews first), item
/// updates, constraint creations and updates, then guide and view deletions (subviews first).
enum StateDiff {
    /// The project's name is not compared: it is not one of the fields a commit edits.
    ///
    /// - Complexity: O(*n* log *n*) in the number of entities; fields are compared only for
    ///   entities that differ.
    static func changes(from old: Project, to new: Project) -> [Change] {
        var changes: [Change] = []
        let oldViews = Dictionary(uniqueKeysWithValues: old.views.map { ($0.id, $0) })
        let newViews = Dictionary(uniqueKeysWithValues: new.views.map { ($0.id, $0) })
        let oldGuides = Dictionary(uniqueKeysWithValues: old.guides.map { ($0.id, $0) })
        let newGuides = Dictionary(uniqueKeysWithValues: new.guides.map { ($0.id, $0) })
        let oldConstraints = Dictionary(uniqueKeysWithValues: old.constraints.map { ($0.id, $0) })
        let newConstraints = Dictionary(uniqueKeysWithValues: new.constraints.map { ($0.id, $0) })

        func depth(of view: View, in views: [ItemID: View]) -> Int {
            var depth = 0
            var current = view.parent
            while let parent = current, depth < views.count {
                depth += 1
                current = views[parent]?.parent
            }
            return depth
        }
        func byDepth(_ views: [View], in all: [ItemID: View]) -> [View] {
            views.map { (depth(of: $0, in: all), $0.id.text, $0) }
                .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
                .map(\.2)
        }

        // Constraint deletions first: they free the items they refer to.
        for constraint in sortedByID(old.constraints, { $0.id.text }) where newConstraints[constraint.id] == nil {
            changes.append(Change(entity: .constraint(constraint.id), field: nil, before: constraint.fieldValues, after: nil))
        }
        // New views, superviews before subviews; then new guides.
        for view in byDepth(new.views.filter { oldViews[$0.id] == nil }, in: newViews) {
            changes.append(Change(entity: .view(view.id), field: nil, before: nil, after: view.fieldValues))
        }
        let newGuidesSorted = sortedByID(new.guides, { $0.id.text })
        for guide in newGuidesSorted where oldGuides[guide.id] == nil {
            changes.append(Change(entity: .guide(guide.id), field: nil, before: nil, after: guide.fieldValues))
        }
        // Updates of existing items.
        for view in sortedByID(new.views, { $0.id.text }) {
            guard let before = oldViews[view.id], before != view else { continue }
            for field in View.Field.allCases where before.value(of: field) != view.value(of: field) {
                changes.append(
                    Change(entity: .view(view.id), field: field.rawValue, before: before.value(of: field), after: view.value(of: field)))
            }
        }
        for guide in newGuidesSorted {
            guard let before = oldGuides[guide.id], before != guide else { continue }
            for field in LayoutGuide.Field.allCases where before.value(of: field) != guide.value(of: field) {
                changes.append(
                    Change(entity: .guide(guide.id), field: field.rawValue, before: before.value(of: field), after: guide.value(of: field)))
            }
        }
        // Constraints: creations, then updates.
        let newConstraintsSorted = sortedByID(new.constraints, { $0.id.text })
        for constraint in newConstraintsSorted where oldConstraints[constraint.id] == nil {
            changes.append(Change(entity: .constraint(constraint.id), field: nil, before: nil, after: constraint.fieldValues))
        }
        for constraint in newConstraintsSorted {
            guard let before = oldConstraints[constraint.id], before != constraint else { continue }
            for field in Constraint.Field.allCases where before.value(of: field) != constraint.value(of: field) {
                changes.append(
                    Change(
                        entity: .constraint(constraint.id), field: field.rawValue, before: before.value(of: field),
                        after: constraint.value(of: field)))
            }
        }
        // Deletions of items: guides first, then views, subviews before their superviews.
        for guide in sortedByID(old.guides, { $0.id.text }) where newGuides[guide.id] == nil {
            changes.append(Change(entity: .guide(guide.id), field: nil, before: guide.fieldValues, after: nil))
        }
        for view in byDepth(old.views.filter { newViews[$0.id] == nil }, in: oldViews).reversed() {
            changes.append(Change(entity: .view(view.id), field: nil, before: view.fieldValues, after: nil))
        }
        return changes
    }
}
