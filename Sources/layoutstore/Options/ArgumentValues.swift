import ArgumentParser
import Foundation
import Model

// How the command line spells the Model's values. A value that does not parse is a usage
// error (exit 64) whose message shows the expected form.

/// `WxH`: a size in points, as `--size 375x667`.
struct Size: ExpressibleByArgument {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width >= 0, height >= 0
        else { return nil }
        self.init(width: width, height: height)
    }

    static var defaultValueDescription: String { "WxH" }
}

extension SizeClass: ExpressibleByArgument {
    /// Interface Builder's notation: `wC,hR`, `'wC hR'`, `hC`, `any`.
    public init?(argument: String) { self.init(text: argument) }
}

extension Rect: ExpressibleByArgument {
    /// `X,Y,W,H`.
    public init?(argument: String) { self.init(commaSeparated: argument) }
}

extension EdgeInsets: ExpressibleByArgument {
    /// `T,L,B,R`, as `UIEdgeInsets`.
    public init?(argument: String) { self.init(commaSeparated: argument) }
}

extension AxisPriorities: ExpressibleByArgument {
    /// `H,V`: the horizontal and vertical priorities.
    public init?(argument: String) { self.init(commaSeparated: argument) }
}

extension IntrinsicContentSize: ExpressibleByArgument {
    /// `W,H`, either of which may be `-` for no intrinsic size on that axis.
    public init?(argument: String) { self.init(commaSeparated: argument) }
}

extension BaselineOffsets {
    /// `FIRST,LAST`, as `--baselines` takes them.
    ///
    /// - Throws: a `ValidationError` that says what `--baselines` expects (ArgumentParser
    ///   prints it after the value it could not read).
    init(baselinesArgument argument: String) throws {
        guard let offsets = BaselineOffsets(commaSeparated: argument) else {
            throw ValidationError(
                "FIRST,LAST is the first baseline's distance from the view's top and the last one's from its bottom, "
                    + "each in points (0 or more) or '-' for none; for example 15,6 or -,6")
        }
        self = offsets
    }
}

extension Priority: ExpressibleByArgument {
    /// `1` to `1000`, or `required`, `high`, `low`, `fittingSize`.
    public init?(argument: String) {
        guard let priority = Priority(text: argument), priority.isValid else { return nil }
        self = priority
    }
}

extension Relation: ExpressibleByArgument {
    /// `==`, `<=`, `>=`, or `equal`, `lessThanOrEqual`, `greaterThanOrEqual`.
    public init?(argument: String) {
        switch argument {
        case "equal": self = .equal
        case "lessThanOrEqual", "le": self = .lessThanOrEqual
        case "greaterThanOrEqual", "ge": self = .greaterThanOrEqual
        default:
            guard let relation = Relation(symbol: argument) else { return nil }
            self = relation
        }
    }
}

extension ViewKind: ExpressibleByArgument {}
extension SemanticContentAttribute: ExpressibleByArgument {}
extension Attribute: ExpressibleByArgument {}

/// `k=v,k2=v2`: the metrics of a visual format.
struct Metrics: ExpressibleByArgument {
    var values: [String: Double]

    init?(argument: String) {
        var values: [String: Double] = [:]
        for pair in argument.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, let value = Double(parts[1]), value.isFinite else { return nil }
            values[parts[0]] = value
        }
        self.values = values
    }

    static var defaultValueDescription: String { "name=value,..." }
}
