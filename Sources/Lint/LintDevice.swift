import Interchange
import Model
import Solver

/// One column of lint's device matrix: a screen, its orientation and the layout direction.
///
/// `design` is the device each document is designed on (its root views' frames, and the safe
/// area its `<device>` gives them): there a view's stored frame is compared with its solved one.
/// The others are the smallest screen current iOS runs on (the iPhone SE, 375 × 667), the
/// largest current iPhone (the 17 Pro Max, 440 × 956) and an 11-inch iPad (834 × 1194), each in
/// portrait and landscape, from the device table (`Device`); `--devices` takes any other.
public struct LintDevice: Hashable, Sendable {
    /// Which way the screen is held.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        /// Portrait, as the device table gives the screen, or landscape, width and height exchanged.
        case portrait, landscape
    }

    /// `design`, or a screen of ``screens``.
    public var name: String
    /// The orientation; ignored for `design`, which keeps the document's own.
    public var orientation: Orientation
    /// Whether the layout is solved left to right or right to left.
    public var direction: LayoutEnvironment.Direction

    /// A column of the matrix: portrait and left to right unless given.
    public init(name: String, orientation: Orientation = .portrait, direction: LayoutEnvironment.Direction = .leftToRight) {
        self.name = name
        self.orientation = orientation
        self.direction = direction
    }

    /// The document's own device, left to right.
    public static let design = LintDevice(name: "design")

    /// The screens of the matrix, by their names in the device table (`Device`).
    public static let screens = ["iphone-se", "iphone-17-pro-max", "ipad-11"]

    /// The matrix's names, lint's default `--devices`: `design` and the screens.
    public static var names: [String] { ["design"] + screens }

    /// Whether `--devices` takes the name: `design`, or any device of the table (docs/devices.md).
    public static func isKnown(_ name: String) -> Bool { name == "design" || Device.named(name) != nil }

    /// The whole matrix: the design device, then each screen in portrait and landscape; each
    /// also right to left when `rightToLeft` is set.
    public static func matrix(rightToLeft: Bool) -> [LintDevice] {
        let leftToRight = [design] + screens.flatMap { screen in Orientation.allCases.map { LintDevice(name: screen, orientation: $0) } }
        return leftToRight + (rightToLeft ? leftToRight.map { $0.withDirection(.rightToLeft) } : [])
    }

    /// The devices one `--devices` entry names: `design`, a screen in both orientations
    /// (`ipad-11`) or one (`ipad-11:landscape`); nil for a name lint does not know.
    public static func named(_ entry: String) -> [LintDevice]? {
        let parts = entry.split(separator: ":", maxSplits: 1).map(String.init)
        guard let name = parts.first, isKnown(name) else { return nil }
        if name == "design" { return parts.count == 1 ? [design] : nil }
        guard parts.count == 2 else { return Orientation.allCases.map { LintDevice(name: name, orientation: $0) } }
        return Orientation(rawValue: parts[1]).map { [LintDevice(name: name, orientation: $0)] }
    }

    /// The same screen and orientation, solved in another layout direction.
    public func withDirection(_ direction: LayoutEnvironment.Direction) -> LintDevice {
        var device = self
        device.direction = direction
        return device
    }

    /// How reports name it: `design`, `iphone-se landscape`, `ipad-11 portrait rtl`.
    public var label: String {
        (name == "design" ? name : "\(name) \(orientation.rawValue)") + (direction == .rightToLeft ? " rtl" : "")
    }

    /// The size class a full-screen app has on this device (an iPhone in portrait `wC hR`);
    /// for `design`, the class of the device the document is designed on, or the base class
    /// (`any`) for a document that names none.
    public func sizeClass(designDevice: IBDevice?) -> SizeClass {
        if let device = Device.named(name) { return device.sizeClass(orientation == .landscape ? .landscape : .portrait) }
        guard let designDevice, let device = Device.interfaceBuilder(designDevice.id) else { return .any }
        return device.sizeClass(designDevice.isLandscape ? .landscape : .portrait)
    }

    /// The screen in its orientation; nil for `design`.
    var interfaceBuilderDevice: LintScreen? {
        Device.named(name).map { LintScreen(device: $0, orientation: orientation) }
    }

    /// The environment to solve a layout root in on this device.
    ///
    /// A view controller's root view takes the whole screen, its safe area and the system's side
    /// margins; a table view cell the screen's width at its own height (a table across the
    /// screen). Any other root (a cell of a collection, a xib's free-standing view) is laid out by
    /// whoever holds it, so it keeps its design size everywhere; nil then, as on a macOS or tvOS
    /// document, for every device but `design`.
    func environment(for project: Project, root: IBLayoutRoot, platform: IBDocument.Platform, designDevice: IBDevice?) -> LayoutEnvironment? {
        var environment = LayoutEnvironment(designOf: project)
        environment.includesPlaceholders = true
        environment.direction = direction
        guard let screen = interfaceBuilderDevice else { return environment }
        guard platform == .cocoaTouch, designDevice?.id != "appleTV" else { return nil }
        if root.isControllerView {
            let side = screen.controllerSideMargin
            environment.rootWidth = screen.width
            environment.rootHeight = screen.height
            environment.safeAreaInsets = screen.safeAreaInsets
            environment.rootMargins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            environment.readableWidth = min(672, screen.width - 2 * side)
            return environment
        }
        if root.view.element == "tableViewCell" {
            environment.rootWidth = screen.width
            return environment
        }
        return nil
    }
}

/// A screen of the device table in one orientation, as lint solves on it.
struct LintScreen {
    var width: Double
    var height: Double
    var safeAreaInsets: EdgeInsets
    var controllerSideMargin: Double

    init(device: Device, orientation: LintDevice.Orientation) {
        let turned: Device.Orientation = orientation == .landscape ? .landscape : .portrait
        (width, height) = device.size(turned)
        safeAreaInsets = device.safeArea(turned)
        // As Interface Builder's figures have it: the margins of the width in this orientation.
        controllerSideMargin = width >= 414 ? 20 : 16
    }
}
