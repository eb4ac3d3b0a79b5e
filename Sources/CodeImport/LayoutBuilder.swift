import Model

/// The layout one type or function of the code builds, as it is interpreted statement by statement.
final class LayoutBuilder {
    /// A view the code made, with what UIKit would know of it.
    struct Entry {
        var view: View
        /// The name comes from a stored property (which wins over a local's).
        var namedByProperty = false
        /// `translatesAutoresizingMaskIntoConstraints`, true for a view made in code.
        var translatesAutoresizingMask = true
        var autoresizingMask: AutoresizingMask = .notSizable
        var subviews: [ItemID] = []
    }

    /// A constraint the code made, active or not.
    struct Made {
        var constraint: Constraint
        var location: CodeLocation
        var activated = false
        /// SnapKit's `remakeConstraints` removed it (or `updateConstraints` merged it into another).
        var removed = false
        /// Made by SnapKit for this view (what `remakeConstraints` removes).
        var snapKitView: ItemID?
    }

    let rootID: ItemID
    private(set) var entries: [ItemID: Entry] = [:]
    /// Views in the order they were made.
    private(set) var order: [ItemID] = []
    var guides: [LayoutGuide] = []
    var constraints: [Made] = []

    init(rootName: String, kind: ViewKind) {
        let root = View(name: rootName, kind: kind)
        rootID = root.id
        entries[root.id] = Entry(view: root, namedByProperty: true, translatesAutoresizingMask: false)
        order.append(root.id)
    }

    func makeView(kind: ViewKind) -> ItemID {
        // A view made in code hugs at 250 whatever its kind (Interface Builder gives labels and
        // image views 251).
        var view = View(name: "", kind: kind, contentHugging: AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow))
        if kind == .stackView { view.stack = StackView(axis: .horizontal) }
        entries[view.id] = Entry(view: view)
        order.append(view.id)
        return view.id
    }

    func makeGuide() -> ItemID {
        let guide = LayoutGuide(name: "", owner: rootID)
        guides.append(guide)
        return guide.id
    }

    subscript(id: ItemID) -> Entry? {
        get { entries[id] }
        set { entries[id] = newValue }
    }

    /// Names a view or guide after the variable it is stored in: a property's name wins over a
    /// local's, and the first of either kind stays.
    func name(_ id: ItemID, _ name: String, byProperty: Bool) {
        if var entry = entries[id] {
            guard entry.view.name.isEmpty || (byProperty && !entry.namedByProperty) else { return }
            entry.view.name = name
            entry.namedByProperty = byProperty
            entries[id] = entry
        } else if let index = guides.firstIndex(where: { $0.id == id }), guides[index].name.isEmpty {
            guides[index].name = name
        }
    }

    func superview(of id: ItemID) -> ItemID? { entries[id]?.view.parent }

    /// `parent.addSubview(child)`: at the end of its subviews, or at `index`; a view already in
    /// a hierarchy moves.
    func add(_ child: ItemID, to parent: ItemID, at index: Int? = nil) {
        guard entries[child] != nil, entries[parent] != nil, child != parent else { return }
        if let old = entries[child]?.view.parent { entries[old]?.subviews.removeAll { $0 == child } }
        let count = entries[parent]?.subviews.count ?? 0
        entries[parent]?.subviews.insert(child, at: min(max(index ?? count, 0), count))
        entries[child]?.view.parent = parent
    }

    /// `stack.addArrangedSubview(view)`, or `insertArrangedSubview(view, at:)`.
    func arrange(_ child: ItemID, in stack: ItemID, at index: Int? = nil) {
        guard entries[stack]?.view.stack != nil else { return }
        if entries[child]?.view.parent != stack { add(child, to: stack) }
        entries[stack]?.view.stack?.arrangedSubviews.removeAll { $0 == child }
        let count = entries[stack]?.view.stack?.arrangedSubviews.count ?? 0
        entries[stack]?.view.stack?.arrangedSubviews.insert(child, at: min(max(index ?? count, 0), count))
        // A stack view sets it on what it arranges.
        entries[child]?.translatesAutoresizingMask = false
    }

    func removeFromSuperview(_ child: ItemID) {
        guard let parent = entries[child]?.view.parent else { return }
        entries[parent]?.subviews.removeAll { $0 == child }
        entries[parent]?.view.stack?.arrangedSubviews.removeAll { $0 == child }
        entries[child]?.view.parent = nil
    }

    func addConstraint(_ constraint: Constraint, at location: CodeLocation) -> Int {
        constraints.append(Made(constraint: constraint, location: location))
        return constraints.count - 1
    }

    /// The views under the root, the root first, superviews before subviews.
    var viewsInHierarchy: [ItemID] {
        var result: [ItemID] = []
        func visit(_ id: ItemID) {
            result.append(id)
            for child in entries[id]?.subviews ?? [] { visit(child) }
        }
        visit(rootID)
        return result
    }
}
