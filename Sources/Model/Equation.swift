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
    public var first: Anchor<Item>
    public var relation: Relation
    public var multiplier: Double
    public var second: Anchor<Item>?
    public var constant: Double

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

    public func mapItems<Other>(_ transform: (Item) throws -> Other) rethrows -> Equation<Other> {
        Equation<Other>(
            try first.mapItem(transform), relation,
            multiplier: multiplier, try second.map { try $0.mapItem(transform) }, constant: constant)
    }

    /// Every item the equation refers to, first item first.
    public var items: [Item] { [first.item] + (second.map { [$0.item] } ?? []) }
}

extension Equation: Codable where Item: Codable {}
