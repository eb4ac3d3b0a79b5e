import Model

/// One constraint a view's autoresizing mask makes, as UIKit's `NSAutoresizingMaskLayoutConstraint`:
/// the view's position in its superview (`minX`, `minY`, from the superview's top left) or its
/// length, as `multiplier * superview's length + constant`. Never stored: it is derived again
/// from the design frames for every solve.
public struct AutoresizingConstraint: Hashable, Sendable {
    /// What the constraint sets, in UIKit's words.
    public enum Measure: String, Hashable, Sendable {
        /// The view's left and top in its superview, and its width and height.
        case minX, minY, width, height

        /// Horizontal for `minX` and `width`, vertical for `minY` and `height`.
        public var axis: Axis { self == .minX || self == .width ? .horizontal : .vertical }
    }

    /// The view whose mask makes it.
    public var view: ItemID
    /// The view's superview, whose length the constraint follows.
    public var superview: ItemID
    /// What the constraint sets.
    public var measure: Measure
    /// The share of the superview's length (its width or height) along the measure's axis.
    public var multiplier: Double
    /// The points added to the share of the superview's length.
    public var constant: Double
    /// UIKit's notation for the mask, which its description starts with: `h=-&- v=--&`.
    public var identifier: String
    /// Always required, as UIKit makes them.
    public var priority: Priority { .required }

    /// `card.minX == 20`, `card.width == 0.5 * root.width + 10`, as `list --generated` prints it.
    public func text(names: ItemNames) -> String {
        let name = names[view] ?? view.description
        var text = "\(name).\(measure.rawValue) == "
        guard multiplier != 0 else { return text + formatNumber(constant) }
        if multiplier != 1 { text += "\(formatNumber(multiplier)) * " }
        text += "\(names[superview] ?? superview.description).\(measure.axis == .horizontal ? "width" : "height")"
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatNumber(abs(constant)) }
        return text
    }
}

/// The constraints the project's autoresizing masks make, as UIKit makes them for a view that
/// translates its mask (`translatesAutoresizingMaskIntoConstraints`), from its design frame in
/// its superview's design bounds.
///
/// Per axis, the frame and the superview split into three parts: the margin before the view
/// (left or top), its length, and the margin after. Fixed parts keep their design lengths; the
/// flexible ones share the superview's change in length in proportion to their design lengths
/// (evenly when those add up to nothing), as UIKit's documentation of `UIView.AutoresizingMask`
/// says: "the default behavior is to distribute the size difference proportionally among the
/// flexible portions". Two constraints per axis follow: the position (`minX`, `minY`) and the
/// length. At the design size they hold the design frame whatever the mask. A root view's mask
/// makes none (its frame is the screen's), nor does an arranged subview's (a stack view turns
/// translation off, as `addArrangedSubview` does), nor a view whose superview is not in the
/// project.
public struct AutoresizingConstraints: Sendable {
    /// Two per axis for each view that translates its mask, in layout order.
    public private(set) var constraints: [AutoresizingConstraint] = []

    /// In layout order, as `list --generated` shows them.
    ///
    /// - Complexity: O(*n*) for *n* views when none translates a mask (most projects made with
    ///   the command), else that of `Project/viewsInLayoutOrder`.
    public init(project: Project) {
        guard project.views.contains(where: { $0.autoresizingMask != nil && $0.parent != nil }) else { return }
        let withMasks = project.viewsInLayoutOrder.filter { $0.autoresizingMask != nil && $0.parent != nil }
        let views = Dictionary(project.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for view in withMasks {
            guard let mask = view.autoresizingMask, let parent = view.parent, let superview = views[parent],
                superview.stack?.arrangedSubviews.contains(view.id) != true
            else { continue }
            constraints += Self.constraints(for: view, mask: mask, in: superview)
        }
    }

    /// The four constraints of one view: position and length on each axis.
    static func constraints(for view: View, mask: AutoresizingMask, in superview: View) -> [AutoresizingConstraint] {
        Axis.allCases.flatMap { axis -> [AutoresizingConstraint] in
            let horizontal = axis == .horizontal
            let before = horizontal ? view.frame.x : view.frame.y
            let length = horizontal ? view.frame.width : view.frame.height
            let superviewLength = horizontal ? superview.frame.width : superview.frame.height
            let lengths = [before, length, superviewLength - before - length]
            let shares = Self.shares(lengths: lengths, flexible: mask.flexibility(along: axis))
            // Each part is its design length plus its share of the change: share * (S - S0).
            func constraint(_ measure: AutoresizingConstraint.Measure, _ designLength: Double, _ share: Double) -> AutoresizingConstraint {
                AutoresizingConstraint(
                    view: view.id, superview: superview.id, measure: measure, multiplier: share,
                    constant: designLength - share * superviewLength, identifier: mask.notation)
            }
            return [
                constraint(horizontal ? .minX : .minY, before, shares[0]),
                constraint(horizontal ? .width : .height, length, shares[1]),
            ]
        }
    }

    /// How a change in the superview's length divides among the three parts: in proportion to
    /// the flexible parts' lengths, evenly among them when those add up to nothing, none to a
    /// fixed part. The shares of a mask with a flexible part add up to 1.
    static func shares(lengths: [Double], flexible: [Bool]) -> [Double] {
        let count = flexible.filter { $0 }.count
        guard count > 0 else { return [0, 0, 0] }
        let total = zip(lengths, flexible).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
        if abs(total) < 1e-9 { return flexible.map { $0 ? 1 / Double(count) : 0 } }
        return zip(lengths, flexible).map { $1 ? $0 / total : 0 }
    }
}
