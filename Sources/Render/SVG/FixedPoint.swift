/// A number with two decimals at most, trailing zeros dropped (`12`, `12.5`, `-0.25`): the
/// one way the picture prints numbers, so the same layout gives the same bytes.
func fixedPoint(_ value: Double) -> String {
    var text = ""
    appendFixedPoint(value, to: &text)
    return text
}

/// Appends ``fixedPoint(_:)`` of the value without making a string of its own.
///
/// - Complexity: O(1).
func appendFixedPoint(_ value: Double, to text: inout String) {
    guard value.isFinite, abs(value) < 1e12 else { return text.append("0") }
    let hundredths = Int64((value * 100).rounded())
    if hundredths == 0 { return text.append("0") }
    if hundredths < 0 { text.append("-") }
    let magnitude = hundredths.magnitude
    text.append(String(magnitude / 100))
    let fraction = magnitude % 100
    guard fraction != 0 else { return }
    text.append(".")
    if fraction % 10 == 0 {
        text.append(String(fraction / 10))
    } else {
        if fraction < 10 { text.append("0") }
        text.append(String(fraction))
    }
}
