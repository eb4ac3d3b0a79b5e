import Model

extension ViewContent {
    /// What the view shows, in a few words for a listing: `"Username" system 17`,
    /// `[Day|Week]`, `image logo 24x24`; `-` for nothing.
    var summary: String {
        var words: [String] = []
        if let text { words.append("\"\(text)\"") }
        if let title { words.append("\"\(title)\"") }
        if let placeholder { words.append("placeholder \"\(placeholder)\"") }
        if !segmentTitles.isEmpty { words.append("[" + segmentTitles.joined(separator: "|") + "]") }
        if let image { words.append("image \(image)") }
        if let font { words.append(font.description) }
        if let numberOfLines, numberOfLines != 1 { words.append(numberOfLines == 0 ? "any lines" : "\(numberOfLines) lines") }
        return words.isEmpty ? "-" : words.joined(separator: " ").escapedForTerminal()
    }
}
