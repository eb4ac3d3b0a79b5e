/// A line of ``RevisionGraph`` (`* | \ /`, two characters a lane) drawn as a small inline SVG,
/// one per table row, so the rows' drawings join into the graph: a dot for the revision (a
/// ring for a merge), a line down each lane, diagonals where lanes open and meet.
enum TimelineGraph {
    /// Pixels between two lanes.
    static let laneWidth = 14
    /// Heights of a revision's row and of a connecting row.
    static let revisionHeight = 24
    static let connectorHeight = 10
    /// A colour for each lane, in turn.
    static let colours = ["#0a66d8", "#d8730a", "#2e9e44", "#a23cc8", "#c8203c", "#138a8a"]

    /// - Complexity: O(*w*) in the line's width.
    static func svg(_ line: String, isRevision: Bool, isMerge: Bool) -> String {
        let characters = Array(line)
        let height = isRevision ? revisionHeight : connectorHeight
        let lanes = (characters.count + 2) / 2
        let width = max(1, lanes) * laneWidth
        var svg = #"<svg class="lanes" xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)">"#
        func x(_ column: Int) -> Int { column * laneWidth / 2 + laneWidth / 2 }
        func colour(_ column: Int) -> String { colours[(column / 2) % colours.count] }
        var dot = ""
        for (column, character) in characters.enumerated() {
            switch character {
            case "|", "*":
                svg += #"<line x1="\#(x(column))" y1="0" x2="\#(x(column))" y2="\#(height)" stroke="\#(colour(column))" stroke-width="2"/>"#
                if character == "*" {
                    let fill = isMerge ? "#fff" : colour(column)
                    dot =
                        #"<circle class="dot" cx="\#(x(column))" cy="\#(height / 2)" r="4.5" fill="\#(fill)" stroke="\#(colour(column))" stroke-width="2"/>"#
                }
            case "/":
                svg +=
                    #"<line x1="\#(x(column + 1))" y1="0" x2="\#(x(column - 1))" y2="\#(height)" stroke="\#(colour(column + 1))" stroke-width="2"/>"#
            case "\\":
                svg +=
                    #"<line x1="\#(x(column - 1))" y1="0" x2="\#(x(column + 1))" y2="\#(height)" stroke="\#(colour(column + 1))" stroke-width="2"/>"#
            default:
                continue
            }
        }
        return svg + dot + "</svg>"
    }
}
