import CZlib

/// Inflates a request body sent with HTTP's `deflate` content coding (a zlib stream), whole,
/// up to a limit: a body that inflates beyond it is refused before more of it is inflated.
enum Inflater {
    enum Failure: Error {
        /// The body inflates to more than the limit.
        case tooLarge
        /// The body is not a whole zlib stream; zlib's reason, when it gives one.
        case notDeflate(String)
    }

    /// The inflated bytes of `compressed`, at most `limit` of them.
    ///
    /// - Throws: ``Failure/tooLarge`` beyond `limit`, ``Failure/notDeflate(_:)`` for bytes that
    ///   are not one whole zlib stream (cut off, damaged, or followed by more bytes).
    static func inflate(_ compressed: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        // zlib's state points back at its stream, so the stream stays at one address.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        guard inflateInit_(stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw .notDeflate("zlib could not start") }
        defer { inflateEnd(stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(max(4 * compressed.count, 4096), limit + 1))
        var code = Z_OK
        compressed.withUnsafeBufferPointer { input in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.pointee.avail_in = UInt32(input.count)
            while code == Z_OK, output.count <= limit {
                let produced = chunk.withUnsafeMutableBufferPointer { out -> Int in
                    stream.pointee.next_out = out.baseAddress
                    stream.pointee.avail_out = UInt32(out.count)
                    code = CZlib.inflate(stream, Z_NO_FLUSH)
                    return out.count - Int(stream.pointee.avail_out)
                }
                output += chunk[..<produced]
            }
        }
        if output.count > limit { throw .tooLarge }
        guard code == Z_STREAM_END, stream.pointee.avail_in == 0 else {
            let reason =
                stream.pointee.msg.map { String(cString: $0) }
                ?? (code == Z_STREAM_END ? "bytes follow the end of its stream" : "it is cut off before the end of its stream")
            throw .notDeflate(reason)
        }
        return output
    }
}
