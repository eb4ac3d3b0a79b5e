import Model

/// The alignment insets of AppKit controls, measured on the document itself: those that
/// ``IBAlignmentInsets`` has no rule for (pop-up, help, bevel and textured buttons, segmented
/// controls, switches, titled boxes, small and mini controls), and buttons and sliders, whose
/// metrics changed from one macOS to the next (a check box of Xcode 8's documents lies 3 pt
/// inside its frame where the rule's of Xcode 10 says 2); the rule stands where nothing measures.
///
/// Auto Layout aligns views by their alignment rectangles, not their frames (AppKit's
/// `alignmentRect(forFrame:)`: "the constraint-based layout system uses alignment rectangles to
/// align views"), and Interface Builder stores the frames a layout makes. So where a required
/// equality pins an edge of such a control to an edge whose place is known (a view without
/// insets, or with insets the table knows), the stored frame says how far inside it the control
/// aligns: the constraint places the alignment edge, the frame is that far out. The file does
/// not store the insets, as it does not store intrinsic content sizes; measured so, they are the
/// insets Interface Builder laid the document out with. Controls of a class (element, cell
/// style, control size and frame height) share them (a centre pinned to a known centre says
/// the difference of the two insets on its axis, and so the one the first pass did not measure): each edge of a view takes the value its own
/// constraints measure most often, else the value most of its class's measurements give, else
/// the rule's (none without one).
struct IBMeasuredInsets {
    /// Per class, the insets measured, edge by edge (nil where nothing measures an edge).
    private(set) var byClass: [String: (top: Double?, left: Double?, bottom: Double?, right: Double?)] = [:]
    /// Per view, the insets its own constraints measure, edge by edge.
    private(set) var byView: [ItemID: (top: Double?, left: Double?, bottom: Double?, right: Double?)] = [:]

    /// The most a measurement may say a control's alignment rectangle lies inside its frame on
    /// one side: more says the constraint does not hold on the stored frames.
    static let largest = 20.0

    /// Measures the insets of `classes` (views by their class) from `views`' frames (relative to
    /// their superviews, y down, with the insets the rules give) and the required equalities
    /// among `constraints`. First against the views not measured only; then, with those
    /// measures, between measured views too (a check box pinned below a pop-up measures both).
    ///
    /// - Complexity: O(*v* + *c*) for *v* views and *c* constraints.
    init(views: [View], constraints: [Constraint], classes: [ItemID: String]) {
        guard !classes.isEmpty else { return }
        let frames = Project(name: "measured", views: views, constraints: constraints).designFramesInRoot
        var byID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let equalities =
            constraints.filter { constraint in
                let equation = constraint.equation
                return constraint.isActive && constraint.priority.isRequired && equation.relation == .equal && equation.multiplier == 1
                    && equation.second.map { Self.isEdgeOrCenter($0) && Self.isEdgeOrCenter(equation.first) } == true
            } + Self.stackEdges(of: views)
        /// Per measured view, the edges the first pass measured (its own or its class's).
        var settled: [ItemID: Set<Attribute>] = [:]
        for pass in 0..<2 {
            var samples: [String: [Attribute: [Double]]] = [:]
            var own: [ItemID: [Attribute: [Double]]] = [:]
            for constraint in equalities {
                let equation = constraint.equation
                guard let second = equation.second else { continue }
                let first = equation.first
                let sides: [(Anchor<ItemID>, Anchor<ItemID>, Double)] = [(first, second, equation.constant), (second, first, -equation.constant)]
                for (measured, known, constant) in sides {
                    guard let key = classes[measured.item],
                        classes[known.item] == nil
                            || (pass == 1 && Self.sides(of: known.attribute).allSatisfy { settled[known.item]?.contains($0) == true }),
                        let knownView = byID[known.item],
                        let knownFrame = frames[known.item], let frame = frames[measured.item]
                    else { continue }
                    let edge = Self.edge(known.attribute, of: knownView.alignmentRect(ofFrame: knownFrame)) + constant
                    let inset: Double
                    let side: Attribute
                    switch measured.attribute {
                    case .top: (inset, side) = (edge - frame.y, .top)
                    case .bottom: (inset, side) = (frame.y + frame.height - edge, .bottom)
                    case .left, .leading: (inset, side) = (edge - frame.x, .left)
                    case .centerX, .centerY:
                        // A centre says the difference of the insets on its axis: with one of
                        // them measured in the first pass, the other.
                        guard pass == 1, let current = byID[measured.item]?.alignmentInsets, let known = settled[measured.item] else { continue }
                        let vertical = measured.attribute == .centerY
                        let (near, far): (Attribute, Attribute) = vertical ? (.top, .bottom) : (.left, .right)
                        let difference = 2 * (edge - (vertical ? frame.y : frame.x)) - (vertical ? frame.height : frame.width)
                        let (nearInset, farInset) = vertical ? (current.top, current.bottom) : (current.left, current.right)
                        if known.contains(near), !known.contains(far) {
                            (inset, side) = (nearInset - difference, far)
                        } else if known.contains(far), !known.contains(near) {
                            (inset, side) = (farInset + difference, near)
                        } else {
                            continue
                        }
                    default: (inset, side) = (frame.x + frame.width - edge, .right)
                    }
                    guard inset > -0.01, inset <= Self.largest else { continue }
                    samples[key, default: [:]][side, default: []].append(max(0, inset))
                    own[measured.item, default: [:]][side, default: []].append(max(0, inset))
                }
            }
            byClass = samples.mapValues(Self.mostCommon)
            byView = own.mapValues(Self.mostCommon)
            guard pass == 0 else { break }
            for (id, key) in classes {
                guard let view = byID[id] else { continue }
                byID[id]?.alignmentInsets = insets(of: id, in: key, otherwise: view.alignmentInsets)
                let own = byView[id], shared = byClass[key]
                var edges: Set<Attribute> = []
                if own?.top ?? shared?.top != nil { edges.insert(.top) }
                if own?.left ?? shared?.left != nil { edges.insert(.left) }
                if own?.bottom ?? shared?.bottom != nil { edges.insert(.bottom) }
                if own?.right ?? shared?.right != nil { edges.insert(.right) }
                settled[id] = edges
            }
        }
    }

    /// The side of the frame an edge attribute lies on (leading is left).
    static func side(_ attribute: Attribute) -> Attribute {
        switch attribute {
        case .leading: .left
        case .trailing: .right
        default: attribute
        }
    }

    /// The required equalities a stack view makes between its edges and its arranged views' (the
    /// stack's own constraints, which the file does not hold): along the axis, the first and last
    /// visible views meet its edges under the filling distributions; across it, the alignment
    /// pins both edges (fill), one (leading, trailing) or the centres. A stack that arranges in
    /// its margins, or by gravity areas, is left out.
    static func stackEdges(of views: [View]) -> [Constraint] {
        let hidden = Set(views.lazy.filter(\.isHidden).map(\.id))
        var edges: [Constraint] = []
        for stack in views {
            guard let configuration = stack.stack, !configuration.isLayoutMarginsRelativeArrangement,
                configuration.distribution != .gravityAreas
            else { continue }
            let arranged = configuration.arrangedSubviews.filter { !hidden.contains($0) }
            guard let first = arranged.first, let last = arranged.last else { continue }
            let vertical = configuration.axis == .vertical
            let (leading, trailing): (Attribute, Attribute) = vertical ? (.top, .bottom) : (.leading, .trailing)
            let (crossLeading, crossTrailing, crossCenter): (Attribute, Attribute, Attribute) =
                vertical ? (.leading, .trailing, .centerX) : (.top, .bottom, .centerY)
            func pin(_ view: ItemID, _ attribute: Attribute) {
                edges.append(Constraint(equation: Equation(Anchor(view, attribute), .equal, Anchor(stack.id, attribute))))
            }
            if [.fill, .fillEqually, .fillProportionally].contains(configuration.distribution) {
                pin(first, leading)
                pin(last, trailing)
            }
            for view in arranged {
                switch configuration.alignment {
                case .fill:
                    pin(view, crossLeading)
                    pin(view, crossTrailing)
                case .leading: pin(view, crossLeading)
                case .trailing: pin(view, crossTrailing)
                case .center: pin(view, crossCenter)
                case .firstBaseline, .lastBaseline: break
                }
            }
        }
        return edges
    }

    /// An edge (top, bottom, left, right, leading, trailing) or centre of a view, not of a guide
    /// or margin.
    static func isEdgeOrCenter(_ anchor: Anchor<ItemID>) -> Bool {
        anchor.guide == nil && [.top, .bottom, .left, .right, .leading, .trailing, .centerX, .centerY].contains(anchor.attribute)
    }

    /// The sides of the frame whose insets place an attribute: its edge's, or both of a centre's.
    static func sides(of attribute: Attribute) -> [Attribute] {
        switch attribute {
        case .centerX: [.left, .right]
        case .centerY: [.top, .bottom]
        default: [side(attribute)]
        }
    }

    /// Per edge, the value most measurements give (to the half point; the smaller of a tie).
    static func mostCommon(_ sides: [Attribute: [Double]]) -> (top: Double?, left: Double?, bottom: Double?, right: Double?) {
        func side(_ side: Attribute) -> Double? {
            guard let values = sides[side], !values.isEmpty else { return nil }
            var counts: [Double: Int] = [:]
            for value in values { counts[(value * 2).rounded() / 2, default: 0] += 1 }
            return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
        }
        return (side(.top), side(.left), side(.bottom), side(.right))
    }

    /// The insets measured for a class, with `otherwise`'s on the edges nothing measured.
    func insets(of key: String, otherwise: EdgeInsets = .zero) -> EdgeInsets {
        guard let measured = byClass[key] else { return otherwise }
        return EdgeInsets(
            top: measured.top ?? otherwise.top, left: measured.left ?? otherwise.left, bottom: measured.bottom ?? otherwise.bottom,
            right: measured.right ?? otherwise.right)
    }

    /// The insets of one view: on each edge what its own constraints measure, else what its
    /// class's do (``insets(of:otherwise:)``).
    func insets(of view: ItemID, in key: String, otherwise: EdgeInsets = .zero) -> EdgeInsets {
        let shared = insets(of: key, otherwise: otherwise)
        guard let measured = byView[view] else { return shared }
        return EdgeInsets(
            top: measured.top ?? shared.top, left: measured.left ?? shared.left, bottom: measured.bottom ?? shared.bottom,
            right: measured.right ?? shared.right)
    }

    /// Whether a control's insets are measured on the document even where a rule gives them:
    /// buttons of every kind (check boxes, push buttons) and sliders, whose metrics changed from
    /// one macOS to the next. Labels, fields and image views, which the others are measured
    /// against, keep the rule's.
    static func isMeasured(_ view: IBView) -> Bool {
        ["button", "popUpButton", "slider"].contains(view.element) && view.cellElement != nil
    }

    /// Where an edge attribute lies on a rectangle (y down; leading is left).
    static func edge(_ attribute: Attribute, of rect: Rect) -> Double {
        switch attribute {
        case .top: rect.y
        case .bottom: rect.y + rect.height
        case .left, .leading: rect.x
        case .centerX: rect.x + rect.width / 2
        case .centerY: rect.y + rect.height / 2
        default: rect.x + rect.width
        }
    }

    /// The class a control's insets are measured by: its element, its cell's element and style
    /// (type, bezel, border, control size, frame style), a box's type and title position, and its
    /// frame's height.
    static func className(of view: IBView) -> String {
        let cell = view.cellAttributes
        let style = ["type", "bezelStyle", "borderStyle", "controlSize", "imageFrameStyle"].map { cell[$0] ?? "-" }
        let own = ["boxType", "titlePosition", "controlSize"].map { view.attributes[$0] ?? "-" }
        let height = view.frame.map { String($0.height) } ?? "-"
        return ([view.element, view.cellElement ?? "-"] + style + own + [height]).joined(separator: " ")
    }
}
