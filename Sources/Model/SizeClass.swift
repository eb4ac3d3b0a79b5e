/// A size class as Interface Builder names its variations: a width class and a height class,
/// each compact, regular or any. `wC hR` is the class of an iPhone in portrait; `hC` (any width,
/// compact height) is a base class that every landscape iPhone falls in; `any` (both any) is the
/// base layout every variation starts from.
///
/// Apple's Auto Layout Guide ("Size-Class-Specific Layout") has nine classes: the four final
/// ones (both sides set) a device shows, and five base ones (a side or both any) that stand for
/// two or more final ones. A setting made for a more specific class overrides the more general
/// one (see ``SizeClass/resolution``).
public struct SizeClass: Hashable, Codable, Sendable, CustomStringConvertible {
    /// One side's class, as UIKit's `UIUserInterfaceSizeClass` (`unspecified` is any).
    public enum Value: String, Hashable, Codable, Sendable, CaseIterable {
        case any, compact, regular

        /// The letter Interface Builder writes after `w` or `h`.
        var letter: String {
            switch self {
            case .any: "Any"
            case .compact: "C"
            case .regular: "R"
            }
        }
    }

    public var width: Value
    public var height: Value

    public init(width: Value = .any, height: Value = .any) {
        self.width = width
        self.height = height
    }

    /// The base class: both sides any.
    public static let any = SizeClass()

    /// Every class, base first, then by width and height (`wC`, `wR`, `hC`, `hR`, then the final
    /// classes): the order of listings and of stored fields.
    public static let all: [SizeClass] = [
        .any, SizeClass(width: .compact), SizeClass(width: .regular), SizeClass(height: .compact), SizeClass(height: .regular),
        SizeClass(width: .compact, height: .compact), SizeClass(width: .compact, height: .regular),
        SizeClass(width: .regular, height: .compact), SizeClass(width: .regular, height: .regular),
    ]

    /// How many sides it sets: 0 for the base class, 2 for a final class.
    public var specificity: Int { (width == .any ? 0 : 1) + (height == .any ? 0 : 1) }

    /// Whether both sides are set: a class a device shows.
    public var isFinal: Bool { specificity == 2 }

    /// Whether a setting made for this class applies in `other`: each side is any or the same
    /// as `other`'s. (`hC` applies in `wR hC` and in `hC`, not in `wR`, where height is any.)
    public func applies(in other: SizeClass) -> Bool {
        (width == .any || width == other.width) && (height == .any || height == other.height)
    }

    /// Interface Builder's notation, any sides left out: `wC hR`, `hC`, `wR`; `any` for the
    /// base class.
    public var description: String {
        let sides = [width == .any ? nil : "w" + width.letter, height == .any ? nil : "h" + height.letter].compactMap { $0 }
        return sides.isEmpty ? "any" : sides.joined(separator: " ")
    }

    /// The notation without spaces, as field names and command-line values use it: `wC.hR`,
    /// `hC`, `any`.
    public var key: String { description.replacingOccurrences(of: " ", with: ".") }

    /// Reads Interface Builder's notation: `wC hR`, `wC,hR`, `wC.hR`, `wCompact hRegular`,
    /// `wAny hC` or `w* hC` (any width), `hC` alone (width any), `any` or `base` (`wAny hAny`).
    /// Case matters only in the letters after `w` and `h` being C, R or Any; nil for anything
    /// else, or a side given twice.
    public init?(text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if ["any", "base", "*"].contains(trimmed.lowercased()) {
            self = .any
            return
        }
        var width: Value?
        var height: Value?
        let parts = trimmed.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." }).map(String.init)
        guard !parts.isEmpty else { return nil }
        for part in parts {
            guard let side = part.first.map(String.init)?.lowercased(), side == "w" || side == "h" else { return nil }
            let valueText = part.dropFirst().lowercased()
            let value: Value
            switch valueText {
            case "c", "compact": value = .compact
            case "r", "regular": value = .regular
            case "any", "*", "a": value = .any
            default: return nil
            }
            if side == "w" {
                guard width == nil else { return nil }
                width = value
            } else {
                guard height == nil else { return nil }
                height = value
            }
        }
        self.init(width: width ?? .any, height: height ?? .any)
    }

    /// The classes whose settings apply in this one, most specific first: the order in which a
    /// setting is looked up (the first that sets it wins), ending with the base class.
    ///
    /// Apple's rule is that a more specific class overrides a more general one. Between a
    /// width-only and a height-only class (`wC` and `hR` both apply in `wC hR`), which the guide
    /// does not order, the width class wins here.
    public var resolution: [SizeClass] { SizeClass.all.filter { $0.applies(in: self) }.sorted(by: SizeClass.precedes) }

    /// Whether `lhs` is looked up before `rhs`: more specific first, then the width class
    /// before the height class.
    static func precedes(_ lhs: SizeClass, _ rhs: SizeClass) -> Bool {
        if lhs.specificity != rhs.specificity { return lhs.specificity > rhs.specificity }
        return (lhs.width != .any ? 0 : 1) < (rhs.width != .any ? 0 : 1)
    }
}

extension SizeClass {
    /// Each class by the name of its variation field (`variation.wR.hC`), made once: a field's
    /// class is asked for each field of each entity that is read, diffed or merged.
    static let ofVariationField: [String: SizeClass] = Dictionary(uniqueKeysWithValues: all.map { ("variation." + $0.key, $0) })
}

extension View.Field {
    /// The field of a size class's variation (`variation.wR.hC`).
    public static func variation(_ sizeClass: SizeClass) -> View.Field { View.Field(rawValue: "variation." + sizeClass.key)! }

    /// The size class of a variation field; nil for any other field.
    public var sizeClass: SizeClass? { SizeClass.ofVariationField[rawValue] }
}

extension Constraint.Field {
    /// The field of a size class's variation (`variation.wR.hC`).
    public static func variation(_ sizeClass: SizeClass) -> Constraint.Field { Constraint.Field(rawValue: "variation." + sizeClass.key)! }

    /// The size class of a variation field; nil for any other field, found without hashing its
    /// name (every whole-constraint record asks it of each field).
    public var sizeClass: SizeClass? {
        switch self {
        case .structure, .multiplier, .constant, .priority, .identifier, .placeholder, .active, .documentID, .standardSpacing,
            .sourceLocation:
            nil
        case .variationAny, .variationWC, .variationWR, .variationHC, .variationHR, .variationWCHC, .variationWCHR, .variationWRHC,
            .variationWRHR:
            SizeClass.ofVariationField[rawValue]
        }
    }
}
