/// The coefficients of a row being expanded, by symbol id: an open-addressing hash table with a
/// multiplicative hash, for ``Tableau/expand(_:expanded:)``.
///
/// Expanding is the solver's innermost loop: every cell of every definition reached is looked
/// up here. A `Dictionary` hashed each id with SipHash and found it through the standard
/// library's generic table; this finds it in one multiply and, mostly, one probe. What a
/// dictionary would hold, this holds: the same sums, made in the same order.
///
/// A key removed (``removeValue(forKey:)``) leaves a tombstone; expansion never adds a removed
/// key again (a definition names only definitions before it, a basic row only parametric
/// symbols), and a key added after its removal would simply take a new slot.
struct CoefficientTable {
    /// Ids by slot: `empty`, `removed`, or a symbol id (never negative).
    private var keys: [Int32]
    private var values: [Double]
    /// Slots holding a key or a tombstone.
    private var used = 0
    private var shift: Int

    private static let empty: Int32 = -1
    private static let removed: Int32 = -2

    /// A table for about `capacity` keys before it grows.
    init(capacity: Int) {
        var bits = 4
        while (1 << bits) < 2 * capacity { bits += 1 }
        keys = [Int32](repeating: Self.empty, count: 1 << bits)
        values = [Double](repeating: 0, count: 1 << bits)
        shift = 64 - bits
    }

    @inline(__always)
    private func home(of key: Int32) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// Adds `value` to the key's coefficient; true when the key was not in the table.
    @inline(__always)
    mutating func add(_ value: Double, to key: Int32) -> Bool {
        let mask = keys.count - 1
        var slot = home(of: key)
        while true {
            let found = keys[slot]
            if found == key {
                values[slot] += value
                return false
            }
            if found == Self.empty { break }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        values[slot] = value
        used += 1
        if 10 * used > 7 * keys.count { grow() }
        return true
    }

    /// Removes the key and returns its coefficient, nil when absent.
    mutating func removeValue(forKey key: Int32) -> Double? {
        let mask = keys.count - 1
        var slot = home(of: key)
        while true {
            let found = keys[slot]
            if found == key {
                keys[slot] = Self.removed
                return values[slot]
            }
            if found == Self.empty { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// The keys present and their coefficients, by increasing key.
    func sortedCells() -> [Row.Cell] {
        var result: [Row.Cell] = []
        result.reserveCapacity(used)
        for (slot, key) in keys.enumerated() where key >= 0 { result.append(Row.Cell(symbol: Symbol(id: key), coefficient: values[slot])) }
        result.sort { $0.symbol.id < $1.symbol.id }
        return result
    }

    /// Doubles the slots, dropping tombstones.
    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        let bits = 64 - shift + 1
        keys = [Int32](repeating: Self.empty, count: 1 << bits)
        values = [Double](repeating: 0, count: 1 << bits)
        shift = 64 - bits
        used = 0
        let mask = keys.count - 1
        for (index, key) in oldKeys.enumerated() where key >= 0 {
            var slot = home(of: key)
            while keys[slot] != Self.empty { slot = (slot + 1) & mask }
            keys[slot] = key
            values[slot] = oldValues[index]
            used += 1
        }
    }
}
