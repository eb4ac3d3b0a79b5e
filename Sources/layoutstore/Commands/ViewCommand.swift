import ArgumentParser
import Model
import Storage

struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Shape the view tree: add, edit, remove and list views.",
        subcommands: [ViewAdd.self, ViewEdit.self, ViewRemove.self, ViewList.self])
}

/// The properties `view add` and `view edit` share.
struct ViewProperties: ParsableArguments {
    @Option(help: "The kind of view: view, label, button, imageView, textField, stackView, …")
    var kind: ViewKind?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The design frame, relative to the superview; width and height are never negative.", valueName: "X,Y,W,H"))
    var frame: Rect?

    // Unconditional, as for --frame: a value may start with '-' (none on the first axis).
    @Option(parsing: .unconditional, help: ArgumentHelp("The intrinsic content size; '-' for none on an axis.", valueName: "W,H"))
    var intrinsic: IntrinsicContentSize?

    @Option(help: ArgumentHelp("Content hugging priorities.", valueName: "H,V"))
    var hugging: AxisPriorities?

    @Option(help: ArgumentHelp("Compression resistance priorities.", valueName: "H,V"))
    var compression: AxisPriorities?

    @Option(help: ArgumentHelp("Layout margins.", valueName: "T,L,B,R"))
    var margins: EdgeInsets?

    @Option(name: .customLong("preserves-superview-margins"), help: "Whether the view preserves its superview's margins (true or false).")
    var preservesSuperviewMargins: Bool?

    @Option(name: .customLong("insets-margins-from-safe-area"), help: "Whether margins are inset from the safe area (true or false).")
    var insetsMarginsFromSafeArea: Bool?

    @Option(help: "The semantic content attribute: unspecified, forceLeftToRight, forceRightToLeft, spatial, playback.")
    var semantic: SemanticContentAttribute?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Baselines: the first from the top, the last from the bottom; '-' for none.", valueName: "FIRST,LAST"),
        transform: BaselineOffsets.init(baselinesArgument:))
    var baselines: BaselineOffsets?

    @Option(help: "Whether the view is hidden (true or false).")
    var hidden: Bool?

    @Option(
        name: .customLong("autoresizing"),
        help: ArgumentHelp(
            "Translate this autoresizing mask into constraints, as UIKit does: its flexible parts separated by commas (flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin), or 'none' to keep the design frame.",
            valueName: "MASK"))
    var autoresizing: String?

    @Flag(name: .customLong("no-autoresizing"), help: "Translate no autoresizing mask: constraints place the view (the default).")
    var noAutoresizing = false

    @Option(help: "The text a label, text field or text view shows ('' for none).")
    var text: String?

    @Option(help: "A button's title in its normal state ('' for none).")
    var title: String?

    @Option(help: ArgumentHelp("The font: system 17, system 17 semibold, body 17 (a text style), Helvetica-Bold 15.", valueName: "FONT"))
    var font: String?

    @Option(help: ArgumentHelp("The image by its name, with its size if known: logo or logo 24x24.", valueName: "IMAGE"))
    var image: String?

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "Set any stored field by its name, in the form `show` and `history` print it: frame=16,40,200,21, stackSpacing=standard, alignmentInsets=0,2,0,2. Repeatable; applied after the options above.",
            valueName: "FIELD=VALUE"))
    var settings: [String] = []

    func validate() throws {
        for setting in settings {
            guard let field = setting.split(separator: "=", maxSplits: 1).first, View.Field(rawValue: String(field)) != nil,
                setting.contains("=")
            else {
                throw ValidationError(
                    "--set takes FIELD=VALUE, FIELD one of: " + View.Field.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }
        if let font, !font.isEmpty, Font(text: font) == nil {
            throw ValidationError("--font takes FAMILY SIZE [WEIGHT]: system 17, system 17 semibold, body 17, Helvetica-Bold 15")
        }
        if let image, !image.isEmpty, ImageReference(text: image) == nil {
            throw ValidationError("--image takes NAME or NAME WxH: logo, logo 24x24")
        }
        if autoresizing != nil, noAutoresizing { throw ValidationError("give --autoresizing or --no-autoresizing, not both") }
        if let autoresizing {
            do {
                _ = try AutoresizingMask(text: autoresizing)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    /// Applies every property given to the view; the kind first, so its default hugging applies
    /// unless `--hugging` says otherwise.
    func apply(to view: inout Model.View, isNew: Bool) {
        if let kind {
            view.kind = kind
            if isNew {
                view.contentHugging = kind.defaultContentHugging
                view.compressionResistance = kind.defaultCompressionResistance
            }
        }
        if let frame { view.frame = frame }
        if let intrinsic { view.intrinsicContentSize = intrinsic }
        if let hugging { view.contentHugging = hugging }
        if let compression { view.compressionResistance = compression }
        if let margins { view.layoutMargins = margins }
        if let preservesSuperviewMargins { view.preservesSuperviewLayoutMargins = preservesSuperviewMargins }
        if let insetsMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = insetsMarginsFromSafeArea }
        if let semantic { view.semanticContentAttribute = semantic }
        if let baselines { view.baselineOffsets = baselines }
        if let hidden { view.isHidden = hidden }
        if noAutoresizing { view.autoresizingMask = nil }
        // Checked in validate().
        if let autoresizing, let mask = try? AutoresizingMask(text: autoresizing) { view.autoresizingMask = mask }
        if let text { view.content.text = text.isEmpty ? nil : text }
        if let title { view.content.titles[.normal] = title.isEmpty ? nil : title }
        if let font { view.content.font = Font(text: font) }  // Checked in validate(); '' for none.
        if let image { view.content.image = ImageReference(text: image) }
        // What the kind and content give, unless --intrinsic says otherwise: a new switch is
        // 51 × 31, an image view takes its new image's size.
        if intrinsic == nil, isNew || image != nil || kind != nil, let size = view.contentIntrinsicSize {
            view.intrinsicContentSize = size
        }
    }

    /// Applies every `--set FIELD=VALUE`, each read as its field's descriptor reads it.
    ///
    /// - Throws: a ``CLIError`` naming the value that does not read, and what was expected.
    func applySettings(to view: inout Model.View, in project: Project) throws {
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let field = View.Field(rawValue: parts[0]) else { continue }  // Checked in validate().
            let value = try viewFieldValue(parts.count > 1 ? parts[1] : "", field: field, in: project)
            do {
                try view.setValue(value, for: field)
            } catch {
                throw CLIError("--set \(setting): \(error)")
            }
        }
    }
}

/// A name people can type in an equation (``ItemName``'s rule).
func validateItemName(_ name: String) throws {
    if let problem = ItemName.problem(with: name) { throw ValidationError(problem) }
}
