import Model

/// How an imported project's solved frames compare with the frames its document stores: what
/// `layoutstore-bench fidelity` counts and the corpus tests check.
///
/// Views the document marks misplaced or ambiguous (``DocumentImport/unreliableFrames``), views
/// the solve finds ambiguous, and the subviews of either are left out: their stored frames say
/// nothing about the constraints. On iOS the solved frames are compared as UIKit shows them, on
/// the design device's pixels (``IBPixelGrid``); on macOS as they are.
public struct StoredFrameComparison: Sendable {
    /// One view compared: its stored frame is `view.frame`.
    public struct ComparedView: Sendable {
        /// The view, with its frame as the document stores it.
        public var view: View
        /// The solved frame as compared (relative to the superview).
        public var solved: Rect
        /// The largest difference of origin or size, in points.
        public var distance: Double
        /// Whether it lies inside a stack view (arranged, or below an arranged view).
        public var isInStackView: Bool

        /// Within half a point of its stored frame.
        public var matches: Bool { distance <= 0.5 }
    }

    /// The views compared, in the project's order.
    public var compared: [ComparedView] = []
    /// Views left out because the document marks them (or a superview) misplaced or ambiguous.
    public var leftOutAsMarked = 0
    /// Views left out because the solve finds them (or a superview) ambiguous.
    public var leftOutAsAmbiguous = 0
    /// Those views, in the project's order: their frames do not follow from the constraints, so
    /// a measure of fidelity counts them as misses (Interface Builder shows them where the
    /// document stores them, the solve does not know where).
    public var ambiguous: [View] = []
    /// The views with a frame in the document (every view but the root and those the document
    /// stores no frame for, ``DocumentImport/unstoredFrames``): what ``compared``, ``ambiguous``
    /// and the views the document marks make up.
    public var withStoredFrames = 0

    /// Compares `project`, the `index`-th project of `imported` from `document`, with a solve of
    /// it: `absoluteFrames` in the root's coordinates, `frames` relative to each superview, and
    /// the views the solve finds `ambiguous`.
    ///
    /// - Complexity: O(*n*) for *n* views.
    public init(
        _ project: Project, index: Int, of imported: DocumentImport, in document: IBDocument,
        frames: [ItemID: Rect], absoluteFrames: [ItemID: Rect], ambiguous: Set<ItemID>
    ) {
        let solved =
            document.platform == .cocoaTouch
            ? IBPixelGrid(scale: document.device?.scale ?? 1).shownFrames(absolute: absoluteFrames, in: project)
            : frames
        var marked = imported.unreliableFrames[index]
        var leftOut = marked.union(ambiguous)
        let stacks = Set(project.views.lazy.filter { $0.stack != nil }.map(\.id))
        var inStack: Set<ItemID> = []
        for view in project.viewsInLayoutOrder {
            guard let parent = view.parent else { continue }
            if marked.contains(parent) { marked.insert(view.id) }
            if leftOut.contains(parent) { leftOut.insert(view.id) }
            if inStack.contains(parent) || stacks.contains(parent) { inStack.insert(view.id) }
        }
        leftOutAsMarked = marked.count
        leftOutAsAmbiguous = leftOut.subtracting(marked).count
        let unstored = imported.unstoredFrames[index]
        for view in project.views where view.parent != nil && !unstored.contains(view.id) {
            withStoredFrames += 1
            if leftOut.contains(view.id) {
                if !marked.contains(view.id) { self.ambiguous.append(view) }
                continue
            }
            guard let frame = solved[view.id] else { continue }
            let distance =
                [frame.x - view.frame.x, frame.y - view.frame.y, frame.width - view.frame.width, frame.height - view.frame.height]
                .map(abs).max() ?? 0
            compared.append(ComparedView(view: view, solved: frame, distance: distance, isInStackView: inStack.contains(view.id)))
        }
    }
}
