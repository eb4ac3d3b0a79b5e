import Model

/// How one constraint is drawn (seed, "Working with Constraints in Interface Builder"): an
/// I-bar for a space between two items or an item's width or height, a plain line where edges
/// or centres align, the constant written beside it, and badges: `=` on each bar of equal
/// widths or heights, `≥` or `≤` for an inequality.
struct ConstraintShape {
    var strokes: [Mark] = []
    var label: TextMark?
    /// The bar the label stands beside, for the placer to try its other side.
    var labelBar: (from: Point, to: Point) = (Point(x: 0, y: 0), Point(x: 0, y: 0))
    var badges: [(symbol: String, position: Point)] = []

    /// How far inside its item a width or height bar runs from the bottom or trailing edge.
    static let sizeBarInset = 8.0
    static let labelSize = 10.0

    /// The shape of a constraint in a drawing, or nil when an item is not drawn.
    ///
    /// - Complexity: O(*d*) in the depth of the hierarchy.
    init?(_ constraint: Constraint, in drawing: LayoutDrawing) {
        let equation = constraint.equation
        guard let first = AnchorPlace(equation.first, in: drawing) else { return nil }
        let second = equation.second.flatMap { AnchorPlace($0, in: drawing) }
        if equation.second != nil, second == nil { return nil }
        let symbol = ConstraintShape.symbol(of: equation.relation)
        switch equation.first.attribute.kind {
        case .size:
            self.init(size: first, second, equation: equation, symbol: symbol)
        case .location:
            guard let second else { return nil }  // Auto Layout has no location set to a constant
            let rightToLeft = drawing.isRightToLeft(equation)
            guard let firstPosition = first.position(rightToLeft: rightToLeft),
                let secondPosition = second.position(rightToLeft: rightToLeft),
                let axis = equation.first.attribute.axis
            else { return nil }
            self.init(
                space: first, second, from: secondPosition, to: firstPosition, axis: axis, equation: equation, symbol: symbol,
                nested: drawing.isAncestor(equation.second!.item, of: equation.first.item)
                    || drawing.isAncestor(equation.first.item, of: equation.second!.item))
        case .none:
            return nil
        }
    }

    /// Width or height: a bar across the item; with a second item, a bar across it too, both
    /// badged.
    private init(size first: AnchorPlace, _ second: AnchorPlace?, equation: Equation<ItemID>, symbol: String?) {
        let firstBar = ConstraintShape.sizeBar(first)
        strokes.append(.iBar(from: firstBar.from, to: firstBar.to))
        let firstMiddle = midpoint(firstBar.from, firstBar.to)
        if let second {
            let secondBar = ConstraintShape.sizeBar(second)
            strokes.append(.iBar(from: secondBar.from, to: secondBar.to))
            let badge = symbol ?? "="
            badges = [(badge, firstMiddle), (badge, midpoint(secondBar.from, secondBar.to))]
            if let text = ConstraintShape.factorText(equation) {
                label = ConstraintShape.label(text, beside: firstBar, badged: true)
                labelBar = firstBar
            }
        } else {
            label = ConstraintShape.label(formatConstant(equation.constant), beside: firstBar, badged: symbol != nil)
            labelBar = firstBar
            if let symbol { badges = [(symbol, firstMiddle)] }
        }
    }

    /// Two locations along one axis: an I-bar across the space between them (from the second
    /// item's attribute to the first's), or a plain line where they meet.
    private init(
        space first: AnchorPlace, _ second: AnchorPlace, from start: Double, to end: Double, axis: Axis,
        equation: Equation<ItemID>, symbol: String?, nested: Bool
    ) {
        let firstSpan = first.crossSpan(axis), secondSpan = second.crossSpan(axis)
        let text = ConstraintShape.spaceText(equation)
        if abs(end - start) < 0.5 {
            // Aligned: a line along both items, or along the inner one when one holds the other.
            let span =
                nested
                ? (firstSpan.upperBound - firstSpan.lowerBound <= secondSpan.upperBound - secondSpan.lowerBound ? firstSpan : secondSpan)
                : min(firstSpan.lowerBound, secondSpan.lowerBound)...max(firstSpan.upperBound, secondSpan.upperBound)
            let from = ConstraintShape.point(along: axis, at: end, across: span.lowerBound)
            let to = ConstraintShape.point(along: axis, at: end, across: span.upperBound)
            strokes.append(.line(from: from, to: to))
            let bar = (from: from, to: to)
            if let text { label = ConstraintShape.label(text, beside: bar, badged: symbol != nil) }
            labelBar = bar
            if let symbol { badges = [(symbol, midpoint(from, to))] }
            return
        }
        let low = max(firstSpan.lowerBound, secondSpan.lowerBound), high = min(firstSpan.upperBound, secondSpan.upperBound)
        let across = low <= high ? (low + high) / 2 : (firstSpan.lowerBound + firstSpan.upperBound) / 2
        let from = ConstraintShape.point(along: axis, at: start, across: across)
        let to = ConstraintShape.point(along: axis, at: end, across: across)
        strokes.append(.iBar(from: from, to: to))
        label = ConstraintShape.label(text ?? "0", beside: (from, to), badged: symbol != nil)
        labelBar = (from, to)
        if let symbol { badges = [(symbol, midpoint(from, to))] }
    }

    /// A width bar near the bottom of the item, a height bar near its trailing side.
    private static func sizeBar(_ place: AnchorPlace) -> (from: Point, to: Point) {
        let rect = place.rect
        if place.attribute.axis == .horizontal {
            let y = rect.maxY - min(sizeBarInset, rect.height / 2)
            return (Point(x: rect.x, y: y), Point(x: rect.maxX, y: y))
        }
        let x = rect.maxX - min(sizeBarInset, rect.width / 2)
        return (Point(x: x, y: rect.y), Point(x: x, y: rect.maxY))
    }

    /// The constant beside a bar: above a horizontal one, to the side of a vertical one,
    /// moved past the badge when there is one.
    private static func label(_ text: String, beside bar: (from: Point, to: Point), badged: Bool) -> TextMark {
        let middle = midpoint(bar.from, bar.to)
        if abs(bar.from.y - bar.to.y) < 0.01 {
            return TextMark(text, at: Point(x: middle.x, y: middle.y - (badged ? 9 : 3)), anchor: .middle, size: labelSize)
        }
        return TextMark(text, at: Point(x: middle.x + (badged ? 9 : 3), y: middle.y + labelSize * 0.35), anchor: .start, size: labelSize)
    }

    private static func point(along axis: Axis, at position: Double, across: Double) -> Point {
        axis == .horizontal ? Point(x: position, y: across) : Point(x: across, y: position)
    }

    private static func symbol(of relation: Relation) -> String? {
        switch relation {
        case .equal: nil
        case .greaterThanOrEqual: "≥"
        case .lessThanOrEqual: "≤"
        }
    }

    /// A space's label: its constant, after the multiplier when there is one (`×2 + 10`);
    /// nil for an alignment with neither.
    private static func spaceText(_ equation: Equation<ItemID>) -> String? {
        if equation.multiplier != 1 { return factorText(equation) }
        return equation.constant == 0 ? nil : formatConstant(equation.constant)
    }

    /// `×0.5`, `×2 + 10`, `+ 10`: what relates two sizes beyond equality; nil for plain equality.
    private static func factorText(_ equation: Equation<ItemID>) -> String? {
        var parts: [String] = []
        if equation.multiplier != 1 { parts.append("×" + fixedPoint(equation.multiplier)) }
        if equation.constant != 0 {
            parts.append((equation.constant < 0 ? "− " : "+ ") + fixedPoint(abs(equation.constant)))
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}

/// A constant as a label shows it: `8`, `-20`, `0.5`.
func formatConstant(_ value: Double) -> String { fixedPoint(value) }

func midpoint(_ a: Point, _ b: Point) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }

/// One side of a constraint on the canvas: the rectangle its attribute is measured in, as the
/// solver measures it (``AnchorRectangle``: the item's alignment rectangle, a built-in guide,
/// or the margins for a margin attribute), and the attribute.
struct AnchorPlace {
    var rect: Rect
    var attribute: Attribute
    var view: View?

    init?(_ anchor: Anchor<ItemID>, in drawing: LayoutDrawing) {
        attribute = anchor.attribute
        let view = drawing.views[anchor.item]
        self.view = view
        let rect: Rect? =
            switch AnchorRectangle(anchor, on: view) {
            case .alignment(let insets): drawing.frame(of: anchor.item).map { insets == .zero ? $0 : $0.inset(by: insets) }
            case .guide(let guide): view.flatMap { drawing.frame(of: guide, on: $0) }
            }
        guard let rect else { return nil }
        self.rect = rect
    }

    /// Where the attribute lies along its axis; nil for sizes.
    func position(rightToLeft: Bool) -> Double? {
        guard attribute.kind == .location else { return nil }
        return LayoutRect(rect).value(of: attribute, baselines: view?.baselineOffsets ?? .noText, rightToLeft: rightToLeft)
    }

    /// The item's extent across the axis: a horizontal location spans the item's height.
    func crossSpan(_ axis: Axis) -> ClosedRange<Double> {
        axis == .horizontal ? rect.y...max(rect.y, rect.maxY) : rect.x...max(rect.x, rect.maxX)
    }
}
