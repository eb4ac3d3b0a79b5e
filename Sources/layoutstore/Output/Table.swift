/// Rows of text in aligned columns, for people; the header is bold on a terminal.
struct Table {
    var headers: [String]
    var rows: [[String]] = []

    init(_ headers: String...) { self.headers = headers }

    mutating func append(_ row: String...) { rows.append(row) }
    mutating func append(_ row: [String]) { rows.append(row) }

    /// The table as lines; the last column is not padded.
    var rendered: String {
        let widths = headers.indices.map { column in
            ([headers[column]] + rows.map { column < $0.count ? $0[column] : "" }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : cell + String(repeating: " ", count: max(0, widths[column] - cell.count))
            }.joined(separator: "  ")
        }
        let header = line(headers)
        return ([Terminal.bold(header)] + rows.map(line)).joined(separator: "\n")
    }

    func print() { Swift.print(rendered) }
}
