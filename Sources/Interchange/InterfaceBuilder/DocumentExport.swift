import Model

/// A project as an Interface Builder document, in the same value types import reads
/// (``IBDocument``), so that export and import are two small functions and a round trip tests
/// both: each root view a top-level view of an iOS .xib, named by the project.
///
/// Object ids are those the project kept from import (`View/documentID`,
/// `Constraint/documentID`); anything without one gets an id in Interface Builder's form
/// derived from its own UUID, so every export of the same revision is the same document.
/// Whatever a document cannot hold is listed in ``notExported`` with the reason.
public struct DocumentExport: Sendable {
    /// The document, which ``IBDocument/xmlText`` writes out.
    public var document: IBDocument
    /// What the document could not keep, with the reason and count (as import's report).
    public var notExported: [DocumentImport.Skipped]

    /// Maps `project` to a document.
    ///
    /// - Parameters:
    ///   - project: the layout to write.
    ///   - frames: the frames to write, relative to the superview (a solve's); a view not in it
    ///     keeps its design frame.
    /// - Throws: ``InterchangeError`` when the project has no view to export.
    public init(_ project: Project, frames: [ItemID: Rect] = [:]) throws(InterchangeError) {
        guard !project.rootViews.isEmpty else {
            throw InterchangeError(
                file: project.name, line: nil,
                reason: "the project has no root view, so there is nothing to export; add one with `layoutstore view add`")
        }
        var mapping = ExportMapping(project: project, frames: frames)
        document = IBDocument(platform: .cocoaTouch, toolsVersion: IBDocument.writtenToolsVersion, layoutRoots: mapping.layoutRoots())
        // The design device's safe area: the device that gives it (import infers it back from
        // the device, and from the frames where they measure it).
        if let root = project.rootViews.first(where: { $0.deviceSafeAreaInsets != nil }), let insets = root.deviceSafeAreaInsets {
            document.device = IBDevice.closest(to: insets, width: root.frame.width, height: root.frame.height)
        }
        notExported = mapping.skipped.map { DocumentImport.Skipped(reason: $0.key, count: $0.value) }.sorted { $0.reason < $1.reason }
    }
}

/// The state of one export: ids given so far, views' children, constraints by owning view.
struct ExportMapping {
    let project: Project
    let frames: [ItemID: Rect]
    var skipped: [String: Int] = [:]
    private var children: [ItemID?: [View]] = [:]
    /// The project's views by id: a constraint's items and a view's superview are looked up
    /// once each, not searched for.
    private var views: [ItemID: View] = [:]
    private var viewIDs: [ItemID: String] = [:]
    /// The id of each built-in guide a constraint refers to, by view and document key.
    private var guideIDs: [ItemID: [String: String]] = [:]
    private var owned: [ItemID: [IBConstraint]] = [:]
    private var excluded: [ItemID: Set<String>] = [:]
    /// Per owner view, the constraints installed or not per size class (its `<mask key="constraints">`).
    private var constraintMasks: [ItemID: [SizeClass: [String: Bool]]] = [:]
    private var naming = IBViewNaming()

    init(project: Project, frames: [ItemID: Rect]) {
        self.project = project
        self.frames = frames
        for view in project.views {
            children[view.parent, default: []].append(view)
            views[view.id] = views[view.id] ?? view
        }
        for key in children.keys { children[key]?.sort { ($0.index, $0.name) < ($1.index, $1.name) } }
    }

    mutating func layoutRoots() -> [IBLayoutRoot] {
        var ids = IBObjectIDs(
            taken: Set(project.views.compactMap(\.documentID) + project.constraints.compactMap(\.documentID)))
        if !project.guides.isEmpty {
            skipped["custom layout guides (UILayoutGuide): an Interface Builder document has none; export --swift keeps them", default: 0] +=
                project.guides.count
        }
        let exported = project.constraints.sorted { $0.id < $1.id }.filter { isExportable($0) }
        var owners: [ConstraintID: ItemID] = [:]
        // Views a constraint names other than as the view that holds it: those need an id.
        var named: Set<ItemID> = []
        for constraint in exported {
            let owner = owner(of: constraint)
            owners[constraint.id] = owner
            for anchor in [constraint.equation.first] + (constraint.equation.second.map { [$0] } ?? []) where anchor.guide == nil {
                if anchor.item != owner { named.insert(anchor.item) }
            }
        }
        // Ids: kept ones first (reserved above), then made ones in id order, so that a new
        // object never changes another's id. A cell's content view without one (as older
        // documents write it) gets none unless a constraint outside it names it.
        for view in project.views.sorted(by: { $0.id < $1.id }) {
            if let id = view.documentID {
                viewIDs[view.id] = id
            } else if !isContentView(view) || named.contains(view.id) {
                viewIDs[view.id] = ids.make(for: view.id.rawValue)
            }
        }
        let guideKeys: [BuiltInGuide: (key: String, role: UInt64)] = [
            .safeArea: ("safeArea", 1), .margins: ("layoutMargins", 2), .contentLayout: ("contentLayoutGuide", 3),
            .frameLayout: ("frameLayoutGuide", 4),
        ]
        var constraintIDs: [ConstraintID: String] = [:]
        for constraint in exported { constraintIDs[constraint.id] = constraint.documentID ?? ids.make(for: constraint.id.rawValue) }
        for constraint in exported {
            for anchor in [constraint.equation.first] + (constraint.equation.second.map { [$0] } ?? []) {
                guard let guide = anchor.guide, let (key, role) = guideKeys[guide], guideIDs[anchor.item]?[key] == nil else { continue }
                // Made from the view's document id where it has one, so that a re-import and
                // export keeps it (the Model does not keep a built-in guide's id).
                guideIDs[anchor.item, default: [:]][key] =
                    viewIDs[anchor.item].map { ids.make(forDocumentID: $0, role: role) }
                    ?? ids.make(for: anchor.item.rawValue, role: role)
            }
        }
        for constraint in exported {
            guard let owner = owners[constraint.id] else {
                skipped["constraints between views of different root views", default: 0] += 1
                continue
            }
            let id = constraintIDs[constraint.id]!
            owned[owner, default: []].append(ibConstraint(constraint, id: id, owner: owner, guideKeys: guideKeys))
            if !constraint.isActive { excluded[owner, default: []].insert(id) }
            for (sizeClass, variation) in constraint.variations {
                guard let isInstalled = variation.isInstalled else { continue }
                if sizeClass == .any {
                    // The base class's installation is the constraint's own (`isActive`).
                    if isInstalled != constraint.isActive { excluded[owner, default: []].formSymmetricDifference([id]) }
                } else {
                    constraintMasks[owner, default: [:]][sizeClass, default: [:]][id] = isInstalled
                }
            }
        }
        return (children[nil] ?? []).map { root in
            let view = ibView(root)
            return IBLayoutRoot(
                names: [project.name], view: view, isTopLevelView: !IBDefaults.cellElements.contains(view.element),
                canvasLocation: root.canvasLocation)
        }
    }

    /// Whether a document can hold the constraint: not one to a custom guide or the readable
    /// content guide, which Interface Builder has no element for.
    private mutating func isExportable(_ constraint: Constraint) -> Bool {
        let anchors = [constraint.equation.first] + (constraint.equation.second.map { [$0] } ?? [])
        if anchors.contains(where: { views[$0.item] == nil }) {
            skipped["constraints to custom layout guides", default: 0] += 1
            return false
        }
        if anchors.contains(where: { $0.guide == .readable }) {
            skipped["constraints to the readable content guide (a document has no element for it)", default: 0] += 1
            return false
        }
        return true
    }

    /// A cell's content view: the first subview of a table or collection view cell, a plain view.
    private func isContentView(_ view: View) -> Bool {
        guard let parent = view.parent.flatMap({ views[$0] }), let cellElement = IBDefaults.elements[parent.kind],
            IBDefaults.cellContentViews[cellElement] != nil
        else { return false }
        return view.kind == .view && children[parent.id]?.first?.id == view.id
    }

    /// The view that holds a constraint in the document: the nearest view that contains every
    /// item of it (the view itself for a constraint on one view).
    private func owner(of constraint: Constraint) -> ItemID? {
        func chain(_ id: ItemID) -> [ItemID] {
            var result: [ItemID] = []
            var current: ItemID? = id
            while let view = current, result.count <= project.views.count {
                result.append(view)
                current = views[view]?.parent
            }
            return result
        }
        let first = chain(constraint.equation.first.item)
        guard let second = constraint.equation.second else { return first.first }
        let others = Set(chain(second.item))
        return first.first(where: others.contains)
    }

    private func ibConstraint(
        _ constraint: Constraint, id: String, owner: ItemID, guideKeys: [BuiltInGuide: (key: String, role: UInt64)]
    ) -> IBConstraint {
        func item(_ anchor: Anchor<ItemID>) -> String? {
            guard let guide = anchor.guide, let key = guideKeys[guide]?.key else { return viewIDs[anchor.item] }
            return guideIDs[anchor.item]?[key]
        }
        let equation = constraint.equation
        let first = equation.first
        return IBConstraint(
            id: id,
            firstItem: first.item == owner && first.guide == nil ? nil : item(first),
            firstAttribute: IBDefaults.name(of: first.attribute),
            relation: equation.relation == .equal ? nil : IBDefaults.relations.first { $0.value == equation.relation }?.key,
            secondItem: equation.second.flatMap(item),
            secondAttribute: equation.second.map { IBDefaults.name(of: $0.attribute) },
            multiplier: IBNumber.multiplier(equation.multiplier),
            constant: equation.constant == 0 ? nil : IBNumber.text(equation.constant),
            priority: constraint.priority == .required ? nil : IBNumber.text(constraint.priority.rawValue),
            identifier: constraint.identifier, isPlaceholder: constraint.isPlaceholder, isSymbolic: constraint.isStandardSpacing,
            variations: Self.variations(of: constraint), line: 0)
    }

    /// A constraint's `<variation>` attributes per size class: its constant and priority.
    static func variations(of constraint: Constraint) -> IBVariations {
        var variations = IBVariations()
        for (sizeClass, variation) in constraint.variations {
            var attributes: [String: String] = [:]
            if let constant = variation.constant { attributes["constant"] = IBNumber.text(constant) }
            if let priority = variation.priority { attributes["priority"] = IBNumber.text(priority.rawValue) }
            if !attributes.isEmpty { variations.attributes[sizeClass] = attributes }
        }
        return variations
    }

    /// A view's `<variation>` elements: the masks of its constraints and subviews, and a stack
    /// view's attributes per size class.
    private func variations(of view: View) -> IBVariations {
        var variations = IBVariations()
        variations.constraints = constraintMasks[view.id] ?? [:]
        for child in children[view.id] ?? [] {
            guard let id = viewIDs[child.id] else { continue }
            for (sizeClass, variation) in child.variations {
                if let isInstalled = variation.isInstalled { variations.subviews[sizeClass, default: [:]][id] = isInstalled }
            }
        }
        variations.attributes = Self.stackAttributes(of: view)
        return variations
    }

    /// A stack view's attributes per size class (`axis`, `distribution`, `alignment`, `spacing`),
    /// as its `<variation>` elements write them; none for another view.
    static func stackAttributes(of view: View) -> [SizeClass: [String: String]] {
        guard view.stack != nil else { return [:] }
        var written: [SizeClass: [String: String]] = [:]
        for (sizeClass, variation) in view.variations {
            var attributes: [String: String] = [:]
            if let axis = variation.stackAxis { attributes["axis"] = axis.rawValue }
            if let distribution = variation.stackDistribution { attributes["distribution"] = distribution.rawValue }
            if let alignment = variation.stackAlignment {
                let axis = variation.stackAxis ?? view.stack?.axis ?? .horizontal
                switch alignment {
                case .fill: attributes["alignment"] = "fill"
                case .leading: attributes["alignment"] = axis == .horizontal ? "top" : "leading"
                case .trailing: attributes["alignment"] = axis == .horizontal ? "bottom" : "trailing"
                case .center, .firstBaseline, .lastBaseline: attributes["alignment"] = alignment.rawValue
                }
            }
            switch variation.stackSpacing {
            case nil: break
            case .standard?: attributes["spacingType"] = "standard"
            case .points(let points)?: attributes["spacing"] = IBNumber.text(points)
            }
            if !attributes.isEmpty { written[sizeClass] = attributes }
        }
        return written
    }

    private mutating func ibView(_ view: View) -> IBView {
        let isContent = isContentView(view)
        var element = IBDefaults.elements[view.kind] ?? "view"
        if isContent, let parent = view.parent.flatMap({ views[$0] }), let cell = IBDefaults.elements[parent.kind] {
            element = IBDefaults.cellContentViews[cell] ?? element
        }
        var frame = frames[view.id] ?? view.frame
        if view.parent == nil {
            frame.x = 0
            frame.y = 0
        }
        var attributes: [String: String] = [:]
        if isContent { attributes["key"] = "contentView" }
        var userLabel: String?
        if view.parent == nil {
            userLabel = project.name
            if view.name != "root" { skipped["root views not named 'root' (import names every root 'root')", default: 0] += 1 }
        } else {
            // A user label only where import would not give the view its name by itself.
            if naming.nextName(userLabel: nil, key: attributes["key"], element: element) == view.name {
                _ = naming.name(userLabel: nil, key: attributes["key"], element: element)
            } else {
                userLabel = view.name
                if naming.name(userLabel: view.name, key: attributes["key"], element: element) != view.name {
                    skipped["view names that are not identifiers import keeps (renamed on import)", default: 0] += 1
                }
            }
        }
        if view.isHidden { attributes["hidden"] = "YES" }
        if view.preservesSuperviewLayoutMargins { attributes["preservesSuperviewLayoutMargins"] = "YES" }
        if !view.insetsLayoutMarginsFromSafeArea { attributes["insetsLayoutMarginsFromSafeArea"] = "NO" }
        if view.semanticContentAttribute != .unspecified { attributes["semanticContentAttribute"] = view.semanticContentAttribute.rawValue }
        let priorities: [(String, Priority, Float)] = [
            ("horizontalHuggingPriority", view.contentHugging.horizontal, IBDefaults.contentHugging),
            ("verticalHuggingPriority", view.contentHugging.vertical, IBDefaults.contentHugging),
            ("horizontalCompressionResistancePriority", view.compressionResistance.horizontal, IBDefaults.compressionResistance),
            ("verticalCompressionResistancePriority", view.compressionResistance.vertical, IBDefaults.compressionResistance),
        ]
        for (name, priority, fallback) in priorities where priority.rawValue != fallback {
            attributes[name] = IBNumber.text(priority.rawValue)
        }
        // Import takes a control's stored size (of its alignment rectangle, as import will measure
        // it for the element written) as its intrinsic size; a placeholder says otherwise.
        let isEmptyStack = element == "stackView" && (children[view.id] ?? []).isEmpty
        let takesStoredSize = view.parent != nil && (IBDefaults.elementsWithIntrinsicSize.contains(element) || isEmptyStack)
        let aligned = IBAlignmentInsets.cocoaTouch(element: element, frameHeight: frame.height)
        let stored =
            takesStoredSize
            ? IntrinsicContentSize(width: frame.width - aligned.left - aligned.right, height: frame.height - aligned.top - aligned.bottom)
            : .noIntrinsicMetric
        if view.intrinsicContentSize.width != stored.width {
            attributes["placeholderIntrinsicWidth"] = view.intrinsicContentSize.width.map(IBNumber.text) ?? IBDefaults.noIntrinsicMetric
        }
        if view.intrinsicContentSize.height != stored.height {
            attributes["placeholderIntrinsicHeight"] = view.intrinsicContentSize.height.map(IBNumber.text) ?? IBDefaults.noIntrinsicMetric
        }
        if view.baselineOffsets != .noText { skipped["baseline offsets (a document takes them from the font)", default: 0] += 1 }
        // A subview translates its autoresizing mask, or constraints place it (or nothing does,
        // and it keeps its frame): Interface Builder writes the mask, or that it does not translate one.
        var autoresizingMask: Set<String>?
        if view.parent == nil {
            // A top-level view as Interface Builder writes a new one (its frame is the canvas's).
            autoresizingMask = IBAutoresizingMask.names(of: [.flexibleRightMargin, .flexibleBottomMargin])
        } else {
            if let mask = view.autoresizingMask {
                autoresizingMask = IBAutoresizingMask.names(of: mask)
            } else {
                attributes["translatesAutoresizingMaskIntoConstraints"] = "NO"
            }
        }
        if let stack = view.stack { stackAttributes(stack, of: view, into: &attributes) }
        // How the text is set, as the inspector writes it: `natural` for UIKit's default (none
        // in the model), nothing for left (the format's default).
        let alignment = view.content.textAlignment == .natural ? nil : view.content.textAlignment
        if IBDefaults.uiKitTextElements.contains(element), alignment != IBDefaults.uiKitTextAlignment {
            attributes["textAlignment"] = alignment?.rawValue ?? TextAlignment.natural.rawValue
        }
        var subviews: [IBView] = []
        for child in children[view.id] ?? [] { subviews.append(ibView(child)) }
        // Sorted by their ids taken out once, each constraint then copied once: a sort of the
        // constraints themselves moved and copied every one of them at each step.
        let held = owned[view.id] ?? []
        let ids = held.map { $0.id ?? "" }
        let constraints = ids.indices.sorted { ids[$0] < ids[$1] }.map { held[$0] }
        var ibView = IBView(
            id: viewIDs[view.id], element: element, customClass: nil, userLabel: userLabel, frame: frame, attributes: attributes,
            // A root's margins always: import gives a top-level view without them a controller's;
            // and a table cell's content view's, whose default depends on the document's version.
            layoutMargins: view.layoutMargins == IBDefaults.layoutMargins && view.parent != nil && element != "tableViewCellContentView"
                ? nil : view.layoutMargins,
            guideIDs: guideIDs[view.id] ?? [:], subviews: subviews, constraints: constraints,
            excludedConstraintIDs: excluded[view.id] ?? [], line: 0, autoresizingMask: autoresizingMask)
        ibView.variations = variations(of: view)
        if IBDefaults.uiKitTextElements.contains(element) { ibView.content.textAlignment = alignment }
        return ibView
    }

    /// A `<stackView>`'s attributes as UIStackView's inspector writes them (defaults left out:
    /// horizontal, fill, fill, spacing 0).
    private mutating func stackAttributes(_ stack: StackView, of view: View, into attributes: inout [String: String]) {
        if stack.axis == .vertical { attributes["axis"] = "vertical" }
        if stack.distribution == .gravityAreas {
            // A UIStackView has no gravity areas: its views come back in order, filling.
            skipped["NSStackView gravity areas (a UIStackView has none): written as fill", default: 0] += 1
        } else if stack.distribution != .fill {
            attributes["distribution"] = stack.distribution.rawValue
        }
        switch stack.alignment {
        case .fill: break
        case .leading: attributes["alignment"] = stack.axis == .horizontal ? "top" : "leading"
        case .trailing: attributes["alignment"] = stack.axis == .horizontal ? "bottom" : "trailing"
        case .center, .firstBaseline, .lastBaseline: attributes["alignment"] = stack.alignment.rawValue
        }
        switch stack.spacing {
        case .standard: attributes["spacingType"] = "standard"
        case .points(let points): if points != 0 { attributes["spacing"] = IBNumber.text(points) }
        }
        if stack.isBaselineRelativeArrangement { attributes["baselineRelativeArrangement"] = "YES" }
        if stack.isLayoutMarginsRelativeArrangement { attributes["layoutMarginsRelativeArrangement"] = "YES" }
        if !stack.customSpacing.isEmpty {
            skipped["custom spacing after arranged views (a document does not keep it)", default: 0] += stack.customSpacing.count
        }
        if stack.arrangedSubviews != (children[view.id] ?? []).map(\.id) {
            skipped["stack views that do not arrange exactly their subviews in order (a document arranges every subview)", default: 0] += 1
        }
    }
}

/// Numbers as Interface Builder writes them: `0.0`, `20`, `20.5`; multipliers as `16:9`
/// where a decimal would be long.
enum IBNumber {
    static func text(_ value: Double) -> String {
        value == 0 ? "0.0" : formatNumber(value)
    }

    static func text(_ value: Float) -> String {
        if value == 0 { return "0.0" }
        if value == value.rounded(), abs(value) < 1e7 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `nil` for 1 (the default); a ratio `p:q` (q up to 100) where it is exactly the value and
    /// shorter than the decimal, as Interface Builder writes aspect ratios.
    static func multiplier(_ value: Double) -> String? {
        guard value != 1 else { return nil }
        let decimal = text(value)
        guard decimal.count > 6 else { return decimal }
        for denominator in 2...100 {
            let numerator = (value * Double(denominator)).rounded()
            if numerator != 0, abs(numerator) < 1e6, numerator / Double(denominator) == value {
                return "\(Int(numerator)):\(denominator)"
            }
        }
        return decimal
    }
}
