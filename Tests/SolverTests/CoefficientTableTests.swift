import Model
import Testing

@testable import Solver

@Suite("The table of coefficients an expansion sums into")
struct CoefficientTableTests {
    @Test("holds what a dictionary holds, through growth, removals and keys added again")
    func matchesADictionary() {
        var generator = SplitMix64(seed: 37)
        for round in 0..<20 {
            var table = CoefficientTable(capacity: round % 4)
            var dictionary: [Int32: Double] = [:]
            for _ in 0..<2_000 {
                // Few keys in some rounds (many sums into one key), many in others (growth).
                let key = Int32.random(in: 0..<(round.isMultiple(of: 2) ? 40 : 5_000), using: &generator)
                if Int.random(in: 0..<10, using: &generator) == 0 {
                    #expect(table.removeValue(forKey: key) == dictionary.removeValue(forKey: key))
                } else {
                    let value = Double(Int.random(in: -8...8, using: &generator)) / 4
                    let isNew = dictionary[key] == nil
                    dictionary[key, default: 0] += value
                    #expect(table.add(value, to: key) == isNew)
                }
            }
            let cells = table.sortedCells()
            #expect(cells.map(\.symbol.id) == dictionary.keys.sorted())
            #expect(cells.allSatisfy { $0.coefficient == dictionary[$0.symbol.id] })
        }
    }
}
