import Foundation

// The short forms people type and read for the Model's many-valued properties, as
// `view add --frame 16,40,200,21` takes them and `view list` prints them: numbers separated by
// commas, in the order UIKit's initializers take them.

extension Rect {
    /// `X,Y,W,H`; width and height are never negative.
    public init?(commaSeparated text: String) {
        guard let v = commaSeparatedNumbers(text, count: 4), v[2] >= 0, v[3] >= 0 else { return nil }
        self.init(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}

extension EdgeInsets {
    /// `T,L,B,R`, as `UIEdgeInsets`.
    public init?(commaSeparated text: String) {
        guard let v = commaSeparatedNumbers(text, count: 4) else { return nil }
        self.init(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}

extension AxisPriorities {
    /// `H,V`: the horizontal and vertical priorities, each from 1 to 1000.
    public init?(commaSeparated text: String) {
        guard let v = commaSeparatedNumbers(text, count: 2) else { return nil }
        let priorities = v.map { Priority(Float($0)) }
        guard priorities.allSatisfy(\.isValid) else { return nil }
        self.init(horizontal: priorities[0], vertical: priorities[1])
    }
}

extension IntrinsicContentSize {
    /// `W,H`, either of which may be `-` for no intrinsic size on that axis.
    public init?(commaSeparated text: String) {
        guard let (width, height) = optionalDistances(text) else { return nil }
        self.init(width: width, height: height)
    }
}

extension BaselineOffsets {
    /// `FIRST,LAST`: the first baseline's distance from the top and the last one's from the
    /// bottom, either of which may be `-` for none.
    public init?(commaSeparated text: String) {
        guard let (first, last) = optionalDistances(text) else { return nil }
        self.init(firstFromTop: first, lastFromBottom: last)
    }
}

/// Comma-separated numbers, exactly `count` of them, all finite.
public func commaSeparatedNumbers(_ text: String, count: Int) -> [Double]? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        .map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == count, parts.allSatisfy({ $0?.isFinite == true }) else { return nil }
    return parts.compactMap { $0 }
}

/// `A,B`: two distances in points, each finite and not negative, or `-` (or `none`) for none.
private func optionalDistances(_ text: String) -> (Double?, Double?)? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2 else { return nil }
    func distance(_ text: String) -> Double?? {
        if text == "-" || text == "none" { return .some(nil) }
        guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
        return .some(value)
    }
    guard let first = distance(parts[0]), let second = distance(parts[1]) else { return nil }
    return (first, second)
}
