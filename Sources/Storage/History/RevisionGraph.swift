/// The revision graph as `git log --graph` draws it: one row per revision, newest first, each
/// behind a column of lanes (`*` the revision, `|` a line going on), with `\` where a merge
/// opens a lane for its second parent and `/` where two lanes meet at a common parent.
///
/// `layoutstore log --graph` prints it; the web view draws each line's characters as strokes.
package struct RevisionGraph {
    /// A line of the drawing: a revision's row, or a connecting line (no revision).
    package struct Line {
        package var graph: String
        package var revision: Revision?
    }

    package private(set) var lines: [Line] = []
    /// The revision each lane goes down to, left to right.
    private var lanes: [RevisionID] = []

    /// Draws the revisions given (newest first). Lines run only between revisions in the list:
    /// a parent left out (by a filter or `--limit`) ends its lane, unless `continuesLanes`, when
    /// the list is one page of a longer history: then a lane to a parent on a later page goes
    /// on to the bottom of the drawing.
    ///
    /// - Complexity: O(*n* log *n* + *n* × *w*) for *n* revisions and *w* lanes at most.
    package init(_ revisions: [Revision], continuesLanes: Bool = false) {
        let listedIDs = Set(revisions.map(\.id))
        for revision in RevisionGraph.childrenFirst(revisions) {
            lines += draw(revision) { continuesLanes || listedIDs.contains($0) }
        }
    }

    /// A drawing of a whole history drawn one revision at a time (``draw(_:)``), keeping only
    /// its lanes: what `log --graph` prints as it reads.
    package init() {}

    /// The lines of the next revision of a whole history, every one of its children drawn
    /// before it (as a store lists revisions, newest first by the order they were stored) and
    /// every parent still to come.
    ///
    /// - Complexity: O(*w*) for *w* lanes.
    package mutating func draw(_ revision: Revision) -> [Line] {
        draw(revision) { _ in true }
    }

    private mutating func draw(_ revision: Revision, isListed: (RevisionID) -> Bool) -> [Line] {
        var lines: [Line] = []
        // Lanes that waited for this revision besides the first meet it here.
        let waiting = lanes.indices.filter { lanes[$0] == revision.id }
        if waiting.count > 1 {
            var targets = Array(lanes.indices)
            var shift = 0
            for index in lanes.indices {
                if waiting.dropFirst().contains(index) {
                    targets[index] = waiting[0]
                    shift += 1
                } else {
                    targets[index] = index - shift
                }
            }
            lines.append(Line(graph: RevisionGraph.connector(from: targets), revision: nil))
            lanes = lanes.enumerated().filter { !waiting.dropFirst().contains($0.offset) }.map(\.element)
        }
        let column: Int
        if let index = lanes.firstIndex(of: revision.id) {
            column = index
        } else {
            lanes.append(revision.id)
            column = lanes.count - 1
        }
        lines.append(Line(graph: lanes.indices.map { $0 == column ? "*" : "|" }.joined(separator: " "), revision: revision))

        // Its lane goes on to its first parent; more parents open lanes just right of it.
        let listed = revision.parents.filter(isListed)
        let opened = listed.dropFirst().filter { !lanes.contains($0) }
        var targets = Array(lanes.indices)
        if listed.isEmpty {
            for index in lanes.indices where index > column { targets[index] = index - 1 }
            lanes.remove(at: column)
            if column < targets.count - 1 { lines.append(Line(graph: RevisionGraph.connector(from: targets, ending: column), revision: nil)) }
        } else {
            lanes[column] = listed[0]
            if !opened.isEmpty {
                for index in lanes.indices where index > column { targets[index] = index + opened.count }
                lanes.insert(contentsOf: opened, at: column + 1)
                lines.append(Line(graph: RevisionGraph.connector(from: targets, opening: column, count: opened.count), revision: nil))
            }
        }
        return lines
    }

    /// A connecting line: each lane from its column to its target column (`|` straight down,
    /// `/` one to the left, `\` one to the right), `ending` lane drawn as nothing, and `count`
    /// lanes opening to the right of `opening`.
    private static func connector(from targets: [Int], ending: Int? = nil, opening: Int? = nil, count: Int = 0) -> String {
        let width = 2 * max(targets.count, (targets.max() ?? 0) + 1) + 2 * count
        var characters = [Character](repeating: " ", count: width)
        for (index, target) in targets.enumerated() where index != ending {
            if target == index {
                characters[2 * index] = "|"
            } else if target < index {
                characters[2 * index - 1] = "/"
            } else {
                characters[2 * index + 1] = "\\"
            }
        }
        if let opening {
            for offset in 1...count { characters[2 * opening + 2 * offset - 1] = "\\" }
        }
        return String(String(characters).reversed().drop(while: { $0 == " " }).reversed())
    }

    /// The revisions with every child before its parents, otherwise in the order given (a
    /// revision merged from a machine whose clock ran ahead may be newer than its merge).
    package static func childrenFirst(_ revisions: [Revision]) -> [Revision] {
        let position = Dictionary(revisions.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var waitingChildren = [Int](repeating: 0, count: revisions.count)
        for revision in revisions {
            for parent in Set(revision.parents) { if let index = position[parent] { waitingChildren[index] += 1 } }
        }
        // Ready revisions, kept sorted so the earliest in the given order goes first.
        var ready = revisions.indices.filter { waitingChildren[$0] == 0 }.reversed().map { $0 }
        var ordered: [Revision] = []
        ordered.reserveCapacity(revisions.count)
        while let next = ready.popLast() {
            ordered.append(revisions[next])
            for parent in Set(revisions[next].parents) {
                guard let index = position[parent] else { continue }
                waitingChildren[index] -= 1
                if waitingChildren[index] == 0 {
                    // Descending order: the smallest position at the end.
                    let place = ready.firstIndex { $0 < index } ?? ready.endIndex
                    ready.insert(index, at: place)
                }
            }
        }
        return ordered
    }
}
