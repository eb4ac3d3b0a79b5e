import Model

/// An Interface Builder document (.xib or .storyboard) as it is written: its layout roots and,
/// under each, the views, guides and constraints with their document ids and attributes.
/// Defaults are not filled in here; ``IBDefaults`` keeps them, and the mapping to the Model
/// (``DocumentImport``) applies them.
public struct IBDocument: Hashable, Sendable {
    /// The platform a document is for (its `targetRuntime`), which decides which way y runs.
    public enum Platform: String, Hashable, Sendable {
        /// iOS and tvOS (`CocoaTouch`): frames y down.
        case cocoaTouch
        /// macOS (`Cocoa`): frames y up from the bottom of the superview.
        case cocoa
    }

    /// iOS and tvOS, or macOS.
    public var platform: Platform
    /// The device the document is designed on (`<device>`), when the document names one this
    /// reader knows.
    public var device: IBDevice? = nil
    /// The version of Interface Builder that wrote the document (`toolsVersion`, `14868` for
    /// Xcode 11), when it is a number: some defaults changed with Xcode 9 (`13000`).
    public var toolsVersion: Double? = nil
    /// The `toolsVersion` export writes (Xcode 12).
    public static let writtenToolsVersion = 17156.0
    /// The views that lay out on their own, in document order: each becomes a project.
    public var layoutRoots: [IBLayoutRoot]
    /// The sizes the document's `<resources>` record for its images, by name.
    public var imageSizes: [String: Size] = [:]

    /// An image's size, as `<resources>` records it.
    public struct Size: Hashable, Sendable {
        /// The image's width in points.
        public var width: Double
        /// The image's height in points.
        public var height: Double
    }
}

/// A view that lays out on its own: a scene's root view, a top-level view of a xib, a cell.
public struct IBLayoutRoot: Hashable, Sendable {
    /// Names the document gives it, best first: storyboard identifier, custom class, user
    /// label, reuse identifier.
    public var names: [String]
    /// The root view, with its subviews.
    public var view: IBView
    /// A view controller's root view (its margins are the system's: 16 or 20 at the sides).
    public var isControllerView: Bool = false
    /// A top-level view of a xib that is not a cell: Interface Builder lays it out as a view
    /// controller's root view on the design device (its safe area and margins).
    public var isTopLevelView: Bool = false
    /// A view controller's legacy layout guides (`<viewControllerLayoutGuide type="top">`):
    /// document id → whether it is the top guide (else the bottom one).
    public var legacyGuides: [String: Bool] = [:]
    /// Where the document places it on Interface Builder's canvas: its scene's or top-level
    /// object's `<point key="canvasLocation">`, else the middle of a top-level view's frame
    /// (older xibs place their views so); nil for a cell inside a scene, which the canvas
    /// shows within its table.
    public var canvasLocation: CanvasLocation? = nil
}

/// A view element: `<view>`, `<label>`, `<button>`, `<stackView>`, … with its subviews.
public struct IBView: Hashable, Sendable {
    /// The document's object id (a cell's content view may have none).
    public var id: String?
    /// The element name: UIKit's or AppKit's class in Interface Builder's words.
    public var element: String
    /// The class the document names in place of the element's own (`customClass="AvatarView"`).
    public var customClass: String?
    /// The name Interface Builder's outline shows for the view (`userLabel`), when one was given.
    public var userLabel: String?
    /// `<rect key="frame">` as written, relative to the superview: y down on iOS, y up from the
    /// superview's bottom on macOS (``IBDocument/Platform``); `nil` when the element has none.
    public var frame: Rect?
    /// Every attribute of the element, as written.
    public var attributes: [String: String]
    /// `layoutMargins` or `directionalLayoutMargins` (leading as left, trailing as right).
    public var layoutMargins: EdgeInsets?
    /// Ids of the view's built-in guides as the document names them (`safeArea`, `layoutMargins`).
    public var guideIDs: [String: String]
    /// The subviews, back to front (in an `NSStackView`'s gravity areas, in area order).
    public var subviews: [IBView]
    /// The `<constraint>` elements the view holds (which may relate any views below it, not only it).
    public var constraints: [IBConstraint]
    /// Constraints left out of the base size class (`<variation key="default">`).
    public var excludedConstraintIDs: Set<String>
    /// Its `<variation>` elements: the views and constraints installed per size class, the
    /// attributes a class sets (a stack view's spacing), and what else they hold.
    public var variations = IBVariations()
    /// The line its element starts on, for messages.
    public var line: Int
    /// Its element's place in the document (``XMLElement/documentOrder``), which tells views
    /// apart where lines cannot.
    public var documentOrder: Int = 0
    /// The offset of its element's `<` in the document's bytes (``XMLElement/offset``), from
    /// which a message finds its column.
    public var offset: Int = 0
    /// An AppKit control's cell element (`<buttonCell key="cell" type="push" bezelStyle="rounded">`)
    /// and its attributes, which say the control's style.
    public var cellElement: String? = nil
    /// The attributes of ``cellElement``, as written; empty without one.
    public var cellAttributes: [String: String] = [:]
    /// The font the document names for the view's text, as written: a UIKit view's
    /// `<fontDescription key="fontDescription">` (`type`, `style`, `pointSize`, `name`, …), or an
    /// AppKit cell's `<font key="font">`. Import estimates baselines from it (`IBBaselines`).
    public var fontAttributes: [String: String]? = nil
    /// A UIKit button's `<inset key="contentEdgeInsets">` (`minY` the top, `maxY` the bottom).
    public var contentEdgeInsets: EdgeInsets? = nil
    /// A UIKit button's configuration style (`<buttonConfiguration key="configuration" style="plain">`,
    /// iOS 15's buttons), nil for a button without.
    public var buttonConfigurationStyle: String? = nil
    /// A UIKit button's title: its normal state's (`<state key="normal" title="…">`) or its
    /// configuration's; nil for a button without (an image button, or one export wrote).
    public var buttonTitle: String? = nil
    /// The flexible parts of `<autoresizingMask key="autoresizingMask">` as the document names them
    /// (`flexibleMinX`, `widthSizable`, …); empty for an element without any, nil for no element.
    public var autoresizingMask: Set<String>? = nil
    /// An `NSStackView`'s gravity areas as Interface Builder writes them (`<beginningViews>`,
    /// `<middleViews>`, `<endViews>` in place of `<subviews>`): the element each subview came
    /// from, in subview order; nil for a view whose subviews are a `<subviews>` list.
    public var gravityAreas: [String]? = nil
    /// What the view shows: text, titles, font, image (`IBViewContent`).
    public var content: ViewContent = .nothing

    /// The elements that hold an `NSStackView`'s gravity areas, leading (top) to trailing (bottom).
    public static let gravityAreaElements = ["beginningViews", "middleViews", "endViews"]
}

/// A `<constraint>` as written; a missing `firstItem` is the view that holds it.
public struct IBConstraint: Hashable, Sendable {
    /// The document's object id; `nil` when the element has none.
    public var id: String?
    /// The object id of the first item; `nil` for the view that holds the constraint.
    public var firstItem: String?
    /// The first attribute as the document names it (`leading`, `baseline`); `notAnAttribute` when
    /// the element has none.
    public var firstAttribute: String
    /// `lessThanOrEqual` or `greaterThanOrEqual`; `nil` for equal (``IBDefaults/relation``).
    public var relation: String?
    /// The object id of the second item; `nil` for a constant-only constraint.
    public var secondItem: String?
    /// The second attribute as the document names it; `nil` for a constant-only constraint.
    public var secondAttribute: String?
    /// The multiplier as written: a number or a ratio (`16:9`, `4/3`); `nil` for 1.
    public var multiplier: String?
    /// The constant in points, as written; `nil` for 0.
    public var constant: String?
    /// The priority as written; `nil` for required (1000).
    public var priority: String?
    /// The constraint's `identifier`, when one was given.
    public var identifier: String?
    /// `placeholder="YES"`: removed at build time, kept for design only.
    public var isPlaceholder: Bool
    /// `symbolic="YES"`: the constant is the standard spacing.
    public var isSymbolic: Bool = false
    /// Its `<variation>` elements: the constant and priority a size class sets.
    public var variations = IBVariations()
    /// The line its element starts on, for messages.
    public var line: Int
    /// The offset of its element's `<` in the document's bytes, for a message's column.
    public var offset: Int = 0
}

/// The format's defaults, in the document's own words, in one place.
public enum IBDefaults {
    /// A constraint's relation when it names none.
    public static let relation = "equal"
    /// A constraint's multiplier when it names none.
    public static let multiplier = 1.0
    /// A constraint's constant when it names none, in points.
    public static let constant = 0.0
    /// A constraint's priority when it names none: required.
    public static let priority: Float = 1000
    /// A view's content hugging priority on an axis the document does not name.
    public static let contentHugging: Float = 250
    /// A view's compression resistance priority on an axis the document does not name.
    public static let compressionResistance: Float = 750
    /// `baseline` in a document is the last baseline.
    public static let attributeNames: [String: Attribute] = ["baseline": .lastBaseline]
    /// The relations by the names documents give them.
    public static let relations: [String: Relation] = [
        "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
    ]
    /// The views whose size Interface Builder takes from their content (intrinsic content size).
    /// Picker views among them: since iOS 9 `UIPickerView` and `UIDatePicker` are resizable with
    /// a default size (320 × 216) rather than a size they enforce.
    public static let elementsWithIntrinsicSize: Set<String> = [
        "label", "button", "textField", "switch", "slider", "stepper", "segmentedControl", "progressView",
        "activityIndicatorView", "pageControl", "popUpButton", "progressIndicator", "datePicker", "searchField",
        "comboBox", "levelIndicator", "pickerView",
    ]
    /// Views whose content sets one length only: a search bar, a toolbar, a tab bar and a
    /// navigation bar their height (the system's bar metrics: 44 pt, a tab bar 49; none of them
    /// has an intrinsic width), a separator box its thickness (across its longer side).
    /// An image view showing an image has the image's size (the Auto Layout Guide's table of
    /// intrinsic content sizes: "Image views: the image's size"), whether UIKit names the image
    /// on the view (`<imageView image="…">`) or AppKit on its cell (`<imageCell key="cell"
    /// image="…">`, `cellAttributes`).
    public static func intrinsicAxes(
        ofElement element: String, attributes: [String: String], cellAttributes: [String: String] = [:], frame: Rect
    ) -> (width: Bool, height: Bool) {
        if elementsWithIntrinsicSize.contains(element) || (element == "imageView" && (attributes["image"] ?? cellAttributes["image"]) != nil) {
            return (true, true)
        }
        switch element {
        case "searchBar", "toolbar", "tabBar", "navigationBar": return (false, true)
        case "box" where attributes["boxType"] == "separator": return (frame.height > frame.width, frame.width >= frame.height)
        default: return (false, false)
        }
    }
    /// Element names as Model view kinds; anything else is a plain view.
    public static let kinds: [String: ViewKind] = [
        "label": .label, "button": .button, "popUpButton": .button, "imageView": .imageView, "textField": .textField,
        "searchField": .textField, "comboBox": .textField, "textView": .textView, "switch": .switch, "slider": .slider,
        "stepper": .stepper, "segmentedControl": .segmentedControl, "progressView": .progressView,
        "progressIndicator": .progressView, "activityIndicatorView": .activityIndicator, "pageControl": .pageControl,
        "datePicker": .datePicker, "pickerView": .pickerView, "stackView": .stackView, "scrollView": .scrollView,
        "tableView": .tableView, "outlineView": .tableView, "collectionView": .collectionView,
        "tableViewCell": .tableViewCell, "collectionViewCell": .collectionViewCell, "visualEffectView": .visualEffectView,
        "wkWebView": .webView, "webView": .webView, "mapView": .mapView,
    ]
    /// The element export writes for each view kind: UIKit's class in Interface Builder's words
    /// (each maps back to the same kind through ``kinds``).
    public static let elements: [ViewKind: String] = [
        .view: "view", .label: "label", .button: "button", .imageView: "imageView", .textField: "textField",
        .textView: "textView", .switch: "switch", .slider: "slider", .stepper: "stepper",
        .segmentedControl: "segmentedControl", .progressView: "progressView", .activityIndicator: "activityIndicatorView",
        .pageControl: "pageControl", .datePicker: "datePicker", .pickerView: "pickerView", .stackView: "stackView",
        .scrollView: "scrollView", .tableView: "tableView", .collectionView: "collectionView",
        .tableViewCell: "tableViewCell", .collectionViewCell: "collectionViewCell", .visualEffectView: "visualEffectView",
        .webView: "wkWebView", .mapView: "mapView",
    ]
    /// The content view element of each cell element (it sits under the cell with `key="contentView"`).
    public static let cellContentViews: [String: String] = [
        "tableViewCell": "tableViewCellContentView", "collectionViewCell": "collectionViewCellContentView",
    ]
    /// The document's word for an attribute: the Model's name, except `baseline` for the last baseline.
    public static func name(of attribute: Attribute) -> String {
        attribute == .lastBaseline ? "baseline" : attribute.rawValue
    }
    /// A placeholder intrinsic size of "none" on one axis (Interface Builder's `infinite`).
    public static let noIntrinsicMetric = "infinite"
    /// Layout margins a view has unless the document says otherwise.
    public static let layoutMargins = EdgeInsets.defaultLayoutMargins
    /// The margins UIKit gives a table view cell's content view unless the document says
    /// otherwise, as the corpus's cells are laid out (SkeletonView, SwiftMessages, SwipeCellKit,
    /// Firestore, RxSwift, NetNewsWire, Firebase): from Xcode 9 (iOS 11) on, 11 pt above and
    /// below and the system's minimum at the sides (16 pt, or 20 pt in a cell 414 pt wide or
    /// more), 8 pt on the side of an accessory; from Xcode 26 (`toolsVersion` 24000 and above,
    /// iOS 26's taller cells) 15 pt above and below and 20 pt at the sides whatever the width
    /// (NetNewsWire's 374 pt account cells, Firebase's 339 pt post cell); before Xcode 9,
    /// UIView's 8 pt all round. `nil` for any other element.
    public static func contentViewMargins(of contentView: IBView, in cell: IBView, toolsVersion: Double?) -> EdgeInsets? {
        guard contentView.element == "tableViewCellContentView", contentView.layoutMargins == nil else { return nil }
        guard let toolsVersion, toolsVersion >= 13000 else { return nil }
        let isXcode26 = toolsVersion >= 24000
        let vertical = isXcode26 ? 15.0 : 11.0
        let side = isXcode26 || (cell.frame?.width ?? 0) >= 414 ? 20.0 : 16.0
        let hasAccessory = (cell.attributes["accessoryType"] ?? "none") != "none"
        return EdgeInsets(top: vertical, left: side, bottom: vertical, right: hasAccessory ? 8 : side)
    }
    /// A UIKit label's, text field's or text view's text alignment when the element names none
    /// (`NSTextAlignmentLeft`, the enumeration's zero, which the format leaves out; new views
    /// say `textAlignment="natural"`). AppKit cells that name none are natural.
    public static let uiKitTextAlignment = TextAlignment.left
    /// The elements whose `textAlignment` attribute and `<color key="textColor">` set their text
    /// (AppKit's labels and fields are `textField`s too, their colour on their cell).
    public static let uiKitTextElements: Set<String> = ["label", "textField", "textView"]
    /// The separator a table view cell keeps below its content view in documents that give the
    /// content view no frame (Xcode 6 and before, laid out at 1x): one point.
    public static let legacyCellSeparator = 1.0
    /// Elements that are cells: each lays out on its own, as a project of its own.
    public static let cellElements: Set<String> = [
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
    ]
}
