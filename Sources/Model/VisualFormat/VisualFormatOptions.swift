/// What `NSLayoutFormatOptions` adds to a visual format: alignment of every adjacent pair of
/// views, and the direction a horizontal row runs in.
///
/// The alignment bits have `NSLayoutFormatOptions`' raw values. Apple's
/// `directionLeadingToTrailing` is 0; here it has a bit of its own, so that asking for two
/// directions at once can be reported rather than silently resolved.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    /// The bits: the alignment ones as `NSLayoutFormatOptions` has them.
    public var rawValue: UInt32

    /// Options from their raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Align the left edges of every view in the format.
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
    /// Align the right edges of every view in the format.
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
    /// Align the top edges of every view in the format.
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
    /// Align the bottom edges of every view in the format.
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
    /// Align the leading edges of every view in the format.
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
    /// Align the trailing edges of every view in the format.
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
    /// Align the horizontal centers of every view in the format.
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
    /// Align the vertical centers of every view in the format.
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
    /// Align the last baselines of every view in the format.
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
    /// Align the first baselines of every view in the format.
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
    /// The last baseline, as `NSLayoutFormatAlignAllBaseline`.
    public static let alignAllBaseline = alignAllLastBaseline

    /// Rows run from leading to trailing (the default): the layout direction decides.
    public static let directionLeadingToTrailing = VisualFormatOptions(rawValue: 1 << 15)
    /// Rows run from left to right whatever the layout direction.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    /// Rows run from right to left whatever the layout direction.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)

    /// Each option with its name, in the order names are printed. `alignAllBaseline` is
    /// accepted as a name but printed as `alignAllLastBaseline`.
    static let named: [(name: String, option: VisualFormatOptions)] = [
        ("alignAllLeft", .alignAllLeft),
        ("alignAllRight", .alignAllRight),
        ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom),
        ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing),
        ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY),
        ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("alignAllLastBaseline", .alignAllLastBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft),
    ]

    static let aliases: [(name: String, option: VisualFormatOptions)] = [
        ("alignAllBaseline", .alignAllLastBaseline)
    ]

    static let directions: VisualFormatOptions = [
        .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft,
    ]

    /// The alignment options with the attribute each one aligns, in a fixed order.
    static let alignments: [(option: VisualFormatOptions, attribute: Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right),
        (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
        (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
        (.alignAllFirstBaseline, .firstBaseline), (.alignAllLastBaseline, .lastBaseline),
    ]

    /// The names of the options in the set, as ``init(names:)`` reads them.
    public var names: [String] {
        VisualFormatOptions.named.filter { contains($0.option) }.map(\.name)
    }

    /// The attributes the alignment options in the set align, in a fixed order.
    var alignedAttributes: [Attribute] {
        VisualFormatOptions.alignments.filter { contains($0.option) }.map(\.attribute)
    }

    /// The direction options in the set.
    var directionOptions: VisualFormatOptions { intersection(.directions) }
}

extension VisualFormatOptions {
    /// Reads options by name, as the command line takes them (`alignAllTop,directionLeftToRight`).
    /// Names ignore case and surrounding spaces; empty names are skipped.
    ///
    /// - Throws: ``ModelError/syntax(_:)`` for an unknown name, suggesting the closest known
    ///   one, or for a second direction option; the error's text is the names joined by commas,
    ///   with the caret under the offending name.
    public init(names: [String]) throws(ModelError) {
        let text = names.joined(separator: ",")
        let heading = "Unable to parse layout format options"
        let known = VisualFormatOptions.named + VisualFormatOptions.aliases
        var options: VisualFormatOptions = []
        var offset = 0
        for rawName in names {
            defer { offset += rawName.count + 1 }
            let name = rawName.trimmingSpaces
            guard !name.isEmpty else { continue }
            let leadingSpaces = rawName.prefix { $0 == " " }.count
            guard let match = known.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                let suggestion = closestMatch(to: name, among: known.map(\.name))
                let message =
                    "Unknown option '\(name)'"
                    + (suggestion.map { "; did you mean '\($0)'?" }
                        ?? "; the options are " + VisualFormatOptions.named.map(\.name).joined(separator: ", "))
                throw .syntax(SyntaxError(message, in: text, at: offset + leadingSpaces, heading: heading))
            }
            if VisualFormatOptions.directions.contains(match.option), !options.directionOptions.isEmpty,
                options.directionOptions != match.option
            {
                let earlier = options.directionOptions.names.joined(separator: ", ")
                throw .syntax(
                    SyntaxError(
                        "Only one direction option may be given, and '\(earlier)' already was",
                        in: text, at: offset + leadingSpaces, heading: heading))
            }
            options.insert(match.option)
        }
        self = options
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
