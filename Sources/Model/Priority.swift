/// A constraint's priority, from 1 to 1000, as `UILayoutPriority`; 1000 is required.
///
/// Auto Layout satisfies priorities strictly: any number of broken constraints at one priority
/// never outweighs a single one at a higher priority.
public struct Priority: RawRepresentable, Hashable, Comparable, Codable, Sendable,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    public static let required: Priority = 1000
    public static let defaultHigh: Priority = 750
    public static let defaultLow: Priority = 250
    public static let fittingSizeLevel: Priority = 50

    /// The range Auto Layout accepts.
    public static let validRange: ClosedRange<Float> = 1...1000

    public var isRequired: Bool { rawValue == 1000 }
    public var isValid: Bool { Priority.validRange.contains(rawValue) }

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

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Float.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
