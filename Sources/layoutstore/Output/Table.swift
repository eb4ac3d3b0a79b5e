/// Rows of text in aligned columns, for people; the header is bold on a terminal.
struct Table {
    var headers: [String]
    var rows: [[String]] = []

    init(_ headers: String...) { self.headers = headers }

    /// Cells are one line each: control characters and newlines in them are escaped.
    mutating func append(_ row: String...) { append(row) }
    mutating func append(_ row: [String]) { rows.append(row.map { $0.escapedForTerminal() }) }

    /// The table as lines; the last column is not padded.
    var rendered: String {
        let cellWidths = ([headers] + rows).map { $0.map(Table.width) }
        let widths = headers.indices.map { column in cellWidths.map { column < $0.count ? $0[column] : 0 }.max() ?? 0 }
        // Built as bytes: appending to a String cell by cell was most of a long listing's time.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cellWidths.reduce(0) { $0 + $1.reduce(2 * $1.count, +) } + widths.reduce(0, +) * rows.count)
        for (index, cells) in ([headers] + rows).enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\n")) }
            var line: [UInt8] = []
            for (column, cell) in cells.enumerated() {
                if column > 0 { line += [UInt8(ascii: " "), UInt8(ascii: " ")] }
                line += cell.utf8
                if column < cells.count - 1 {
                    line += repeatElement(UInt8(ascii: " "), count: max(0, widths[column] - cellWidths[index][column]))
                }
            }
            if index == 0 { line = Array(Terminal.bold(String(decoding: line, as: UTF8.self)).utf8) }
            bytes += line
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func print() { Swift.print(rendered) }

    /// The columns a cell takes on a terminal.
    static func width(_ cell: String) -> Int { cell.terminalWidth }
}
