import Foundation

/// How the `revisions.body` column keeps a revision's canonical JSON: packed, so that a
/// one-field revision takes about a third of its canonical bytes, and unpacked to exactly
/// those bytes (whose SHA-256 is the id) whenever it is read.
///
/// Canonical JSON never holds a byte below 0x20 (strings escape control characters), so
/// those bytes are free to stand for what every body repeats:
/// - `0x01` then 16 bytes: a UUID in lowercase text (`1a2b3c4d-…`, 36 bytes): entity,
///   project and replica ids;
/// - `0x02` then 32 bytes: 64 lowercase hex digits (a parent revision's id);
/// - `0x03`…`0x1F`: one of ``dictionary``'s byte strings (keys and the punctuation around them);
/// - any other byte: itself.
///
/// A packed body starts with ``formatByte``; a body that starts with `{` is canonical JSON as
/// it is (what schemas before 0011 stored, and what ``pack(_:)`` keeps of bytes it cannot
/// pack). The dictionary is part of the store format: entries are never changed or reordered.
enum PackedBody {
    static let formatByte: UInt8 = 0x01
    private static let uuidCode: UInt8 = 0x01
    private static let hexCode: UInt8 = 0x02
    private static let firstDictionaryCode: UInt8 = 0x03

    /// Byte strings replaced by codes 0x03, 0x04, …: at most 29. Longer ones are tried first.
    static let dictionary: [[UInt8]] = [
        #"{"author":""#,
        #"","changes":[{"after":"#,
        #","before":"#,
        #","field":""#,
        #"","id":""#,
        #","id":""#,
        #"","kind":"constraint"}"#,
        #"","kind":"view"}"#,
        #"","kind":"guide"}"#,
        #"","changes":["#,
        #"],"format":1,"message":""#,
        #"","parents":[""#,
        #"","parents":[],"project":""#,
        #""],"project":""#,
        #"","replica":""#,
        #"","time":"#,
        #"constant"#,
        #"priority"#,
        #"multiplier"#,
        #"},{"after":"#,
        #"{"active":true,"constant":"#,
        #","documentID":"#,
        #","first":{"attribute":""#,
        #"","guide":null,"item":""#,
        #","identifier":"#,
        #","placeholder":false,"priority":"#,
        #","relation":""#,
        #","second":"#,
        #"}},"field":"structure"#,
    ].map { Array($0.utf8) }

    /// The dictionary's entries laid end to end, for ``pack(_:)`` to compare against.
    private static let entryBytes: [UInt8] = dictionary.flatMap(\.self)

    /// A dictionary entry as ``pack(_:)`` compares it: its code, where its bytes are in
    /// ``entryBytes``, and how many there are.
    private struct Entry {
        var code: UInt8
        var offset: Int
        var length: Int
    }

    /// The entries in code order: code 0x03 first.
    private static let entriesByCode: [Entry] = {
        var offset = 0
        return dictionary.enumerated().map { index, bytes in
            defer { offset += bytes.count }
            return Entry(code: firstDictionaryCode + UInt8(index), offset: offset, length: bytes.count)
        }
    }()

    /// The entries ordered by first byte, longest first among those with the same first byte.
    private static let entries: [Entry] = entriesByCode.sorted {
        (entryBytes[$0.offset], -$0.length) < (entryBytes[$1.offset], -$1.length)
    }

    /// For each byte value b, the entries starting with b are `entries[start[b]..<start[b + 1]]`.
    private static let entryStart: [Int] = {
        var start = Array(repeating: 0, count: 257)
        for bytes in dictionary { start[Int(bytes[0]) + 1] += 1 }
        for index in 1..<257 { start[index] += start[index - 1] }
        return start
    }()

    /// The value of a lowercase hex digit, or -1.
    @inline(__always)
    private static func hexValue(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte &- UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte &- UInt8(ascii: "a") &+ 10)
        default: -1
        }
    }

    /// The bytes to store for a revision's canonical JSON; ``unpack(_:)`` gives them back exactly.
    ///
    /// - Complexity: O(*n*) in the body's length: each byte is looked at a bounded number of
    ///   times (an id is checked over at most 64 bytes, an entry over at most its length).
    static func pack(_ canonical: [UInt8]) -> [UInt8] {
        guard canonical.first == UInt8(ascii: "{") else { return canonical }
        var packable = true
        // Never longer than the canonical bytes and the format byte: every code stands for more bytes than itself.
        let packed = [UInt8](unsafeUninitializedCapacity: canonical.count + 1) { output, written in
            output[0] = formatByte
            var out = 1
            entryBytes.withUnsafeBufferPointer { entryBytes in
                entries.withUnsafeBufferPointer { entries in
                    entryStart.withUnsafeBufferPointer { entryStart in
                        canonical.withUnsafeBufferPointer { bytes in
                            let count = bytes.count
                            var index = 0
                            outer: while index < count {
                                let byte = bytes[index]
                                if byte < 0x20 {  // not canonical JSON: kept as it is
                                    packable = false
                                    return
                                }
                                if hexValue(byte) >= 0 {
                                    if index + 64 <= count, isHex(bytes, from: index, count: 64) {
                                        output[out] = hexCode
                                        writeBinary(bytes, from: index, digits: 64, to: output, at: out + 1)
                                        out += 33
                                        index += 64
                                        continue
                                    }
                                    if index + 36 <= count, isUUID(bytes, at: index) {
                                        output[out] = uuidCode
                                        writeBinary(bytes, from: index, digits: 8, to: output, at: out + 1)
                                        writeBinary(bytes, from: index + 9, digits: 4, to: output, at: out + 5)
                                        writeBinary(bytes, from: index + 14, digits: 4, to: output, at: out + 7)
                                        writeBinary(bytes, from: index + 19, digits: 4, to: output, at: out + 9)
                                        writeBinary(bytes, from: index + 24, digits: 12, to: output, at: out + 11)
                                        out += 17
                                        index += 36
                                        continue
                                    }
                                }
                                for candidate in entryStart[Int(byte)]..<entryStart[Int(byte) + 1] {
                                    let entry = entries[candidate]
                                    guard index + entry.length <= count else { continue }
                                    var offset = 1
                                    while offset < entry.length, entryBytes[entry.offset + offset] == bytes[index + offset] { offset += 1 }
                                    if offset == entry.length {
                                        output[out] = entry.code
                                        out += 1
                                        index += entry.length
                                        continue outer
                                    }
                                }
                                output[out] = byte
                                out += 1
                                index += 1
                            }
                        }
                    }
                }
            }
            written = out
        }
        return packable ? packed : canonical
    }

    /// The canonical JSON that stored bytes hold: packed bytes unpacked, a canonical body as it is.
    ///
    /// - Throws: ``StoreError/corruptData(_:)`` for packed bytes that end inside a code.
    /// - Complexity: O(*n*) in the body's length: its length is counted first, then it is
    ///   written once into an array of that size, runs of plain bytes and entries copied whole.
    static func unpack(_ stored: UnsafeRawBufferPointer) throws(StoreError) -> [UInt8] {
        guard stored.first == formatByte else { return Array(stored) }
        var failure: StoreError?
        let canonical = entriesByCode.withUnsafeBufferPointer { entriesByCode in
            entryBytes.withUnsafeBufferPointer { entryBytes in
                [UInt8](unsafeUninitializedCapacity: unpackedCount(stored, entriesByCode: entriesByCode)) { output, written in
                    do throws(StoreError) {
                        written = try unpack(stored, entriesByCode: entriesByCode, entryBytes: entryBytes, into: output)
                    } catch {
                        failure = error
                        written = 0
                    }
                }
            }
        }
        if let failure { throw failure }
        return canonical
    }

    /// How many bytes the packed `stored` unpacks to (codes that do not fit are counted, and
    /// refused when written).
    private static func unpackedCount(_ stored: UnsafeRawBufferPointer, entriesByCode: UnsafeBufferPointer<Entry>) -> Int {
        var count = 0
        var index = 1
        while index < stored.count {
            switch stored[index] {
            case uuidCode:
                count += 36
                index += 17
            case hexCode:
                count += 64
                index += 33
            case let code where code < 0x20:
                count +=
                    code >= firstDictionaryCode && Int(code - firstDictionaryCode) < entriesByCode.count
                    ? entriesByCode[Int(code - firstDictionaryCode)].length : 0
                index += 1
            default:
                count += 1
                index += 1
            }
        }
        return count
    }

    /// Writes what packed `stored` stands for into `output`, ``unpackedCount(_:entriesByCode:)``
    /// bytes long, and returns how many bytes it wrote.
    private static func unpack(
        _ stored: UnsafeRawBufferPointer, entriesByCode: UnsafeBufferPointer<Entry>, entryBytes: UnsafeBufferPointer<UInt8>,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) throws(StoreError) -> Int {
        let digits = hexDigits.utf8Start
        var out = 0
        func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
            _ = UnsafeMutableBufferPointer(rebasing: output[out...]).initialize(fromContentsOf: bytes)
            out += bytes.count
        }
        func writeHex(_ byte: UInt8) {
            output[out] = digits[Int(byte >> 4)]
            output[out + 1] = digits[Int(byte & 0x0F)]
            out += 2
        }
        var index = 1
        let count = stored.count
        while index < count {
            // The bytes that stand for themselves, up to the next code, copied at once.
            var end = index
            while end < count, stored[end] >= 0x20 { end += 1 }
            if end > index {
                copy(UnsafeRawBufferPointer(rebasing: stored[index..<end]).assumingMemoryBound(to: UInt8.self))
                index = end
                if index == count { break }
            }
            let code = stored[index]
            index += 1
            switch code {
            case uuidCode:
                guard index + 16 <= count else { throw .corruptData("a revision body ends inside an id") }
                for position in 0..<16 {
                    if position == 4 || position == 6 || position == 8 || position == 10 {
                        output[out] = UInt8(ascii: "-")
                        out += 1
                    }
                    writeHex(stored[index + position])
                }
                index += 16
            case hexCode:
                guard index + 32 <= count else { throw .corruptData("a revision body ends inside a revision id") }
                for position in 0..<32 { writeHex(stored[index + position]) }
                index += 32
            case firstDictionaryCode..<(firstDictionaryCode + UInt8(entriesByCode.count)):
                let entry = entriesByCode[Int(code - firstDictionaryCode)]
                copy(UnsafeBufferPointer(rebasing: entryBytes[entry.offset..<(entry.offset + entry.length)]))
            default:
                throw .corruptData("a revision body holds an unknown code \(code)")
            }
        }
        return out
    }

    static func unpack(_ stored: [UInt8]) throws(StoreError) -> [UInt8] {
        let result = stored.withUnsafeBytes { bytes in Result { () throws(StoreError) in try unpack(bytes) } }
        return try result.get()
    }

    static func unpack(_ stored: Data) throws(StoreError) -> [UInt8] {
        let result = stored.withUnsafeBytes { bytes in Result { () throws(StoreError) in try unpack(bytes) } }
        return try result.get()
    }

    @inline(__always)
    private static func isHex(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Bool {
        for index in start..<(start + count) where hexValue(bytes[index]) < 0 { return false }
        return true
    }

    /// Whether 36 bytes from `start` are a UUID in lowercase text: 8-4-4-4-12 hex digits.
    private static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        for offset in 0..<36 {
            let byte = bytes[start + offset]
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                if byte != UInt8(ascii: "-") { return false }
            } else if hexValue(byte) < 0 {
                return false
            }
        }
        return true
    }

    /// Writes `digits` hex digits from `start` as their `digits / 2` bytes, from `position` on.
    @inline(__always)
    private static func writeBinary(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, digits: Int, to output: UnsafeMutableBufferPointer<UInt8>, at position: Int
    ) {
        for pair in 0..<(digits / 2) {
            output[position + pair] = UInt8(hexValue(bytes[start + 2 * pair])) << 4 | UInt8(hexValue(bytes[start + 2 * pair + 1]))
        }
    }

    private static let hexDigits: StaticString = "0123456789abcdef"
}
