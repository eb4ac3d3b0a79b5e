import Model

/// A layout drawn in Interface Builder's visual language, as a value: every element with its
/// shape and style, in painting order. ``Picture/init(_:options:)`` makes one from a solved
/// layout; ``svg`` writes it.
///
/// ```swift
/// let layout = SolvedLayout(solving: project, in: environment)
/// let picture = try Picture(layout)
/// let bytes = picture.svg           // the same layout gives the same bytes
/// ```
public struct Picture: Hashable, Sendable {
    /// The picture's width in points: the layout (or the title or legend, when wider) and the padding.
    public var width: Double
    /// The picture's height in points: the title, the layout, the legend below it and the padding.
    public var height: Double
    /// The line at the top: the project's name, or ``RenderOptions/title``.
    public var title: String
    /// Back to front.
    public var elements: [PictureElement]

    init(width: Double, height: Double, title: String, elements: [PictureElement]) {
        self.width = width
        self.height = height
        self.title = title
        // Sorted by key, then gathered: moving the keys is cheaper than moving the elements.
        let order = elements.indices.sorted { PictureElement.paintsBefore(elements[$0], elements[$1]) }
        self.elements = order.map { elements[$0] }
    }

    /// The elements of one view, guide or constraint.
    public func elements(of subject: PictureElement.Subject) -> [PictureElement] {
        elements.filter { $0.subject == subject }
    }

    /// The elements of one view, guide or constraint in one role.
    public func elements(of subject: PictureElement.Subject, role: PictureElement.Role) -> [PictureElement] {
        elements.filter { $0.subject == subject && $0.role == role }
    }

    /// The first element of that subject in that role.
    public func element(of subject: PictureElement.Subject, role: PictureElement.Role) -> PictureElement? {
        elements.first { $0.subject == subject && $0.role == role }
    }
}
