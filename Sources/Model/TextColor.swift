/// The colour of a view's text as the document gives it, in sRGB: components from 0 to 1, each
/// kept to the nearest 255th (what ``description`` writes, so a colour reads back the same).
/// A system colour (`labelColor`, `secondaryLabelColor`) is kept as its light appearance's
/// value, which Interface Builder's canvas shows by default.
public struct TextColor: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The red, green and blue components, 0 to 1.
    public var red: Double
    public var green: Double
    public var blue: Double
    /// The opacity, 0 (clear) to 1 (opaque).
    public var alpha: Double

    /// A colour from its components, each clamped to 0...1 and kept to the nearest 255th.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamped(_ value: Double) -> Double { value.isFinite ? (min(1, max(0, value)) * 255).rounded() / 255 : 0 }
        self.red = clamped(red)
        self.green = clamped(green)
        self.blue = clamped(blue)
        self.alpha = clamped(alpha)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque: what `--set textColor=` takes.
    public var description: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// The colour as SVG writes it, without its opacity: `#RRGGBB`.
    public var opaqueHex: String { TextColor(red: red, green: green, blue: blue).description }

    /// Reads ``description``'s form; nil for anything else.
    public init?(text: String) {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9 else { return nil }
        var bytes: [Double] = []
        var rest = Substring(text.dropFirst())
        while !rest.isEmpty {
            guard let value = UInt8(rest.prefix(2), radix: 16) else { return nil }
            bytes.append(Double(value) / 255)
            rest = rest.dropFirst(2)
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }
}
