/// One of the rules of the Auto Layout Guide's "Anatomy of a Constraint" (and of UIKit's
/// `NSLayoutConstraint` initializer) that a constraint can break.
public enum ConstraintRule: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    /// The first anchor's attribute is `notAnAttribute`.
    case firstAttributeMissing
    /// A second item is given without an attribute.
    case secondAttributeMissing
    /// A width or height is related to an edge, center or baseline.
    case sizeRelatedToLocation
    /// An edge, center or baseline is set to a constant alone, with no second item.
    case locationNeedsSecondItem
    /// A horizontal location is related to a vertical one.
    case axesDoNotMix
    /// A leading or trailing attribute is related to a left or right one.
    case leadingTrailingWithLeftRight
    /// A width or height is set to a negative constant on its own.
    case negativeSize
    /// The priority is not from 1 to 1000.
    case priorityOutOfRange
    /// The multiplier is infinite or not a number.
    case multiplierNotFinite
    /// The constant is infinite or not a number.
    case constantNotFinite
    /// A location is multiplied by 0, which would make it a constant.
    case zeroMultiplierOnLocation
    /// An attribute is related to the same attribute of the same item.
    case relatedToItself

    /// The rule as a user reads it: what is not allowed, and how to write the constraint instead.
    public var description: String {
        switch self {
        case .firstAttributeMissing:
            "the first attribute cannot be notAnAttribute; put the item you constrain on the left"
        case .secondAttributeMissing:
            "a second item needs an attribute (write 'item.attribute', or drop the item for a constant)"
        case .sizeRelatedToLocation:
            "a size attribute (width, height) cannot be related to a location attribute (edges, centers, baselines)"
        case .locationNeedsSecondItem:
            "a location attribute cannot be given a constant alone; relate it to another item's attribute (for example 'v.top = root.top + 20')"
        case .axesDoNotMix:
            "vertical and horizontal location attributes do not mix (top/bottom/centerY/baselines with leading/trailing/left/right/centerX)"
        case .leadingTrailingWithLeftRight:
            "leading/trailing attributes do not mix with left/right attributes; use leading/trailing on both sides or left/right on both"
        case .negativeSize:
            "sizes are never negative; a width or height constant on its own must be 0 or more"
        case .priorityOutOfRange:
            "the priority must be from 1 to 1000 (1000 is required)"
        case .multiplierNotFinite:
            "the multiplier must be a finite number"
        case .constantNotFinite:
            "the constant must be a finite number"
        case .zeroMultiplierOnLocation:
            "a multiplier of 0 makes a location equal to a constant, which Auto Layout does not allow; use a non-zero multiplier"
        case .relatedToItself:
            "an attribute related to itself either does nothing or can never hold; relate it to another attribute or item"
        }
    }
}
