import Model

/// How import names a document's views, kept apart so that export can ask what import will
/// call a view (and write a `userLabel` only where that is not the view's name).
///
/// A view is named from its user label made an identifier (`Title Label` → `titleLabel`), else
/// `contentView` for a cell's content view, else its element and a count (`label2`); a name
/// taken, or one that a built-in guide or `notAnAttribute` has, gets a number.
struct IBViewNaming {
    private(set) var taken: Set<String> = ["root"]
    private var counters: [String: Int] = [:]

    /// The name of the next view, in document order (each superview before its subviews).
    mutating func name(userLabel: String?, key: String?, element: String) -> String {
        let (name, countsElement) = proposal(userLabel: userLabel, key: key, element: element)
        if countsElement { counters[element, default: 0] += 1 }
        taken.insert(name)
        return name
    }

    /// The name ``name(userLabel:key:element:)`` would give the next view, without giving it:
    /// asking costs what naming does, not a copy of the names taken.
    func nextName(userLabel: String?, key: String?, element: String) -> String {
        proposal(userLabel: userLabel, key: key, element: element).name
    }

    /// The next view's name, and whether it is its element's next numbered name.
    private func proposal(userLabel: String?, key: String?, element: String) -> (name: String, countsElement: Bool) {
        var base = userLabel.map(Self.identifier) ?? (key == "contentView" ? "contentView" : "")
        let countsElement = base.isEmpty || base == "root"
        if countsElement { base = element + String((counters[element] ?? 0) + 1) }
        var name = base
        var suffix = 2
        while taken.contains(name) || BuiltInGuide(name: name) != nil || name.lowercased() == "notanattribute" {
            name = "\(base)\(suffix)"
            suffix += 1
        }
        return (name, countsElement)
    }

    /// `File's Owner` → `filesOwner`: letters, digits and underscores, starting with a letter.
    static func identifier(_ label: String) -> String {
        let words = label.split { !ItemName.canContinue(with: $0) }
        var name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if let first = name.first, !ItemName.canStart(with: first) { name = "v" + name }
        return String(name.prefix(60))
    }
}
