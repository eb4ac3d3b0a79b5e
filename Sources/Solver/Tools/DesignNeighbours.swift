import Model

/// Who is next to whom in the design frames: the neighbour an edge of a view is pinned to by
/// Pin and Add Missing Constraints, and constants measured on the design frames.
struct DesignNeighbours {
    let views: [ItemID: View]
    /// Each view's subviews.
    let children: [ItemID: [View]]
    let measurement: LayoutMeasurement

    init(project: Project, environment: LayoutEnvironment) {
        views = Dictionary(project.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        children = Dictionary(grouping: project.views.filter { $0.parent != nil }, by: { $0.parent! })
        measurement = LayoutMeasurement(designOf: project, in: environment)
    }

    /// The anchor an edge (leading, trailing, top or bottom) of the view is pinned to: the facing
    /// edge of the nearest sibling on that side that overlaps it across the axis (among those
    /// `isCandidate` accepts), else the superview: its margin with `toMargins`, its safe area at
    /// a root view's top and bottom, and its own edge when the view reaches past either.
    func anchor(facing edge: Attribute, of view: View, toMargins: Bool, where isCandidate: (ItemID) -> Bool = { _ in true })
        -> Anchor<ItemID>
    {
        let parent = view.parent!
        let frame = view.frame
        let horizontal = edge == .leading || edge == .trailing
        // How far a sibling is from the view on that side; nil when it is not on that side.
        func distance(to other: Rect) -> Double? {
            let overlaps =
                horizontal
                ? other.y < frame.y + frame.height && other.y + other.height > frame.y
                : other.x < frame.x + frame.width && other.x + other.width > frame.x
            guard overlaps else { return nil }
            let gap: Double =
                switch edge {
                case .leading: frame.x - other.x - other.width
                case .trailing: other.x - frame.x - frame.width
                case .top: frame.y - other.y - other.height
                default: other.y - frame.y - frame.height
                }
            return gap >= -0.5 ? gap : nil
        }
        var nearest: (view: View, gap: Double)?
        for sibling in children[parent] ?? [] where sibling.id != view.id && isCandidate(sibling.id) {
            guard let gap = distance(to: sibling.frame) else { continue }
            if nearest == nil || gap < nearest!.gap || (gap == nearest!.gap && sibling.id < nearest!.view.id) { nearest = (sibling, gap) }
        }
        if let nearest { return Anchor(nearest.view.id, Self.facing[edge]!) }
        let isRoot = views[parent]?.parent == nil
        let inner: Anchor<ItemID>
        if !horizontal && isRoot {
            inner = Anchor(parent, edge, guide: .safeArea)
        } else if toMargins {
            inner = Anchor(parent, Self.margin[edge]!)
        } else {
            return Anchor(parent, edge)
        }
        // Inside the margin (or safe area) when the distance to it, measured into the superview, is not negative.
        let distance = measured(Equation(Anchor(view.id, edge), .equal, inner)).constant
        let inside = edge == .leading || edge == .top ? distance >= -0.000_5 : distance <= 0.000_5
        return inside ? inner : Anchor(parent, edge)
    }

    /// The equation with the constant that makes it hold on the design frames.
    func measured(_ equation: Equation<ItemID>) -> Equation<ItemID> {
        var equation = equation
        equation.constant = measurement.constant(making: equation) ?? 0
        return equation
    }

    private static let facing: [Attribute: Attribute] = [.leading: .trailing, .trailing: .leading, .top: .bottom, .bottom: .top]
    private static let margin: [Attribute: Attribute] = [
        .leading: .leadingMargin, .trailing: .trailingMargin, .top: .topMargin, .bottom: .bottomMargin,
    ]
}
