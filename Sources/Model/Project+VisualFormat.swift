extension Project {
    /// The constraints of a visual format over this project's items, with `|` standing for the
    /// superview that the format's views share.
    ///
    /// ```swift
    /// try project.constraints(visualFormat: "H:|-[find]-[findNext]-|")   // find.leading == root.leadingMargin, …
    /// ```
    /// - Throws: ``ModelError/syntax(_:)`` for a format that does not parse, and
    ///   ``ModelError/noCommonSuperview(format:)`` when it pins to `|` but its views have
    ///   different superviews.
    public func constraints(
        visualFormat format: String, metrics: [String: Double] = [:], options: VisualFormatOptions = []
    ) throws(ModelError) -> [NamedConstraint] {
        let marker = "|superview|"
        let parsed = try VisualFormat.constraints(
            format, metrics: metrics, views: Set(itemNames), options: options, superview: marker)
        guard parsed.contains(where: { $0.equation.items.contains(marker) }) else { return parsed }
        let mentioned = Set(parsed.flatMap(\.equation.items)).subtracting([marker])
        let superviews = Set(mentioned.map { name in views.first { $0.name == name }?.parent })
        guard superviews.count == 1, let parent = superviews.first, let superviewID = parent, let superview = name(of: superviewID)
        else { throw .noCommonSuperview(format: format) }
        return parsed.map { constraint in
            var constraint = constraint
            constraint.equation = constraint.equation.mapItems { $0 == marker ? superview : $0 }
            return constraint
        }
    }

    /// A constraint in Apple's visual format, where the format can say it: a width or height
    /// (`H:[title(>=40@750)]`, `H:[a(==b)]`), a spacing between siblings (`H:[a]-12-[b]`), or a
    /// spacing to the superview's edges or margins (`H:|-[a]`, `V:[a]-20-|`). Anything else
    /// prints as a comment with its equation.
    public func visualFormat(of constraint: Constraint) -> String {
        let candidates = [constraint.equation] + (constraint.equation.turnedAround.map { [$0] } ?? [])
        for equation in candidates {
            if let format = visualFormat(named(equation), items: equation, priority: constraint.priority) {
                return format
            }
        }
        return "# not expressible in the visual format: " + named(constraint.equation).shortForm(priority: constraint.priority)
    }

    private func visualFormat(_ equation: Equation<String>, items: Equation<ItemID>, priority: Priority) -> String? {
        guard let axis = equation.first.attribute.axis, equation.first.guide == nil,
            view(items.first.item) != nil, equation.multiplier == 1
        else { return nil }
        let orientation = axis == .horizontal ? "H:" : "V:"
        let (start, end): (Attribute, Attribute) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        let size: Attribute = axis == .horizontal ? .width : .height
        let first = equation.first
        let relation = equation.relation == .equal ? "" : equation.relation.rawValue
        let suffix = priority.isRequired ? "" : "@\(priority)"

        guard let second = equation.second else {
            guard first.attribute == size else { return nil }
            return "\(orientation)[\(first.item)(\(relation)\(formatNumber(equation.constant))\(suffix))]"
        }
        guard second.guide == nil, view(items.second!.item) != nil else { return nil }
        let parentOfFirst = view(items.first.item)?.parent
        let parentOfSecond = view(items.second!.item)?.parent

        // [a(==b)]: equal sizes.
        if first.attribute == size, second.attribute == size, equation.constant == 0 {
            return "\(orientation)[\(first.item)(\(equation.relation.rawValue)\(second.item)\(suffix))]"
        }
        func spacing(toMargin: Bool) -> String? {
            let constant = equation.constant
            if toMargin { return constant == 0 && relation.isEmpty && suffix.isEmpty ? "-" : nil }
            if relation.isEmpty, suffix.isEmpty {
                if constant == 0 { return "" }
                if constant == 8 { return "-" }
                return constant > 0 ? "-\(formatNumber(constant))-" : nil
            }
            return "-(\(relation)\(formatNumber(constant))\(suffix))-"
        }
        // [a]-c-[b]: b.start = a.end + c, siblings.
        if first.attribute == start, second.attribute == end, parentOfFirst == parentOfSecond, parentOfFirst != nil,
            let gap = spacing(toMargin: false)
        {
            return "\(orientation)[\(second.item)]\(gap)[\(first.item)]"
        }
        // |-c-[a]: a.start = superview.start + c, or superview.startMargin for |-[a].
        if first.attribute == start, items.second!.item == parentOfFirst {
            let toMargin = second.attribute == start.marginForm
            guard second.attribute == start || toMargin, let gap = spacing(toMargin: toMargin) else { return nil }
            return "\(orientation)|\(gap)[\(first.item)]"
        }
        // [a]-c-|: superview.end = a.end + c, or superview.endMargin for [a]-|.
        if second.attribute == end, items.first.item == parentOfSecond {
            let toMargin = first.attribute == end.marginForm
            guard first.attribute == end || toMargin, let gap = spacing(toMargin: toMargin) else { return nil }
            return "\(orientation)[\(second.item)]\(gap)|"
        }
        return nil
    }
}
