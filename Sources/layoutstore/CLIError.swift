/// A command-line error: a message that says what was wrong and what to do. Printed to stderr;
/// the process exits 1 and the store is left as it was.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
