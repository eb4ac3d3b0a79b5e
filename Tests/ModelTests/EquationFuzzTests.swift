import Testing

@testable import Model

@Suite("Fuzzing the equation parser")
struct EquationFuzzTests {
    static let seeds: [UInt64] = [1, 42, 20261121]
    static let alphabet = Array("ab._=<>+-*/@0123456789. eE()leadingtrwidhcXYsafeAr\u{00e9}\u{1F600}\t")
    static let valid = EquationPrintingTests.examples + ["a.width = 2 * b.width + 8 @750", "a.top = b.safeArea.top"]

    @Test("Random and mutated strings parse or give a syntax error, never a crash", arguments: seeds)
    func fuzz(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var parsed = 0
        for round in 0..<20_000 {
            let text: String
            if round.isMultiple(of: 2) {
                let length = Int(random.next() % 30)
                text = String((0..<length).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] })
            } else {
                text = mutate(Self.valid[Int(random.next() % UInt64(Self.valid.count))], &random)
            }
            do {
                let typed = try Equation.parse(text)
                parsed += 1
                // Whatever parses prints back to the same constraint.
                let again = try? Equation.parse(typed.equation.shortForm(priority: typed.priority))
                #expect(again == typed, "seed \(seed): '\(text)'")
            } catch {
                guard case .syntax(let syntax) = error else {
                    Issue.record("seed \(seed): '\(text)' threw \(error), not a syntax error")
                    continue
                }
                #expect((0...text.count).contains(syntax.offset), "seed \(seed): '\(text)'")
            }
        }
        #expect(parsed > 100, "seed \(seed): the mutations should leave some equations valid")
    }

    private func mutate(_ text: String, _ random: inout SplitMix64) -> String {
        var characters = Array(text)
        for _ in 0..<(1 + Int(random.next() % 3)) {
            let index = Int(random.next() % UInt64(characters.count + 1))
            let character = Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
            switch random.next() % 3 {
            case 0: characters.insert(character, at: index)
            case 1 where index < characters.count: characters.remove(at: index)
            default: if index < characters.count { characters[index] = character }
            }
        }
        return String(characters)
    }
}
