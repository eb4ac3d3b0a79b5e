extension Project {
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
