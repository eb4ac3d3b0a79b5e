/// What is wrong with a document that cannot be imported, with the file and line.
public struct InterchangeError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var reason: String

    public init(file: String, line: Int?, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(reason)"
    }
}
