import Model

/// An Interface Builder document mapped to projects: one project per layout root, and what
/// could not be imported, with the reason.
public struct DocumentImport: Sendable {
    /// Something of the document that was not imported (or not fully), and why.
    public struct Skipped: Hashable, Sendable, Codable {
        /// What was left out, in words (`constraints to objects outside the layout root`).
        public var reason: String
        /// How many times it occurs in the document.
        public var count: Int

        /// A reason and how many things it left out.
        public init(reason: String, count: Int) {
            self.reason = reason
            self.count = count
        }
    }

    /// The projects, each view and constraint with the object id it has in the document
    /// (`View/documentID`, `Constraint/documentID`); each root view with the safe-area
    /// insets of the device it was designed on (`View/deviceSafeAreaInsets`), which the file
    /// does not store: see `DesignInsets`.
    public var projects: [Project]
    /// Per project, the views the document marks misplaced or ambiguous: their stored frames do
    /// not follow from the constraints.
    public var unreliableFrames: [Set<ItemID>]
    /// Per project, the views the document stores no frame for (Xcode 8.0 saved none for the
    /// views its constraints place): their `View/frame` is zero, not a frame to compare with.
    public var unstoredFrames: [Set<ItemID>]
    /// What was not imported, by reason.
    public var skipped: [Skipped]
    /// Per project, where each view's and constraint's element starts in the document's bytes
    /// (``XMLElement/offset``): what a write back in place edits (``DocumentWriteBack``).
    public var elementOffsets: [ElementOffsets]

    /// Where a project's views and constraints stand in the document they were imported from.
    public struct ElementOffsets: Hashable, Sendable {
        /// Each view's element, by the offset of its `<`.
        public var views: [ItemID: Int] = [:]
        /// Each constraint's element, by the offset of its `<`.
        public var constraints: [ConstraintID: Int] = [:]

        /// Offsets by view and constraint id; none by default.
        public init(views: [ItemID: Int] = [:], constraints: [ConstraintID: Int] = [:]) {
            self.views = views
            self.constraints = constraints
        }
    }

    /// Maps the document's layout roots to projects named from the document; `fallbackName`
    /// (the file's name) names the roots the document leaves unnamed. Project names are ones
    /// a store takes (shortened to `Project/maximumNameLength` characters, on one line), made
    /// unique among themselves and against `taken`.
    public init(_ document: IBDocument, fallbackName: String, taken: Set<String> = []) {
        var projects: [Project] = []
        var unreliable: [Set<ItemID>] = []
        var unstored: [Set<ItemID>] = []
        var offsets: [ElementOffsets] = []
        var skipped: [String: Int] = [:]
        var names = taken
        for (index, root) in document.layoutRoots.enumerated() {
            let base = ImportedProjectName.from(
                root.names.first { !$0.allSatisfy(\.isWhitespace) }
                    ?? (document.layoutRoots.count == 1 ? fallbackName : "\(fallbackName)-\(index + 1)"))
            let name = ImportedProjectName.unique(base, avoiding: names)
            names.insert(name)
            var mapping = RootMapping(platform: document.platform, toolsVersion: document.toolsVersion)
            mapping.imageSizes = document.imageSizes
            var project = mapping.project(named: name, root: root.view, legacyGuides: root.legacyGuides)
            let design = DesignInsets(of: project, root: root, device: document.device, platform: document.platform)
            if let margins = design.margins { project.views[0].layoutMargins = margins }
            if design.safeArea != .zero { project.views[0].deviceSafeAreaInsets = design.safeArea }
            project.views[0].canvasLocation = root.canvasLocation
            projects.append(project)
            unreliable.append(mapping.unreliableFrames)
            unstored.append(mapping.unstoredFrames)
            offsets.append(mapping.elementOffsets)
            for (reason, count) in mapping.skipped { skipped[reason, default: 0] += count }
        }
        self.projects = projects
        self.unreliableFrames = unreliable
        self.unstoredFrames = unstored
        self.elementOffsets = offsets
        self.skipped = skipped.map { Skipped(reason: $0.key, count: $0.value) }.sorted { $0.reason < $1.reason }
    }
}

/// Maps one layout root, keeping what it has seen: item ids by document id, names taken.
struct RootMapping {
    let platform: IBDocument.Platform
    let toolsVersion: Double?
    var views: [View] = []
    var constraints: [Constraint] = []
    var skipped: [String: Int] = [:]
    var unreliableFrames: Set<ItemID> = []
    var unstoredFrames: Set<ItemID> = []
    var elementOffsets = DocumentImport.ElementOffsets()
    /// Document id → the item (and built-in guide) it stands for.
    private var anchors: [String: (item: ItemID, guide: BuiltInGuide?)] = [:]
    /// The controller's legacy top and bottom layout guides by document id: `true` for the top one.
    private var legacyGuides: [String: Bool] = [:]
    private var rootItem: ItemID?
    /// The stack views seen so far: their subviews are arranged, and do not translate a mask.
    private var stackViews: Set<ItemID> = []
    /// The document's image sizes, which a view's image takes.
    var imageSizes: [String: IBDocument.Size] = [:]
    private var naming = IBViewNaming()
    private var pending: [(owner: ItemID, constraint: IBConstraint, excluded: Bool, masks: [SizeClass: [String: Bool]])] = []
    /// Whether a view is installed per size class, by its document id, from its superview's
    /// `<mask key="subviews">`.
    private var installations: [String: [SizeClass: Bool]] = [:]
    /// AppKit controls whose alignment insets the table does not know, by item: the class they
    /// are measured by, the element, and the axes their content sizes.
    private var unmeasured: [ItemID: (className: String, ibView: IBView, content: (width: Bool, height: Bool), table: EdgeInsets)] = [:]

    init(platform: IBDocument.Platform, toolsVersion: Double? = nil) {
        self.platform = platform
        self.toolsVersion = toolsVersion
    }

    mutating func project(named name: String, root: IBView, legacyGuides: [String: Bool] = [:]) -> Project {
        self.legacyGuides = legacyGuides
        let rootID = ItemID()
        rootItem = rootID
        add(root, id: rootID, name: "root", parent: nil, index: 0, parentSize: nil)
        for (owner, constraint, excluded, masks) in pending { addConstraint(constraint, owner: owner, excluded: excluded, masks: masks) }
        measureInsets()
        return Project(name: name, views: views, constraints: constraints)
    }

    private mutating func add(_ ibView: IBView, id: ItemID, name: String, parent: ItemID?, index: Int, parentSize: (width: Double, height: Double)?) {
        let kind = IBDefaults.kinds[ibView.element] ?? .view
        var frame = ibView.frame ?? .zero
        let measuresYUp = platform == .cocoa && parentSize != nil && ibView.attributes["flipped"] != "YES"
        if parent == nil {
            frame.x = 0
            frame.y = 0
        } else if measuresYUp, let parentSize {
            frame.y = parentSize.height - frame.y - frame.height  // AppKit measures y up from the bottom.
        } else if ibView.frame == nil, ibView.attributes["key"] == "contentView", let parentSize {
            // Older documents give a cell's content view no frame: the cell lays it out over its
            // bounds, a table cell's above its 1 pt separator (those documents' canvas is 1x, as
            // Eureka's WeekDaysCell, which stores its 60 pt content view in a 61 pt cell, shows).
            let separator = ibView.element == "tableViewCellContentView" ? IBDefaults.legacyCellSeparator : 0
            frame = Rect(x: 0, y: 0, width: parentSize.width, height: max(0, parentSize.height - separator))
        }
        func priority(_ attribute: String, _ fallback: Float) -> Priority {
            Priority(ibView.attributes[attribute].flatMap(Float.init) ?? fallback)
        }
        var view = View(
            id: id, name: name, parent: parent, index: index, kind: kind, frame: frame,
            contentHugging: AxisPriorities(
                horizontal: priority("horizontalHuggingPriority", IBDefaults.contentHugging),
                vertical: priority("verticalHuggingPriority", IBDefaults.contentHugging)),
            compressionResistance: AxisPriorities(
                horizontal: priority("horizontalCompressionResistancePriority", IBDefaults.compressionResistance),
                vertical: priority("verticalCompressionResistancePriority", IBDefaults.compressionResistance)),
            isHidden: ibView.attributes["hidden"] == "YES", documentID: ibView.id)
        view.content = ibView.content
        if let name = view.content.image?.name, let size = imageSizes[name] {
            view.content.image = ImageReference(name: name, width: size.width, height: size.height)
        }
        if let margins = ibView.layoutMargins { view.layoutMargins = margins }
        if ibView.attributes["preservesSuperviewLayoutMargins"] == "YES" { view.preservesSuperviewLayoutMargins = true }
        if ibView.attributes["insetsLayoutMarginsFromSafeArea"] == "NO" { view.insetsLayoutMarginsFromSafeArea = false }
        if let semantic = ibView.attributes["semanticContentAttribute"].flatMap(SemanticContentAttribute.init) {
            view.semanticContentAttribute = semantic
        }
        // Intrinsic content size is not in the file: the stored size stands in for it, unless
        // the document sets a placeholder.
        var content = IBDefaults.intrinsicAxes(
            ofElement: ibView.element, attributes: ibView.attributes, cellAttributes: ibView.cellAttributes, frame: frame)
        // An empty UIStackView makes no constraints of its own: nothing sizes it, and Interface
        // Builder keeps the size it was given (JTAppleCalendar's row of buttons ends in one 123 pt
        // wide that its enclosing stacks are laid out around). Its stored size stands in, as a
        // control's does.
        if platform == .cocoaTouch, kind == .stackView, ibView.subviews.isEmpty { content = (true, true) }
        if parent != nil {
            let table = IBAlignmentInsets.of(ibView, platform: platform, toolsVersion: toolsVersion)
            view.alignmentInsets = table ?? .zero
            if platform == .cocoa, table == nil || IBMeasuredInsets.isMeasured(ibView) {
                unmeasured[id] = (IBMeasuredInsets.className(of: ibView), ibView, content, table ?? .zero)
            }
            view.autoresizingMask = IBAutoresizingMask.of(
                ibView, isArranged: parent.map(stackViews.contains) ?? false, measuresYUp: measuresYUp)
            sizeByContent(&view, ibView, content: content)
        }
        applyPlaceholderSizes(&view, ibView)
        if ibView.attributes["misplaced"] == "YES" || ibView.attributes["ambiguous"] == "YES" { unreliableFrames.insert(id) }
        if parent != nil, ibView.frame == nil, ibView.attributes["key"] != "contentView" { unstoredFrames.insert(id) }
        let subviewIDs = ibView.subviews.map { _ in ItemID() }
        if kind == .stackView {
            view.stack = stackView(ibView, arranging: subviewIDs)
            stackViews.insert(id)
        }
        view.variations = variations(of: ibView, isStack: kind == .stackView)
        for (sizeClass, installed) in ibView.variations.subviews {
            for (reference, isInstalled) in installed { installations[reference, default: [:]][sizeClass] = isInstalled }
        }
        views.append(view)
        elementOffsets.views[id] = ibView.offset
        if let documentID = ibView.id { anchors[documentID] = (id, nil) }
        for (key, guideID) in ibView.guideIDs {
            switch key {
            case "safeArea": anchors[guideID] = (id, .safeArea)
            case "layoutMargins": anchors[guideID] = (id, .margins)
            case "contentLayoutGuide": anchors[guideID] = (id, .contentLayout)
            case "frameLayoutGuide": anchors[guideID] = (id, .frameLayout)
            default: skipped["layout guides '\(key)'", default: 0] += 1
            }
        }
        for (position, var subview) in ibView.subviews.enumerated() {
            if let margins = IBDefaults.contentViewMargins(of: subview, in: ibView, toolsVersion: toolsVersion) {
                subview.layoutMargins = margins
            }
            add(
                subview, id: subviewIDs[position],
                name: naming.name(userLabel: subview.userLabel, key: subview.attributes["key"], element: subview.element, shows: subview.content),
                parent: id,
                index: position, parentSize: (frame.width, frame.height))
        }
        for constraint in ibView.constraints {
            pending.append((id, constraint, constraint.id.map(ibView.excludedConstraintIDs.contains) ?? false, ibView.variations.constraints))
        }
    }

    /// A view's baselines and intrinsic content size, which its alignment rectangle measures: the
    /// stored frame less the alignment insets stands in for the content's size (the file does not
    /// store it) on the axes the content sizes.
    private func sizeByContent(_ view: inout View, _ ibView: IBView, content: (width: Bool, height: Bool)) {
        let aligned = view.alignmentRect(ofFrame: view.frame)
        if let baselines = IBBaselines.estimated(of: ibView, alignmentHeight: aligned.height, platform: platform) {
            view.baselineOffsets = baselines
        }
        view.intrinsicContentSize = IntrinsicContentSize(
            width: content.width ? aligned.width : nil, height: content.height ? aligned.height : nil)
    }

    /// The intrinsic size the document sets as a placeholder, which wins over the content's.
    private func applyPlaceholderSizes(_ view: inout View, _ ibView: IBView) {
        if let width = ibView.attributes["placeholderIntrinsicWidth"] {
            view.intrinsicContentSize.width = Double(width)
        }
        if let height = ibView.attributes["placeholderIntrinsicHeight"] {
            view.intrinsicContentSize.height = Double(height)
        }
    }

    /// Gives the AppKit controls the inset table has no rule for the insets the document's own
    /// frames and constraints measure (``IBMeasuredInsets``), and sizes them by their content again.
    private mutating func measureInsets() {
        guard !unmeasured.isEmpty else { return }
        let measured = IBMeasuredInsets(views: views, constraints: constraints, classes: unmeasured.mapValues(\.className))
        for index in views.indices {
            guard let (className, ibView, content, table) = unmeasured[views[index].id] else { continue }
            views[index].alignmentInsets = measured.insets(of: views[index].id, in: className, otherwise: table)
            sizeByContent(&views[index], ibView, content: content)
            applyPlaceholderSizes(&views[index], ibView)
        }
    }

    /// A view's size-class variations: whether it is installed (its superview's masks, seen
    /// before it), and a stack view's axis, distribution, alignment and spacing per class.
    /// Anything else a variation sets is counted as not imported.
    private mutating func variations(of ibView: IBView, isStack: Bool) -> [SizeClass: ViewVariation] {
        var variations: [SizeClass: ViewVariation] = [:]
        if let documentID = ibView.id {
            for (sizeClass, isInstalled) in installations[documentID] ?? [:] {
                variations[sizeClass, default: ViewVariation()].isInstalled = isInstalled
            }
        }
        for (reason, count) in ibView.variations.other { skipped[reason, default: 0] += count }
        for (sizeClass, attributes) in ibView.variations.attributes {
            var variation = variations[sizeClass] ?? ViewVariation()
            for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
                var read = false
                if isStack {
                    switch name {
                    case "axis":
                        variation.stackAxis = Axis(rawValue: value)
                        read = variation.stackAxis != nil
                    case "distribution":
                        variation.stackDistribution = StackView.Distribution(rawValue: value)
                        read = variation.stackDistribution != nil
                    case "alignment":
                        variation.stackAlignment = Self.stackAlignments[value]
                        read = variation.stackAlignment != nil
                    case "spacing":
                        if variation.stackSpacing != .standard, let points = Double(value) { variation.stackSpacing = .points(points) }
                        read = Double(value) != nil
                    case "spacingType":
                        if value == "standard" { variation.stackSpacing = .standard }
                        read = value == "standard"
                    default: break
                    }
                }
                if !read { skipped["size-class variations of the attribute '\(name)' (the base value is imported)", default: 0] += 1 }
            }
            if !variation.isEmpty { variations[sizeClass] = variation }
        }
        return variations
    }

    /// A `<stackView>`'s arrangement: UIStackView's `axis`, or NSStackView's `orientation`, and
    /// their defaults (NSStackView centres and spaces by 8 unless told otherwise); every subview
    /// is arranged, in document order. An NSStackView with no `distribution` has AppKit's
    /// default, gravity areas, and its subviews come in `<beginningViews>`, `<middleViews>` and
    /// `<endViews>`: each view's area is its gravity.
    private mutating func stackView(_ ibView: IBView, arranging subviews: [ItemID]) -> StackView {
        let attributes = ibView.attributes
        let axis: Axis = (attributes["axis"] ?? attributes["orientation"]) == "vertical" ? .vertical : .horizontal
        var stack = StackView(axis: axis, arrangedSubviews: subviews)
        switch attributes["distribution"] {
        case nil where platform == .cocoa || ibView.gravityAreas != nil: stack.distribution = .gravityAreas
        case nil, "fill"?: stack.distribution = .fill
        case let name?:
            if let distribution = StackView.Distribution(rawValue: name) {
                stack.distribution = distribution
            } else {
                skipped["stack distribution '\(name)': imported as fill", default: 0] += 1
            }
        }
        let gravities: [String: StackView.Gravity] = ["middleViews": .center, "endViews": .trailing]
        for (id, area) in zip(subviews, ibView.gravityAreas ?? []) {
            if let gravity = gravities[area] { stack.gravities[id] = gravity }
        }
        stack.alignment = attributes["alignment"].flatMap { Self.stackAlignments[$0] } ?? (platform == .cocoa ? .center : .fill)
        if attributes["spacingType"] == "standard" {
            stack.spacing = .standard
        } else {
            stack.spacing = .points(attributes["spacing"].flatMap(Double.init) ?? (platform == .cocoa ? StackView.Spacing.standardPoints : 0))
        }
        if platform == .cocoa {
            // NSStackView's own hugging (AppKit's default is `defaultLow` on both axes): it makes
            // the stack lay out as AppKit's.
            func hugging(_ attribute: String) -> Priority {
                Priority(attributes[attribute].flatMap(Float.init) ?? Priority.defaultLow.rawValue)
            }
            stack.hugging = AxisPriorities(
                horizontal: hugging("horizontalStackHuggingPriority"), vertical: hugging("verticalStackHuggingPriority"))
        }
        stack.isBaselineRelativeArrangement = attributes["baselineRelativeArrangement"] == "YES"
        // A UIStackView given layout margins in Interface Builder arranges within them: the file
        // then says nothing of the arrangement, but the frames it stores are laid out so.
        stack.isLayoutMarginsRelativeArrangement =
            attributes["layoutMarginsRelativeArrangement"].map { $0 == "YES" }
            ?? (platform == .cocoaTouch && ibView.layoutMargins != nil)
        return stack
    }

    /// A stack view's `alignment` as UIKit's and AppKit's documents name it.
    static let stackAlignments: [String: StackView.Alignment] = [
        "fill": .fill, "top": .leading, "leading": .leading, "left": .leading, "center": .center, "centerX": .center,
        "centerY": .center, "bottom": .trailing, "trailing": .trailing, "right": .trailing, "firstBaseline": .firstBaseline,
        "baseline": .lastBaseline, "lastBaseline": .lastBaseline,
    ]

    private mutating func addConstraint(_ ib: IBConstraint, owner: ItemID, excluded: Bool, masks: [SizeClass: [String: Bool]]) {
        func skip(_ reason: String) { skipped[reason, default: 0] += 1 }
        func anchor(_ documentID: String?, _ attributeName: String) -> Anchor<ItemID>?? {
            guard let attribute = IBDefaults.attributeNames[attributeName] ?? Attribute(rawValue: attributeName) else {
                skip("constraints with an attribute layoutstore does not know")
                return .some(nil)
            }
            guard let documentID else { return Anchor(owner, attribute) }
            if let isTop = legacyGuides[documentID], let root = rootItem {
                guard let anchor = Self.legacyGuideAnchor(isTop: isTop, attribute, root: root) else {
                    skip("constraints to a legacy layout guide's size or centre")
                    return .some(nil)
                }
                return anchor
            }
            guard let target = anchors[documentID] else {
                skip("constraints to objects outside the layout root")
                return .some(nil)
            }
            return Anchor(target.item, attribute, guide: target.guide)
        }
        guard let firstResult = anchor(ib.firstItem, ib.firstAttribute), let first = firstResult else { return }
        var second: Anchor<ItemID>?
        if let attributeName = ib.secondAttribute, attributeName != "notAnAttribute" {
            guard let secondResult = anchor(ib.secondItem ?? (ib.firstItem == nil ? nil : nil), attributeName), let resolved = secondResult else {
                return
            }
            second = resolved
        }
        guard let relation = IBDefaults.relations[ib.relation ?? IBDefaults.relation] else {
            return skip("constraints with an unknown relation")
        }
        guard let multiplier = Self.multiplier(ib.multiplier), let constant = ib.constant.map({ Double($0) }) ?? IBDefaults.constant,
            let priorityValue = ib.priority.map({ Float($0) }) ?? IBDefaults.priority
        else { return skip("constraints with a multiplier, constant or priority that is not a number") }
        let equation = Equation(first, relation, multiplier: multiplier, second, constant: constant)
        let priority = Priority(priorityValue)
        if equation.brokenRule(priority: priority) != nil { return skip("constraints that break one of Auto Layout's rules") }
        var constraint = Constraint(
            identifier: ib.identifier, equation: equation, priority: priority, isPlaceholder: ib.isPlaceholder, isActive: !excluded,
            documentID: ib.id, isStandardSpacing: ib.isSymbolic)
        constraint.variations = constraintVariations(of: ib, masks: masks)
        constraints.append(constraint)
        elementOffsets.constraints[constraint.id] = ib.offset
    }

    /// A constraint's size-class variations: installed or not per class (its owner's masks;
    /// the base class's exclusion is `Constraint.isActive`), and the constant and priority a
    /// class sets. Anything else is counted as not imported.
    private mutating func constraintVariations(of ib: IBConstraint, masks: [SizeClass: [String: Bool]]) -> [SizeClass: ConstraintVariation] {
        var variations: [SizeClass: ConstraintVariation] = [:]
        if let id = ib.id {
            for (sizeClass, installed) in masks where sizeClass != .any {
                if let isInstalled = installed[id] { variations[sizeClass, default: ConstraintVariation()].isInstalled = isInstalled }
            }
        }
        for (reason, count) in ib.variations.other { skipped[reason, default: 0] += count }
        for (sizeClass, attributes) in ib.variations.attributes {
            var variation = variations[sizeClass] ?? ConstraintVariation()
            for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
                switch name {
                case "constant" where Double(value) != nil: variation.constant = Double(value)
                case "priority" where Float(value).map({ Priority.validRange.contains($0) }) == true:
                    variation.priority = Float(value).map { Priority($0) }
                default: skipped["size-class variations of a constraint's '\(name)' (the base value is imported)", default: 0] += 1
                }
            }
            if !variation.isEmpty { variations[sizeClass] = variation }
        }
        return variations
    }

    /// A legacy layout guide's edge as the root's safe area, as Xcode's "Use Safe Area Layout
    /// Guides" converts it: the top guide spans from the root's top to the safe area's top, the
    /// bottom guide from the safe area's bottom to the root's bottom. `nil` for its other attributes.
    static func legacyGuideAnchor(isTop: Bool, _ attribute: Attribute, root: ItemID) -> Anchor<ItemID>? {
        switch (isTop, attribute) {
        case (true, .top): Anchor(root, .top)
        case (true, .bottom): Anchor(root, .top, guide: .safeArea)
        case (false, .top): Anchor(root, .bottom, guide: .safeArea)
        case (false, .bottom): Anchor(root, .bottom)
        default: nil
        }
    }

    /// `0.5`, `16:9` and `23/15` all mean a ratio; none means 1.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return IBDefaults.multiplier }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator)).compactMap { Double($0) }
            guard parts.count == 2, parts[1] != 0 else { return nil }
            return parts[0] / parts[1]
        }
        return Double(text)
    }
}
