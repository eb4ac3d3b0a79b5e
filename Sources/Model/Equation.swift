/// The linear relation a constraint states, as the Auto Layout Guide writes it:
/// `first.attribute relation multiplier * second.attribute + constant`.
///
/// A constant-only equation (`view.width = 40`) has no second anchor; its multiplier is 1.
///
/// ```swift
/// let spacing = try Equation.parse("button2.leading = button1.trailing + 8")
/// spacing.equation.second?.attribute   // .trailing
/// ```
public struct Equation<Item: Hashable & Sendable>: Hashable, Sendable {
    /// The anchor on the left: the attribute the constraint sets.
    public var first: Anchor<Item>
    /// `=`, `>=` or `<=`.
    public var relation: Relation
    /// What the second anchor is multiplied by; always 1 when there is no second anchor.
    public var multiplier: Double
    /// The anchor on the right; `nil` for a constant-only equation (`view.width = 40`).
    public var second: Anchor<Item>?
    /// The points added on the right (or the whole right side, with no second anchor).
    public var constant: Double

    /// `first relation multiplier * second + constant`; the multiplier is set to 1 when there is no
    /// second anchor.
    public init(
        _ first: Anchor<Item>, _ relation: Relation = .equal,
        multiplier: Double = 1, _ second: Anchor<Item>? = nil, constant: Double = 0
    ) {
        self.first = first
        self.relation = relation
        self.multiplier = second == nil ? 1 : multiplier
        self.second = second
        self.constant = constant
    }

    /// The same equation over another kind of item: names resolved to ids, or ids to names.
    public func mapItems<Other>(_ transform: (Item) throws -> Other) rethrows -> Equation<Other> {
        Equation<Other>(
            try first.mapItem(transform), relation,
            multiplier: multiplier, try second.map { try $0.mapItem(transform) }, constant: constant)
    }

    /// Every item the equation refers to, first item first.
    public var items: [Item] { [first.item] + (second.map { [$0.item] } ?? []) }
}

extension Equation: Codable where Item: Codable {}
