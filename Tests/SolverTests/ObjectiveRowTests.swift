import Testing

@testable import Solver

/// A priority level's objective row holds a cell per optional constraint of its level, and the
/// rows substituted into it bring symbols of every age. It keeps symbols new to it aside and
/// merges them in one pass now and then, instead of moving its whole tail for each one: the
/// same coefficients, bit for bit, for a fraction of the moves.
@Suite("Objective rows")
struct ObjectiveRowTests {
    /// A seeded generator (SplitMix64), so a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func symbol(_ id: Int) -> Symbol { Symbol(id: Int32(id)) }

    @Test(
        "Seeded additions, cancellations, removals and added rows give an ordinary row's cells, bit for bit",
        arguments: [1, 2, 3] as [UInt64])
    func matchesOrdinaryRow(seed: UInt64) {
        var generator = Generator(state: seed)
        var buffered = Row.buffering()
        var ordinary = Row()
        var failures: [String] = []
        for step in 0..<6_000 {
            let choice = Int.random(in: 0..<10, using: &generator)
            if choice < 6 {
                // Mostly new symbols, some of them old; now and then a coefficient that cancels.
                let symbol = Self.symbol(Int.random(in: 0..<3_000, using: &generator))
                let existing = ordinary.coefficient(for: symbol)
                let coefficient = existing != 0 && choice == 0 ? -existing : Double(Int.random(in: -8...8, using: &generator)) / 4
                let newInBuffered = buffered.add(coefficient, to: symbol)
                let newInOrdinary = ordinary.add(coefficient, to: symbol)
                if newInBuffered != newInOrdinary { failures.append("step \(step): add says new \(newInBuffered), not \(newInOrdinary)") }
            } else if choice < 8 {
                let symbol = Self.symbol(Int.random(in: 0..<3_000, using: &generator))
                let removed = buffered.remove(symbol), expected = ordinary.remove(symbol)
                if removed.bitPattern != expected.bitPattern { failures.append("step \(step): removed \(removed), not \(expected)") }
            } else {
                // A short basic row substituted in, as a pivot does.
                var other = Row(constant: Double(Int.random(in: -5...5, using: &generator)))
                for _ in 0..<Int.random(in: 1...6, using: &generator) {
                    other.add(Double(Int.random(in: 1...9, using: &generator)) / 3, to: Self.symbol(Int.random(in: 0..<3_000, using: &generator)))
                }
                let factor = Double(Int.random(in: -6...6, using: &generator)) / 7
                var insertedBuffered: [Symbol] = [], insertedOrdinary: [Symbol] = []
                buffered.add(other, times: factor, inserted: &insertedBuffered)
                ordinary.add(other, times: factor, inserted: &insertedOrdinary)
                if Set(insertedBuffered) != Set(insertedOrdinary) { failures.append("step \(step): different symbols reported new") }
            }
            let cells = buffered.sortedCells
            let same =
                cells.count == ordinary.cells.count && buffered.constant.bitPattern == ordinary.constant.bitPattern
                && zip(cells, ordinary.cells).allSatisfy { $0.symbol == $1.symbol && $0.coefficient.bitPattern == $1.coefficient.bitPattern }
            if !same { failures.append("step \(step): cells differ") }
            if failures.count > 5 { break }
        }
        #expect(failures.isEmpty, "seed \(seed): \(failures.prefix(5).joined(separator: "; "))")
    }

    /// Every time the stored cells change length, the whole row moved (a memmove of its tail):
    /// in an ordinary row that is every insertion in the middle.
    @Test("A symbol older than every cell goes in without moving a 40,000-cell objective, merged once an eighth of the row waits")
    func insertionsMoveLittle() {
        var row = Row.buffering()
        for id in 10_000..<50_000 { row.add(1, to: Self.symbol(id)) }
        row.mergePending()
        var moves = 0
        var stored = row.cells.count
        for id in 0..<2_000 {
            row.add(1, to: Self.symbol(id))
            if row.cells.count != stored {
                moves += 1
                stored = row.cells.count
            }
        }
        #expect(row.sortedCells.count == 42_000)
        #expect(row.coefficient(for: Self.symbol(1_234)) == 1 && row.contains(Self.symbol(1_999)))
        // 5,000 pending cells before a merge: none for 2,000 insertions; an ordinary row moves 2,000 times.
        #expect(moves == 0, "the stored cells moved \(moves) times for 2,000 insertions")
        // And an eighth of the row more merges them, once.
        for id in 2_000..<7_001 { row.add(1, to: Self.symbol(id)) }
        #expect(row.cells.count > 42_000 && row.sortedCells.count == 47_001)
    }
}
