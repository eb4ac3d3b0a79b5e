extension VisualFormatRow {
    /// The constraints the row states, in the order Auto Layout creates them: along the row,
    /// each connection followed by the size constraints of the view it leads to, then the
    /// alignment constraints.
    ///
    /// - Parameters:
    ///   - superview: the item `|` stands for.
    ///   - alignments: attributes to align between each adjacent pair of views.
    ///   - direction: the way a horizontal row runs; ignored for a vertical row.
    /// - Complexity: O(*n*) in the number of views and predicates.
    func constraints(
        superview: String, alignments: [Attribute], direction: VisualFormatOptions
    ) -> [NamedConstraint] {
        let sides = Sides(axis: axis, direction: direction)
        var result: [NamedConstraint] = []
        for (index, view) in views.enumerated() {
            let connection: Connection? =
                index == 0 ? opening : (gaps.indices.contains(index - 1) ? gaps[index - 1] : nil)
            if let connection {
                let earlier: Endpoint = index == 0 ? .openingSuperview : .view(views[index - 1].name)
                result += spacing(connection, from: earlier, to: .view(view.name), superview: superview, sides: sides)
            }
            result += sizeConstraints(of: view)
        }
        if let closing, let last = views.last {
            result += spacing(closing, from: .view(last.name), to: .closingSuperview, superview: superview, sides: sides)
        }
        for (first, second) in zip(views, views.dropFirst()) {
            for attribute in alignments {
                result.append(
                    NamedConstraint(
                        Equation(
                            Anchor(second.name, attribute), .equal, Anchor(first.name, attribute))))
            }
        }
        return result
    }

    /// One end of a connection.
    private enum Endpoint {
        case openingSuperview, closingSuperview
        case view(String)
    }

    /// The attributes a row's items are joined by: where each item starts and ends along it.
    private struct Sides {
        var start: Attribute
        var end: Attribute
        /// Whether the row runs against its attributes' order (right to left), so each equation is
        /// written from the earlier item to keep its constant positive.
        var isReversed: Bool

        init(axis: Axis, direction: VisualFormatOptions) {
            switch axis {
            case .vertical:
                (start, end, isReversed) = (.top, .bottom, false)
            case .horizontal where direction.contains(.directionLeftToRight):
                (start, end, isReversed) = (.left, .right, false)
            case .horizontal where direction.contains(.directionRightToLeft):
                (start, end, isReversed) = (.right, .left, true)
            case .horizontal:
                (start, end, isReversed) = (.leading, .trailing, false)
            }
        }
    }

    /// `later.start = earlier.end + spacing` for each predicate of the connection; the
    /// superview's own side at either end, or its margin for the standard spacing.
    private func spacing(
        _ connection: Connection, from earlier: Endpoint, to later: Endpoint,
        superview: String, sides: Sides
    ) -> [NamedConstraint] {
        let touchesSuperview = if case .view = earlier, case .view = later { false } else { true }
        let usesMargin = connection == .standard && touchesSuperview
        func anchor(_ endpoint: Endpoint, _ viewSide: Attribute) -> Anchor<String> {
            switch endpoint {
            case .view(let name):
                Anchor(name, viewSide)
            case .openingSuperview:
                Anchor(superview, usesMargin ? sides.start.marginForm ?? sides.start : sides.start)
            case .closingSuperview:
                Anchor(superview, usesMargin ? sides.end.marginForm ?? sides.end : sides.end)
            }
        }
        let earlierAnchor = anchor(earlier, sides.end)
        let laterAnchor = anchor(later, sides.start)
        let predicates: [Predicate] =
            switch connection {
            case .flush: [Predicate(relation: .equal, object: .constant(0), priority: .required)]
            case .standard:
                [
                    Predicate(
                        relation: .equal, object: .constant(touchesSuperview ? 0 : VisualFormat.standardSpacing),
                        priority: .required)
                ]
            case .predicates(let predicates): predicates
            }
        return predicates.compactMap { predicate in
            // The parser only lets constants into connections.
            guard case .constant(let constant) = predicate.object else { return nil }
            let equation =
                sides.isReversed
                ? Equation(earlierAnchor, predicate.relation, laterAnchor, constant: constant)
                : Equation(laterAnchor, predicate.relation, earlierAnchor, constant: constant)
            return NamedConstraint(equation, priority: predicate.priority)
        }
    }

    /// `view.width >= 50`, `view.width == other.width` (height in a vertical row).
    private func sizeConstraints(of view: View) -> [NamedConstraint] {
        let size: Attribute = axis == .horizontal ? .width : .height
        return view.predicates.map { predicate in
            let equation =
                switch predicate.object {
                case .constant(let constant):
                    Equation(Anchor(view.name, size), predicate.relation, nil, constant: constant)
                case .view(let other):
                    Equation(Anchor(view.name, size), predicate.relation, Anchor(other, size))
                }
            return NamedConstraint(equation, priority: predicate.priority)
        }
    }
}
