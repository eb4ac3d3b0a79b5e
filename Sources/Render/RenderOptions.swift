/// What a picture shows besides every view.
public struct RenderOptions: Sendable {
    /// The views (or guides) whose constraints are drawn, by name; all constraints when empty.
    public var views: [String]
    /// Draw design frames instead of solved ones (a misplaced view's solved frame is then the
    /// dashed outline, as in Interface Builder's canvas).
    public var drawsDesignFrames: Bool
    /// The line at the top; the project's name when nil.
    public var title: String?
    /// The layout at another revision to overlay (`--diff`): views moved or resized, and
    /// constraints added, removed or changed since it.
    public var previous: SolvedLayout?
    /// Whether views away from their design frames are orange: only where the design frames
    /// apply (the design device, left to right); on another device every view would be.
    public var marksMisplacedViews = true

    /// Options for a picture of the solved frames with every constraint, titled by the project's
    /// name, unless given.
    public init(views: [String] = [], drawsDesignFrames: Bool = false, title: String? = nil, previous: SolvedLayout? = nil) {
        self.views = views
        self.drawsDesignFrames = drawsDesignFrames
        self.title = title
        self.previous = previous
    }
}
