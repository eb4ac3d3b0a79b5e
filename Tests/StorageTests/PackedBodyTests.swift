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

    @Test("random bytes stored as a packed body unpack to what their codes say, or are corrupt data: never a crash")
    func randomStoredBytes() throws {
        var random = SeededGenerator(seed: 13)
        var refused = 0
        for _ in 0..<3_000 {
            // Codes (ids, revision ids, dictionary entries, unknown ones) among plain bytes, cut anywhere.
            var stored: [UInt8] = [PackedBody.formatByte]
            for _ in 0..<Int.random(in: 0...60, using: &random) {
                stored.append(
                    Bool.random(using: &random) ? UInt8.random(in: 0..<0x22, using: &random) : UInt8.random(in: 0x20...0xFF, using: &random))
            }
            do {
                let canonical = try PackedBody.unpack(stored)
                // What came out holds no code: each became the bytes it stands for.
                #expect(!canonical.contains { $0 < 0x20 }, "\(stored)")
                #expect(canonical.count >= stored.count - 1, "\(stored)")
            } catch {
                guard case .corruptData = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                refused += 1
            }
        }
        #expect(refused > 0 && refused < 3_000, "both kinds of bytes were tried: \(refused) refused")
    }
}
