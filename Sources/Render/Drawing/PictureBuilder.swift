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
        builder.placeLabels()
        self = builder.finish()
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
    /// Names and constants, placed once everything else is drawn (``placeLabels()``).
    var nameTags: [NameTag] = []
    let title: String
    /// How far right and down the placed labels reach.
    var labelExtent = Point(x: 0, y: 0)
    var constants: [ConstantLabel] = []
    /// Which name tag stands for the views drawn at one frame.
    private var tagAtFrame: [Rect: Int] = [:]

    struct GuideUse: Hashable {
        var view: ItemID
        var guide: BuiltInGuide
    }

    init(_ layout: SolvedLayout, options: RenderOptions) {
        title = options.title ?? layout.project.name
        drawing = LayoutDrawing(layout, drawsDesignFrames: options.drawsDesignFrames, marksMisplaced: options.marksMisplacedViews)
        previous = options.previous.map {
            LayoutDrawing($0, drawsDesignFrames: options.drawsDesignFrames, marksMisplaced: options.marksMisplacedViews)
        }
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
            guard let frame = drawing.frame(of: view.id) else {
                drawArrow(to: view)
                continue
            }
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
            // An ambiguous view stands at its design frame, dashed, and says what it lacks.
            let missing = drawing.status.missing[view.id]
            if missing != nil { legend.insert(.ambiguous) }
            let dash: Style.Dash = view.isHidden ? .dotted : view.kind == .stackView || missing != nil ? .dashed : .solid
            elements.append(
                PictureElement(
                    id: .view(view.id), role: .view, subject: .item(view.id), mark: .rectangle(frame),
                    style: Style(
                        stroke: ink, fill: PictureBuilder.fill(of: view.kind), dash: dash, lineWidth: ink == .viewOutline ? 1 : 1.5,
                        opacity: view.isHidden ? 0.45 : 1),
                    depthOrder: order))
            for (index, content) in ViewContentDrawing(view, in: frame, rightToLeft: drawing.builtInGuides.isRightToLeft(view)).marks.enumerated() {
                elements.append(
                    PictureElement(
                        id: .view(view.id, .content(index)), role: .content, subject: .item(view.id), mark: content.mark,
                        style: view.isHidden ? content.style.faded : content.style, depthOrder: order))
            }
            var detail = view.kind == .view ? nil : view.kind.rawValue
            if let missing {
                detail = (detail.map { $0 + " · " } ?? "") + "ambiguous " + missing.map(\.rawValue).joined(separator: ", ")
            }
            addName(
                view.name, detail: detail, id: .view(view.id, .name), subject: .item(view.id), frame: frame,
                style: Style(fill: missing != nil ? .conflict : .text, opacity: view.isHidden ? 0.45 : 1), detailIsOptional: missing == nil)
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

    /// A view off its root's screen: an arrow at the screen's edge pointing where it is, with
    /// its name. Its subviews are off with it and need no arrow of their own.
    mutating func drawArrow(to view: View) {
        guard let frame = drawing.offCanvasFrame(of: view.id), let parent = view.parent,
            drawing.offCanvasFrame(of: parent) == nil, let screen = drawing.screen(of: view.id)
        else { return }
        let centre = Point(x: screen.midX, y: screen.midY)
        let target = Point(x: frame.midX, y: frame.midY)
        let (dx, dy) = (target.x - centre.x, target.y - centre.y)
        // Where the line from the screen's centre to the view leaves the screen.
        let scale = min(dx == 0 ? .infinity : (screen.width / 2) / abs(dx), dy == 0 ? .infinity : (screen.height / 2) / abs(dy))
        guard scale.isFinite else { return }
        let tip = Point(x: centre.x + dx * scale, y: centre.y + dy * scale)
        let length = (dx * dx + dy * dy).squareRoot()
        let tail = Point(x: tip.x - dx / length * 28, y: tip.y - dy / length * 28)
        legend.insert(.offScreen)
        elements.append(
            PictureElement(
                id: .view(view.id, .outline), role: .offCanvasArrow, subject: .item(view.id), mark: .arrow(from: tail, to: tip),
                style: Style(stroke: .conflict, fill: .conflict, lineWidth: 1.5)))
        let origin = drawing.screen(of: view.id).map { Point(x: $0.x, y: $0.y) } ?? Point(x: 0, y: 0)
        let at = Rect(x: min(tip.x, tail.x), y: min(tip.y, tail.y), width: abs(tip.x - tail.x), height: abs(tip.y - tail.y))
        addName(
            view.name,
            detail: "off screen at " + Rect(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height).description,
            id: .view(view.id, .name), subject: .item(view.id), frame: at, style: Style(fill: .conflict), detailIsOptional: false)
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
            nameTags.append(
                NameTag(
                    id: .guide(guide.id, .name), role: .guideName, subject: .item(guide.id), names: [guide.name], detail: nil, frame: rect,
                    style: Style(fill: .customGuide), size: 9, prefersBottom: true))
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
            addName(view.name, detail: nil, id: .view(view.id, .name), subject: .item(view.id), frame: frame, style: Style(fill: .removed))
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
        var badges = shape.badges
        if drawing.status.broken.contains(constraint.id), ink == .conflict, let first = shape.strokes.first {
            // The constraint Auto Layout breaks to go on: a cross on its bar.
            legend.insert(.broken)
            switch first {
            case .line(let from, let to), .iBar(let from, let to): badges.append(("×", midpoint(from, to)))
            default: break
            }
        }
        for (index, badge) in badges.enumerated() {
            elements.append(
                PictureElement(
                    id: .constraint(constraint.id, .badge(index)), role: .badge, subject: subject, mark: .badge(badge.symbol, at: badge.position),
                    style: Style(fill: ink)))
        }
        if let label = shape.label {
            constants.append(
                ConstantLabel(id: .constraint(constraint.id, .constant), subject: subject, mark: label, bar: shape.labelBar, ink: ink))
        }
    }

    // MARK: Labels

    /// A view's name: views drawn at the same frame share one tag that lists them.
    private mutating func addName(
        _ name: String, detail: String?, id: ElementID, subject: PictureElement.Subject, frame: Rect, style: Style, detailIsOptional: Bool = true
    ) {
        let key = Rect(
            x: (frame.x * 2).rounded(), y: (frame.y * 2).rounded(), width: (frame.width * 2).rounded(), height: (frame.height * 2).rounded())
        if let index = tagAtFrame[key], nameTags[index].style == style {
            nameTags[index].names.append(name)
            nameTags[index].detail = nil
            return
        }
        tagAtFrame[key] = nameTags.count
        nameTags.append(
            NameTag(
                id: id, role: .viewName, subject: subject, names: [name], detail: detail, frame: frame, style: style,
                detailIsOptional: detailIsOptional))
    }

    /// Places every name and constant where it hides no other (``LabelPlacer``): names first,
    /// the smallest frames first (they have the fewest places), then constants.
    mutating func placeLabels() {
        let top = LayoutDrawing.padding + LayoutDrawing.titleHeight
        var extent = drawing.extent
        if let previous { extent = Point(x: max(extent.x, previous.extent.x), y: max(extent.y, previous.extent.y)) }
        let columnX = extent.x + 24
        var placer = LabelPlacer(columnX: columnX, top: top)
        // Below the title: a name above it would read as the picture's, not a view's.
        let title = titleMark.bounds(bold: true)
        let canvas = Rect(x: 1, y: title.maxY + 1, width: columnX - 3, height: 1e9)
        for element in elements { placer.grid.add(obstacle: element) }
        placer.grid.add(box: title)
        let order = nameTags.indices.sorted {
            let left = nameTags[$0].frame.width * nameTags[$0].frame.height, right = nameTags[$1].frame.width * nameTags[$1].frame.height
            return left != right ? left < right : nameTags[$0].id < nameTags[$1].id
        }
        for index in order {
            let tag = nameTags[index]
            let mark = TextMark(tag.names.joined(separator: ", "), detail: tag.detail, at: Point(x: 0, y: 0), size: tag.size)
            let placement = placer.placeName(
                mark, of: tag.frame, preferBottom: tag.prefersBottom, mayShorten: tag.detailIsOptional, canvas: canvas)
            elements.append(PictureElement(id: tag.id, role: tag.role, subject: tag.subject, mark: .text(placement.mark), style: tag.style))
            if let leader = placement.leader {
                // A short leader is kept clear of later names; a long one (to the column) is
                // not filed: it would cross the drawing's cells from end to end.
                if abs(leader.to.x - leader.from.x) < 200, abs(leader.to.y - leader.from.y) < 200 {
                    placer.grid.add(segment: leader.from, leader.to)
                }
                elements.append(
                    PictureElement(
                        id: tag.id.with(.leader), role: .leader, subject: tag.subject, mark: .line(from: leader.from, to: leader.to),
                        style: Style(stroke: tag.style.fill ?? .text, lineWidth: 0.5, opacity: 0.6)))
            }
        }
        // In id order, so that the same layout gives the same picture however it was built.
        for label in constants.sorted(by: { $0.id < $1.id }) {
            let placement = placer.placeConstant(label.mark, bar: label.bar, canvas: canvas)
            elements.append(
                PictureElement(
                    id: label.id, role: .constant, subject: label.subject, mark: .text(placement.mark), style: Style(fill: label.ink, hasHalo: true)))
            if let leader = placement.leader {
                elements.append(
                    PictureElement(
                        id: label.id.with(.leader), role: .leader, subject: label.subject, mark: .line(from: leader.from, to: leader.to),
                        style: Style(stroke: label.ink, dash: .dotted, lineWidth: 0.5)))
            }
        }
        labelExtent = placer.extent
    }

    /// The picture's title, at the top left.
    var titleMark: TextMark {
        TextMark(title, at: Point(x: LayoutDrawing.padding, y: LayoutDrawing.padding + 12), size: 13)
    }

    // MARK: Title and legend

    /// The picture: the title above, the legend below the roots, and a canvas that holds them.
    mutating func finish() -> Picture {
        let padding = LayoutDrawing.padding
        elements.append(
            PictureElement(id: .title, role: .title, subject: .picture, mark: .text(titleMark), style: Style(fill: .text, isBold: true)))
        var extent = drawing.extent
        if let previous { extent = Point(x: max(extent.x, previous.extent.x), y: max(extent.y, previous.extent.y)) }
        extent = Point(x: max(extent.x, labelExtent.x), y: max(extent.y, labelExtent.y))
        var width = max(extent.x, titleMark.bounds(bold: true).maxX)
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
            width = max(width, padding + 32 + TextMetrics.width(of: text, size: 10))
            y += 16
        }
        return Picture(width: (width + padding).rounded(.up), height: (y + padding - 8).rounded(.up), title: title, elements: elements)
    }
}
