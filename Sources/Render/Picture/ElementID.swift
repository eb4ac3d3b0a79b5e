import Foundation
import Model

/// An element's id: whose it is (a view, a guide, a constraint, by its UUID, or the picture's
/// title and legend) and which part of it. Printed as `view-<uuid>`, `view-<uuid>-name`,
/// `constraint-<uuid>-badge-0`, `legend-03-text`; ordered by owner then part, which is the
/// order elements of one layer are painted in.
///
/// Kept as numbers rather than text: a picture of 1,000 views has over 10,000 of them.
public struct ElementID: Hashable, Comparable, Sendable, CustomStringConvertible {
    enum Family: UInt8, Comparable {
        case constraint, guide, legend, title, view

        static func < (lhs: Family, rhs: Family) -> Bool { lhs.rawValue < rhs.rawValue }

        var word: StaticString {
            switch self {
            case .constraint: "constraint"
            case .guide: "guide"
            case .legend: "legend"
            case .title: "title"
            case .view: "view"
            }
        }
    }

    /// Which part of its owner an element draws.
    enum Part: Hashable, Comparable {
        case whole
        case name, outline, previous, removed, constant
        /// The line from a label standing apart to what it names.
        case leader
        /// A line or box of a view's content.
        case content(Int)
        case builtInGuide(BuiltInGuide)
        case stroke(Int), badge(Int)
        case legendSwatch, legendText

        private var rank: (Int, Int) {
            switch self {
            case .whole: (0, 0)
            case .name: (1, 0)
            case .outline: (2, 0)
            case .previous: (3, 0)
            case .removed: (4, 0)
            case .constant: (5, 0)
            case .builtInGuide(let guide): (6, BuiltInGuide.allCases.firstIndex(of: guide) ?? 0)
            case .stroke(let index): (7, index)
            case .badge(let index): (8, index)
            case .legendSwatch: (9, 0)
            case .legendText: (10, 0)
            case .leader: (11, 0)
            case .content(let index): (12, index)
            }
        }

        static func < (lhs: Part, rhs: Part) -> Bool { lhs.rank < rhs.rank }
    }

    let family: Family
    /// The owner's UUID as two big-endian halves (ordered as its text is), or the legend line.
    let high: UInt64
    let low: UInt64
    let part: Part

    init(_ family: Family, _ uuid: UUID, _ part: Part = .whole) {
        self.family = family
        (high, low) = withUnsafeBytes(of: uuid.uuid) { bytes in
            (UInt64(bigEndian: bytes.loadUnaligned(as: UInt64.self)), UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
        }
        self.part = part
    }

    static func view(_ id: ItemID, _ part: Part = .whole) -> ElementID { ElementID(.view, id.rawValue, part) }
    static func guide(_ id: ItemID, _ part: Part = .whole) -> ElementID { ElementID(.guide, id.rawValue, part) }
    static func constraint(_ id: ConstraintID, _ part: Part = .whole) -> ElementID { ElementID(.constraint, id.rawValue, part) }
    static let title = ElementID(family: .title, high: 0, low: 0, part: .whole)
    static func legend(_ line: Int, _ part: Part) -> ElementID { ElementID(family: .legend, high: 0, low: UInt64(line), part: part) }

    private init(family: Family, high: UInt64, low: UInt64, part: Part) {
        self.family = family
        self.high = high
        self.low = low
        self.part = part
    }

    /// The same owner's id for another part (a label's leader line).
    func with(_ part: Part) -> ElementID { ElementID(family: family, high: high, low: low, part: part) }

    /// Orders ids by owner, then part: a stable order for elements painted together.
    public static func < (lhs: ElementID, rhs: ElementID) -> Bool {
        if lhs.family != rhs.family { return lhs.family < rhs.family }
        if lhs.high != rhs.high { return lhs.high < rhs.high }
        if lhs.low != rhs.low { return lhs.low < rhs.low }
        return lhs.part < rhs.part
    }

    /// The id as the SVG's `id` attribute writes it: `view-<uuid>-name`, letters, digits and `-`.
    public var description: String {
        var bytes: [UInt8] = []
        append(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The id's text as UTF-8: letters, digits and `-` only.
    ///
    /// - Complexity: O(1).
    func append(to bytes: inout [UInt8]) {
        family.word.withUTF8Buffer { bytes.append(contentsOf: $0) }
        switch family {
        case .title: return
        case .legend:
            bytes.append(UInt8(ascii: "-"))
            if low < 10 { bytes.append(UInt8(ascii: "0")) }
            bytes.append(contentsOf: String(low).utf8)
        case .view, .guide, .constraint:
            bytes.append(UInt8(ascii: "-"))
            for (index, shift) in stride(from: 60, through: 0, by: -4).enumerated() {
                if index == 8 || index == 12 { bytes.append(UInt8(ascii: "-")) }
                bytes.append(ElementID.hexDigits[Int((high >> UInt64(shift)) & 0xF)])
            }
            for (index, shift) in stride(from: 60, through: 0, by: -4).enumerated() {
                if index == 0 || index == 4 { bytes.append(UInt8(ascii: "-")) }
                bytes.append(ElementID.hexDigits[Int((low >> UInt64(shift)) & 0xF)])
            }
        }
        let suffix: String
        switch part {
        case .whole: return
        case .name: suffix = "-name"
        case .outline: suffix = "-outline"
        case .previous: suffix = "-previous"
        case .removed: suffix = "-removed"
        case .constant: suffix = "-constant"
        case .builtInGuide(let guide): suffix = "-" + guide.rawValue
        case .stroke(let index): suffix = "-" + String(index)
        case .badge(let index): suffix = "-badge-" + String(index)
        case .legendSwatch: suffix = "-swatch"
        case .legendText: suffix = "-text"
        case .leader: suffix = "-leader"
        case .content(let index): suffix = "-content-" + String(index)
        }
        bytes.append(contentsOf: suffix.utf8)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
