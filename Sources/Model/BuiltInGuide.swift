/// The layout guides every view has: `V.margins` (layoutMarginsGuide), `V.safeArea`
/// (safeAreaLayoutGuide) and `V.readable` (readableContentGuide); and a scroll view's
/// `V.contentLayout` (contentLayoutGuide: the scrollable content, at the scroll view's origin,
/// as large as the constraints on it make it) and `V.frameLayout` (frameLayoutGuide: the
/// scroll view's frame). On a view that does not scroll, both are its frame.
public enum BuiltInGuide: String, Hashable, Codable, Sendable, CaseIterable {
    /// `layoutMarginsGuide`: the view inset by its layout margins.
    case margins
    /// `safeAreaLayoutGuide`: the part of the view not covered by the status bar, sensor housing,
    /// home indicator or bars.
    case safeArea
    /// `readableContentGuide`: a width within the margins that keeps lines of text readable.
    case readable
    /// `contentLayoutGuide`: a scroll view's scrollable content.
    case contentLayout
    /// `frameLayoutGuide`: a scroll view's frame, which does not scroll.
    case frameLayout

    /// Looks a guide up by its short name or UIKit's property name
    /// (`margins`/`layoutMarginsGuide`, `safeArea`/`safeAreaLayoutGuide`, `readable`/`readableContentGuide`,
    /// `contentLayout`/`contentLayoutGuide`, `frameLayout`/`frameLayoutGuide`).
    public init?(name: String) {
        switch name {
        case "margins", "layoutMarginsGuide": self = .margins
        case "safeArea", "safeAreaLayoutGuide": self = .safeArea
        case "readable", "readableContentGuide": self = .readable
        case "contentLayout", "contentLayoutGuide": self = .contentLayout
        case "frameLayout", "frameLayoutGuide": self = .frameLayout
        default: return nil
        }
    }
}
