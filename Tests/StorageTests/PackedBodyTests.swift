import Foundation
import Model
import Testing

@testable import Storage

@Suite("Packed revision bodies")
struct PackedBodyTests {
    @Test("any canonical body unpacks to itself byte for byte: ids, look-alikes, dictionary words inside strings, long text")
    func roundTrips() throws {
        var random = SeededGenerator(seed: 23)
        let uuid = UUID().uuidString.lowercased()
        let hex = RevisionID(hashing: Array("x".utf8)).rawValue
        let pieces = [
            uuid, uuid.uppercased(), hex, String(hex.dropLast()), hex + "abc", String(uuid.prefix(35)), uuid + "0",
            #"{"author":""#, #"","kind":"constraint"}"#, "constant", "priority", "é ü 漢字", #"\"quoted\""#, "\\u0001", "0123456789",
            #"","parents":["#, "}},", ",", "\"", "deadbeef-dead-beef-dead-beefdeadbeef",
        ]
        for _ in 0..<500 {
            var text = "{"
            for _ in 0..<Int.random(in: 0...12, using: &random) { text += pieces.randomElement(using: &random)! }
            text += "}"
            let canonical = Array(text.utf8)
            let packed = PackedBody.pack(canonical)
            #expect(try PackedBody.unpack(packed) == canonical, "\(text)")
        }
    }

    @Test("a stored body that is canonical JSON (schemas before 0011) reads as it is; bytes that cannot be packed are kept as they are")
    func unpackedBodies() throws {
        let canonical = Array(#"{"author":"ana"}"#.utf8)
        #expect(try PackedBody.unpack(canonical) == canonical)
        let control = Array("{\"a\":\"\u{1}\"}".utf8)
        #expect(PackedBody.pack(control) == control)
        #expect(PackedBody.pack([]) == [])
    }

    @Test("a packed body cut inside an id, or holding an unknown code, is corrupt data, not a crash")
    func damagedBodies() throws {
        let revision = Revision(
            project: ProjectID(), parents: [RevisionID(hashing: [1])], author: "ana", replica: UUID().uuidString.lowercased(),
            time: Date(timeIntervalSince1970: 1_700_000_000), message: "gap", changes: [])
        let packed = PackedBody.pack(revision.canonicalEncoding)
        #expect(packed.count < revision.canonicalEncoding.count / 2)
        for length in 1..<packed.count {
            do {
                let bytes = try PackedBody.unpack(Array(packed.prefix(length)))
                #expect(bytes != revision.canonicalEncoding)
            } catch {
                guard case .corruptData = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
            }
        }
        #expect(throws: StoreError.self) { try PackedBody.unpack([PackedBody.formatByte, 0x00]) }
    }
}
