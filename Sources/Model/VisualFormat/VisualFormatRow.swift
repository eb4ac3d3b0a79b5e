/// A visual format once parsed, its metrics and view names resolved: a row of views along one
/// axis, optionally pinned to the superview at either end, with the connection between each
/// pair of neighbours.
///
/// `|-50-[purpleBox]-50-|` is a horizontal row with one view, an opening and a closing
/// connection of 50 each.
struct VisualFormatRow: Hashable, Sendable {
    var axis: Axis
    /// The connection from the opening `|` to the first view; `nil` when the row does not start with `|`.
    var opening: Connection?
    /// The views in the order written; never empty once parsed.
    var views: [View]
    /// `gaps[i]` connects `views[i]` to `views[i + 1]`.
    var gaps: [Connection]
    /// The connection from the last view to the closing `|`; `nil` when the row does not end with `|`.
    var closing: Connection?

    /// A bracketed view: `[button(>=50)]`.
    struct View: Hashable, Sendable {
        var name: String
        /// The predicates on the view's width (horizontal row) or height (vertical row).
        var predicates: [Predicate]
    }

    /// What lies between two neighbours in the row.
    enum Connection: Hashable, Sendable {
        /// `[a][b]`: the two touch.
        case flush
        /// `[a]-[b]`: the standard spacing (the superview's margin at either end).
        case standard
        /// `[a]-8-[b]`, `[a]-(>=8,<=20@750)-[b]`: one constraint per predicate.
        case predicates([Predicate])
    }

    /// One `relation object @priority` term: `>=70`, `==other`, `100@20`.
    struct Predicate: Hashable, Sendable {
        var relation: Relation
        var object: Object
        var priority: Priority

        enum Object: Hashable, Sendable {
            /// A number or a metric's value.
            case constant(Double)
            /// Another view, whose matching size the predicate relates to (view predicates only).
            case view(String)
        }
    }
}
