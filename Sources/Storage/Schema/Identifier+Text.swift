import Model

extension Identifier {
    /// Lowercase UUID text, as stored.
    var text: String { description }

    init?(text: String) { self.init(text) }
}
