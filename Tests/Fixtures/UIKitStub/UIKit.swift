// A small UIKit-shaped module for type-checking the code `layoutstore export --swift` writes
// (`swiftc -typecheck` on Linux, where UIKit does not exist). It declares only what that code
// uses, with UIKit's names and types, so that a wrong anchor (an x-axis anchor related to a
// y-axis one, a multiplier on a location anchor) fails to type-check as it would in Xcode.
@_exported import Foundation

public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

public struct UIEdgeInsets: Sendable {
    public var top, left, bottom, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

open class NSLayoutConstraint {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal, greaterThanOrEqual }
    public enum Axis: Int, Sendable { case horizontal, vertical }

    open var priority: UILayoutPriority = .required
    open var identifier: String?
    open var isActive = false
    open var constant: CGFloat = 0

    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {}
    init() {}

    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

open class NSLayoutAnchor<AnchorType: AnyObject> {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

/// A rectangle constraints can place (no baselines: a guide draws no text).
open class UILayoutGuide {
    public init() {}
    open var identifier = ""
    open weak var owningView: UIView?
    public let leadingAnchor = NSLayoutXAxisAnchor(), trailingAnchor = NSLayoutXAxisAnchor()
    public let leftAnchor = NSLayoutXAxisAnchor(), rightAnchor = NSLayoutXAxisAnchor()
    public let topAnchor = NSLayoutYAxisAnchor(), bottomAnchor = NSLayoutYAxisAnchor()
    public let widthAnchor = NSLayoutDimension(), heightAnchor = NSLayoutDimension()
    public let centerXAnchor = NSLayoutXAxisAnchor(), centerYAnchor = NSLayoutYAxisAnchor()
}

open class UIView {
    public init() {}
    public init(frame: CGRect) {}
    open var frame = CGRect.zero
    open var isHidden = false
    open var translatesAutoresizingMaskIntoConstraints = true
    public struct AutoresizingMask: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    open var autoresizingMask: AutoresizingMask = []
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    public let layoutMarginsGuide = UILayoutGuide()
    public let safeAreaLayoutGuide = UILayoutGuide()
    public let readableContentGuide = UILayoutGuide()
    public let leadingAnchor = NSLayoutXAxisAnchor(), trailingAnchor = NSLayoutXAxisAnchor()
    public let leftAnchor = NSLayoutXAxisAnchor(), rightAnchor = NSLayoutXAxisAnchor()
    public let topAnchor = NSLayoutYAxisAnchor(), bottomAnchor = NSLayoutYAxisAnchor()
    public let widthAnchor = NSLayoutDimension(), heightAnchor = NSLayoutDimension()
    public let centerXAnchor = NSLayoutXAxisAnchor(), centerYAnchor = NSLayoutYAxisAnchor()
    public let firstBaselineAnchor = NSLayoutYAxisAnchor(), lastBaselineAnchor = NSLayoutYAxisAnchor()
    open func addSubview(_ view: UIView) {}
    open func addLayoutGuide(_ guide: UILayoutGuide) {}
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
}

open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude
    open var axis = NSLayoutConstraint.Axis.horizontal
    open var distribution = Distribution.fill
    open var alignment = Alignment.fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false
    open func addArrangedSubview(_ view: UIView) {}
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

open class UIControl: UIView {}
open class UILabel: UIView {}
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system }
    public convenience init(type: ButtonType) { self.init() }
}
open class UIImageView: UIView {}
open class UITextField: UIControl {}
open class UIScrollView: UIView {
    public let contentLayoutGuide = UILayoutGuide()
    public let frameLayoutGuide = UILayoutGuide()
}
open class UITextView: UIScrollView {}
open class UISwitch: UIControl {}
open class UISlider: UIControl {}
open class UIStepper: UIControl {}
open class UISegmentedControl: UIControl {}
open class UIProgressView: UIView {}
open class UIActivityIndicatorView: UIView {}
open class UIPageControl: UIControl {}
open class UIDatePicker: UIControl {}
open class UIPickerView: UIView {}
open class UITableView: UIScrollView {}
open class UICollectionViewLayout {
    public init() {}
}
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init() }
}
open class UITableViewCell: UIView {}
open class UICollectionViewCell: UIView {}
open class UIVisualEffect {}
open class UIVisualEffectView: UIView {
    public init(effect: UIVisualEffect?) { super.init() }
}
