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

/// Comma-separated numbers, exactly `count` of them, all finite.
func numbers(_ argument: String, count: Int) -> [Double]? {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        .map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == count, parts.allSatisfy({ $0?.isFinite == true }) else { return nil }
    return parts.compactMap { $0 }
}

extension Rect: ExpressibleByArgument {
    /// `X,Y,W,H`.
    public init?(argument: String) {
        guard let v = numbers(argument, count: 4), v[2] >= 0, v[3] >= 0 else { return nil }
        self.init(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}

extension EdgeInsets: ExpressibleByArgument {
    /// `T,L,B,R`, as `UIEdgeInsets`.
    public init?(argument: String) {
        guard let v = numbers(argument, count: 4) else { return nil }
        self.init(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}

extension AxisPriorities: ExpressibleByArgument {
    /// `H,V`: the horizontal and vertical priorities.
    public init?(argument: String) {
        guard let v = numbers(argument, count: 2) else { return nil }
        let priorities = v.map { Priority(Float($0)) }
        guard priorities.allSatisfy(\.isValid) else { return nil }
        self.init(horizontal: priorities[0], vertical: priorities[1])
    }
}

extension IntrinsicContentSize: ExpressibleByArgument {
    /// `W,H`, either of which may be `-` for no intrinsic size on that axis.
    public init?(argument: String) {
        guard let (width, height) = optionalDistances(argument) else { return nil }
        self.init(width: width, height: height)
    }
}

extension BaselineOffsets {
    /// `FIRST,LAST`, as `--baselines` takes them: the first baseline's distance from the top and
    /// the last one's from the bottom, either of which may be `-` for none.
    ///
    /// - Throws: a `ValidationError` that says what `--baselines` expects (ArgumentParser
    ///   prints it after the value it could not read).
    init(baselinesArgument argument: String) throws {
        guard let (first, last) = optionalDistances(argument) else {
            throw ValidationError(
                "FIRST,LAST is the first baseline's distance from the view's top and the last one's from its bottom, "
                    + "each in points (0 or more) or '-' for none; for example 15,6 or -,6")
        }
        self.init(firstFromTop: first, lastFromBottom: last)
    }
}

/// `A,B`: two distances in points, each finite and not negative, or `-` (or `none`) for none.
private func optionalDistances(_ argument: String) -> (Double?, Double?)? {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2 else { return nil }
    func distance(_ text: String) -> Double?? {
        if text == "-" || text == "none" { return .some(nil) }
        guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
        return .some(value)
    }
    guard let first = distance(parts[0]), let second = distance(parts[1]) else { return nil }
    return (first, second)
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
