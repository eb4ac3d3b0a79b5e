import Model

/// What a solve needs besides the revision: the root's size, the layout direction, the
/// window's safe-area insets, the root view's margins and the readable content width.
/// Device presets supply sensible values (``device(named:)``).
public struct LayoutEnvironment: Hashable, Sendable {
    public enum Direction: String, Hashable, Sendable {
        case leftToRight, rightToLeft
    }

    public var rootWidth: Double
    public var rootHeight: Double
    public var direction: Direction
    /// The window's safe-area insets (status bar, home indicator).
    public var safeAreaInsets: EdgeInsets
    /// The root view's layout margins as a view controller sets them (16 on iPhones);
    /// `nil` keeps the root view's own margins.
    public var rootMargins: EdgeInsets?
    /// The widest the readable content guide gets.
    public var readableWidth: Double
    /// Keep placeholder constraints in (Interface Builder's design-time view).
    public var includesPlaceholders: Bool

    public init(
        rootWidth: Double, rootHeight: Double, direction: Direction = .leftToRight,
        safeAreaInsets: EdgeInsets = .zero, rootMargins: EdgeInsets? = nil,
        readableWidth: Double = 672, includesPlaceholders: Bool = false
    ) {
        self.rootWidth = rootWidth
        self.rootHeight = rootHeight
        self.direction = direction
        self.safeAreaInsets = safeAreaInsets
        self.rootMargins = rootMargins
        self.readableWidth = readableWidth
        self.includesPlaceholders = includesPlaceholders
    }

    /// The project's design size: its root view's frame, and the safe-area insets its design
    /// device gives it (`View/deviceSafeAreaInsets`, none when it has none): Interface
    /// Builder's canvas, and what `solve` and `check` use unless `--device` names another.
    public init(designOf project: Project) {
        let root = project.rootViews.first
        let frame = root?.frame ?? .zero
        self.init(rootWidth: frame.width, rootHeight: frame.height, safeAreaInsets: root?.deviceSafeAreaInsets ?? .zero)
    }

    /// The presets `--device` accepts.
    public static let devices: [String: LayoutEnvironment] = [
        "iphone-se": LayoutEnvironment(
            rootWidth: 375, rootHeight: 667, safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            rootMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), readableWidth: 343),
        "iphone-15": LayoutEnvironment(
            rootWidth: 393, rootHeight: 852, safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            rootMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), readableWidth: 361),
        "ipad-11": LayoutEnvironment(
            rootWidth: 834, rootHeight: 1194, safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            rootMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), readableWidth: 672),
    ]

    /// A device preset by name (`iphone-se`, `iphone-15`, `ipad-11`).
    public static func device(named name: String) -> LayoutEnvironment? { devices[name] }
}
