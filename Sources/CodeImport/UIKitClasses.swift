import Model

/// The view kinds of UIKit's (and AppKit's, WebKit's, MapKit's) classes, by class name: what
/// an initializer such as `UILabel()` makes.
enum UIKitClasses {
    static let kinds: [String: ViewKind] = [
        "UIView": .view, "NSView": .view, "UILabel": .label, "NSTextField": .textField, "UIButton": .button, "NSButton": .button,
        "UIImageView": .imageView, "NSImageView": .imageView, "UITextField": .textField, "UITextView": .textView,
        "NSTextView": .textView, "UISwitch": .switch, "NSSwitch": .switch, "UISlider": .slider, "NSSlider": .slider,
        "UIStepper": .stepper, "NSStepper": .stepper, "UISegmentedControl": .segmentedControl,
        "NSSegmentedControl": .segmentedControl, "UIProgressView": .progressView, "NSProgressIndicator": .progressView,
        "UIActivityIndicatorView": .activityIndicator, "UIPageControl": .pageControl, "UIDatePicker": .datePicker,
        "NSDatePicker": .datePicker, "UIPickerView": .pickerView, "UIStackView": .stackView, "NSStackView": .stackView,
        "UIScrollView": .scrollView, "NSScrollView": .scrollView, "UITableView": .tableView, "NSTableView": .tableView,
        "UICollectionView": .collectionView, "NSCollectionView": .collectionView, "UITableViewCell": .tableViewCell,
        "UICollectionViewCell": .collectionViewCell, "UIVisualEffectView": .visualEffectView,
        "NSVisualEffectView": .visualEffectView, "WKWebView": .webView, "MKMapView": .mapView,
        "UIControl": .view, "NSControl": .view, "UICollectionReusableView": .view, "UITableViewHeaderFooterView": .view,
    ]

    /// View controllers: their `view` is the root of the layout they make.
    static let viewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "NSViewController",
    ]

    /// Cells and reusable views, which lay out their `contentView`.
    static let cells: Set<String> = ["UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView"]
}
