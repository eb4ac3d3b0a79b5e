import Model
import Solver

extension Picture {
    /// Draws a solved layout in Interface Builder's visual language (seed, "Working with
    /// Constraints in Interface Builder"): every view at its solved frame (or design frame),
    /// labelled with its name and nested as in the hierarchy, its kind in a quiet fill; guides
    /// as tinted areas; and the constraints of the named views (all when none is named) as
    /// I-bars and lines, solid when required and dashed when optional, blue, orange or red by
    /// their items' state, with `=`, `≥` and `≤` badges. With a previous layout, what changed
    /// since it is overlaid in colours of its own, with a legend.
    ///
    /// - Throws: ``RenderError/unknownView(_:project:suggestion:)`` for a name in
    ///   ``RenderOptions/views`` that neither layout has.
    /// - Complexity: O(*n* log *n*) in the number of views, guides and constraints (times the
    ///   depth of the hierarchy for constraints between distant views).
    public init(_ layout: SolvedLayout, options: RenderOptions = RenderOptions()) throws(RenderError) {
        var builder = PictureBuilder(layout, options: options)
        try builder.selectViews(options.views)
        builder.drawViews()
        builder.drawGuides()
        builder.drawConstraints()
        if options.previous != nil { builder.drawRemovals() }
        self = builder.finish(title: options.title ?? layout.project.name)
    }
}

/// Collects the elements of a picture.
struct PictureBuilder {
    let drawing: LayoutDrawing
    let previous: LayoutDrawing?
    var elements: [PictureElement] = []
    var legend: Set<LegendEntry> = []
    /// The items whose constraints are drawn; nil for all.
    var selected: Set<ItemID>?
    /// Built-in guides the drawn constraints use.
    var usedGuides: Set<GuideUse> = []

    struct GuideUse: Hashable {
        var view: ItemID
        var guide: BuiltInGuide
    }

    init(_ layout: SolvedLayout, options: RenderOptions) {
        drawing = LayoutDrawing(layout, drawsDesignFrames: options.drawsDesignFrames)
        previous = options.previous.map { LayoutDrawing($0, drawsDesignFrames: options.drawsDesignFrames) }
        // A view has a rectangle and a name, a constraint a bar or two, a constant and a badge.
        elements.reserveCapacity(3 * layout.project.views.count + 3 * layout.project.constraints.count + 32)
    }

    var project: Project { drawing.layout.project }

    mutating func selectViews(_ names: [String]) throws(RenderError) {
        guard !names.isEmpty else { return }
        var ids: Set<ItemID> = []
        for name in names {
            if let id = project.itemID(named: name) ?? previous?.layout.project.itemID(named: name) {
                ids.insert(id)
            } else {
                throw .unknownView(name, project: project.name, suggestion: project.closestName(to: name))
            }
        }
        selected = ids
    }

    // MARK: Views

    mutating func drawViews() {
        let previousViews = previous?.views
        for view in drawing.layoutOrder {
            guard let frame = drawing.frame(of: view.id) else { continue }
            let order = 2 * (drawing.orderIndex[view.id] ?? 0)
            var ink = view.parent == nil ? Ink.viewOutline : drawing.status.ink(of: view.id)
            // Only views some constraint speaks about are blue; the others keep a quiet outline.
            if ink == .inPlace { ink = .viewOutline }
            if let previousViews, let previous {
                if previousViews[view.id] == nil {
                    ink = .added
                    legend.insert(.addedView)
                } else if let before = previous.frame(of: view.id), before.differs(from: frame) {
                    ink = .changed
                    legend.insert(.movedView)
                    elements.append(
                        PictureElement(
                            id: .view(view.id, .previous), role: .previousFrame, subject: .item(view.id), mark: .rectangle(before),
                            style: Style(stroke: .changed, dash: .dashed)))
                }
            }
            if ink == .misplaced { legend.insert(.misplaced) }
            if ink == .conflict { legend.insert(.conflict) }
            elements.append(
                PictureElement(
                    id: .view(view.id), role: .view, subject: .item(view.id), mark: .rectangle(frame),
                    style: Style(
                        stroke: ink, fill: PictureBuilder.fill(of: view.kind),
                        dash: view.isHidden ? .dotted : view.kind == .stackView ? .dashed : .solid,
                        lineWidth: ink == .viewOutline ? 1 : 1.5, opacity: view.isHidden ? 0.45 : 1),
                    depthOrder: order))
            elements.append(
                PictureElement(
                    id: .view(view.id, .name), role: .viewName, subject: .item(view.id),
                    mark: .text(
                        TextMark(view.name, detail: view.kind == .view ? nil : view.kind.rawValue, at: Point(x: frame.x + 4, y: frame.y + 12))),
                    style: Style(fill: .text, opacity: view.isHidden ? 0.45 : 1)))
            // A misplaced view's other frame, dashed: where the constraints put it, or where
            // the design has it.
            if drawing.status.ink(of: view.id) == .misplaced, let other = drawing.alternativeFrame(of: view.id), other.differs(from: frame) {
                elements.append(
                    PictureElement(
                        id: .view(view.id, .outline), role: drawing.drawsDesignFrames ? .solvedOutline : .designOutline,
                        subject: .item(view.id), mark: .rectangle(other), style: Style(stroke: .misplaced, dash: .dashed)))
            }
        }
    }

    /// A quiet fill for each family of kinds: containers white, text grey, controls blue,
    /// pictures and indicators violet.
    static func fill(of kind: ViewKind) -> Ink {
        switch kind {
        case .view, .stackView, .scrollView, .tableView, .collectionView, .tableViewCell, .collectionViewCell, .visualEffectView:
            .containerFill
        case .label, .textField, .textView:
            .textFill
        case .button, .switch, .slider, .stepper, .segmentedControl, .pageControl, .datePicker, .pickerView:
            .controlFill
        case .imageView, .progressView, .activityIndicator, .webView, .mapView:
            .mediaFill
        }
    }

    // MARK: Guides

    /// Custom guides that have a frame, each root's safe area where the device has insets, and
    /// the built-in guides the drawn constraints use.
    mutating func drawGuides() {
        for constraint in includedConstraints(of: drawing) {
            for anchor in [constraint.equation.first, constraint.equation.second].compactMap({ $0 }) {
                guard drawing.views[anchor.item] != nil else { continue }
                if let guide = anchor.guide ?? (anchor.attribute.isMarginForm ? .margins : nil) {
                    usedGuides.insert(GuideUse(view: anchor.item, guide: guide))
                }
            }
        }
        let insets = drawing.layout.environment.safeAreaInsets
        if insets != .zero {
            for root in drawing.layoutOrder where root.parent == nil { usedGuides.insert(GuideUse(view: root.id, guide: .safeArea)) }
        }
        for use in usedGuides {
            guard let view = drawing.views[use.view], let rect = drawing.frame(of: use.guide, on: view) else { continue }
            let (ink, entry): (Ink, LegendEntry)
            switch use.guide {
            case .safeArea: (ink, entry) = (.safeArea, .safeArea)
            case .margins: (ink, entry) = (.margins, .margins)
            case .readable: (ink, entry) = (.readable, .readable)
            // A scroll view's frame is drawn as the view; its content is not tinted.
            case .contentLayout, .frameLayout: continue
            }
            legend.insert(entry)
            elements.append(
                PictureElement(
                    id: .guide(use.view, .builtInGuide(use.guide)), role: .builtInGuide, subject: .builtInGuide(use.view, use.guide),
                    mark: .rectangle(rect), style: Style(stroke: ink, fill: ink, lineWidth: 0.5, fillOpacity: 0.07),
                    depthOrder: 2 * (drawing.orderIndex[use.view] ?? 0) + 1))
        }
        for guide in project.guides {
            guard let rect = drawing.frame(of: guide.id) else { continue }
            legend.insert(.customGuide)
            elements.append(
                PictureElement(
                    id: .guide(guide.id), role: .customGuide, subject: .item(guide.id), mark: .rectangle(rect),
                    style: Style(stroke: .customGuide, fill: .customGuide, dash: .dashed, fillOpacity: 0.12),
                    depthOrder: 2 * (drawing.orderIndex[guide.owner] ?? 0) + 1))
            elements.append(
                PictureElement(
                    id: .guide(guide.id, .name), role: .guideName, subject: .item(guide.id),
                    mark: .text(TextMark(guide.name, at: Point(x: rect.x + 3, y: rect.maxY - 3), size: 9)), style: Style(fill: .customGuide)))
        }
    }

    // MARK: Constraints

    /// The constraints a picture of this drawing shows: active ones (placeholders only when
    /// the solve keeps them) of the selected items.
    func includedConstraints(of drawing: LayoutDrawing) -> [Constraint] {
        drawing.layout.project.constraints.filter { constraint in
            constraint.isActive && (!constraint.isPlaceholder || drawing.layout.environment.includesPlaceholders)
                && (selected.map { selected in constraint.equation.items.contains { selected.contains($0) } } ?? true)
        }
    }

    mutating func drawConstraints() {
        let before = previous.map { previous in
            Dictionary(includedConstraints(of: previous).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
        for constraint in includedConstraints(of: drawing) {
            guard let shape = ConstraintShape(constraint, in: drawing) else { continue }
            var ink = drawing.status.ink(of: constraint)
            if let before {
                if let old = before[constraint.id] {
                    if old.equation != constraint.equation || old.priority != constraint.priority {
                        ink = .changed
                        legend.insert(.changedConstraint)
                    }
                } else {
                    ink = .added
                    legend.insert(.addedConstraint)
                }
            }
            add(shape, of: constraint, ink: ink)
        }
    }

    /// What the previous layout had and this one has not: views, as dashed outlines where they
    /// were, and constraints, where they were drawn.
    mutating func drawRemovals() {
        guard let previous else { return }
        for view in previous.layoutOrder where drawing.views[view.id] == nil {
            guard let frame = previous.frame(of: view.id) else { continue }
            legend.insert(.removedView)
            elements.append(
                PictureElement(
                    id: .view(view.id, .removed), role: .removedView, subject: .item(view.id), mark: .rectangle(frame),
                    style: Style(stroke: .removed, dash: .dashed)))
            elements.append(
                PictureElement(
                    id: .view(view.id, .name), role: .viewName, subject: .item(view.id),
                    mark: .text(TextMark(view.name, at: Point(x: frame.x + 4, y: frame.y + 12))), style: Style(fill: .removed)))
        }
        let current = Set(project.constraints.filter(\.isActive).map(\.id))
        for constraint in includedConstraints(of: previous) where !current.contains(constraint.id) {
            guard let shape = ConstraintShape(constraint, in: previous) else { continue }
            legend.insert(.removedConstraint)
            add(shape, of: constraint, ink: .removed)
        }
    }

    private mutating func add(_ shape: ConstraintShape, of constraint: Constraint, ink: Ink) {
        let dash: Style.Dash = constraint.priority.isRequired ? .solid : .dashed
        legend.insert(constraint.priority.isRequired ? .required : .optional)
        switch ink {
        case .inPlace: legend.insert(.inPlace)
        case .misplaced: legend.insert(.misplaced)
        case .conflict: legend.insert(.conflict)
        default: break
        }
        let subject = PictureElement.Subject.constraint(constraint.id)
        for (index, stroke) in shape.strokes.enumerated() {
            elements.append(
                PictureElement(
                    id: .constraint(constraint.id, .stroke(index)), role: .constraint, subject: subject, mark: stroke,
                    style: Style(stroke: ink, dash: dash)))
        }
        for (index, badge) in shape.badges.enumerated() {
            elements.append(
                PictureElement(
                    id: .constraint(constraint.id, .badge(index)), role: .badge, subject: subject, mark: .badge(badge.symbol, at: badge.position),
                    style: Style(fill: ink)))
        }
        if let label = shape.label {
            elements.append(
                PictureElement(
                    id: .constraint(constraint.id, .constant), role: .constant, subject: subject, mark: .text(label),
                    style: Style(fill: ink, hasHalo: true)))
        }
    }

    // MARK: Title and legend

    /// The picture: the title above, the legend below the roots, and a canvas that holds them.
    mutating func finish(title: String) -> Picture {
        let padding = LayoutDrawing.padding
        elements.append(
            PictureElement(
                id: .title, role: .title, subject: .picture, mark: .text(TextMark(title, at: Point(x: padding, y: padding + 12), size: 13)),
                style: Style(fill: .text, isBold: true)))
        var extent = drawing.extent
        if let previous { extent = Point(x: max(extent.x, previous.extent.x), y: max(extent.y, previous.extent.y)) }
        var width = max(extent.x, padding + Double(title.count) * 8.5)
        var y = extent.y + 24
        for (index, entry) in legend.sorted().enumerated() {
            let swatch: Mark =
                entry.isArea
                ? .rectangle(Rect(x: padding, y: y - 9, width: 24, height: 10))
                : .line(from: Point(x: padding, y: y - 4), to: Point(x: padding + 24, y: y - 4))
            elements.append(
                PictureElement(id: .legend(index, .legendSwatch), role: .legendSwatch, subject: .picture, mark: swatch, style: entry.style))
            let text = entry.text(designFrames: drawing.drawsDesignFrames)
            elements.append(
                PictureElement(
                    id: .legend(index, .legendText), role: .legendText, subject: .picture,
                    mark: .text(TextMark(text, at: Point(x: padding + 32, y: y), size: 10)),
                    style: Style(fill: .text)))
            width = max(width, padding + 32 + Double(text.count) * 6.5)
            y += 16
        }
        return Picture(width: (width + padding).rounded(.up), height: (y + padding - 8).rounded(.up), title: title, elements: elements)
    }
}
