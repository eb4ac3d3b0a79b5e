/// Defined symbols queued by a key, the lowest first: a binary min-heap of `(key, symbol)`.
/// Keys are positions in the order of evaluation, which are distinct; evaluation takes them
/// lowest first, expansion highest first (it pushes each position negated).
struct PositionHeap {
    private var entries: [(key: Int32, symbol: Int32)] = []

    var isEmpty: Bool { entries.isEmpty }

    @inline(__always)
    mutating func push(_ symbol: Int32, key: Int32) {
        entries.append((key, symbol))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].key < entries[parent].key else { break }
            entries.swapAt(parent, child)
            child = parent
        }
    }

    /// The symbol of the lowest key, taken out. The heap must not be empty.
    @inline(__always)
    mutating func pop() -> Int32 {
        let top = entries[0].symbol
        let last = entries.removeLast()
        guard !entries.isEmpty else { return top }
        entries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < entries.count else { break }
            var lower = left
            if left + 1 < entries.count && entries[left + 1].key < entries[left].key { lower = left + 1 }
            guard entries[lower].key < entries[parent].key else { break }
            entries.swapAt(parent, lower)
            parent = lower
        }
        return top
    }
}
