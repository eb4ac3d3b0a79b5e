import Model

/// The alignment insets of AppKit controls that ``IBAlignmentInsets`` has no rule for (pop-up,
/// help, bevel and textured buttons, segmented controls, switches, titled boxes, small and mini
/// controls), measured on the document itself.
///
/// Auto Layout aligns views by their alignment rectangles, not their frames (AppKit's
/// `alignmentRect(forFrame:)`: "the constraint-based layout system uses alignment rectangles to
/// align views"), and Interface Builder stores the frames a layout makes. So where a required
/// equality pins an edge of such a control to an edge whose place is known (a view without
/// insets, or with insets the table knows), the stored frame says how far inside it the control
/// aligns: the constraint places the alignment edge, the frame is that far out. The file does
/// not store the insets, as it does not store intrinsic content sizes; measured so, they are the
/// insets Interface Builder laid the document out with. Controls of a class (element, cell
/// style, control size and frame height) share them: each edge takes the value most of the
/// class's measurements in the document give; an edge nothing measures has none.
struct IBMeasuredInsets {
    /// Per class, the insets measured, edge by edge (nil where nothing measures an edge).
    private(set) var byClass: [String: (top: Double?, left: Double?, bottom: Double?, right: Double?)] = [:]

    /// The most a measurement may say a control's alignment rectangle lies inside its frame on
    /// one side: more says the constraint does not hold on the stored frames.
    static let largest = 20.0

    /// Measures the insets of `classes` (views by their class) from `views`' frames (relative to
    /// their superviews, y down) and the required equalities among `constraints`.
    ///
    /// - Complexity: O(*v* + *c*) for *v* views and *c* constraints.
    init(views: [View], constraints: [Constraint], classes: [ItemID: String]) {
        guard !classes.isEmpty else { return }
        let project = Project(name: "measured", views: views, constraints: constraints)
        let frames = project.designFramesInRoot
        let byID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let edges: Set<Attribute> = [.top, .bottom, .left, .right, .leading, .trailing]
        var samples: [String: [Attribute: [Double]]] = [:]
        for constraint in constraints where constraint.isActive && constraint.priority.isRequired {
            let equation = constraint.equation
            guard equation.relation == .equal, equation.multiplier == 1, let second = equation.second else { continue }
            let first = equation.first
            guard first.guide == nil, second.guide == nil, edges.contains(first.attribute), edges.contains(second.attribute),
                (classes[first.item] == nil) != (classes[second.item] == nil)
            else { continue }
            let (measured, known, implied): (Anchor<ItemID>, Anchor<ItemID>, (Double) -> Double) =
                classes[first.item] != nil
                ? (first, second, { $0 + equation.constant })
                : (second, first, { $0 - equation.constant })
            guard let knownView = byID[known.item], let knownFrame = frames[known.item], let frame = frames[measured.item],
                let key = classes[measured.item]
            else { continue }
            let aligned = knownView.alignmentRect(ofFrame: knownFrame)
            let edge = implied(Self.edge(known.attribute, of: aligned))
            let inset: Double
            let side: Attribute
            switch measured.attribute {
            case .top: (inset, side) = (edge - frame.y, .top)
            case .bottom: (inset, side) = (frame.y + frame.height - edge, .bottom)
            case .left, .leading: (inset, side) = (edge - frame.x, .left)
            default: (inset, side) = (frame.x + frame.width - edge, .right)
            }
            guard inset > -0.01, inset <= Self.largest else { continue }
            samples[key, default: [:]][side, default: []].append(max(0, inset))
        }
        for (key, sides) in samples {
            func mostCommon(_ side: Attribute) -> Double? {
                guard let values = sides[side], !values.isEmpty else { return nil }
                var counts: [Double: Int] = [:]
                for value in values { counts[(value * 2).rounded() / 2, default: 0] += 1 }
                return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
            }
            byClass[key] = (mostCommon(.top), mostCommon(.left), mostCommon(.bottom), mostCommon(.right))
        }
    }

    /// The insets measured for a class, with none on the edges nothing measured.
    func insets(of key: String) -> EdgeInsets {
        guard let measured = byClass[key] else { return .zero }
        return EdgeInsets(top: measured.top ?? 0, left: measured.left ?? 0, bottom: measured.bottom ?? 0, right: measured.right ?? 0)
    }

    /// Where an edge attribute lies on a rectangle (y down; leading is left).
    static func edge(_ attribute: Attribute, of rect: Rect) -> Double {
        switch attribute {
        case .top: rect.y
        case .bottom: rect.y + rect.height
        case .left, .leading: rect.x
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
