/// Rows of text in aligned columns, for people; the header is bold on a terminal.
struct Table {
    var headers: [String]
    var rows: [[String]] = []

    init(_ headers: String...) { self.headers = headers }
    init(headers: [String] = []) { self.headers = headers }

    /// Cells are one line each: control characters and newlines in them are escaped.
    mutating func append(_ row: String...) { append(row) }
    mutating func append(_ row: [String]) { rows.append(row.map { $0.escapedForTerminal() }) }

    /// The table as lines; the last column is not padded.
    var rendered: String { rendered().text }

    /// The table as lines, each column at least as wide as `minimum` says, with or without its
    /// header; and the widths used.
    func rendered(atLeast minimum: [Int] = [], header: Bool = true) -> (text: String, widths: [Int]) {
        let lines = header ? [headers] + rows : rows
        let cellWidths = lines.map { $0.map(Table.width) }
        let widths = headers.indices.map { column in
            max(column < minimum.count ? minimum[column] : 0, cellWidths.map { column < $0.count ? $0[column] : 0 }.max() ?? 0)
        }
        // Built as bytes: appending to a String cell by cell was most of a long listing's time.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cellWidths.reduce(0) { $0 + $1.reduce(2 * $1.count, +) } + widths.reduce(0, +) * rows.count)
        for (index, cells) in lines.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\n")) }
            var line: [UInt8] = []
            for (column, cell) in cells.enumerated() {
                if column > 0 { line += [UInt8(ascii: " "), UInt8(ascii: " ")] }
                line += cell.utf8
                if column < cells.count - 1 {
                    line += repeatElement(UInt8(ascii: " "), count: max(0, widths[column] - cellWidths[index][column]))
                }
            }
            if header, index == 0 { line = Array(Terminal.bold(String(decoding: line, as: UTF8.self)).utf8) }
            bytes += line
        }
        return (String(decoding: bytes, as: UTF8.self), widths)
    }

    func print() { Swift.print(rendered) }

    /// The columns a cell takes on a terminal.
    static func width(_ cell: String) -> Int { cell.terminalWidth }
}

/// A table printed a page at a time as its rows come, so the first screen shows at once
/// however many rows follow; a later page may widen a column, never narrow it.
struct StreamingTable {
    private var page: Table
    private var widths: [Int] = []
    private var printedHeader = false
    private let pageLength: Int

    init(_ headers: String..., pageLength: Int = 100) {
        page = Table(headers: headers)
        self.pageLength = pageLength
    }

    mutating func append(_ row: String...) {
        page.append(row)
        if page.rows.count >= pageLength { flush() }
    }

    /// Prints what is left (the header alone when there were no rows).
    mutating func finish() {
        if !page.rows.isEmpty || !printedHeader { flush() }
    }

    private mutating func flush() {
        let (text, used) = page.rendered(atLeast: widths, header: !printedHeader)
        Swift.print(text)
        widths = used
        printedHeader = true
        page.rows.removeAll(keepingCapacity: true)
    }
}
