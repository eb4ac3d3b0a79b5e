import Foundation

/// Object ids in Interface Builder's form, `abc-de-fgh` (eight letters and digits), for
/// objects that have none from a document: derived from the object's own UUID, so that the
/// same project exports with the same ids every time (a re-export makes no diff).
struct IBObjectIDs {
    private static let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
    /// Every id in the document: those kept from import, then those made here.
    private(set) var taken: Set<String>

    init(taken: Set<String>) { self.taken = taken }

    /// The id for an object with this UUID; `role` tells apart the objects one UUID stands
    /// for (a view, its safe-area guide, its margins guide). A clash with a taken id tries the
    /// next salt, so the result depends only on the project.
    mutating func make(for uuid: UUID, role: UInt64 = 0) -> String {
        withUnsafeBytes(of: uuid.uuid) { make(from: Array($0), role: role) }
    }

    /// The id for an object that belongs to one with this document id (a view's built-in
    /// guide, whose own id the Model does not keep): the same after the document is imported
    /// again, since the view keeps its id.
    mutating func make(forDocumentID documentID: String, role: UInt64) -> String {
        make(from: Array(documentID.utf8), role: role)
    }

    /// Takes an id given elsewhere (a document id the project kept); false when it is taken.
    mutating func claim(_ id: String) -> Bool { taken.insert(id).inserted }

    /// The id ``make(for:role:)`` gives this UUID when nothing has taken it: how an object
    /// made in layoutstore and written into a document is known again there.
    static func firstID(for uuid: UUID, role: UInt64 = 0) -> String {
        withUnsafeBytes(of: uuid.uuid) { format(hash(Array($0), role: role, salt: 0)) }
    }

    private mutating func make(from bytes: [UInt8], role: UInt64) -> String {
        var salt: UInt64 = 0
        while true {
            let id = Self.format(Self.hash(bytes, role: role, salt: salt))
            if taken.insert(id).inserted { return id }
            salt += 1
        }
    }

    /// FNV-1a over the bytes, the role and the salt, finished with SplitMix64's mixer
    /// (Swift's `Hasher` is seeded per process, so it cannot be used for stable ids).
    private static func hash(_ bytes: [UInt8], role: UInt64, salt: UInt64) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        bytes.forEach(mix)
        withUnsafeBytes(of: role.littleEndian) { $0.forEach(mix) }
        withUnsafeBytes(of: salt.littleEndian) { $0.forEach(mix) }
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// Eight base-62 digits as `abc-de-fgh`.
    private static func format(_ value: UInt64) -> String {
        // Written as bytes: an array of `Character`s made into a string cost more than the hash.
        String(unsafeUninitializedCapacity: 10) { text in
            var value = value
            var count = 0
            for position in 0..<8 {
                if position == 3 || position == 5 {
                    text[count] = UInt8(ascii: "-")
                    count += 1
                }
                text[count] = digits[Int(value % 62)]
                count += 1
                value /= 62
            }
            return count
        }
    }
}
