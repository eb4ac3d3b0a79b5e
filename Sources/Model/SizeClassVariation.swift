/// What one size class changes of a constraint (Interface Builder's `<variation>` of a
/// constraint, and the constraint's place in a view's `<mask key="constraints">`): each
/// setting nil where the class leaves it as the more general classes have it.
public struct ConstraintVariation: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Whether the constraint is installed in the class (`<include>` or `<exclude>`).
    public var isInstalled: Bool?
    public var constant: Double?
    public var priority: Priority?

    public init(isInstalled: Bool? = nil, constant: Double? = nil, priority: Priority? = nil) {
        self.isInstalled = isInstalled
        self.constant = constant
        self.priority = priority
    }

    /// Whether it changes nothing.
    public var isEmpty: Bool { self == ConstraintVariation() }

    /// What it sets, as `constant=8,installed=no,priority=750`.
    public var description: String {
        [
            constant.map { "constant=\(formatNumber($0))" }, isInstalled.map { "installed=\($0 ? "yes" : "no")" },
            priority.map { "priority=\($0)" },
        ].compactMap { $0 }.joined(separator: ",")
    }
}

/// What one size class changes of a view: whether it is installed (a view's place in its
/// superview's `<mask key="subviews">`), and for a stack view its axis, distribution, alignment
/// and spacing. Each setting nil where the class leaves it as the more general classes have it.
public struct ViewVariation: Hashable, Codable, Sendable, CustomStringConvertible {
    public var isInstalled: Bool?
    public var stackAxis: Axis?
    public var stackDistribution: StackView.Distribution?
    public var stackAlignment: StackView.Alignment?
    public var stackSpacing: StackView.Spacing?

    public init(
        isInstalled: Bool? = nil, stackAxis: Axis? = nil, stackDistribution: StackView.Distribution? = nil,
        stackAlignment: StackView.Alignment? = nil, stackSpacing: StackView.Spacing? = nil
    ) {
        self.isInstalled = isInstalled
        self.stackAxis = stackAxis
        self.stackDistribution = stackDistribution
        self.stackAlignment = stackAlignment
        self.stackSpacing = stackSpacing
    }

    /// Whether it changes nothing.
    public var isEmpty: Bool { self == ViewVariation() }

    /// What it sets, as `alignment=center,axis=horizontal,installed=no,spacing=15`.
    public var description: String {
        let spacing: String? =
            switch stackSpacing {
            case nil: nil
            case .standard?: "spacing=standard"
            case .points(let points)?: "spacing=\(formatNumber(points))"
            }
        return [
            stackAlignment.map { "alignment=\($0.rawValue)" }, stackAxis.map { "axis=\($0.rawValue)" },
            stackDistribution.map { "distribution=\($0.rawValue)" }, isInstalled.map { "installed=\($0 ? "yes" : "no")" }, spacing,
        ].compactMap { $0 }.joined(separator: ",")
    }
}
