/// The direction an attribute measures along.
public enum Axis: String, Hashable, Codable, Sendable, CaseIterable {
    /// Left to right: x, widths, leading and trailing.
    case horizontal
    /// Top to bottom: y, heights, baselines.
    case vertical
}
