import Foundation
import Model

/// One constraint a stack view derives from its fields, named as UIKit names it (`UISV-spacing`,
/// `UISV-canvas-connection`, …). Never stored: it is derived again for every solve.
public struct StackConstraint: Hashable, Sendable {
    /// The stack view that makes it.
    public var stack: ItemID
    /// UIKit's identifier for its family.
    public var identifier: String
    /// The equation, over the stack, its arranged views and its gap and spanning guides.
    public var equation: Equation<ItemID>
    /// The priority UIKit gives it (required for most, lower for the fitting and suppression families).
    public var priority: Priority
    /// The names of the gap and spanning guides it refers to, which are not the project's.
    var guideNames: [ItemID: String]

    /// The equation with names, as `list --generated` prints it.
    public func text(names: ItemNames) -> String {
        equation.mapItems { guideNames[$0] ?? names[$0] ?? $0.description }.shortForm(priority: priority)
    }
}

/// The constraints the project's stack views make for their arranged subviews, as UIKit's
/// `UIStackView` makes them, and the gap guides equal spacing and equal centering need.
///
/// Along the axis: the first and last visible views meet the stack's edges (or margins) —
/// `UISV-canvas-connection` —; neighbours are `spacing` apart (`UISV-spacing`, `>=` under equal
/// spacing and centering); `fillEqually` makes every length the first one's
/// (`UISV-fill-equally`); `fillProportionally` shares the stack's length by intrinsic lengths
/// (`UISV-fill-proportionally`); equal spacing and centering make gap guides between
/// neighbours' edges or centres equally long (`UISV-distributing`). A hidden view takes no
/// length and no spacing (`UISV-hiding`). Across the axis: `fill` pins both edges; the other
/// alignments pin one edge, the centres or the baselines (`UISV-alignment`), keep every view
/// inside a spanning guide that meets the stack's edges (`UISV-spanning-boundary`), and pull
/// the stack's breadth to its tallest view (`UISV-spanning-fit`), with views of no intrinsic
/// breadth held at zero (`UISV-ambiguity-suppression`).
public struct StackArrangement: Sendable {
    /// Every stack view's constraints, stack by stack in layout order.
    public private(set) var constraints: [StackConstraint] = []
    /// Gap and spanning guides, owned by their stack view; not part of the project.
    public private(set) var guides: [LayoutGuide] = []
    private var guideNames: [ItemID: String] = [:]

    /// The priority that pulls a stack's breadth to its content: just under fitting size.
    static let fitPriority: Priority = 49
    /// The name of the constraint that keeps an empty stack (or one whose arranged views are all
    /// hidden) from a negative length. layoutstore's, not UIKit's: UIKit names none, but never
    /// gives such a stack a negative size.
    public static let emptyFloor = "empty-stack-floor"
    /// The priority that holds an arranged view of no intrinsic breadth at zero.
    static let suppressionPriority: Priority = 25
    /// The priority that centres an `NSStackView`'s content that leaves room at both ends: below
    /// everything else, so that it only settles what nothing else does.
    static let centeringPriority: Priority = 1
    /// The priority of an `NSStackView`'s equal lengths (fill equally): between a stack's default
    /// hugging (250), which it stretches, and compression resistance (750), which it does not
    /// overcome, as Interface Builder lays out Rectangle's rows of columns.
    static let equalLengthPriority: Priority = 500
    /// The hugging of a gravity-area stack that has none of its own (one `stack add` made):
    /// Interface Builder's default for an `NSStackView` (`249.99998474121094`), just under a
    /// view's default 250, so that views keep their lengths and the gaps between areas give.
    static let interfaceBuilderStackHugging = Priority(249.99998)

    /// The constraints and guides of every stack view of `project`.
    public init(project: Project) {
        guard project.views.contains(where: { $0.stack != nil }) else { return }
        let views = Dictionary(project.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for stack in project.viewsInLayoutOrder {
            guard let configuration = stack.stack else { continue }
            var seen: Set<ItemID> = []
            let arranged = configuration.arrangedSubviews.compactMap { id in
                views[id].flatMap { $0.parent == stack.id && seen.insert(id).inserted ? $0 : nil }
            }
            arrange(arranged, in: stack, configuration)
        }
    }

    // MARK: Along the axis

    /// Where arranged views meet a stack: its edges, or its margins.
    private static func canvas(_ stack: View, _ configuration: StackView, _ attribute: Attribute) -> Anchor<ItemID> {
        Anchor(stack.id, attribute, guide: configuration.isLayoutMarginsRelativeArrangement ? .margins : nil)
    }

    private mutating func add(_ stack: View, _ identifier: String, _ equation: Equation<ItemID>, _ priority: Priority = .required) {
        var guides: [ItemID: String] = [:]
        for item in [equation.first.item, equation.second?.item] {
            if let item, let name = guideNames[item] { guides[item] = name }
        }
        constraints.append(
            StackConstraint(
                stack: stack.id, identifier: identifier, equation: equation, priority: priority, guideNames: guides))
    }

    private mutating func arrange(_ arranged: [View], in stack: View, _ configuration: StackView) {
        var arranged = arranged
        if configuration.distribution == .gravityAreas {
            // The leading area's views, then the center's, then the trailing's, each in order.
            arranged = StackView.Gravity.allCases.flatMap { gravity in arranged.filter { configuration.gravity(of: $0.id) == gravity } }
        }
        let axis = AxisAttributes(configuration.axis)
        func canvas(_ attribute: Attribute) -> Anchor<ItemID> { StackArrangement.canvas(stack, configuration, attribute) }
        // A hidden view takes no length, and sits after the view before it.
        for (index, view) in arranged.enumerated() where view.isHidden {
            let before = index == 0 ? canvas(axis.leading) : Anchor(arranged[index - 1].id, axis.trailing)
            add(stack, "UISV-hiding", Equation(Anchor(view.id, axis.length), .equal, constant: 0))
            add(stack, "UISV-hiding", Equation(Anchor(view.id, axis.leading), .equal, before))
        }
        let visible = arranged.filter { !$0.isHidden }
        // With nothing to show, a stack has no length of its own to keep, but never a negative
        // one: a stack arranged in another then stretches, or the other shrinks, as if it were
        // not there.
        if visible.isEmpty {
            add(stack, StackArrangement.emptyFloor, Equation(Anchor(stack.id, axis.length), .greaterThanOrEqual, constant: 0))
        }
        if arranged.isEmpty {
            let cross = AxisAttributes(configuration.axis == .horizontal ? .vertical : .horizontal)
            add(stack, StackArrangement.emptyFloor, Equation(Anchor(stack.id, cross.length), .greaterThanOrEqual, constant: 0))
            return
        }
        if configuration.distribution == .gravityAreas {
            arrangeGravityAreas(visible, in: stack, configuration)
            align(arranged, in: stack, configuration)
            return
        }
        var previous: View?
        let distributes = [.equalSpacing, .equalCentering].contains(configuration.distribution)
        if let first = visible.first, let last = visible.last {
            if let hugging = configuration.hugging, distributes {
                connectLoosely(first, last, in: stack, configuration, hugging: hugging)
            } else {
                add(stack, "UISV-canvas-connection", Equation(Anchor(first.id, axis.leading), .equal, canvas(axis.leading)))
                add(stack, "UISV-canvas-connection", Equation(canvas(axis.trailing), .equal, Anchor(last.id, axis.trailing)))
            }
        }
        var gaps: [Double] = []
        var firstGapGuide: ItemID?
        for view in visible {
            defer { previous = view }
            guard let previous else { continue }
            let gap = configuration.customSpacing[previous.id] ?? configuration.spacing.points
            gaps.append(gap)
            let baselineRelative = configuration.isBaselineRelativeArrangement && configuration.axis == .vertical
            let (start, end) =
                baselineRelative
                ? (Anchor(view.id, .firstBaseline), Anchor(previous.id, .lastBaseline))
                : (Anchor(view.id, axis.leading), Anchor(previous.id, axis.trailing))
            if let hugging = configuration.hugging, !distributes {
                // NSStackView: at least the spacing, and exactly it at its hugging priority or 750,
                // whichever is higher (AppKit's header, `huggingPriorityForOrientation:`).
                add(stack, "UISV-spacing", Equation(start, .greaterThanOrEqual, end, constant: gap))
                add(
                    stack, "UISV-spacing", Equation(start, .equal, end, constant: gap),
                    max(.defaultHigh, configuration.axis == .horizontal ? hugging.horizontal : hugging.vertical))
            } else {
                add(stack, "UISV-spacing", Equation(start, distributes ? .greaterThanOrEqual : .equal, end, constant: gap))
            }
            guard distributes else { continue }
            // A gap guide from one view to the next (edges or centres), all as long as the first.
            let gapGuide = makeGuide(in: stack, named: "\(stack.name).gap\(gaps.count)")
            let centering = configuration.distribution == .equalCentering
            add(
                stack, "UISV-distributing-edge",
                Equation(
                    Anchor(gapGuide, axis.leading), .equal, Anchor(previous.id, centering ? axis.center : axis.trailing)))
            add(
                stack, "UISV-distributing-edge",
                Equation(
                    Anchor(gapGuide, axis.trailing), .equal, Anchor(view.id, centering ? axis.center : axis.leading)))
            if let firstGapGuide {
                add(stack, "UISV-distributing", Equation(Anchor(gapGuide, axis.length), .equal, Anchor(firstGapGuide, axis.length)))
            } else {
                firstGapGuide = gapGuide
                // With room to spare the gaps grow; without, the stack fits them at their spacing.
                add(stack, "UISV-spacing-fit", Equation(start, .equal, end, constant: gap), StackArrangement.fitPriority)
            }
        }
        switch configuration.distribution {
        case .fillEqually where configuration.hugging != nil:
            // NSStackView keeps lengths equal "as much as possible": each view's the one before's,
            // above a stack's own hugging but below compression resistance, so a view that needs
            // more keeps it and the others share the rest equally.
            for (before, view) in zip(visible, visible.dropFirst()) {
                add(
                    stack, "NSStackView-fill-equally", Equation(Anchor(view.id, axis.length), .equal, Anchor(before.id, axis.length)),
                    StackArrangement.equalLengthPriority)
            }
        case .fillEqually:
            for view in visible.dropFirst() {
                add(stack, "UISV-fill-equally", Equation(Anchor(view.id, axis.length), .equal, Anchor(visible[0].id, axis.length)))
            }
        case .fillProportionally:
            let lengths = visible.map { axis.intrinsicLength(of: $0) ?? 0 }
            let total = lengths.reduce(0, +)
            guard total > 0 else { break }
            let spacing = gaps.reduce(0, +)
            for (view, length) in zip(visible, lengths) {
                let share = length / total
                add(
                    stack, "UISV-fill-proportionally",
                    Equation(
                        Anchor(view.id, axis.length), .equal, multiplier: share, canvas(axis.length), constant: -share * spacing))
            }
        case .fill, .equalSpacing, .equalCentering, .gravityAreas:
            break
        }
        align(arranged, in: stack, configuration)
    }

    /// How an `NSStackView` that spaces its views out (equal spacing or centering) meets its
    /// edges along the axis: its hugging priority on that axis is not required, as it is for the
    /// filling distributions. The views stay inside (required); the first and last reach the
    /// edges only below the views' own sizes (the stack's length hugs them at its hugging
    /// priority instead), so a stack wider than its views does not stretch them; and what is left
    /// is shared equally before and after, the content centred, as Interface Builder lays out
    /// Rectangle's single-view stacks. (AppKit's header says every distribution but gravity areas
    /// fits the first and last views "tightly"; at the stack's own hugging priority those edges
    /// would tie with the hugging of a nested stack, and Rectangle's preferences, 219 views,
    /// would be ambiguous.)
    private mutating func connectLoosely(_ first: View, _ last: View, in stack: View, _ configuration: StackView, hugging: AxisPriorities) {
        let axis = AxisAttributes(configuration.axis)
        func canvas(_ attribute: Attribute) -> Anchor<ItemID> { StackArrangement.canvas(stack, configuration, attribute) }
        let leading = Anchor(first.id, axis.leading), trailing = Anchor(last.id, axis.trailing)
        add(stack, "NSStackView-edge", Equation(leading, .greaterThanOrEqual, canvas(axis.leading)))
        add(stack, "NSStackView-edge", Equation(canvas(axis.trailing), .greaterThanOrEqual, trailing))
        add(stack, "NSStackView-edge", Equation(leading, .equal, canvas(axis.leading)), StackArrangement.fitPriority)
        add(stack, "NSStackView-edge", Equation(canvas(axis.trailing), .equal, trailing), StackArrangement.fitPriority)
        add(
            stack, "NSStackView-hugging", Equation(canvas(axis.length), .equal, constant: 0),
            configuration.axis == .horizontal ? hugging.horizontal : hugging.vertical)
        let content = makeGuide(in: stack, named: "\(stack.name).content")
        add(stack, "NSStackView-content", Equation(Anchor(content, axis.leading), .equal, leading))
        add(stack, "NSStackView-content", Equation(Anchor(content, axis.trailing), .equal, trailing))
        add(stack, "NSStackView-centering", Equation(Anchor(content, axis.center), .equal, canvas(axis.center)), StackArrangement.centeringPriority)
    }

    /// `NSStackView`'s gravity areas (`visible` in area order), with the priorities AppKit's
    /// header gives (`huggingPriorityForOrientation:`, and the gravity areas' comment): within
    /// an area neighbours are at least the spacing apart (required) and exactly it at
    /// `max(750, hugging)`; between areas at least the spacing (required) and exactly it at the
    /// stack's hugging, so that the stack hugs its views at its hugging priority and, made
    /// longer, opens the gaps between areas rather than within one. The leading area meets the
    /// leading edge and the trailing area the trailing edge (required); an end with no area of
    /// its own keeps its views inside (required) and meets them at the hugging priority, as a
    /// gap between areas would. The center area's centre sits at the stack's centre at
    /// `defaultLow`, AppKit's priority for it. Views keep their own lengths where they hug harder
    /// than the stack (a view that hugs at the stack's priority ties with the gaps between areas);
    /// visibility priorities (detaching views that do not fit) are not modelled.
    private mutating func arrangeGravityAreas(_ visible: [View], in stack: View, _ configuration: StackView) {
        let axis = AxisAttributes(configuration.axis)
        func canvas(_ attribute: Attribute) -> Anchor<ItemID> { StackArrangement.canvas(stack, configuration, attribute) }
        let hugging =
            configuration.hugging.map { configuration.axis == .horizontal ? $0.horizontal : $0.vertical }
            ?? StackArrangement.interfaceBuilderStackHugging
        let areas = StackView.Gravity.allCases.map { gravity in (gravity, visible.filter { configuration.gravity(of: $0.id) == gravity }) }
            .filter { !$0.1.isEmpty }
        guard let first = areas.first, let last = areas.last, let firstView = first.1.first, let lastView = last.1.last else { return }
        let start = Anchor(firstView.id, axis.leading), end = Anchor(lastView.id, axis.trailing)
        if first.0 == .leading {
            add(stack, "NSStackView-gravity-edge", Equation(start, .equal, canvas(axis.leading)))
        } else {
            add(stack, "NSStackView-gravity-edge", Equation(start, .greaterThanOrEqual, canvas(axis.leading)))
            add(stack, "NSStackView-gravity-edge", Equation(start, .equal, canvas(axis.leading)), hugging)
        }
        if last.0 == .trailing {
            add(stack, "NSStackView-gravity-edge", Equation(canvas(axis.trailing), .equal, end))
        } else {
            add(stack, "NSStackView-gravity-edge", Equation(canvas(axis.trailing), .greaterThanOrEqual, end))
            add(stack, "NSStackView-gravity-edge", Equation(canvas(axis.trailing), .equal, end), hugging)
        }
        let baselineRelative = configuration.isBaselineRelativeArrangement && configuration.axis == .vertical
        func space(_ previous: View, _ view: View, _ equalPriority: Priority) {
            let gap = configuration.customSpacing[previous.id] ?? configuration.spacing.points
            let (start, end) =
                baselineRelative
                ? (Anchor(view.id, .firstBaseline), Anchor(previous.id, .lastBaseline))
                : (Anchor(view.id, axis.leading), Anchor(previous.id, axis.trailing))
            add(stack, "UISV-spacing", Equation(start, .greaterThanOrEqual, end, constant: gap))
            add(stack, "UISV-spacing", Equation(start, .equal, end, constant: gap), equalPriority)
        }
        var previousArea: [View]?
        for (gravity, views) in areas {
            for (before, view) in zip(views, views.dropFirst()) { space(before, view, max(.defaultHigh, hugging)) }
            if let previousArea, let before = previousArea.last, let after = views.first { space(before, after, hugging) }
            previousArea = views
            guard gravity == .center, let firstCentered = views.first, let lastCentered = views.last else { continue }
            let area = makeGuide(in: stack, named: "\(stack.name).center-area")
            add(stack, "NSStackView-gravity-area", Equation(Anchor(area, axis.leading), .equal, Anchor(firstCentered.id, axis.leading)))
            add(stack, "NSStackView-gravity-area", Equation(Anchor(area, axis.trailing), .equal, Anchor(lastCentered.id, axis.trailing)))
            add(stack, "NSStackView-gravity-centering", Equation(Anchor(area, axis.center), .equal, canvas(axis.center)), .defaultLow)
        }
    }

    // MARK: Across the axis

    private mutating func align(_ arranged: [View], in stack: View, _ configuration: StackView) {
        func canvas(_ attribute: Attribute) -> Anchor<ItemID> { StackArrangement.canvas(stack, configuration, attribute) }
        let cross = AxisAttributes(configuration.axis == .horizontal ? .vertical : .horizontal)
        var alignment = configuration.alignment
        if configuration.axis == .vertical, [.firstBaseline, .lastBaseline].contains(alignment) { alignment = .fill }
        if alignment == .fill {
            for view in arranged {
                add(stack, "UISV-canvas-connection", Equation(Anchor(view.id, cross.leading), .equal, canvas(cross.leading)), .required)
                add(stack, "UISV-canvas-connection", Equation(canvas(cross.trailing), .equal, Anchor(view.id, cross.trailing)), .required)
            }
            return
        }
        let spanning = makeGuide(in: stack, named: "\(stack.name).spanning")
        add(stack, "UISV-canvas-connection", Equation(Anchor(spanning, cross.leading), .equal, canvas(cross.leading)), .required)
        add(stack, "UISV-canvas-connection", Equation(canvas(cross.trailing), .equal, Anchor(spanning, cross.trailing)), .required)
        // UIStackView pulls its breadth to its content just under fitting size; NSStackView at its
        // hugging priority for that axis.
        let fit = configuration.hugging.map { configuration.axis == .horizontal ? $0.vertical : $0.horizontal } ?? StackArrangement.fitPriority
        add(stack, "UISV-spanning-fit", Equation(Anchor(spanning, cross.length), .equal, constant: 0), fit)
        for view in arranged {
            add(
                stack, "UISV-spanning-boundary", Equation(Anchor(view.id, cross.leading), .greaterThanOrEqual, Anchor(spanning, cross.leading)),
                .required)
            add(
                stack, "UISV-spanning-boundary", Equation(Anchor(spanning, cross.trailing), .greaterThanOrEqual, Anchor(view.id, cross.trailing)),
                .required)
            if cross.intrinsicLength(of: view) == nil {
                add(
                    stack, "UISV-ambiguity-suppression", Equation(Anchor(view.id, cross.length), .equal, constant: 0),
                    StackArrangement.suppressionPriority)
            }
            switch alignment {
            case .leading:
                add(stack, "UISV-alignment", Equation(Anchor(view.id, cross.leading), .equal, Anchor(spanning, cross.leading)), .required)
            case .trailing:
                add(stack, "UISV-alignment", Equation(Anchor(view.id, cross.trailing), .equal, Anchor(spanning, cross.trailing)), .required)
            case .center:
                add(stack, "UISV-alignment", Equation(Anchor(view.id, cross.center), .equal, Anchor(spanning, cross.center)), .required)
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view.id != arranged[0].id {
                    add(stack, "UISV-alignment", Equation(Anchor(view.id, baseline), .equal, Anchor(arranged[0].id, baseline)), .required)
                }
            case .fill:
                break
            }
        }
    }

    /// A guide the layout adds for a stack: its id made from the stack's and its name, so that
    /// the same project always gets the same guides (and so the same frames).
    private mutating func makeGuide(in stack: View, named name: String) -> ItemID {
        var bytes = Array(withUnsafeBytes(of: stack.id.rawValue.uuid) { Array($0) })
        for (index, byte) in name.utf8.enumerated() { bytes[index % 16] = bytes[index % 16] &* 31 &+ byte }
        let uuid = UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
        let guide = LayoutGuide(id: ItemID(uuid), name: name, owner: stack.id)
        guides.append(guide)
        guideNames[guide.id] = name
        return guide.id
    }
}

/// The attributes of one axis: leading and trailing edges (top and bottom for vertical),
/// centre and length.
struct AxisAttributes {
    let axis: Axis
    init(_ axis: Axis) { self.axis = axis }

    var leading: Attribute { axis == .horizontal ? .leading : .top }
    var trailing: Attribute { axis == .horizontal ? .trailing : .bottom }
    var center: Attribute { axis == .horizontal ? .centerX : .centerY }
    var length: Attribute { axis == .horizontal ? .width : .height }

    func intrinsicLength(of view: View) -> Double? {
        axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
    }
}
