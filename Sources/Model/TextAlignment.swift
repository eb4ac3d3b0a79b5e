/// How a view sets its text across its width, as `NSTextAlignment`: `natural` (UIKit's
/// default) sets it on the leading side, which is the right in a right-to-left layout;
/// `left` and `right` are fixed whatever the direction.
public enum TextAlignment: String, Hashable, Codable, Sendable, CaseIterable {
    /// `NSTextAlignment`'s cases, by Interface Builder's names (`textAlignment="natural"`).
    case natural, left, center, right, justified

    /// The side the text starts from in a layout of the given direction: `left` or `right`,
    /// or `center`. Justified text reads as natural text on its last line, which is how a
    /// one-line picture shows it.
    public func resolved(rightToLeft: Bool) -> TextAlignment {
        switch self {
        case .natural, .justified: rightToLeft ? .right : .left
        case .left, .center, .right: self
        }
    }
}
