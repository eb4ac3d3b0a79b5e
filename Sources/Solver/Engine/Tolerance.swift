/// The engine's single numerical tolerance.
///
/// Every comparison that must forgive floating-point rounding goes through
/// ``isNearZero(_:)``, so that one constant decides what "zero" means everywhere:
/// when a coefficient drops out of a row, when a row is feasible, when an artificial
/// objective reached zero, and when a constraint counts as satisfied.
enum Tolerance {
    /// Magnitudes below this are treated as zero.
    static let epsilon = 1.0e-8

    /// Whether `value` is zero within ``epsilon``.
    @inline(__always)
    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }
}
