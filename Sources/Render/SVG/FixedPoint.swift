/// A number with two decimals at most, trailing zeros dropped (`12`, `12.5`, `-0.25`): the
/// one way the picture prints numbers, so the same layout gives the same bytes.
func fixedPoint(_ value: Double) -> String {
    var bytes: [UInt8] = []
    appendFixedPoint(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

/// Appends ``fixedPoint(_:)`` of the value as UTF-8, without making a string.
///
/// - Complexity: O(1).
func appendFixedPoint(_ value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite, abs(value) < 1e12 else { return bytes.append(UInt8(ascii: "0")) }
    let hundredths = Int64((value * 100).rounded())
    if hundredths == 0 { return bytes.append(UInt8(ascii: "0")) }
    if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = hundredths.magnitude
    appendDigits(magnitude / 100, to: &bytes)
    let fraction = magnitude % 100
    guard fraction != 0 else { return }
    bytes.append(UInt8(ascii: "."))
    bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
    if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
}

/// The decimal digits of a whole number.
private func appendDigits(_ value: UInt64, to bytes: inout [UInt8]) {
    if value >= 10 { appendDigits(value / 10, to: &bytes) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
}
