import ArgumentParser
import Model

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

    func validate() throws {
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
    }
}

/// A name people can type in an equation (``ItemName``'s rule).
func validateItemName(_ name: String) throws {
    if let problem = ItemName.problem(with: name) { throw ValidationError(problem) }
}
