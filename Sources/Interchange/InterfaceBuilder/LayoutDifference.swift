import Model

/// One way a project's layout differs from the layout a document holds, placed at the element
/// it concerns: what a write back in place changes, and what it names when it refuses a
/// document that changed since its import.
///
/// Frames are not among them: they follow from the constraints, and a write back moves them
/// itself (``DocumentWriteBack``).
public struct LayoutDifference: Hashable, Sendable {
    /// What a difference is about: a view or a constraint, by the project's id.
    public enum Subject: Hashable, Sendable {
        /// A view.
        case view(ItemID)
        /// A constraint.
        case constraint(ConstraintID)
    }

    /// How the subject differs.
    public enum Kind: Hashable, Sendable {
        /// In the document, not in the project.
        case removed
        /// In the project, not in the document.
        case added
        /// In both, with these fields set otherwise (the Model's field names).
        case changed([String])
    }

    /// The view or constraint that differs.
    public var subject: Subject
    /// Whether it was removed, added or changed, and which fields changed.
    public var kind: Kind
    /// The offset of the element in the document (for one the project adds: where its
    /// superview's or owning view's element starts), for the order and for messages.
    public var offset: Int

    /// The differences between the layout a document holds (`file`, with the ids of the
    /// project it is compared with: ``Project/identified(_:)``) and `project`, in document order.
    ///
    /// - Complexity: O(*n* log *n*) in the views and constraints of both.
    static func between(file: Project, offsets: DocumentImport.ElementOffsets, and project: Project) -> [LayoutDifference] {
        var differences: [LayoutDifference] = []
        let fileViews = Dictionary(file.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let projectViews = Dictionary(project.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let present = Set(fileViews.keys).intersection(projectViews.keys)
        func place(ofView id: ItemID?) -> Int {
            var current = id
            while let view = current {
                if let offset = offsets.views[view] { return offset }
                current = projectViews[view]?.parent
            }
            return Int.max
        }
        for view in file.views where projectViews[view.id] == nil {
            differences.append(LayoutDifference(subject: .view(view.id), kind: .removed, offset: offsets.views[view.id] ?? Int.max))
        }
        for view in project.views {
            guard let old = fileViews[view.id] else {
                differences.append(LayoutDifference(subject: .view(view.id), kind: .added, offset: place(ofView: view.parent)))
                continue
            }
            let fields = Self.changedFields(of: old, to: view, present: present)
            if !fields.isEmpty {
                differences.append(LayoutDifference(subject: .view(view.id), kind: .changed(fields), offset: offsets.views[view.id] ?? Int.max))
            }
        }
        let projectConstraints = Dictionary(project.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let fileConstraints = Dictionary(file.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for constraint in file.constraints where projectConstraints[constraint.id] == nil {
            differences.append(
                LayoutDifference(subject: .constraint(constraint.id), kind: .removed, offset: offsets.constraints[constraint.id] ?? Int.max))
        }
        for constraint in project.constraints {
            guard let old = fileConstraints[constraint.id] else {
                differences.append(
                    LayoutDifference(subject: .constraint(constraint.id), kind: .added, offset: place(ofView: constraint.equation.first.item)))
                continue
            }
            let fields = changedFields(of: old, to: constraint)
            if !fields.isEmpty {
                differences.append(
                    LayoutDifference(
                        subject: .constraint(constraint.id), kind: .changed(fields), offset: offsets.constraints[constraint.id] ?? Int.max))
            }
        }
        return differences.sorted { ($0.offset, $0.sortKey) < ($1.offset, $1.sortKey) }
    }

    private var sortKey: String {
        switch subject {
        case .view(let id): "v" + id.rawValue.uuidString
        case .constraint(let id): "c" + id.rawValue.uuidString
        }
    }

    /// The name a difference gives a change to a view's or constraint's size-class variations.
    static let sizeClassVariations = "sizeClassVariations"

    /// The fields of a constraint a document states, by the Model's names (``Constraint/Field``);
    /// its document id is not one: the document gives it.
    static func changedFields(of old: Constraint, to new: Constraint) -> [String] {
        var fields: [Constraint.Field] = []
        let (a, b) = (old.equation, new.equation)
        if a.first != b.first || a.relation != b.relation || a.second != b.second { fields.append(.structure) }
        if a.multiplier != b.multiplier { fields.append(.multiplier) }
        if a.constant != b.constant { fields.append(.constant) }
        if old.priority != new.priority { fields.append(.priority) }
        if old.identifier != new.identifier { fields.append(.identifier) }
        if old.isPlaceholder != new.isPlaceholder { fields.append(.placeholder) }
        if old.isActive != new.isActive { fields.append(.active) }
        if old.isStandardSpacing != new.isStandardSpacing { fields.append(.standardSpacing) }
        var names = fields.map(\.rawValue)
        if old.variations != new.variations { names.append(sizeClassVariations) }
        return names
    }

    /// The layout fields of a view that a document states and a write back compares: not its
    /// frame (a write back moves frames itself), nor what import derives from the frame and the
    /// content (intrinsic size, baselines, alignment insets), nor its name (from its label).
    /// A stack's arrangement is compared over the views `present` in both.
    static func changedFields(of old: View, to new: View, present: Set<ItemID>) -> [String] {
        var fields: [String] = []
        if old.parent != new.parent { fields.append("parent") }
        if old.kind != new.kind { fields.append("kind") }
        if old.contentHugging.horizontal != new.contentHugging.horizontal { fields.append("horizontalHugging") }
        if old.contentHugging.vertical != new.contentHugging.vertical { fields.append("verticalHugging") }
        if old.compressionResistance.horizontal != new.compressionResistance.horizontal { fields.append("horizontalCompressionResistance") }
        if old.compressionResistance.vertical != new.compressionResistance.vertical { fields.append("verticalCompressionResistance") }
        if old.isHidden != new.isHidden { fields.append("hidden") }
        if old.layoutMargins != new.layoutMargins { fields.append("layoutMargins") }
        if old.preservesSuperviewLayoutMargins != new.preservesSuperviewLayoutMargins { fields.append("preservesSuperviewLayoutMargins") }
        if old.insetsLayoutMarginsFromSafeArea != new.insetsLayoutMarginsFromSafeArea { fields.append("insetsLayoutMarginsFromSafeArea") }
        if old.semanticContentAttribute != new.semanticContentAttribute { fields.append("semanticContentAttribute") }
        func arrangement(_ stack: StackView?) -> StackView? {
            guard var stack else { return nil }
            stack.arrangedSubviews = stack.arrangedSubviews.filter(present.contains)
            stack.customSpacing = stack.customSpacing.filter { present.contains($0.key) }
            stack.gravities = stack.gravities.filter { present.contains($0.key) }
            return stack
        }
        if arrangement(old.stack) != arrangement(new.stack) { fields.append("stack") }
        if old.variations != new.variations { fields.append(sizeClassVariations) }
        return fields
    }
}
