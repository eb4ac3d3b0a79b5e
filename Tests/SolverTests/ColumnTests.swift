import Testing

@testable import Solver

/// The tableau's column index keeps its first two rows inline; it must still behave as the
/// list of rows it stands for, or a pivot would miss a row that mentions its symbol.
@Suite("Column")
struct ColumnTests {
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

    @Test("appends and removals keep the entries, in order, as an array does", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func behavesAsArray(seed: UInt64) {
        var generator = Generator(state: seed)
        var column = Column()
        var model: [Int32] = []
        for step in 0..<400 {
            if Int.random(in: 0..<5, using: &generator) == 0 {
                let cut = Int32.random(in: 0..<20, using: &generator)
                column.removeAll { $0 >= cut }
                model.removeAll { $0 >= cut }
            } else {
                let entry = Int32.random(in: 0..<20, using: &generator)
                column.append(entry)
                model.append(entry)
            }
            #expect(Array(column) == model, "seed \(seed), step \(step)")
            #expect(column.count == model.count && column.isEmpty == model.isEmpty, "seed \(seed), step \(step)")
            // Equal entries, equal columns, however they were reached.
            #expect(column == Column(model), "seed \(seed), step \(step)")
        }
    }

    @Test("columns with different entries differ")
    func inequality() {
        #expect(Column([1, 2, 3]) != Column([1, 2]))
        #expect(Column([1, 2, 3]) != Column([1, 2, 4]))
        #expect(Column([1]) != Column())
        #expect(Column([2, 1]) != Column([1, 2]))
    }
}
