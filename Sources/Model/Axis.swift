/// The direction an attribute measures along.
public enum Axis: String, Hashable, Codable, Sendable, CaseIterable {
    case horizontal
    case vertical
}
