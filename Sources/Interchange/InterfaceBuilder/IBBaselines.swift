import Model

/// Where a text view's baselines lie, estimated: a document names the font (``IBFontMetrics``)
/// and the control, never the baselines, so import places them as UIKit and AppKit set a line of
/// that font in a view of the stored height. `docs/import.md` lists the rules and the error to
/// expect.
enum IBBaselines {
    /// A view's estimated baselines in its alignment rectangle of this height; nil for a view
    /// with no text (or none this estimate knows).
    static func estimated(of view: IBView, alignmentHeight height: Double, platform: IBDocument.Platform) -> BaselineOffsets? {
        switch platform {
        case .cocoaTouch: cocoaTouch(view, height: height)
        case .cocoa: cocoa(view, height: height)
        }
    }

    /// The UIKit views whose baselines are estimated.
    static let textElements: Set<String> = ["label", "button", "textField", "textView"]

    /// UIButton's title font when the document names none (Interface Builder writes none for
    /// the default): System 15, or Body (17 pt) for a configured (iOS 15) button.
    static func defaultButtonFont(_ view: IBView) -> IBFontMetrics {
        IBFontMetrics(systemFontOfSize: view.buttonConfigurationStyle != nil ? 17 : 15)
    }

    /// `UITextView.textContainerInset`'s default top and bottom.
    static let textViewInset = 8.0

    /// A UIKit text view's baselines.
    ///
    /// - A label (`UILabel`) keeps its first baseline an ascender below its top and its last a
    ///   descender above its bottom, whatever its height and number of lines: Auto Layout places
    ///   a label's baselines by its text's own size, not where a taller label draws it (centred).
    ///   The corpus shows it: Firebase's post cell stores a 17 pt label pinned by its top and its
    ///   baseline 22 pt tall, its bottom a descender below that baseline; centred text would make
    ///   it 24.
    /// - A button (`UIButton`) centres its title's line between its content insets (top- or
    ///   bottom-aligned when its `contentVerticalAlignment` says so).
    /// - A text field (`UITextField`) centres its one line (its border's insets are the same above
    ///   and below).
    /// - A text view (`UITextView`) sets its text inside its text container's 8 pt insets: the
    ///   first line from its top, the last line as if its text filled it (a text view sized by
    ///   its text, scrolling off, as one aligned by its baselines is).
    ///
    /// Interface Builder writes every label's, text field's and text view's font; one without (a
    /// document `export` wrote, which keeps no fonts) gets no estimate, nor does a button without
    /// a font or a title.
    static func cocoaTouch(_ view: IBView, height: Double) -> BaselineOffsets? {
        guard textElements.contains(view.element) else { return nil }
        let named = view.fontAttributes.flatMap(IBFontMetrics.init(fontDescription:))
        guard let font = named ?? (view.element == "button" && view.buttonTitle != nil ? defaultButtonFont(view) : nil)
        else { return nil }
        switch view.element {
        case "label":
            return BaselineOffsets(firstFromTop: font.ascender, lastFromBottom: font.descender)
        case "textView":
            return BaselineOffsets(firstFromTop: textViewInset + font.ascender, lastFromBottom: textViewInset + font.descender)
        default:
            let insets = view.element == "button" ? view.contentEdgeInsets ?? .zero : .zero
            let free = height - insets.top - insets.bottom - font.lineHeight
            let above: Double
            switch view.attributes["contentVerticalAlignment"] {
            case "top"?: above = insets.top
            case "bottom"?: above = insets.top + free
            default: above = insets.top + free / 2
            }
            return BaselineOffsets(firstFromTop: above + font.ascender, lastFromBottom: height - above - font.ascender)
        }
    }

    /// An AppKit text control's baselines, estimated for the regular system font (13 pt, a 16 pt
    /// line, 4 pt of it below the baseline) whatever font the document names: a label (no border
    /// or bezel) sets its text from the top, a bezeled field, a pop-up or a push button centres
    /// its one line. The small control size: ``cocoaSmall(_:cellElement:)``; nil for other views
    /// and other control sizes.
    static func cocoa(_ view: IBView, height: Double) -> BaselineOffsets? {
        guard let cellElement = view.cellElement else { return nil }
        switch view.cellAttributes["controlSize"] ?? "regular" {
        case "regular": break
        case "small": return cocoaSmall(view, cellElement: cellElement)
        default: return nil
        }
        switch (view.element, cellElement) {
        case ("textField", "textFieldCell") where view.cellAttributes["borderStyle"] == nil:
            return BaselineOffsets(firstFromTop: 12, lastFromBottom: 4)
        case ("textField", "textFieldCell"), ("popUpButton", "popUpButtonCell"), ("comboBox", "comboBoxCell"),
            ("searchField", "searchFieldCell"):
            return BaselineOffsets(firstFromTop: height / 2 + 4, lastFromBottom: height / 2 - 4)
        case ("button", "buttonCell") where view.cellAttributes["type"] == "push":
            return BaselineOffsets(firstFromTop: height / 2 + 4, lastFromBottom: height / 2 - 4)
        default:
            return nil
        }
    }

    /// An AppKit text control of the small control size, estimated for the small system font
    /// (11 pt on a 14 pt line, 4 pt of it below the baseline): a label, and a check box or radio
    /// button, whose title sits in its frame as a label's does, set their line from the top.
    /// Measured on CotEditor's Multiple Replace view (a small label and check box on a push
    /// button's baseline).
    static func cocoaSmall(_ view: IBView, cellElement: String) -> BaselineOffsets? {
        switch (view.element, cellElement) {
        case ("textField", "textFieldCell") where view.cellAttributes["borderStyle"] == nil:
            return BaselineOffsets(firstFromTop: 10, lastFromBottom: 4)
        case ("button", "buttonCell") where ["check", "radio"].contains(view.cellAttributes["type"]):
            return BaselineOffsets(firstFromTop: 10, lastFromBottom: 4)
        default:
            return nil
        }
    }
}
