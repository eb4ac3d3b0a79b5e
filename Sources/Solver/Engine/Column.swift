/// The rows that mention one symbol (the tableau's column index), in the order they were
/// recorded, stale and repeated entries included (see `Tableau` invariant 5).
///
/// Most symbols are in no row, one or two (a variable's definition and its users, a slack
/// in its own row): those entries are kept inline, and only a column of three or more
/// spills the rest to an array. A column is 16 bytes; a one-entry array would have been a
/// 48-byte heap block plus its 8-byte reference, for each of the million symbols of a large
/// layout.
///
/// Entries are row indices, never negative; -1 marks an empty inline slot. `second` is set
/// only when `first` is, and `rest` is non-empty only when both are, so equal sequences
/// have equal representations.
struct Column: Sendable, Equatable, Sequence, ExpressibleByArrayLiteral {
    private var first: Int32 = -1
    private var second: Int32 = -1
    private var rest: [Int32] = []

    init() {}

    /// - Complexity: O(*k*) for *k* entries; the spilled ones get storage of their exact size.
    init(_ entries: [Int32]) {
        assert(entries.allSatisfy { $0 >= 0 }, "row indices are never negative")
        if entries.count > 0 { first = entries[0] }
        if entries.count > 1 { second = entries[1] }
        if entries.count > 2 { rest = Array(entries[2...]) }
    }

    init(arrayLiteral elements: Int32...) {
        self.init(elements)
    }

    var count: Int { first < 0 ? 0 : second < 0 ? 1 : 2 + rest.count }

    var isEmpty: Bool { first < 0 }

    /// - Complexity: O(1) amortized.
    @inline(__always)
    mutating func append(_ entry: Int32) {
        if first < 0 {
            first = entry
        } else if second < 0 {
            second = entry
        } else {
            rest.append(entry)
        }
    }

    /// Removes the entries for which `shouldRemove` is true, keeping the others in order.
    ///
    /// - Complexity: O(*k*) for *k* entries.
    mutating func removeAll(where shouldRemove: (Int32) -> Bool) {
        guard contains(where: shouldRemove) else { return }
        self = Column(filter { !shouldRemove($0) })
    }

    struct Iterator: IteratorProtocol {
        let column: Column
        var position = 0

        @inline(__always)
        mutating func next() -> Int32? {
            defer { position += 1 }
            switch position {
            case 0: return column.first < 0 ? nil : column.first
            case 1: return column.second < 0 ? nil : column.second
            default: return position - 2 < column.rest.count ? column.rest[position - 2] : nil
            }
        }
    }

    func makeIterator() -> Iterator { Iterator(column: self) }

    var underestimatedCount: Int { count }
}
