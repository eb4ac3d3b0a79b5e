/// A screen a layout runs on: every current iPhone and iPad and their predecessors back to the
/// iPhone SE (1st generation), and Apple TV. One table serves `solve`, `render`, `lint` and
/// import (Interface Builder's `<device id="retina6_1">` names a row of it).
///
/// Sizes are in points, portrait (a TV's only orientation is landscape, given as it is); safe
/// areas are those of a full-screen view controller's root, status bar and home indicator
/// included, in each orientation, as the simulator gives them.
public struct Device: Hashable, Sendable {
    /// Which way the screen is held: portrait is taller than wide.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        /// Portrait, the sizes as the table gives them, or landscape, width and height exchanged.
        case portrait, landscape
    }

    /// The kind of device: iPhone, iPad or Apple TV.
    public enum Family: String, Hashable, Sendable {
        /// iPhone, iPad, Apple TV.
        case phone, pad, tv
    }

    /// The names `--device` takes: the first is the device's own, the others name models of the
    /// same screen (`iphone-15` is also `iphone-14-pro` and `iphone-16`).
    public var names: [String]
    /// The models it stands for, as Apple names them.
    public var models: String
    /// Whether it is a phone, a pad or a TV.
    public var family: Family
    /// Interface Builder's id for the screen (`retina6_1`); nil for a screen Interface Builder
    /// names otherwise.
    public var interfaceBuilderID: String?
    /// The screen's width in points, in portrait.
    public var width: Double
    /// The screen's height in points, in portrait.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// The safe-area insets of a full-screen root held in portrait, in points.
    public var portraitSafeArea: EdgeInsets
    /// The safe-area insets of a full-screen root held in landscape, in points.
    public var landscapeSafeArea: EdgeInsets

    /// The device's name for `--device`.
    public var name: String { names[0] }

    /// The screen's size in an orientation.
    public func size(_ orientation: Orientation) -> (width: Double, height: Double) {
        orientation == .portrait ? (width, height) : (height, width)
    }

    /// The safe-area insets of a full-screen root in an orientation, in points.
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The horizontal and vertical size classes of a full-screen app: iPads are regular both
    /// ways; iPhones compact wide and regular tall in portrait, compact both ways in landscape
    /// except the widest (414 pt and more), which are regular wide there.
    public func sizeClasses(_ orientation: Orientation) -> (horizontal: SizeClass.Value, vertical: SizeClass.Value) {
        switch (family, orientation) {
        case (.pad, _), (.tv, _): (.regular, .regular)
        case (.phone, .portrait): (.compact, .regular)
        case (.phone, .landscape): (width >= 414 ? .regular : .compact, .compact)
        }
    }

    /// The final size class a full-screen app has in an orientation (``sizeClasses(_:)``):
    /// `wC hR` for an iPhone in portrait.
    public func sizeClass(_ orientation: Orientation) -> SizeClass {
        let classes = sizeClasses(orientation)
        return SizeClass(width: classes.horizontal, height: classes.vertical)
    }

    /// A view controller's minimum side margins (UIKit's `systemMinimumLayoutMargins`): 20 on
    /// screens 414 pt wide or wider in portrait, else 16.
    public var controllerSideMargin: Double { width >= 414 ? 20 : 16 }

    /// The device a name of ``names`` stands for.
    public static func named(_ name: String) -> Device? { byName[name.lowercased()] }

    /// The first device Interface Builder names by this id.
    public static func interfaceBuilder(_ id: String) -> Device? { byInterfaceBuilderID[id] }

    /// Every name `--device` takes, sorted.
    public static var allNames: [String] { byName.keys.sorted() }

    private static let byName: [String: Device] = Dictionary(
        all.flatMap { device in device.names.map { ($0, device) } }, uniquingKeysWith: { first, _ in first })
    private static let byInterfaceBuilderID: [String: Device] = Dictionary(
        all.compactMap { device in device.interfaceBuilderID.map { ($0, device) } }, uniquingKeysWith: { first, _ in first })

    private static func insets(_ top: Double, _ side: Double, _ bottom: Double) -> EdgeInsets {
        EdgeInsets(top: top, left: side, bottom: bottom, right: side)
    }

    private static func phone(
        _ names: [String], _ models: String, _ id: String, _ width: Double, _ height: Double, scale: Double, top: Double
    ) -> Device {
        // A status bar only: 20 pt at the top in portrait, nothing in landscape. A notch or
        // Dynamic Island: its height at the top in portrait and at both sides in landscape,
        // and the home indicator at the bottom (34 pt, 21 in landscape).
        let statusBarOnly = top == 20
        return Device(
            names: names, models: models, family: .phone, interfaceBuilderID: id, width: width, height: height, scale: scale,
            portraitSafeArea: statusBarOnly ? insets(20, 0, 0) : insets(top, 0, 34),
            landscapeSafeArea: statusBarOnly ? .zero : insets(0, top, 21))
    }

    private static func pad(
        _ names: [String], _ models: String, _ id: String?, _ width: Double, _ height: Double, homeIndicator: Bool
    ) -> Device {
        let safeArea = homeIndicator ? insets(24, 0, 20) : insets(20, 0, 0)
        return Device(
            names: names, models: models, family: .pad, interfaceBuilderID: id, width: width, height: height, scale: 2,
            portraitSafeArea: safeArea, landscapeSafeArea: safeArea)
    }

    /// The table, oldest first in each family.
    public static let all: [Device] = [
        phone(["iphone-4s"], "iPhone 4s", "retina3_5", 320, 480, scale: 2, top: 20),
        phone(["iphone-se-1st", "iphone-5s"], "iPhone SE (1st generation), iPhone 5s", "retina4_0", 320, 568, scale: 2, top: 20),
        phone(
            ["iphone-se", "iphone-8", "iphone-se-3rd"], "iPhone SE (2nd and 3rd generation), iPhone 8, 7, 6s", "retina4_7", 375, 667, scale: 2,
            top: 20),
        phone(["iphone-8-plus"], "iPhone 8 Plus, 7 Plus, 6s Plus", "retina5_5", 414, 736, scale: 3, top: 20),
        phone(["iphone-11-pro", "iphone-x", "iphone-xs"], "iPhone 11 Pro, XS, X", "retina5_9", 375, 812, scale: 3, top: 44),
        phone(["iphone-11", "iphone-xr"], "iPhone 11, XR", "retina6_1", 414, 896, scale: 2, top: 44),
        phone(["iphone-11-pro-max", "iphone-xs-max"], "iPhone 11 Pro Max, XS Max", "retina6_5", 414, 896, scale: 3, top: 44),
        phone(["iphone-13-mini", "iphone-12-mini"], "iPhone 13 mini, 12 mini", "retina5_4", 375, 812, scale: 3, top: 50),
        phone(
            ["iphone-14", "iphone-13", "iphone-13-pro", "iphone-12", "iphone-12-pro"], "iPhone 14, 13, 13 Pro, 12, 12 Pro", "retina6_06", 390, 844,
            scale: 3, top: 47),
        phone(
            ["iphone-14-plus", "iphone-13-pro-max", "iphone-12-pro-max"], "iPhone 14 Plus, 13 Pro Max, 12 Pro Max", "retina6_7", 428, 926, scale: 3,
            top: 47),
        phone(
            ["iphone-15", "iphone-14-pro", "iphone-15-pro", "iphone-16", "iphone-16e"], "iPhone 16, 15, 15 Pro, 14 Pro", "retina6_12", 393, 852,
            scale: 3, top: 59),
        phone(
            ["iphone-15-plus", "iphone-14-pro-max", "iphone-15-pro-max", "iphone-16-plus"], "iPhone 16 Plus, 15 Plus, 15 Pro Max, 14 Pro Max",
            "retina6_72", 430, 932, scale: 3, top: 59),
        phone(["iphone-17", "iphone-16-pro", "iphone-17-pro"], "iPhone 17, 17 Pro, 16 Pro", "retina6_3", 402, 874, scale: 3, top: 62),
        phone(["iphone-17-pro-max", "iphone-16-pro-max"], "iPhone 17 Pro Max, 16 Pro Max", "retina6_9", 440, 956, scale: 3, top: 62),
        phone(["iphone-air"], "iPhone Air", "retina6_54", 420, 912, scale: 3, top: 68),
        pad(["ipad-9.7", "ipad-air-2"], "iPad (5th and 6th generation), iPad Air 2, iPad Pro 9.7-inch", "ipad9_7", 768, 1024, homeIndicator: false),
        pad(["ipad-10.2"], "iPad (7th to 9th generation)", "ipad10_2", 810, 1080, homeIndicator: false),
        pad(["ipad-10.5", "ipad-air-3"], "iPad Air (3rd generation), iPad Pro 10.5-inch", "ipad10_5", 834, 1112, homeIndicator: false),
        pad(["ipad-mini"], "iPad mini (6th generation and A17 Pro)", nil, 744, 1133, homeIndicator: true),
        pad(
            ["ipad-10.9", "ipad-air-11"], "iPad (10th generation, A16), iPad Air 11-inch and 4th and 5th generation", nil, 820, 1180,
            homeIndicator: true),
        pad(["ipad-11", "ipad-pro-11"], "iPad Pro 11-inch", "ipad11", 834, 1194, homeIndicator: true),
        pad(["ipad-12.9"], "iPad Pro 12.9-inch (1st and 2nd generation)", "ipad12_9", 1024, 1366, homeIndicator: false),
        pad(
            ["ipad-pro-12.9", "ipad-air-13"], "iPad Pro 12.9-inch (3rd generation and later), iPad Air 13-inch", "ipad12_9rounded", 1024, 1366,
            homeIndicator: true),
        pad(["ipad-pro-13"], "iPad Pro 13-inch (M4 and later)", nil, 1032, 1376, homeIndicator: true),
        // tvOS: the screen's safe area (60 pt top and bottom, 80 at the sides) in its only orientation.
        Device(
            names: ["apple-tv"], models: "Apple TV", family: .tv, interfaceBuilderID: "appleTV", width: 1080, height: 1920, scale: 1,
            portraitSafeArea: insets(60, 80, 60), landscapeSafeArea: insets(60, 80, 60)),
    ]
}
