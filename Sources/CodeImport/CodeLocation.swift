/// A place in a Swift source file, as compilers print it: `LoginViewController.swift:42:9`.
public struct CodeLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The file as it was named to the import.
    public var file: String
    /// From 1.
    public var line: Int
    /// From 1, in UTF-8 bytes as Swift's compiler counts.
    public var column: Int

    /// A place in `file`, line and column from 1.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
