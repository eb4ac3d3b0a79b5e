/// The rows of the tables a page can have by the thousand (a revision's changes, views and
/// constraints), written here and placed in their templates whole (`{{{viewRows}}}`); the
/// templates keep each table's frame. swift-mustache finds every name of every row by dynamic
/// casts and escapes text a character at a time: that was two thirds of the revision page of
/// a layout of 4,000 views. The markup and the escaping are the same as the templates'.
struct TableRows {
    private var bytes: [UInt8] = []

    private var html: String { String(decoding: bytes, as: UTF8.self) }

    /// The changes table's rows (``Templates/changes``): the item named, and linked when it has
    /// a page; the field; its value before and after.
    static func changes(_ rows: [RevisionPage.ChangeRow]) -> String {
        var table = TableRows()
        for row in rows {
            table.add("<tr><td>")
            table.add(text: row.kind)
            table.add(" ")
            if let href = row.href {
                table.add("<a href=\"")
                table.add(text: href)
                table.add("\">")
                table.add(text: row.name)
                table.add("</a>")
            } else {
                table.add(text: row.name)
            }
            table.add("</td><td>")
            table.add(text: row.what)
            table.add("</td><td><code>")
            table.add(text: row.before)
            table.add("</code></td><td><code>")
            table.add(text: row.after)
            table.add("</code></td></tr>\n")
        }
        return table.html
    }

    /// The views table's rows (``Templates/revision``): name linked, kind, superview, the solved
    /// frame, and whether the view is ambiguous, invalid or misplaced.
    static func views(_ rows: [RevisionPage.ViewRow]) -> String {
        var table = TableRows()
        for row in rows {
            table.add("<tr data-view=\"")
            table.add(text: row.id)
            table.add("\"><td><a href=\"")
            table.add(text: row.href)
            table.add("\">")
            table.add(text: row.name)
            table.add("</a></td><td>")
            table.add(text: row.kind)
            table.add("</td><td>")
            table.add(text: row.parent)
            for number in [row.x, row.y, row.width, row.height] {
                table.add("</td><td class=\"number\">")
                table.add(text: number)
            }
            table.add("</td><td class=\"status\">")
            table.add(text: row.status)
            table.add("</td></tr>\n")
        }
        return table.html
    }

    /// The constraints table's rows (``Templates/revision``): the equation linked, priority,
    /// identifier, and notes (placeholder, inactive).
    static func constraints(_ rows: [RevisionPage.ConstraintRow]) -> String {
        var table = TableRows()
        for row in rows {
            table.add("<tr data-constraint=\"")
            table.add(text: row.id)
            table.add("\"><td><a href=\"")
            table.add(text: row.href)
            table.add("\"><code>")
            table.add(text: row.equation)
            table.add("</code></a></td><td class=\"number\">")
            table.add(text: row.priority)
            table.add("</td><td>")
            table.add(text: row.identifier)
            table.add("</td><td class=\"muted\">")
            table.add(text: row.notes)
            table.add("</td></tr>\n")
        }
        return table.html
    }

    private mutating func add(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text escaped as the templates escape `{{name}}`: `& < > " '` as references.
    private mutating func add(text: String) {
        let utf8 = text.utf8
        guard utf8.contains(where: Self.isReserved) else { return bytes.append(contentsOf: utf8) }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): add("&amp;")
            case UInt8(ascii: "<"): add("&lt;")
            case UInt8(ascii: ">"): add("&gt;")
            case UInt8(ascii: "\""): add("&quot;")
            case UInt8(ascii: "'"): add("&#39;")
            default: bytes.append(byte)
            }
        }
    }

    private static func isReserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }
}
