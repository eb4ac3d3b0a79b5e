import Interchange

/// Turns byte offsets of a document into lines and columns, as compilers and Xcode count them:
/// lines from 1, columns from 1 in characters.
///
/// - Complexity: O(*n*) to make, in the document's bytes; O(log *l*) in its lines, plus the
///   length of the line, per lookup.
struct SourceLocator {
    private let bytes: [UInt8]
    /// The offset at which each line starts.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    func location(ofOffset offset: Int) -> InterchangeError.SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        // A character starts at every byte that is not a UTF-8 continuation byte (10xxxxxx).
        let column = 1 + bytes[lineStarts[low]..<offset].lazy.filter { $0 & 0xC0 != 0x80 }.count
        return InterchangeError.SourceLocation(line: low + 1, column: column)
    }
}
