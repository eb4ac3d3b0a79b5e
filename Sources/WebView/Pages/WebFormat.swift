import Foundation
import Model
import Storage

/// How pages write dates and numbers (stored values: ``FieldReading``).
enum WebFormat {
    /// `2026-11-24 15:02:11 UTC`: a fixed zone, so every reader of a shared link sees the same.
    static func date(_ date: Date) -> String {
        var text = date.formatted(.iso8601)
        if text.hasSuffix("Z") { text.removeLast() }
        return text.replacingOccurrences(of: "T", with: " ") + " UTC"
    }

    /// A number as people write it (`16`, `0.5`, `-8.25`): Model's ``formatNumber(_:)``, to two
    /// decimals at most.
    static func number(_ value: Double) -> String { formatNumber((value * 100).rounded() / 100) }
}
