import Model

/// One thing drawn: what it shows (``role``), whose it is (``subject``), its shape and style.
public struct PictureElement: Hashable, Sendable, Identifiable {
    /// What an element shows. The order of the cases is the order they are painted in, back
    /// to front (views and their guides by their place in the hierarchy).
    public enum Role: Int, Hashable, Sendable, Comparable {
        /// A view's frame, one of its built-in guides, a custom layout guide.
        case view, builtInGuide, customGuide
        /// What a view shows: its text, title, placeholder or image box.
        case content
        /// A misplaced view's other frame, dashed (where the design has it, or where the constraints
        /// put it when design frames are drawn); with `--diff`, a view's frame before, and a removed view.
        case designOutline, solvedOutline, previousFrame, removedView
        /// A constraint's line or I-bar, and the relation badge on an inequality.
        case constraint, badge
        /// A line from a label standing apart to the view or bar it names.
        case leader
        /// An arrow at a screen's edge pointing to a view off it.
        case offCanvasArrow
        /// The labels: a view's name, a guide's name, a constraint's constant.
        case viewName, guideName, constant
        /// The title line and the legend's swatches and words.
        case title, legendSwatch, legendText

        /// The layer it is painted in: back to front.
        var layer: Int {
            switch self {
            case .view, .builtInGuide, .customGuide, .content: 0
            case .designOutline, .solvedOutline, .previousFrame, .removedView: 1
            case .constraint: 2
            case .badge, .leader, .offCanvasArrow: 3
            case .viewName, .guideName, .constant: 4
            case .title, .legendSwatch, .legendText: 5
            }
        }

        /// Orders roles as they are listed: the order they are painted in.
        public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Whose element it is.
    public enum Subject: Hashable, Sendable {
        /// A view or a custom layout guide.
        case item(ItemID)
        /// One of a view's built-in guides.
        case builtInGuide(ItemID, BuiltInGuide)
        /// A constraint of the project.
        case constraint(ConstraintID)
        /// The title and legend.
        case picture
    }

    /// Unique in the picture, stable across runs: `view-<uuid>`, `constraint-<uuid>-0`.
    public var id: ElementID
    /// What it shows.
    public var role: Role
    /// Whose element it is.
    public var subject: Subject
    /// Its shape, in the picture's coordinates.
    public var mark: Mark
    /// How it is painted.
    public var style: Style
    /// Among views and guides, the place in the hierarchy: superviews before subviews.
    var depthOrder: Int

    init(id: ElementID, role: Role, subject: Subject, mark: Mark, style: Style, depthOrder: Int = 0) {
        self.id = id
        self.role = role
        self.subject = subject
        self.mark = mark
        self.style = style
        self.depthOrder = depthOrder
    }

    /// Painting order: by layer, then (for views and guides) by place in the hierarchy, then by id.
    static func paintsBefore(_ lhs: PictureElement, _ rhs: PictureElement) -> Bool {
        let left = lhs.role.layer, right = rhs.role.layer
        if left != right { return left < right }
        if lhs.depthOrder != rhs.depthOrder { return lhs.depthOrder < rhs.depthOrder }
        return lhs.id < rhs.id
    }
}
