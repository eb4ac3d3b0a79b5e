/// A constraint's priority, from 1 to 1000, as `UILayoutPriority`; 1000 is required.
///
/// Auto Layout satisfies priorities strictly: any number of broken constraints at one priority
/// never outweighs a single one at a higher priority.
public struct Priority: RawRepresentable, Hashable, Comparable, Codable, Sendable,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority as a number, from 1 to 1000 when valid.
    public var rawValue: Float

    /// A priority with this value; the range is not checked (see ``isValid``).
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority with this value; the range is not checked (see ``isValid``).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a whole number: `let high: Priority = 750`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold (`UILayoutPriority.required`).
    public static let required: Priority = 1000
    /// 750 (`UILayoutPriority.defaultHigh`): UIKit's default compression resistance.
    public static let defaultHigh: Priority = 750
    /// 250 (`UILayoutPriority.defaultLow`): UIKit's default content hugging for most views.
    public static let defaultLow: Priority = 250
    /// 50 (`UILayoutPriority.fittingSizeLevel`): the level at which a view fits its content when
    /// asked for its fitting size.
    public static let fittingSizeLevel: Priority = 50

    /// The range Auto Layout accepts.
    public static let validRange: ClosedRange<Float> = 1...1000

    /// Whether the priority is 1000: a constraint that is never broken.
    public var isRequired: Bool { rawValue == 1000 }
    /// Whether the priority is within ``validRange``, 1 to 1000.
    public var isValid: Bool { Priority.validRange.contains(rawValue) }

    /// Orders priorities by value: the lower one breaks first.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `750`, or `999.5` when fractional.
    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e9 ? String(Int(rawValue)) : String(rawValue)
    }

    /// Parses `750`, `required`, `high`/`defaultHigh`, `low`/`defaultLow`,
    /// `fittingSize`/`fittingSizeLevel` (names ignore case). Range is not checked here.
    public init?(text: String) {
        switch text.lowercased() {
        case "required": self = .required
        case "high", "defaulthigh": self = .defaultHigh
        case "low", "defaultlow": self = .defaultLow
        case "fittingsize", "fittingsizelevel": self = .fittingSizeLevel
        default:
            guard let value = Float(text), value.isFinite else { return nil }
            self.init(value)
        }
    }

    /// Reads the priority as a number.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Float.self)
    }

    /// Writes the priority as a number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
