/// Revisions by their seqs, one bit each for the seqs from 0 to a bound: what a walk down a
/// history marks as wanted. At 10,000 revisions a `Set<Int64>` spent more hashing and growing
/// than SQLite spent reading the rows.
struct SeqSet {
    private var words: [UInt64]
    /// Seqs outside 0 through the bound: only a damaged history (a parent stored after its
    /// child) has them, and the walk then reports them missing.
    private var outside: Set<Int64> = []
    private(set) var count = 0

    /// An empty set whose bits cover the seqs 0 through `bound`.
    init(upTo bound: Int64) {
        words = Array(repeating: 0, count: Int(max(bound, 0) / 64) + 1)
    }

    func contains(_ seq: Int64) -> Bool {
        guard let (word, bit) = place(of: seq) else { return outside.contains(seq) }
        return words[word] & bit != 0
    }

    mutating func insert(_ seq: Int64) {
        guard let (word, bit) = place(of: seq) else {
            if outside.insert(seq).inserted { count += 1 }
            return
        }
        if words[word] & bit == 0 {
            words[word] |= bit
            count += 1
        }
    }

    /// Every seq in the set.
    var elements: Set<Int64> {
        var elements = outside
        for (index, word) in words.enumerated() where word != 0 {
            for bit in 0..<64 where word & (1 << UInt64(bit)) != 0 { elements.insert(Int64(index * 64 + bit)) }
        }
        return elements
    }

    private func place(of seq: Int64) -> (word: Int, bit: UInt64)? {
        guard seq >= 0, seq / 64 < words.count else { return nil }
        return (Int(seq / 64), 1 << UInt64(seq % 64))
    }
}
