import Foundation
import Model
import Testing

@testable import Storage

@Suite("Ids as text")
struct IdentifierTextTests {
    @Test("the fast UUID text equals Foundation's, lowercased, and parses back in either case")
    func matchesFoundation() {
        for _ in 0..<200 {
            let uuid = UUID()
            #expect(uuid.lowercaseText == uuid.uuidString.lowercased())
            #expect(UUID(text: uuid.uuidString) == uuid)
            #expect(UUID(text: uuid.lowercaseText) == uuid)
            #expect(ItemID(uuid).text == ItemID(uuid).description)
            #expect(ConstraintID(text: ConstraintID(uuid).text) == ConstraintID(uuid))
        }
    }

    @Test(
        "malformed ids are rejected",
        arguments: [
            "", "1234", "123e4567-e89b-12d3-a456-42661417400", "123e4567-e89b-12d3-a456-4266141740000",
            "123e4567xe89b-12d3-a456-426614174000", "123e4567-e89b-12d3-a456-42661417400g",
        ])
    func malformed(text: String) {
        #expect(UUID(text: text) == nil)
        #expect(ItemID(text: text) == nil)
    }
}
