import Model

/// The device a document is designed on (`<device id="retina6_1" orientation="portrait"/>`):
/// its screen size and the safe-area insets Interface Builder gives a view controller's root
/// view, and a top-level view of a xib, on it. The file names only the device; the figures are
/// the device table's (`Device`), in the orientation the document names.
public struct IBDevice: Hashable, Sendable {
    /// Interface Builder's id for the device (`retina4_7`, `retina6_1`, `appleTV`).
    public var id: String
    /// Whether the document is laid out in landscape (`orientation="landscape"`).
    public var isLandscape: Bool
    /// The screen's width and height in this orientation.
    public var width: Double
    /// The screen's height in points, in this orientation.
    public var height: Double
    /// The safe-area insets of a full-screen view in this orientation.
    public var safeAreaInsets: EdgeInsets

    /// The device of a `<device>` element; nil for an id the device table (`Device`) does not have.
    public init?(id: String, orientation: String?) {
        guard let device = Device.interfaceBuilder(id) else { return nil }
        self.id = id
        isLandscape = orientation == "landscape"
        (width, height) = device.size(isLandscape ? .landscape : .portrait)
        safeAreaInsets = device.safeArea(isLandscape ? .landscape : .portrait)
    }

    /// The device whose safe area in one of its orientations is nearest these insets (the most
    /// non-zero edges equal, then edges equal, then the screen's size equal to the root's), for export to name: a device
    /// whose insets the document's frames do not measure comes back from it on import.
    public static func closest(to insets: EdgeInsets, width: Double, height: Double) -> IBDevice {
        var best: (score: Int, device: IBDevice)?
        for id in Device.all.compactMap(\.interfaceBuilderID).sorted() {
            for orientation in ["portrait", "landscape"] {
                guard let device = IBDevice(id: id, orientation: orientation) else { continue }
                let other = device.safeAreaInsets
                let pairs = [(insets.top, other.top), (insets.left, other.left), (insets.bottom, other.bottom), (insets.right, other.right)]
                // An inset the device gives counts most: an edge at zero is easily measured on import.
                let score =
                    pairs.filter { $0 == $1 && $0 != 0 }.count * 4 + pairs.filter { $0 == $1 }.count * 2
                    + (device.width == width && device.height == height ? 1 : 0)
                if score > (best?.score ?? -1) { best = (score, device) }
            }
        }
        return best!.device
    }

    /// Points to pixels on the device's screen (`Device.scale`): UIKit rounds every frame Auto
    /// Layout solves to this grid, and Interface Builder stores frames so rounded.
    public var scale: Double { Device.interfaceBuilder(id)?.scale ?? 2 }

    /// A view controller's minimum side margins on this device (UIKit's
    /// `systemMinimumLayoutMargins`): 20 on screens 414 pt wide or wider, else 16.
    public var controllerSideMargin: Double { width >= 414 ? 20 : 16 }
}
