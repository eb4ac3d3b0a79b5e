/// Byte edits of a document, made in place: each replaces a range of the original bytes (an
/// empty range inserts), and everything no edit touches stays as it was, byte for byte.
///
/// An edit inside a range another edit removes is dropped (removing an element removes
/// whatever was to change in it); insertions at one offset keep the order they were made in.
struct XMLSplices {
    private struct Splice {
        var range: Range<Int>
        var text: [UInt8]
        var order: Int
    }

    private var splices: [Splice] = []

    var isEmpty: Bool { splices.isEmpty }

    mutating func replace(_ range: Range<Int>, with text: String) {
        splices.append(Splice(range: range, text: Array(text.utf8), order: splices.count))
    }

    mutating func insert(_ text: String, at offset: Int) { replace(offset..<offset, with: text) }

    mutating func remove(_ range: Range<Int>) { replace(range, with: "") }

    /// Whether an edit removes or replaces bytes that contain `range`.
    func covers(_ range: Range<Int>) -> Bool {
        splices.contains { !$0.range.isEmpty && $0.range.lowerBound <= range.lowerBound && range.upperBound <= $0.range.upperBound }
    }

    /// The bytes with every edit made.
    ///
    /// - Complexity: O(*n* + *e* log *e*) in the bytes and the edits.
    func applied(to bytes: [UInt8]) -> [UInt8] {
        // At one offset: insertions first (they go before what is replaced there), then the
        // widest edit, so that an edit inside a removed range is seen as inside it.
        let sorted = splices.sorted {
            ($0.range.lowerBound, $0.range.isEmpty ? 0 : 1, -$0.range.count, $0.order)
                < ($1.range.lowerBound, $1.range.isEmpty ? 0 : 1, -$1.range.count, $1.order)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for splice in sorted {
            // Inside what an earlier edit replaced: that edit decides these bytes.
            if splice.range.lowerBound < position { continue }
            result += bytes[position..<splice.range.lowerBound]
            result += splice.text
            position = splice.range.upperBound
        }
        result += bytes[position...]
        return result
    }
}
