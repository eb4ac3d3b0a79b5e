#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How `layoutstore` and its `layoutstore-http` helper exchange HTTP requests over a pipe:
/// each message is a list of fields, each field an 8-byte little-endian length (all ones for
/// a missing field) followed by that many bytes.
///
/// A request is `[method, url, token?, body?, content type, deflate?]` (`deflate` present,
/// empty: the helper sends the body deflated, ``HTTPTransportRequest/deflatesBody``); the
/// answer is `["ok", status]`, then its body as `["part", bytes]` messages as they arrive, then
/// `["end", -]`; or `["error", message]` when the server could not be reached or its answer
/// broke off (``SyncError/remote(_:)``).
public enum RelayFrame {
    /// Writes a message to a file descriptor; false if the other end has closed it.
    public static func send(_ fields: [[UInt8]?], to descriptor: Int32) -> Bool {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(fields.reduce(0) { $0 + 8 + ($1?.count ?? 0) })
        for field in fields {
            let length = field.map { UInt64($0.count) } ?? .max
            withUnsafeBytes(of: length.littleEndian) { bytes += $0 }
            if let field { bytes += field }
        }
        return bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }

    /// Reads `count` fields of a message from a file descriptor; nil when the input ended
    /// before the first of them.
    ///
    /// - Throws: ``SyncError/badPayload(_:)`` when the input ends inside a message.
    public static func receive(fields count: Int, from descriptor: Int32) throws(SyncError) -> [[UInt8]?]? {
        var fields: [[UInt8]?] = []
        for index in 0..<count {
            var length: UInt64 = 0
            guard withUnsafeMutableBytes(of: &length, { readFully(descriptor, into: $0) }) else {
                if index == 0 { return nil }
                throw .badPayload("a layoutstore-http message ended early")
            }
            length = UInt64(littleEndian: length)
            if length == .max {
                fields.append(nil)
                continue
            }
            guard length <= 1 << 34 else { throw .badPayload("a layoutstore-http message has a field of \(length) bytes") }
            var field = [UInt8](repeating: 0, count: Int(length))
            guard field.isEmpty || field.withUnsafeMutableBytes({ readFully(descriptor, into: $0) }) else {
                throw .badPayload("a layoutstore-http message ended early")
            }
            fields.append(field)
        }
        return fields
    }

    /// Fills the buffer; false at the end of the input.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
