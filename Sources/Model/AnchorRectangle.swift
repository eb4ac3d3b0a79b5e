/// What a rectangle's edges are measured in: a number where the frame is known (a picture, a
/// tool measuring design frames), a linear expression of the frame's variables where it is
/// being solved. ``LayoutRect`` does its arithmetic in either, so where an attribute lies is
/// written once.
package protocol LayoutQuantity {
    /// A fixed number of points, whatever the frame.
    init(points: Double)
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    static func / (lhs: Self, rhs: Double) -> Self
}

extension Double: LayoutQuantity {
    package init(points: Double) { self = points }
}

/// A rectangle an anchor is measured in: a frame, an alignment rectangle, or a built-in guide's
/// rectangle, y growing downwards.
package struct LayoutRect<Quantity: LayoutQuantity> {
    package var left, top, width, height: Quantity

    package init(left: Quantity, top: Quantity, width: Quantity, height: Quantity) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
    }

    package var right: Quantity { left + width }
    package var bottom: Quantity { top + height }
    package var centerX: Quantity { left + width / 2 }
    package var centerY: Quantity { top + height / 2 }

    /// The rectangle less these insets on each side.
    package func inset(by insets: EdgeInsets) -> LayoutRect {
        LayoutRect(
            left: left + Quantity(points: insets.left), top: top + Quantity(points: insets.top),
            width: width - Quantity(points: insets.left + insets.right), height: height - Quantity(points: insets.top + insets.bottom))
    }

    /// Where the attribute lies in this rectangle, or its width or height (a margin form is
    /// its edge: the rectangle is already the margins'). Leading is the right edge when
    /// `rightToLeft`. A view with no text has both baselines at its bottom edge, as in Auto
    /// Layout. Nil for `notAnAttribute`.
    package func value(of attribute: Attribute, baselines: BaselineOffsets, rightToLeft: Bool) -> Quantity? {
        switch attribute.edge {
        case .left: left
        case .right: right
        case .top: top
        case .bottom: bottom
        case .leading: rightToLeft ? right : left
        case .trailing: rightToLeft ? left : right
        case .width: width
        case .height: height
        case .centerX: centerX
        case .centerY: centerY
        case .firstBaseline: baselines.firstFromTop.map { top + Quantity(points: $0) } ?? bottom
        case .lastBaseline: bottom - Quantity(points: baselines.lastFromBottom ?? 0)
        default: nil
        }
    }
}

extension LayoutRect where Quantity == Double {
    package init(_ rect: Rect) { self.init(left: rect.x, top: rect.y, width: rect.width, height: rect.height) }

    package var rect: Rect { Rect(x: left, y: top, width: width, height: height) }
}

extension Rect {
    /// The rectangle less these insets on each side.
    package func inset(by insets: EdgeInsets) -> Rect { LayoutRect(self).inset(by: insets).rect }
}

/// Which rectangle of its item an anchor's attribute is measured in (Auto Layout Guide,
/// "Anatomy of a Constraint"): constraints relate alignment rectangles, so a view's frame less
/// its alignment insets; an anchor on a built-in guide, or a margin attribute, is measured in
/// that guide, which is the bounds' (alignment insets do not move it).
///
/// The solver, the picture and the tools all ask this, so a switch with a 10 pt inset is placed
/// and drawn at the same edge.
package enum AnchorRectangle: Hashable, Sendable {
    /// The item's frame less these insets: a view's alignment insets, zero for a custom guide.
    case alignment(EdgeInsets)
    /// The rectangle of one of the view's built-in guides.
    case guide(BuiltInGuide)

    /// The rectangle of an anchor on `view` (nil when the anchor's item is a custom guide).
    package init(_ anchor: Anchor<ItemID>, on view: View?) {
        guard let view else {
            self = .alignment(.zero)
            return
        }
        self.init(anchor, onViewWith: view.alignmentInsets)
    }

    /// The rectangle of an anchor on a view whose alignment insets are these: for callers that
    /// read the view's fields where it lies rather than copy the whole (large) view.
    package init(_ anchor: Anchor<ItemID>, onViewWith alignmentInsets: EdgeInsets) {
        if let guide = anchor.guide {
            self = .guide(guide)
        } else if anchor.attribute.isMarginForm {
            self = .guide(.margins)
        } else {
            self = .alignment(alignmentInsets)
        }
    }
}
