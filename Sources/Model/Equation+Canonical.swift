extension Equation {
    /// The same constraint written with its two sides exchanged: `a = m*b + c` becomes
    /// `b = (1/m)*a - c/m`, and an inequality turns round (`>=` becomes `<=`) unless the
    /// factor is negative. `nil` for a constant-only equation or a multiplier of 0, which
    /// cannot be turned round.
    public var turnedAround: Equation? {
        guard let second, multiplier != 0 else { return nil }
        return Equation(
            second, multiplier > 0 ? relation.reversed : relation,
            multiplier: snapped(1 / multiplier), first, constant: snapped(-constant / multiplier))
    }

    /// The canonical way to write this constraint, following the Auto Layout Guide's rules of
    /// thumb: whole multipliers over fractions, positive constants over negative ones, and
    /// items in layout order (the later item, in `isBefore`'s order, on the left:
    /// `button2.leading = button1.trailing + 8`). Equivalent equations have equal canonical forms.
    ///
    /// - Parameter isBefore: whether one item comes before another in layout order (leading to
    ///   trailing, top to bottom; a superview before its subviews).
    public func canonical(isBefore: (Item, Item) -> Bool) -> Equation {
        var this = self
        this.multiplier = snapped(multiplier)
        this.constant = snapped(constant)
        guard let other = this.turnedAround else { return this }
        return other.preference(isBefore).lexicographicallyPrecedes(this.preference(isBefore)) ? other : this
    }

    /// Whether the two equations state the same constraint, however they are turned.
    public func isEquivalent(to other: Equation, isBefore: (Item, Item) -> Bool) -> Bool {
        let lhs = canonical(isBefore: isBefore)
        let rhs = other.canonical(isBefore: isBefore)
        return lhs.first == rhs.first && lhs.second == rhs.second && lhs.relation == rhs.relation
            && nearlyEqual(lhs.multiplier, rhs.multiplier) && nearlyEqual(lhs.constant, rhs.constant)
    }

    /// Lower is preferred; compared element by element.
    private func preference(_ isBefore: (Item, Item) -> Bool) -> [Int] {
        let wholeMultiplier = multiplier == multiplier.rounded() ? 0 : 1
        let positiveConstant = constant >= 0 ? 0 : 1
        guard let second else { return [wholeMultiplier, positiveConstant] }
        // Layout order: prefer the later anchor on the left.
        let layoutOrder =
            if isBefore(second.item, first.item) { 0 } else if isBefore(first.item, second.item) { 1 } else {
                anchorRank(first) > anchorRank(second) ? 0 : 1
            }
        return [wholeMultiplier, positiveConstant, layoutOrder]
    }

    /// Orders two anchors on one item: built-in guides after the view itself, then by the
    /// attribute's place along its axis, then by name.
    private func anchorRank(_ anchor: Anchor<Item>) -> (Int, Int, String) {
        let guideRank = anchor.guide.map { BuiltInGuide.allCases.firstIndex(of: $0)! + 1 } ?? 0
        return (guideRank, anchor.attribute.layoutPosition, anchor.attribute.rawValue)
    }
}

extension Equation where Item: Comparable {
    /// The canonical form with items ordered by name (or id); ``Project`` supplies the real
    /// layout order through ``canonical(isBefore:)``.
    public var canonical: Equation { canonical(isBefore: <) }

    /// Whether two equations state the same constraint, however they are turned (``turnedAround``):
    /// `a.width = 2 * b.width` and `b.width = 0.5 * a.width` are; items are ordered by name (or id).
    public func isEquivalent(to other: Equation) -> Bool { isEquivalent(to: other, isBefore: <) }
}

extension Project {
    /// Whether one item comes before another in layout order: a superview before its subviews,
    /// siblings back to front; a custom guide right after the view that owns it.
    public func layoutOrder() -> (ItemID, ItemID) -> Bool {
        var rank: [ItemID: Int] = [:]
        for (index, view) in viewsInLayoutOrder.enumerated() { rank[view.id] = index * 2 }
        for guide in guides { rank[guide.id] = (rank[guide.owner] ?? Int.max / 4) + 1 }
        return { lhs, rhs in
            let (l, r) = (rank[lhs] ?? Int.max / 2, rank[rhs] ?? Int.max / 2)
            return l != r ? l < r : lhs < rhs
        }
    }
}

/// Rounds away the last bits of error that turning an equation around leaves
/// (`1 / (1 / 3)` is not quite 3), so equivalent equations print alike.
func snapped(_ value: Double) -> Double {
    let rounded = value.rounded()
    if abs(value - rounded) <= 1e-9 * max(1, abs(value)) { return rounded == 0 ? 0 : rounded }
    return value
}

/// The one tolerance for comparing the numbers of two equations.
func nearlyEqual(_ lhs: Double, _ rhs: Double) -> Bool {
    abs(lhs - rhs) <= 1e-9 * max(1, abs(lhs), abs(rhs))
}
