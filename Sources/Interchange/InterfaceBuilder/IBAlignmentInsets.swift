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

    /// An AppKit separator box (`boxType="separator"`) aligns by the line it draws: 2 pt in from
    /// each side of its frame across its thickness (never less than nothing), so the 5 pt frame
    /// Interface Builder gives a new one holds a 1 pt line and a separator framed 24 pt thick
    /// measures 20. The stored frames of five repositories say so: NetNewsWire's, CotEditor's,
    /// WWDC's, KeepingYouAwake's and Vienna's 5 pt separators lie 2 pt outside the views pinned
    /// above and below them, and Rectangle's separators of height 20 are framed 24 pt tall.
    static func separator(_ frame: Rect) -> EdgeInsets {
        func across(_ thickness: Double) -> (Double, Double) {
            let near = min(separatorInset, (thickness / 2).rounded(.down))
            return (near, min(separatorInset, thickness - near))
        }
        if frame.width >= frame.height {
            let (top, bottom) = across(frame.height)
            return insets(top, 0, bottom, 0)
        }
        let (left, right) = across(frame.width)
        return insets(0, left, 0, right)
    }

    /// How far a separator box's line lies inside its frame on each side across it.
    static let separatorInset = 2.0

    /// The first `toolsVersion` of Xcode 12.2, which brought macOS 11's control metrics.
    static let bigSurToolsVersion = 17500.0

    /// AppKit views that are not controls but align inside their frames: a titled or bordered
    /// box (its border) and a switch (`NSSwitch`, drawn inside a larger frame); neither has a cell.
    static func alignsInsideFrame(_ view: IBView) -> Bool {
        view.element == "switch" || (view.element == "box" && !["custom", "separator"].contains(view.attributes["boxType"] ?? "primary"))
    }

    /// A view's alignment insets; zero for views without. Nil for an AppKit control this table
    /// has no rule for: its insets are measured on the document (``IBMeasuredInsets``).
    static func of(_ view: IBView, platform: IBDocument.Platform, toolsVersion: Double? = nil) -> EdgeInsets? {
        switch platform {
        case .cocoaTouch:
            return cocoaTouch(element: view.element, frameHeight: view.frame?.height ?? 0)
        case .cocoa:
            if view.element == "box", view.attributes["boxType"] == "separator", let frame = view.frame {
                return separator(frame)
            }
            if view.element == "imageView", view.cellAttributes["imageFrameStyle"] == "grayBezel" {
                // A gray bezel is drawn 3 pt outside the image's rectangle on every side.
                return insets(3, 3, 3, 3)
            }
            guard let cellElement = view.cellElement else { return alignsInsideFrame(view) ? nil : .zero }
            let cell = view.cellAttributes
            let controlSize = cell["controlSize"] ?? "regular"
            switch (view.element, cellElement) {
            case ("textField", "textFieldCell"):
                // A label (no border or bezel) draws its text 2 pt in from each side, at every size.
                return cell["borderStyle"] == nil ? insets(0, 2, 0, 2) : .zero
            case ("button", "buttonCell") where ["check", "radio"].contains(cell["type"] ?? ""):
                // A check box or radio button framed 18 pt tall at the regular size (16 at the
                // small) aligns 1 pt in above and below (2 below before macOS 11), 2 (1) pt in
                // before its box and flush after its title (Amethyst, MonitorControl, RxSwift,
                // Sparkle). Xcode 26 frames it 16 and 14 pt tall, by its alignment rectangle.
                let height = view.frame?.height ?? 0
                switch controlSize {
                case "regular" where height >= 18: return insets(1, 2, (toolsVersion ?? 0) >= bigSurToolsVersion ? 1 : 2, 0)
                case "small" where height >= 16: return insets(1, 1, 1, 0)
                default: return .zero
                }
            case ("slider", "sliderCell") where controlSize == "regular" && (toolsVersion ?? 0) < bigSurToolsVersion:
                // Before macOS 11 a slider's 19 pt frame held its track and knob 2 pt in on every
                // side (RxSwift's example: a slider 53 pt below a label and 14 above a field).
                return cell["sliderType"] == "circular" ? .zero : insets(2, 2, 2, 2)
            case ("button", "buttonCell")
            where controlSize == "large" && cell["type"] == "push" && cell["bezelStyle"] == "rounded"
                && (view.frame?.height ?? 0) >= 40:
                // The large push button and pop-up of macOS 11 and later: a 28 pt bezel in a 40 pt
                // frame, 6 pt in at the sides (the pop-up 5), as Aerial's video format settings lay
                // them out.
                return insets(6, 6, 6, 6)
            case ("popUpButton", "popUpButtonCell") where controlSize == "large" && (view.frame?.height ?? 0) >= 40:
                return insets(6, 5, 6, 5)
            case ("imageView", "imageCell"):
                // An image view without a frame aligns by its frame; a photo or button frame is measured.
                return cell["imageFrameStyle"] == nil ? .zero : nil
            case _ where controlSize != "regular":
                return nil
            case ("button", "buttonCell"):
                switch (cell["type"], cell["bezelStyle"]) {
                // Documents from before Xcode 26 frame a push button 32 pt tall around a 21 pt bezel; Xcode 26
                // writes it 24 pt tall, the frame and the bezel one.
                case ("push"?, "rounded"?):
                    guard (view.frame?.height ?? 0) >= 30 else { return .zero }
                    // macOS 11 drew the bezel 20 pt tall (21 before) and 1 pt further in: documents
                    // saved by Xcode 12.2 and later (its SDK) frame it so.
                    return (toolsVersion ?? 0) >= bigSurToolsVersion ? insets(5, 7, 7, 7) : insets(4, 6, 7, 6)
                default: return nil
                }
            default:
                return nil
            }
        }
    }
}
