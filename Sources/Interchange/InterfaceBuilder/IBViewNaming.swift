import Model

/// How import names a document's views, kept apart so that export can ask what import will
/// call a view (and write a `userLabel` only where that is not the view's name).
///
/// A view is named from its user label made an identifier (`Title Label` → `titleLabel`), else
/// `contentView` for a cell's content view, else after what it shows, as Interface Builder's
/// outline names it (a label showing "Username" is `usernameLabel`, a button titled "Sign up"
/// `signUpButton`, a text field whose placeholder is "Email" `emailField`), else its element
/// and a count (`label2`); a name taken, or one that a built-in guide or `notAnAttribute` has,
/// gets a number.
struct IBViewNaming {
    private(set) var taken: Set<String> = ["root"]
    private var counters: [String: Int] = [:]

    /// The name of the next view, in document order (each superview before its subviews).
    mutating func name(userLabel: String?, key: String?, element: String, shows content: ViewContent = .nothing) -> String {
        let (name, countsElement) = proposal(userLabel: userLabel, key: key, element: element, content: content)
        if countsElement { counters[element, default: 0] += 1 }
        taken.insert(name)
        return name
    }

    /// The name ``name(userLabel:key:element:)`` would give the next view, without giving it:
    /// asking costs what naming does, not a copy of the names taken.
    func nextName(userLabel: String?, key: String?, element: String, shows content: ViewContent = .nothing) -> String {
        proposal(userLabel: userLabel, key: key, element: element, content: content).name
    }

    /// The next view's name, and whether it is its element's next numbered name.
    private func proposal(userLabel: String?, key: String?, element: String, content: ViewContent) -> (name: String, countsElement: Bool) {
        var base = userLabel.map(Self.identifier) ?? (key == "contentView" ? "contentView" : Self.contentName(content, element: element) ?? "")
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

    /// The name a view's content gives it: the first words of a label's text, a button's title
    /// or a text field's placeholder, and what the view is. Nil for other views, and for text
    /// that does not start with a letter (a price, a symbol), which names nothing.
    static func contentName(_ content: ViewContent, element: String) -> String? {
        let shown: String?
        let what: String
        switch element {
        case "label": (shown, what) = (content.text, "Label")
        case "button": (shown, what) = (content.title, "Button")
        case "textField": (shown, what) = (content.placeholder, "Field")
        default: return nil
        }
        guard let shown, let first = shown.first(where: { !$0.isWhitespace }), first.isLetter, ItemName.canStart(with: first) else {
            return nil
        }
        // A word in capitals (`SIGN UP`, `URL`) reads as a word: `signUpButton`, `urlField`;
        // an apostrophe joins (`Jane's` → `Janes`).
        var words = shown.filter { $0 != "'" && $0 != "\u{2019}" }.split { !ItemName.canContinue(with: $0) }.prefix(4).map { word in
            word.count > 1 && word.allSatisfy { !$0.isLowercase } ? word.prefix(1) + word.dropFirst().lowercased() : String(word)
        }
        // A first word that starts with an acronym starts in lower case, as Swift writes it:
        // `UITableView Example` → `uiTableViewExampleLabel`.
        if let first = words.first {
            let capitals = first.prefix { $0.isUppercase }.count
            if capitals > 1, capitals < first.count { words[0] = first.prefix(capitals - 1).lowercased() + first.dropFirst(capitals - 1) }
        }
        // Interface Builder's own text for a new view (`Label`, `Button`) says nothing about it.
        if words.count == 1, ["label", "button", "text"].contains(words[0].lowercased()) { return nil }
        return identifier(words.joined(separator: " ") + " " + what)
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
