import Model

/// What anchors measure in a layout whose frames are known, the design frames or a solve's:
/// the numbers Interface Builder's tools read to write constants (Pin's "current distance",
/// Update Constraint Constants, Add Missing Constraints).
///
/// An anchor is measured exactly as the solver states it (margins, safe areas and readable
/// widths taken from the same frames, leading on the right under right-to-left), so a
/// constant measured here makes the constraint hold on those frames when solved.
///
/// ```swift
/// let design = LayoutMeasurement(designOf: project, in: environment)
/// design.constant(making: equation)   // 20 when title sits 20 pt below the safe area's top
/// ```
public struct LayoutMeasurement {
    private var system: LayoutSystem
    private var values: [Variable: Double] = [:]

    /// The design frames; a root view has the environment's size, and custom guides (which
    /// have no design frame) are measured where the current constraints solve them.
    ///
    /// - Complexity: one solve of the project when it has custom guides, else O(*n*) in views.
    public init(designOf project: Project, in environment: LayoutEnvironment) {
        self.init(designOf: project, in: environment, designFrames: LayoutGeometry.designFrames(of: project, in: environment))
    }

    /// ``init(designOf:in:)`` given the project's design frames, as `LayoutGeometry.designFrames(of:in:)`
    /// gives them, when the caller has them already.
    init(designOf project: Project, in environment: LayoutEnvironment, designFrames: [ItemID: Rect]) {
        var frames = designFrames
        if !project.guides.isEmpty {
            let solved = LayoutSystem.solve(project, in: environment).absoluteFrames
            for guide in project.guides { frames[guide.id] = solved[guide.id] }
        }
        self.init(project: project, environment: environment, absoluteFrames: frames)
    }

    /// Frames in the root's coordinates, as ``LayoutSolution/absoluteFrames`` gives them.
    public init(project: Project, environment: LayoutEnvironment, absoluteFrames: [ItemID: Rect]) {
        system = LayoutSystem(
            project: project, environment: environment,
            geometry: LayoutGeometry(project: project, environment: environment, absoluteFrames: absoluteFrames),
            arrangement: StackArrangement(project: project))
        for (id, rect) in absoluteFrames.sorted(by: { $0.key < $1.key }) {
            let frame = system.makeFrame(id.description)
            system.frames[id] = frame
            values[frame.x] = rect.x
            values[frame.y] = rect.y
            values[frame.width] = rect.width
            values[frame.height] = rect.height
        }
    }

    /// The constant that makes the equation hold exactly on these frames, with its items,
    /// attributes and multiplier as they are: `first - multiplier * second` as the solver
    /// states it. Nil when an item has no frame here.
    ///
    /// - Complexity: O(1).
    public func constant(making equation: Equation<ItemID>) -> Double? {
        var unset = equation
        unset.constant = 0
        guard let linear = system.linearConstraint(for: unset, priority: .required) else { return nil }
        let value = linear.expression.evaluate { values[$0] ?? 0 }
        return cleaned(value)
    }

    /// Whether the equation holds on these frames within `tolerance` points.
    public func holds(_ equation: Equation<ItemID>, within tolerance: Double = 0.5) -> Bool {
        guard let measured = constant(making: equation) else { return false }
        switch equation.relation {
        case .equal: return abs(measured - equation.constant) <= tolerance
        case .lessThanOrEqual: return measured <= equation.constant + tolerance
        case .greaterThanOrEqual: return measured >= equation.constant - tolerance
        }
    }
}
