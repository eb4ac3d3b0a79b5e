/// Apple's Visual Format Language: a row of views drawn in ASCII, read into constraints.
///
/// ```swift
/// let constraints = try VisualFormat.constraints(
///     "|-[find]-[findNext]-[findField(>=20)]-|", superview: "root")
/// // find.leading == root.leadingMargin
/// // findNext.leading == find.trailing + 8
/// // findField.leading == findNext.trailing + 8
/// // findField.width >= 20
/// // root.trailingMargin == findField.trailing
/// ```
///
/// The standard spacing is 8 between siblings. `|-` and `-|` pin to the superview's margins
/// with a constant of 0, as the layout-anchor example in the Auto Layout Guide does; an
/// explicit spacing to the superview (`|-50-[view]`) measures from its edge.
public enum VisualFormat {
    /// The spacing `-` stands for between two sibling views.
    public static let standardSpacing: Double = 8

    /// The constraints a visual format states.
    ///
    /// - Parameters:
    ///   - format: `H:|-[button]-[textField]-|`, `V:[top]-10-[bottom]`; `H:` may be left out.
    ///   - metrics: values for names used as spacings, sizes and priorities.
    ///   - views: the names a format may use for views; `nil` accepts any name.
    ///   - options: alignment between adjacent views, and the direction of a horizontal row.
    ///   - superview: the name `|` stands for.
    /// - Returns: one constraint per spacing and size predicate, then one per alignment option
    ///   for each adjacent pair of views, in the order they are written.
    /// - Throws: ``ModelError/syntax(_:)`` with Apple's message where Apple has one and the
    ///   offset of the problem in `format`; also for an alignment option along the row's own
    ///   axis, or more than one direction option.
    /// - Complexity: O(*n*) in the length of the format.
    public static func constraints(
        _ format: String, metrics: [String: Double] = [:], views: Set<String>? = nil,
        options: VisualFormatOptions = [], superview: String
    ) throws(ModelError) -> [NamedConstraint] {
        func optionsError(_ message: String) -> ModelError {
            .syntax(SyntaxError(message, in: format, at: 0, heading: VisualFormatParser.heading))
        }
        let directions = options.directionOptions
        if directions.names.count > 1 {
            throw optionsError(
                "Only one direction option may be given, not " + directions.names.joined(separator: " and "))
        }
        var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
        let row = try parser.parseRow()
        let alignments = options.alignedAttributes
        if let misaligned = alignments.first(where: { $0.axis == row.axis }) {
            let axisName = row.axis == .horizontal ? "horizontal" : "vertical"
            throw optionsError(
                "Options mask required views to be aligned on a \(axisName) edge (\(misaligned.rawValue)), which is not allowed for layout that is also \(axisName)."
            )
        }
        return row.constraints(superview: superview, alignments: alignments, direction: directions)
    }
}
