/// A view in a project's hierarchy, with every property Auto Layout reads.
public struct View: Hashable, Codable, Sendable, Identifiable {
    /// The view's stable identity, kept across renames and moves; constraints refer to the view by it.
    public var id: ItemID
    /// Unique among the project's items: what people type (`titleLabel`).
    public var name: String
    /// The superview; `nil` for a root view.
    public var parent: ItemID?
    /// The position among the superview's subviews, back to front.
    public var index: Int
    /// What kind of view it is (a label, a button, a stack view, …), which decides its default
    /// content hugging and whether it scrolls its subviews.
    public var kind: ViewKind
    /// The frame relative to the superview that Interface Builder keeps in the canvas.
    public var frame: Rect
    /// The size the view's content asks for, in points, on each axis that has one; Auto Layout turns
    /// it into hugging and compression-resistance constraints.
    public var intrinsicContentSize: IntrinsicContentSize
    /// How strongly the view resists growing beyond its intrinsic content size, on each axis
    /// (`setContentHuggingPriority(_:for:)`).
    public var contentHugging: AxisPriorities
    /// How strongly the view resists shrinking below its intrinsic content size, on each axis
    /// (`setContentCompressionResistancePriority(_:for:)`).
    public var compressionResistance: AxisPriorities
    /// The insets, in points, that the margin attributes (`leadingMargin`, `topMargin`, …) and the
    /// `margins` guide measure from the view's edges; 8 on every side by default, as in UIKit.
    public var layoutMargins: EdgeInsets
    /// Whether the view's margins widen to reach its superview's margins where the view lies close
    /// to the superview's edge, as `UIView.preservesSuperviewLayoutMargins`.
    public var preservesSuperviewLayoutMargins: Bool
    /// Whether the margins are measured from the safe area: where the safe area insets the view, each
    /// margin is added to that inset (`UIView.insetsLayoutMarginsFromSafeArea`, true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool
    /// Whether leading and trailing follow the layout direction or are fixed to one side, as
    /// `UIView.semanticContentAttribute`.
    public var semanticContentAttribute: SemanticContentAttribute
    /// Where the view's first and last baselines lie, for the baseline attributes.
    public var baselineOffsets: BaselineOffsets
    /// A hidden view still takes part in layout (its constraints hold), as in UIKit, except as an
    /// arranged subview, which a stack view leaves out.
    public var isHidden: Bool
    /// The arrangement of a stack view; `nil` for any other view.
    public var stack: StackView?
    /// The object id of the view in the Interface Builder document it was imported from;
    /// `nil` for a view made in layoutstore. (`ibID` in the command line's `--json`,
    /// `document_id` in SQL: docs/schema.md says why.)
    public var documentID: String?
    /// For a root view: the safe-area insets its screen gives it (the design device's status
    /// bar, sensor housing and home indicator), which a solve at the design size applies to
    /// its safe area and margins; `nil` for none (every subview, and a root not on a screen).
    public var deviceSafeAreaInsets: EdgeInsets?
    /// How far the view's alignment rectangle (what constraints and intrinsic content size
    /// measure) lies inside its frame on each side, as UIKit's `alignmentRectInsets`: UIKit
    /// switches and sliders, AppKit buttons, pop-ups and labels draw beyond the rectangle they
    /// align. Zero for most views; a negative inset lies outside the frame.
    public var alignmentInsets: EdgeInsets
    /// How the view follows its superview's size when it translates its autoresizing mask into
    /// constraints (UIKit's `translatesAutoresizingMaskIntoConstraints`); `nil` for a view that
    /// does not, which constraints place (the default for views made in layoutstore). A root
    /// view's mask is not applied: its frame is the screen's.
    public var autoresizingMask: AutoresizingMask?
    /// What the view shows: text, titles, font, image.
    public var content: ViewContent
    /// What size classes change of it: installed or not (a variation of the base class `any`
    /// that uninstalls it leaves it out of every class that does not install it again), and a
    /// stack view's axis, distribution, alignment and spacing (``Project/resolved(for:)``
    /// applies them).
    public var variations: [SizeClass: ViewVariation]
    /// For a root view imported from a document: where the document places it on Interface
    /// Builder's canvas (``CanvasLocation``); `nil` for every other view.
    public var canvasLocation: CanvasLocation?

    /// A view with UIKit's and Interface Builder's defaults for its kind.
    public init(
        id: ItemID = ItemID(), name: String, parent: ItemID? = nil, index: Int = 0,
        kind: ViewKind = .view, frame: Rect = .zero,
        intrinsicContentSize: IntrinsicContentSize = .noIntrinsicMetric,
        contentHugging: AxisPriorities? = nil, compressionResistance: AxisPriorities? = nil,
        layoutMargins: EdgeInsets = .defaultLayoutMargins,
        preservesSuperviewLayoutMargins: Bool = false,
        insetsLayoutMarginsFromSafeArea: Bool = true,
        semanticContentAttribute: SemanticContentAttribute = .unspecified,
        baselineOffsets: BaselineOffsets = .noText, isHidden: Bool = false, stack: StackView? = nil,
        documentID: String? = nil, deviceSafeAreaInsets: EdgeInsets? = nil, alignmentInsets: EdgeInsets = .zero,
        autoresizingMask: AutoresizingMask? = nil, content: ViewContent = .nothing, variations: [SizeClass: ViewVariation] = [:],
        canvasLocation: CanvasLocation? = nil
    ) {
        self.id = id
        self.name = name
        self.parent = parent
        self.index = index
        self.kind = kind
        self.frame = frame
        self.intrinsicContentSize = intrinsicContentSize
        self.contentHugging = contentHugging ?? kind.defaultContentHugging
        self.compressionResistance = compressionResistance ?? kind.defaultCompressionResistance
        self.layoutMargins = layoutMargins
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.semanticContentAttribute = semanticContentAttribute
        self.baselineOffsets = baselineOffsets
        self.isHidden = isHidden
        self.stack = stack
        self.documentID = documentID
        self.deviceSafeAreaInsets = deviceSafeAreaInsets
        self.alignmentInsets = alignmentInsets
        self.autoresizingMask = autoresizingMask
        self.content = content
        self.variations = variations
        self.canvasLocation = canvasLocation
    }

    /// The alignment rectangle of a frame: the frame less the alignment insets.
    public func alignmentRect(ofFrame frame: Rect) -> Rect {
        Rect(
            x: frame.x + alignmentInsets.left, y: frame.y + alignmentInsets.top,
            width: frame.width - alignmentInsets.left - alignmentInsets.right,
            height: frame.height - alignmentInsets.top - alignmentInsets.bottom)
    }
}

extension View {
    /// The fields a change to a view names, in history and in a three-way merge.
    public enum Field: String, Hashable, Codable, Sendable, CaseIterable {
        /// Each names the view property of the same name (``View/kind``, ``View/frame``, …).
        case name, parent, index, kind, frame, intrinsicContentSize, contentHugging
        /// Each names the view property of the same name.
        case compressionResistance, layoutMargins, preservesSuperviewLayoutMargins
        /// Each names the view property of the same name.
        case insetsLayoutMarginsFromSafeArea, semanticContentAttribute, baselineOffsets, isHidden
        /// A stack view's fields, each `null` for other views; `stackAxis` set makes it one.
        case stackAxis, stackDistribution, stackAlignment, stackSpacing, stackCustomSpacing
        /// The stack's ``StackView/isBaselineRelativeArrangement``, ``StackView/isLayoutMarginsRelativeArrangement``
        /// and ``StackView/arrangedSubviews``.
        case stackBaselineRelative, stackMarginsRelative, arrangedSubviews
        /// The Interface Builder object id (``View/documentID``); absent from records made before it.
        case documentID
        /// A root view's ``View/deviceSafeAreaInsets``; absent from records made before it, and
        /// from those of views without.
        case deviceSafeAreaInsets
        /// ``View/alignmentInsets``; absent from records made before it, and from those of views
        /// whose insets are zero.
        case alignmentInsets
        /// ``View/autoresizingMask``; absent from records made before it, and from those of views
        /// that do not translate a mask.
        case autoresizingMask
        /// An `NSStackView`'s ``StackView/hugging``: `null` for a UIKit stack view and any other
        /// view, and absent from their records (and from those made before it).
        case stackHugging
        /// A stack view's ``StackView/gravities`` (`{view id: "center" | "trailing"}`): `null`
        /// for any other view, and absent from the records of stacks that have none (and from
        /// those made before it).
        case stackGravities
        /// What the view shows (``View/content``), a field each; absent from records made
        /// before them, and from those of views that show nothing of the kind.
        case text, titles, placeholder, font, numberOfLines, lineBreakMode, image, segmentTitles
        /// What each size class changes of it (``View/variations``), a field per class, named
        /// `variation.` and the class's key (`variation.hC`, `variation.wR.hC`; `variation.any` the
        /// base class's): absent from records made before them, and from those of views that
        /// do not vary in the class.
        case variationAny = "variation.any", variationWC = "variation.wC", variationWR = "variation.wR"
        case variationHC = "variation.hC", variationHR = "variation.hR", variationWCHC = "variation.wC.hC"
        case variationWCHR = "variation.wC.hR", variationWRHC = "variation.wR.hC", variationWRHR = "variation.wR.hR"
        /// A root view's ``View/canvasLocation``; absent from records made before it, and from
        /// those of views without.
        case canvasLocation
        /// The content's ``ViewContent/textAlignment``; absent from records made before it, and
        /// from those of views that do not name one.
        case textAlignment
        /// The content's ``ViewContent/textColor``; absent from records made before it, and from
        /// those of views without.
        case textColor

        /// The fields every view has (a creation records these even when it predates stack views).
        public static let stackFields: Set<Field> = [
            .stackAxis, .stackDistribution, .stackAlignment, .stackSpacing, .stackCustomSpacing,
            .stackBaselineRelative, .stackMarginsRelative, .arrangedSubviews,
        ]
    }
}
