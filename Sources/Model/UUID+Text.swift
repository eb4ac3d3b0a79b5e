import Foundation

/// Ids as text, fast: Foundation's `uuidString` and `UUID(uuidString:)` go through
/// `printf`/`scanf` on Linux, which dominated loading a state of thousands of constraints.
extension UUID {
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// The UUID in lowercase, as the store keeps ids: `8-4-4-4-12` hex digits.
    package var lowercaseText: String {
        withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { buffer in
                var position = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        buffer[position] = UInt8(ascii: "-")
                        position += 1
                    }
                    buffer[position] = UUID.hexDigits[Int(byte >> 4)]
                    buffer[position + 1] = UUID.hexDigits[Int(byte & 0x0F)]
                    position += 2
                }
                return 36
            }
        }
    }

    /// Parses `8-4-4-4-12` hex digits, either case.
    package init?(text: String) {
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &bytes) { output -> Bool in
            var count = 0
            var high: UInt8?
            for (index, character) in text.utf8.enumerated() {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard character == UInt8(ascii: "-") else { return false }
                    continue
                }
                let value: UInt8
                switch character {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): value = character - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): value = character - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): value = character - UInt8(ascii: "A") + 10
                default: return false
                }
                if let first = high {
                    guard count < 16 else { return false }
                    output[count] = first << 4 | value
                    count += 1
                    high = nil
                } else {
                    high = value
                }
            }
            return count == 16 && high == nil && text.utf8.count == 36
        }
        guard parsed else { return nil }
        self.init(uuid: bytes)
    }
}
