import Model

/// What a solve needs besides the revision: the root's size, the layout direction, the
/// window's safe-area insets, the root view's margins and the readable content width.
/// Device presets supply sensible values (``device(named:orientation:)``).
public struct LayoutEnvironment: Hashable, Sendable {
    /// Which way leading and trailing run.
    public enum Direction: String, Hashable, Sendable {
        /// Leading is left (English), or leading is right (Arabic, Hebrew).
        case leftToRight, rightToLeft
    }

    /// The width the root views are solved at, in points.
    public var rootWidth: Double
    /// The height the root views are solved at, in points.
    public var rootHeight: Double
    /// The layout direction; a view's semantic content attribute can override it.
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

    /// An environment of the given root size in points; left to right, no safe area, the root's own
    /// margins, a readable width of 672 and no placeholders, unless given.
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

    /// A full-screen view controller's root on a device (`Device`, the one table of screens):
    /// the screen's size and safe area in the orientation, the system's side margins, and the
    /// readable width they leave (672 at most).
    public init(device: Device, orientation: Device.Orientation = .portrait) {
        let side = device.controllerSideMargin
        let (width, height) = device.size(orientation)
        self.init(
            rootWidth: width, rootHeight: height, safeAreaInsets: device.safeArea(orientation),
            rootMargins: EdgeInsets(top: 0, left: side, bottom: 0, right: side), readableWidth: min(672, width - 2 * side))
    }

    /// The presets `--device` accepts, in portrait: every name of the device table.
    public static var devices: [String: LayoutEnvironment] {
        Dictionary(uniqueKeysWithValues: Device.allNames.compactMap { name in Device.named(name).map { (name, LayoutEnvironment(device: $0)) } })
    }

    /// A device preset by name (`iphone-se`, `iphone-15`, `ipad-11`), in portrait or landscape.
    public static func device(named name: String, orientation: Device.Orientation = .portrait) -> LayoutEnvironment? {
        Device.named(name).map { LayoutEnvironment(device: $0, orientation: orientation) }
    }
}
