/// A colour of the picture, named for what it means rather than how it looks, so that a test
/// can ask whether a line is drawn as misplaced and the writer alone knows the shade.
public enum Ink: String, Hashable, Sendable, CaseIterable {
    /// Interface Builder's blue: the items' layout is unambiguous, satisfiable and in place.
    case inPlace
    /// Orange: an item's frame is not where the constraints put it.
    case misplaced
    /// Red: an item's layout is ambiguous or unsatisfiable.
    case conflict
    /// `--diff`: what the newer revision added.
    case added
    /// `--diff`: what the newer revision removed.
    case removed
    /// `--diff`: what both revisions have, changed (a constraint edited, a view moved or resized).
    case changed
    /// The outline of a view no constraint speaks about.
    case viewOutline
    /// Fills that tell kinds of views apart, quietly.
    case containerFill, textFill, controlFill, mediaFill
    /// Tints of guides.
    case safeArea, margins, readable, customGuide
    /// Names and constants.
    case text
    /// Details beside a name (a view's kind).
    case quietText
    /// The picture's background.
    case background
    /// A view's content: a label's text, a button's title, a text field's placeholder, an image's box.
    case contentText, buttonTitle, placeholderText, imageBox
    /// The symbol inside a badge.
    case badgeText

    /// The colour as SVG writes it.
    var hex: String {
        switch self {
        case .inPlace: "#1F6FEB"
        case .misplaced: "#E8780C"
        case .conflict: "#D1242F"
        case .added: "#1A7F37"
        case .removed: "#BF3989"
        case .changed: "#8250DF"
        case .viewOutline: "#8C959F"
        case .containerFill: "#FFFFFF"
        case .textFill: "#F6F8FA"
        case .controlFill: "#EEF4FC"
        case .mediaFill: "#F5F0FA"
        case .safeArea: "#2DA44E"
        case .margins: "#54AEFF"
        case .readable: "#D4A72C"
        case .customGuide: "#1B7C83"
        case .text: "#24292F"
        case .quietText: "#8C959F"
        case .background: "#FFFFFF"
        case .badgeText: "#FFFFFF"
        case .contentText: "#1C1C1E"
        case .buttonTitle: "#007AFF"
        case .placeholderText: "#B0B0B6"
        case .imageBox: "#8250DF"
        }
    }
}
