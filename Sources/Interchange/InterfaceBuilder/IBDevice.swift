import Model

/// The device a document is designed on (`<device id="retina6_1" orientation="portrait"/>`):
/// its screen size and the safe-area insets Interface Builder gives a view controller's root
/// view, and a top-level view of a xib, on it. The file names only the device; these figures
/// are the simulator's (status bar and home indicator), in the orientation the document names.
public struct IBDevice: Hashable, Sendable {
    /// Interface Builder's id for the device (`retina4_7`, `retina6_1`, `appleTV`).
    public var id: String
    public var isLandscape: Bool
    /// The screen's width and height in this orientation.
    public var width: Double
    public var height: Double
    /// The safe-area insets of a full-screen view in this orientation.
    public var safeAreaInsets: EdgeInsets

    /// The device of a `<device>` element; nil for an id not in `known`.
    public init?(id: String, orientation: String?) {
        guard let entry = Self.known[id] else { return nil }
        self.id = id
        isLandscape = orientation == "landscape"
        width = isLandscape ? entry.height : entry.width
        height = isLandscape ? entry.width : entry.height
        safeAreaInsets = isLandscape ? entry.landscape : entry.portrait
    }

    /// The device whose safe area in one of its orientations is nearest these insets (the most
    /// non-zero edges equal, then edges equal, then the screen's size equal to the root's), for export to name: a device
    /// whose insets the document's frames do not measure comes back from it on import.
    public static func closest(to insets: EdgeInsets, width: Double, height: Double) -> IBDevice {
        var best: (score: Int, device: IBDevice)?
        for id in known.keys.sorted() {
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

    /// Points to pixels on the device's screen: 3 on the Plus phones and those with a notch or
    /// Dynamic Island except the iPhone XR and 11 (`retina6_1`), 2 on those two, the older phones
    /// and iPads, 1 on Apple TV. UIKit rounds every frame Auto Layout solves to this grid, and
    /// Interface Builder stores frames so rounded.
    public var scale: Double { Self.scales[id] ?? 2 }

    private static let scales: [String: Double] = [
        "retina5_5": 3, "retina5_9": 3, "retina6_5": 3, "retina5_4": 3, "retina6_06": 3, "retina6_7": 3,
        "retina6_12": 3, "retina6_72": 3, "retina6_3": 3, "retina6_9": 3, "retina6_54": 3, "appleTV": 1,
    ]

    /// A view controller's minimum side margins on this device (UIKit's
    /// `systemMinimumLayoutMargins`): 20 on screens 414 pt wide or wider, else 16.
    public var controllerSideMargin: Double { width >= 414 ? 20 : 16 }

    typealias Entry = (width: Double, height: Double, portrait: EdgeInsets, landscape: EdgeInsets)

    private static func insets(_ top: Double, _ side: Double, _ bottom: Double) -> EdgeInsets {
        EdgeInsets(top: top, left: side, bottom: bottom, right: side)
    }

    /// Interface Builder's device ids, portrait size, and safe-area insets in portrait and
    /// landscape. Phones with a status bar only have 20 pt at the top in portrait and none in
    /// landscape; phones with a notch or Dynamic Island have it at the top in portrait and on
    /// both sides in landscape, and the home indicator at the bottom (34 pt, 21 in landscape).
    static let known: [String: Entry] = [
        "retina3_5": (320, 480, insets(20, 0, 0), .zero),
        "retina4_0": (320, 568, insets(20, 0, 0), .zero),
        "retina4_7": (375, 667, insets(20, 0, 0), .zero),
        "retina5_5": (414, 736, insets(20, 0, 0), .zero),
        "retina5_9": (375, 812, insets(44, 0, 34), insets(0, 44, 21)),
        "retina6_1": (414, 896, insets(44, 0, 34), insets(0, 44, 21)),
        "retina6_5": (414, 896, insets(44, 0, 34), insets(0, 44, 21)),
        "retina5_4": (375, 812, insets(50, 0, 34), insets(0, 50, 21)),
        "retina6_06": (390, 844, insets(47, 0, 34), insets(0, 47, 21)),
        "retina6_7": (428, 926, insets(47, 0, 34), insets(0, 47, 21)),
        "retina6_12": (393, 852, insets(59, 0, 34), insets(0, 59, 21)),
        "retina6_72": (430, 932, insets(59, 0, 34), insets(0, 59, 21)),
        "retina6_3": (402, 874, insets(62, 0, 34), insets(0, 62, 21)),
        "retina6_9": (440, 956, insets(62, 0, 34), insets(0, 62, 21)),
        "retina6_54": (420, 912, insets(68, 0, 34), insets(0, 68, 21)),
        "ipad9_7": (768, 1024, insets(20, 0, 0), insets(20, 0, 0)),
        "ipad10_2": (810, 1080, insets(20, 0, 0), insets(20, 0, 0)),
        "ipad10_5": (834, 1112, insets(20, 0, 0), insets(20, 0, 0)),
        "ipad11": (834, 1194, insets(24, 0, 20), insets(24, 0, 20)),
        "ipad12_9": (1024, 1366, insets(20, 0, 0), insets(20, 0, 0)),
        "ipad12_9rounded": (1024, 1366, insets(24, 0, 20), insets(24, 0, 20)),
        // tvOS: the screen's safe area (60 pt top and bottom, 80 at the sides) in its only orientation.
        "appleTV": (1080, 1920, insets(60, 80, 60), insets(60, 80, 60)),
    ]
}
