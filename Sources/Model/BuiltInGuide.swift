/// The layout guides every view has: `V.margins` (layoutMarginsGuide), `V.safeArea`
/// (safeAreaLayoutGuide) and `V.readable` (readableContentGuide).
public enum BuiltInGuide: String, Hashable, Codable, Sendable, CaseIterable {
    case margins
    case safeArea
    case readable

    /// Looks a guide up by its short name or UIKit's property name
    /// (`margins`/`layoutMarginsGuide`, `safeArea`/`safeAreaLayoutGuide`, `readable`/`readableContentGuide`).
    public init?(name: String) {
        switch name {
        case "margins", "layoutMarginsGuide": self = .margins
        case "safeArea", "safeAreaLayoutGuide": self = .safeArea
        case "readable", "readableContentGuide": self = .readable
        default: return nil
        }
    }
}
