import Model

/// A document's layout as text that diffs well: what `layoutstore git textconv` prints, so that
/// `git diff` on a storyboard reads as layout changes.
///
/// Each layout root (scene, cell, top-level view) as import names it, sorted by name; under it
/// its views as a tree in subview order, each with its kind, document id and frame; then its
/// constraints in the equation language, sorted by equation, each with its document id and what
/// each size class changes of it (`hC:constant=8`, as of a view: `wR:installed=no`). The
/// same layout always gives the same text, whatever order Xcode saved its elements in.
public enum DocumentLayoutText {
    /// The text of `document`; `fileName` names roots the document leaves unnamed, as import does.
    ///
    /// - Complexity: O(*n* log *n*) in the document's views and constraints.
    public static func text(of document: IBDocument, fileName: String) -> String {
        let imported = DocumentImport(document, fallbackName: fileName)
        var sections: [(name: String, key: String, text: String)] = []
        for project in imported.projects {
            let names = project.itemNamesByID
            var lines: [String] = []
            let children = Dictionary(grouping: project.views, by: \.parent)
            func walk(_ view: View, depth: Int) {
                var line = String(repeating: "  ", count: depth + 1) + "\(view.name) \(view.kind.rawValue)"
                if let id = view.documentID { line += " id=\(id)" }
                line += " frame=\(view.frame)"
                if view.isHidden { line += " hidden" }
                for sizeClass in SizeClass.all { if let variation = view.variations[sizeClass] { line += " \(sizeClass.key):\(variation)" } }
                lines.append(line)
                for child in (children[view.id] ?? []).sorted(by: { $0.index < $1.index }) { walk(child, depth: depth + 1) }
            }
            for root in project.rootViews { walk(root, depth: 0) }
            let constraints = project.constraints.map { constraint -> (String, String) in
                var line = names.named(constraint.equation).shortForm(priority: constraint.priority)
                var notes: [String] = []
                if let id = constraint.documentID { notes.append("id=\(id)") }
                if let identifier = constraint.identifier { notes.append("identifier=\(quoted(identifier))") }
                if constraint.isPlaceholder { notes.append("placeholder") }
                if !constraint.isActive { notes.append("inactive") }
                for sizeClass in SizeClass.all {
                    if let variation = constraint.variations[sizeClass] { notes.append("\(sizeClass.key):\(variation)") }
                }
                if !notes.isEmpty { line += "  # " + notes.joined(separator: " ") }
                return (line, constraint.documentID ?? "")
            }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            if !constraints.isEmpty {
                lines.append("  constraints:")
                lines += constraints.map { "    " + $0.0 }
            }
            let rootID = project.rootViews.first?.documentID ?? ""
            sections.append((project.name, rootID, "scene \(quoted(project.name))\n" + lines.joined(separator: "\n") + "\n"))
        }
        let skipped = imported.skipped.map { "# not shown: \($0.count) \($0.reason)\n" }.joined()
        return sections.sorted { ($0.name, $0.key) < ($1.name, $1.key) }.map(\.text).joined(separator: "\n") + (skipped.isEmpty ? "" : "\n" + skipped)
    }

    /// A name in double quotes, with quotes, backslashes and line breaks escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
