/// What sort of view an item is: the UIKit class Interface Builder would create.
public enum ViewKind: String, Hashable, Codable, Sendable, CaseIterable {
    /// A plain view, and the basic controls (`UILabel`, `UIButton`, `UIImageView`, …).
    case view, label, button, imageView, textField, textView, `switch`, slider, stepper
    /// More controls and indicators: a segmented control, progress and activity indicators, a page
    /// control, date and value pickers.
    case segmentedControl, progressView, activityIndicator, pageControl, datePicker, pickerView
    /// Containers: a stack view arranges its subviews; scroll, table and collection views scroll them.
    case stackView, scrollView, tableView, collectionView, tableViewCell, collectionViewCell
    /// A blur or vibrancy view, a web view, a map view.
    case visualEffectView, webView, mapView

    /// Content hugging as Interface Builder sets it for a new view of this kind:
    /// 251 on both axes for labels and image views, 250 for everything else.
    public var defaultContentHugging: AxisPriorities {
        switch self {
        case .label, .imageView: AxisPriorities(horizontal: 251, vertical: 251)
        default: AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
        }
    }

    /// Whether it is a scroll view (UIScrollView or a subclass): its subviews lie in its
    /// scrollable content, whose edges its `contentLayout` guide gives.
    public var scrolls: Bool { [.scrollView, .tableView, .collectionView, .textView].contains(self) }

    /// Compression resistance for a new view: 750 on both axes.
    public var defaultCompressionResistance: AxisPriorities {
        AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    }
}

/// How a view lays out leading and trailing, as `UISemanticContentAttribute`.
public enum SemanticContentAttribute: String, Hashable, Codable, Sendable, CaseIterable {
    /// `unspecified` follows the layout direction; the others fix leading on the left (left to right,
    /// playback, spatial) or on the right (right to left).
    case unspecified, forceLeftToRight, forceRightToLeft, spatial, playback
}
