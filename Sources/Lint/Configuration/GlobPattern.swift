/// A path pattern of `excluded`: `*` matches within one folder, `**` across folders, `?` one
/// character; a pattern without any of them names a file, or a folder and everything in it.
struct GlobPattern {
    let pattern: [Character]

    init(_ text: String) {
        var text = text.hasPrefix("./") ? String(text.dropFirst(2)) : text
        while text.hasSuffix("/") { text.removeLast() }
        pattern = Array(text)
    }

    func matches(_ path: String) -> Bool {
        let characters = Array(path)
        if !pattern.contains(where: { $0 == "*" || $0 == "?" }) {
            return characters == pattern || (characters.count > pattern.count && characters.starts(with: pattern) && characters[pattern.count] == "/")
        }
        return Self.match(pattern[...], characters[...])
    }

    /// - Complexity: exponential in the number of stars at worst; patterns are short.
    private static func match(_ pattern: ArraySlice<Character>, _ path: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "*" {
            let crossesFolders = pattern.dropFirst().first == "*"
            let rest = pattern.dropFirst(crossesFolders ? 2 : 1)
            // `**/` also matches no folder at all.
            if crossesFolders, rest.first == "/", match(rest.dropFirst(), path) { return true }
            if crossesFolders, rest.isEmpty { return true }
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard let next = remaining.first, crossesFolders || next != "/" else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let character = path.first else { return false }
        if first == "?" ? character != "/" : first == character { return match(pattern.dropFirst(), path.dropFirst()) }
        return false
    }
}
