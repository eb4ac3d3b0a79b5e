import Model

/// What importing documents does to a store: the projects to make, and the projects a new
/// import of their own document brings up to date.
///
/// A project is the same layout root again when it has the imported project's name and its
/// root view the same document id (both are needed: Interface Builder's ids are unique in a
/// document only, and Xcode's templates start every storyboard with the same ones). It is then
/// updated, not made again, and its history shows what changed in the file, field by field. An
/// imported root whose name is taken by another layout gets a free name (`Name-2`, the name
/// shortened where the suffix would take it past `Project/maximumNameLength` characters).
public struct ImportPlan: Sendable {
    /// What becomes of one imported layout root.
    public enum Outcome: Sendable {
        /// A new project (named apart from the store's).
        case create(Project)
        /// The new state of the existing project of that name.
        case update(Project)

        /// The project to make, or the new state to write.
        public var project: Project {
            switch self {
            case .create(let project), .update(let project): project
            }
        }

        /// Whether it updates an existing project rather than making a new one.
        public var isUpdate: Bool {
            if case .update = self { true } else { false }
        }
    }

    /// One outcome for each imported project, in the order given.
    public var outcomes: [Outcome] = []

    /// The new projects, named apart from the store's.
    public var creating: [Project] { outcomes.filter { !$0.isUpdate }.map(\.project) }
    /// New states of existing projects, named as they are.
    public var updating: [Project] { outcomes.filter(\.isUpdate).map(\.project) }

    /// - Parameters:
    ///   - imported: the projects a document gave, named as import named them.
    ///   - taken: the names of the store's projects.
    ///   - existing: the store's project of a name, as it is now; asked only for the names
    ///     imported that are taken, so that a large store is not read whole.
    public init(imported: [Project], taken: Set<String>, existing: (String) throws -> Project?) rethrows {
        var taken = taken
        for project in imported {
            if taken.contains(project.name), let current = try existing(project.name), let root = current.rootViews.first?.documentID,
                root == project.rootViews.first?.documentID
            {
                outcomes.append(.update(current.updated(toImport: project)))
                continue
            }
            var named = project
            named.name = ImportedProjectName.unique(project.name, avoiding: taken)
            taken.insert(named.name)
            outcomes.append(.create(named))
        }
    }
}

extension Project {
    /// This project brought up to a new import of its document: what the document holds takes
    /// the place of what it held before, and everything keeps its id where its document id
    /// matches, so an edited constant is one field change. Views, guides and constraints made
    /// here (with no document id) stay, unless what they hang on is gone from the document.
    ///
    /// - Complexity: O(*n*) in the entities of both projects, on average.
    public func updated(toImport imported: Project) -> Project {
        var result = identified(imported)
        result.name = name
        // One imported from code whose equation changed is the one written in the same place,
        // on the same first anchor: its id stays, and the change is a field change.
        let existingIDs = Set(constraints.map(\.id))
        let matchedIDs = existingIDs.intersection(result.constraints.map(\.id))
        var bySource = Dictionary(
            grouping: constraints.filter { $0.documentID == nil && $0.sourceLocation != nil && !matchedIDs.contains($0.id) },
            by: { SourceKey(location: $0.sourceLocation!, first: $0.equation.first) })
        for index in result.constraints.indices {
            let constraint = result.constraints[index]
            guard !existingIDs.contains(constraint.id), let location = constraint.sourceLocation,
                let same = bySource[SourceKey(location: location, first: constraint.equation.first)]?.popLast()
            else { continue }
            result.constraints[index].id = same.id
        }
        let kept = Set(result.constraints.map(\.id))
        // What was made here stays while what it hangs on does (parents before children).
        var present = Set(result.views.map(\.id))
        let names = Set(result.views.map(\.name) + result.guides.map(\.name))
        for view in viewsInLayoutOrder where view.documentID == nil {
            guard let parent = view.parent, present.contains(parent), !names.contains(view.name) else { continue }
            result.views.append(view)
            present.insert(view.id)
        }
        for guide in guides where guide.documentID == nil && present.contains(guide.owner) && !names.contains(guide.name) {
            result.guides.append(guide)
            present.insert(guide.id)
        }
        for constraint in constraints
        where constraint.documentID == nil && !kept.contains(constraint.id) && constraint.equation.items.allSatisfy(present.contains) {
            result.constraints.append(constraint)
        }
        return result
    }
}

extension Project {
    /// A new import of this project's document with the ids this project gives the same
    /// things: views and guides matched by document id (then, for those the document gives no
    /// id, by name), constraints by document id, then those made here (no document id) by the
    /// id export gives them in Interface Builder's form, then by equation and priority. What
    /// matches nothing keeps the id import gave it; nothing of this project is added.
    ///
    /// - Complexity: O(*n*) in the entities of both projects, on average.
    public func identified(_ imported: Project) -> Project {
        var itemIDs: [ItemID: ItemID] = [:]
        let existingItems = Dictionary(
            (views.compactMap { view in view.documentID.map { ($0, view.id) } }
                + guides.compactMap { guide in guide.documentID.map { ($0, guide.id) } }),
            uniquingKeysWith: { first, _ in first })
        for view in imported.views { if let id = view.documentID.flatMap({ existingItems[$0] }) { itemIDs[view.id] = id } }
        for guide in imported.guides { if let id = guide.documentID.flatMap({ existingItems[$0] }) { itemIDs[guide.id] = id } }
        // What the document gives no id of its own (a cell's content view, say) is matched by name.
        let matched = Set(itemIDs.values)
        let byName = Dictionary(
            (views.map { ($0.name, $0.id) } + guides.map { ($0.name, $0.id) }).filter { !matched.contains($0.1) },
            uniquingKeysWith: { first, _ in first })
        for (id, name) in imported.views.map({ ($0.id, $0.name) }) + imported.guides.map({ ($0.id, $0.name) }) where itemIDs[id] == nil {
            if let existing = byName[name] { itemIDs[id] = existing }
        }
        var result = imported.replacingItemIDs { itemIDs[$0] ?? $0 }
        let existingConstraints = Dictionary(
            constraints.compactMap { constraint in constraint.documentID.map { ($0, constraint.id) } }, uniquingKeysWith: { first, _ in first })
        // A constraint made here and written into the document since has the id export made for it.
        let writtenConstraints = Dictionary(
            constraints.filter { $0.documentID == nil }.map { (IBObjectIDs.firstID(for: $0.id.rawValue), $0.id) },
            uniquingKeysWith: { first, _ in first })
        var taken = Set<ConstraintID>()
        // A constraint without a document id of its own is matched by its equation and priority.
        var unmatched = Dictionary(grouping: constraints.filter { $0.documentID == nil }, by: { ConstraintKey($0) })
        result.constraints = result.constraints.map { constraint in
            var constraint = constraint
            if let id = constraint.documentID.flatMap({ existingConstraints[$0] ?? writtenConstraints[$0] }), taken.insert(id).inserted {
                constraint.id = id
            } else if constraint.documentID == nil, let same = unmatched[ConstraintKey(constraint)]?.popLast(), taken.insert(same.id).inserted {
                constraint.id = same.id
            }
            return constraint
        }
        return result
    }
}

/// Where a constraint imported from code is written, and what it constrains.
private struct SourceKey: Hashable {
    var location: String
    var first: Anchor<ItemID>
}

/// A constraint as the document would state it again: its equation and priority.
private struct ConstraintKey: Hashable {
    var equation: Equation<ItemID>
    var priority: Priority

    init(_ constraint: Constraint) {
        equation = constraint.equation
        priority = constraint.priority
    }
}
