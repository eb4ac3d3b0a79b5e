import Foundation

/// Ids as text, fast: Foundation's `uuidString` and `UUID(uuidString:)` go through
/// `printf`/`scanf` on Linux, which dominated loading a state of thousands of constraints.
extension UUID {
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// The UUID in lowercase, as the store keeps ids: `8-4-4-4-12` hex digits.
    package var lowercaseText: String {
        String(unsafeUninitializedCapacity: 36) { buffer in
            writeLowercaseText(into: buffer)
            return 36
        }
    }

    /// Appends ``lowercaseText``'s 36 bytes, with no `String` made between.
    package func appendLowercaseText(to bytes: inout [UInt8]) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: 36))
        bytes.withUnsafeMutableBufferPointer { buffer in writeLowercaseText(into: .init(rebasing: buffer[start..<start + 36])) }
    }

    private func writeLowercaseText(into buffer: UnsafeMutableBufferPointer<UInt8>) {
        withUnsafeBytes(of: uuid) { bytes in
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
        }
    }

    /// Parses `8-4-4-4-12` hex digits, either case.
    package init?(text: String) {
        var text = text
        guard let bytes = text.withUTF8(UUID.parse) else { return nil }
        self.init(uuid: bytes)
    }

    /// Each byte's value as a hex digit, 0xFF for anything that is not one.
    private static let hexValues: [UInt8] = {
        var values = [UInt8](repeating: 0xFF, count: 256)
        for (value, digit) in "0123456789abcdef".utf8.enumerated() { values[Int(digit)] = UInt8(value) }
        for (value, digit) in "ABCDEF".utf8.enumerated() { values[Int(digit)] = UInt8(10 + value) }
        return values
    }()

    private static func parse(_ text: UnsafeBufferPointer<UInt8>) -> uuid_t? {
        let dash = UInt8(ascii: "-")
        guard text.count == 36, text[8] == dash, text[13] == dash, text[18] == dash, text[23] == dash else { return nil }
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = hexValues.withUnsafeBufferPointer { values in
            withUnsafeMutableBytes(of: &bytes) { output -> Bool in
                var position = 0
                for index in 0..<16 {
                    if position == 8 || position == 13 || position == 18 || position == 23 { position += 1 }
                    let high = values[Int(text[position])], low = values[Int(text[position + 1])]
                    guard (high | low) < 16 else { return false }
                    output[index] = high << 4 | low
                    position += 2
                }
                return true
            }
        }
        return parsed ? bytes : nil
    }
}

extension UUID {
    /// A random (version 4) UUID from the system's generator (`getrandom`). Foundation's
    /// `UUID()` on Linux opens and reads `/dev/urandom` for each one, which was a tenth of
    /// importing a large storyboard.
    package static func randomVersion4() -> UUID {
        var generator = SystemRandomNumberGenerator()
        var bytes = (generator.next() as UInt64, generator.next() as UInt64)
        return withUnsafeMutableBytes(of: &bytes) { raw in
            raw[6] = raw[6] & 0x0F | 0x40  // version 4
            raw[8] = raw[8] & 0x3F | 0x80  // RFC 4122 variant
            return UUID(
                uuid: (
                    raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
                    raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]
                ))
        }
    }
}
