import Model

/// The alignment insets of UIKit's and AppKit's controls (`alignmentRectInsets`): how far the
/// rectangle a control aligns by lies inside the frame the document stores. The file does not
/// say them; they follow from the control's class, its cell's style and its size, and were
/// measured on the corpus's documents (their stored frames against their constraints).
enum IBAlignmentInsets {
    private static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
        EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// A UIKit control's alignment insets, by its element and its stored frame's height.
    ///
    /// A segmented control of iOS 13 and later (framed 32 pt tall) aligns by a rectangle 31 pt
    /// tall at its top, 1 pt above the frame's bottom: the corpus's eleven such controls store
    /// frames laid out so (SwiftMessages' settings cells fit a 74 pt row with one pinned to the
    /// bottom margin; SVProgressHUD's three, centred on ratios of the root's centre, store frames
    /// 0.5 pt lower than centred ones). Older ones (29 pt, iOS 7 to 12) align by their frames.
    static func cocoaTouch(element: String, frameHeight: Double = 0) -> EdgeInsets {
        switch element {
        case "switch": insets(0, 0, 0, 2)
        case "slider": insets(0, 2, 1, 2)
        case "segmentedControl" where frameHeight >= 32: insets(0, 0, 1, 0)
        default: .zero
        }
    }

    /// A view's alignment insets; zero for views without.
    static func of(_ view: IBView, platform: IBDocument.Platform) -> EdgeInsets {
        switch platform {
        case .cocoaTouch:
            return cocoaTouch(element: view.element, frameHeight: view.frame?.height ?? 0)
        case .cocoa:
            guard let cellElement = view.cellElement else { return .zero }
            let cell = view.cellAttributes
            let controlSize = cell["controlSize"] ?? "regular"
            switch (view.element, cellElement) {
            case ("textField", "textFieldCell") where controlSize == "regular" || controlSize == "small":
                // A label (no border or bezel) draws its text 2 pt in from each side, at the small size too.
                return cell["borderStyle"] == nil ? insets(0, 2, 0, 2) : .zero
            case _ where controlSize != "regular":
                return .zero
            case ("button", "buttonCell"):
                switch (cell["type"], cell["bezelStyle"]) {
                // Documents from before Xcode 26 frame a push button 32 pt tall around a 21 pt bezel; Xcode 26
                // writes it 24 pt tall, the frame and the bezel one.
                case ("push"?, "rounded"?): return (view.frame?.height ?? 0) >= 30 ? insets(4, 6, 7, 6) : .zero
                default: return .zero
                }
            default:
                return .zero
            }
        }
    }
}
