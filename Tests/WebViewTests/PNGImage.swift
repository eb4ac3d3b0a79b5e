import CZlib
import Foundation

/// A PNG as Chromium's `--screenshot` writes it, decoded to 8-bit RGBA pixels: greyscale,
/// RGB, grey-alpha and RGBA at 8 bits a sample, not interlaced (what a browser writes), the
/// image data inflated with the system's zlib.
struct PNGImage: Equatable {
    var width: Int
    var height: Int
    /// Row by row, 4 bytes a pixel.
    var rgba: [UInt8]

    struct DecodingError: Error, CustomStringConvertible {
        var description: String
    }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw DecodingError(description: "not a PNG (no signature)")
        }
        func integer(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = integer(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard start + length + 4 <= bytes.count else { throw DecodingError(description: "chunk \(type) runs past the end") }
            switch type {
            case "IHDR": header = Array(bytes[start..<start + length])
            case "IDAT": compressed += bytes[start..<start + length]
            default: break
            }
            if type == "IEND" { break }
            offset = start + length + 4
        }
        guard header.count == 13 else { throw DecodingError(description: "no IHDR chunk") }
        width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let (depth, colour, interlace) = (header[8], header[9], header[12])
        let channels: Int
        switch colour {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw DecodingError(description: "colour type \(colour) (palette) is not read here")
        }
        guard depth == 8, interlace == 0 else { throw DecodingError(description: "\(depth)-bit or interlaced PNGs are not read here") }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var size = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { output in
            compressed.withUnsafeBufferPointer { input in uncompress(output.baseAddress, &size, input.baseAddress, uLong(input.count)) }
        }
        guard status == Z_OK, Int(size) == raw.count else { throw DecodingError(description: "the image data does not inflate (zlib \(status))") }

        // Undo each row's filter (PNG specification, section 9).
        var pixels = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for index in 0..<stride {
                let value = raw[source + index]
                let left = index >= channels ? Int(pixels[target + index - channels]) : 0
                let up = row > 0 ? Int(pixels[target - stride + index]) : 0
                let upLeft = row > 0 && index >= channels ? Int(pixels[target - stride + index - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
                default: throw DecodingError(description: "row \(row) has filter \(filter)")
                }
                pixels[target + index] = UInt8(truncatingIfNeeded: Int(value) + predicted)
            }
        }
        rgba = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<width * height {
            let sample = pixel * channels
            switch channels {
            case 1, 2:
                rgba[pixel * 4] = pixels[sample]
                rgba[pixel * 4 + 1] = pixels[sample]
                rgba[pixel * 4 + 2] = pixels[sample]
                if channels == 2 { rgba[pixel * 4 + 3] = pixels[sample + 1] }
            default:
                rgba[pixel * 4] = pixels[sample]
                rgba[pixel * 4 + 1] = pixels[sample + 1]
                rgba[pixel * 4 + 2] = pixels[sample + 2]
                if channels == 4 { rgba[pixel * 4 + 3] = pixels[sample + 3] }
            }
        }
    }

    /// How much of this image differs from another of the same size, as people would see it:
    /// both are averaged over blocks of `block`×`block` pixels (so that a glyph antialiased a
    /// little differently does not count, while a line, a box or a word that moved does), and
    /// the share of blocks whose average differs by more than `tolerance` in any channel.
    func differingShare(from other: PNGImage, block: Int = 4, tolerance: Int = 24) -> Double {
        precondition(width == other.width && height == other.height)
        let columns = width / block, rows = height / block
        guard columns > 0, rows > 0 else { return 0 }
        var differing = 0
        for blockRow in 0..<rows {
            for blockColumn in 0..<columns {
                var sums = [Int](repeating: 0, count: 8)
                for y in blockRow * block..<(blockRow + 1) * block {
                    for x in blockColumn * block..<(blockColumn + 1) * block {
                        let pixel = (y * width + x) * 4
                        for channel in 0..<4 {
                            sums[channel] += Int(rgba[pixel + channel])
                            sums[4 + channel] += Int(other.rgba[pixel + channel])
                        }
                    }
                }
                let area = block * block
                if (0..<4).contains(where: { abs(sums[$0] - sums[4 + $0]) > tolerance * area }) { differing += 1 }
            }
        }
        return Double(differing) / Double(columns * rows)
    }
}
