/// The one rule for the names of views and guides, which equations, visual formats and every
/// command read: a letter or `_`, then letters, digits and `_` (letters and digits of any
/// script, as in Swift: `제목`, `título`), at most ``maximumLength`` characters, and not a word
/// equations reserve.
public enum ItemName {
    /// The longest name allowed, in characters.
    public static let maximumLength = 100

    /// Whether a name can start with this character.
    public static func canStart(with character: Character) -> Bool { character.isLetter || character == "_" }

    /// Whether a name can go on with this character.
    public static func canContinue(with character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// What is wrong with a name, or nil when it follows the rule.
    public static func problem(with name: String) -> String? {
        let count = name.count
        if count > maximumLength {
            return "a name is at most \(maximumLength) characters, and this one has \(count)"
        }
        guard let first = name.first, canStart(with: first), name.allSatisfy(canContinue) else {
            return "'\(name)' cannot be used in equations; a name is letters, digits and underscores, starting with a letter"
        }
        if BuiltInGuide(name: name) != nil || name.lowercased() == "notanattribute" {
            return "'\(name)' is a reserved word in equations; choose another name"
        }
        return nil
    }
}
