import Model

/// Interface Builder's Pin tool: spacing to the nearest neighbours, sizes, an aspect ratio,
/// and equal widths or heights, each by default as the design frames have it now.
public enum Pinning {
    /// What to pin, with its constant; a nil constant takes the current one (the distance to
    /// the neighbour, the size, the width-to-height ratio).
    public enum Pin: Hashable, Sendable {
        /// Leading, trailing, top or bottom, to the nearest neighbour on that side.
        case edge(Attribute, Double?)
        /// Width or height, a constant.
        case size(Attribute, Double?)
        /// Width as a multiple of height.
        case aspectRatio(Double?)
    }

    /// The constraints that pin `view` as asked. An edge goes to the nearest sibling on that
    /// side in the design frames, else to the superview (its margins with `toMargins`, the
    /// default of Interface Builder; its safe area at a root view's top and bottom).
    ///
    /// - Throws: `ModelError/pinning(_:)` for a root view's edges (it has no superview), a
    ///   negative size, an aspect ratio of a view with no height, or an attribute that is not
    ///   an edge or a size.
    public static func constraints(
        pinning view: ItemID, _ pins: [Pin], toMargins: Bool = true, in project: Project, environment: LayoutEnvironment
    ) throws(ModelError) -> [Constraint] {
        let neighbours = DesignNeighbours(project: project, environment: environment)
        guard let subject = neighbours.views[view] else { throw .pinning("only views can be pinned") }
        var equations: [Equation<ItemID>] = []
        for pin in pins {
            switch pin {
            case .edge(let edge, let constant):
                guard [.leading, .trailing, .top, .bottom].contains(edge) else {
                    throw .pinning("pin leading, trailing, top or bottom edges, not \(edge.rawValue)")
                }
                guard subject.parent != nil else {
                    throw .pinning("'\(subject.name)' is a root view: it has no superview or sibling to pin its \(edge.rawValue) to")
                }
                // Measured by the search that finds it.
                var looked = 0
                var equation = neighbours.pin(
                    facing: edge, of: subject, toMargins: toMargins, where: { _ in true }, unlessFartherThan: .infinity, looked: &looked)!
                // A constant typed counts into the gap, as the Pin tool's fields do.
                if let constant { equation.constant = edge == .leading || edge == .top ? constant : -constant }
                equations.append(equation)
            case .size(let attribute, let constant):
                guard attribute == .width || attribute == .height else { throw .pinning("pin a width or a height, not \(attribute.rawValue)") }
                let value = constant ?? (attribute == .width ? subject.frame.width : subject.frame.height)
                guard value >= 0, value.isFinite else {
                    throw .pinning("a \(attribute.rawValue) of \(value) is not a size: sizes are never negative")
                }
                equations.append(Equation(Anchor(view, attribute), .equal, constant: value))
            case .aspectRatio(let ratio):
                let value = ratio ?? (subject.frame.height > 0 ? subject.frame.width / subject.frame.height : .nan)
                guard value.isFinite, value > 0 else {
                    throw .pinning("'\(subject.name)' has no height in the design, so it has no aspect ratio; give one, as --aspect 1.5")
                }
                equations.append(Equation(Anchor(view, .width), .equal, multiplier: value, Anchor(view, .height)))
            }
        }
        return equations.map { Constraint(equation: $0) }
    }

    /// Equal widths or heights: each view after the first gets the first one's size.
    ///
    /// - Throws: `ModelError/pinning(_:)` for fewer than two views or another attribute.
    public static func equalSizes(_ items: [ItemID], _ attribute: Attribute) throws(ModelError) -> [Constraint] {
        guard attribute == .width || attribute == .height else { throw .pinning("equal sizes are widths or heights") }
        guard let first = items.first, items.count >= 2 else { throw .pinning("name at least two views to give equal \(attribute.rawValue)s") }
        return items.dropFirst().map { Constraint(equation: Equation(Anchor($0, attribute), .equal, Anchor(first, attribute))) }
    }
}
