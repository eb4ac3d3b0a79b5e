/// The order of evaluation: places with gaps, so that definitions can be put between two
/// others without moving every definition after them.
///
/// A definition's place is its position (``Tableau/position(of:)``): -1, -2, … index
/// ``Tableau/frontDefinitions``, 0, 1, … ``Tableau/backDefinitions``, and definitions are
/// evaluated in increasing place. A place holds a definition while its symbol is defined and
/// its position is that place; any other place is a gap: ``Symbol/invalid``, or a symbol whose
/// definition was dropped (a removal) or was put elsewhere. Gaps are skipped wherever the lists
/// are read. Only the order of places matters, never their distance: the order of evaluation,
/// and so every sum the solver makes, is the same whatever gaps lie between.
///
/// An exchange of definitions that moves definitions right after a given one
/// (`exchangeByMoving`) takes the gaps there, or makes them with ``openGap(after:count:)``:
/// the definitions just after it move up into the nearest gaps when those are close, and
/// otherwise the definitions of a window around the place are spread evenly over it, with the
/// new gaps where the moved ones go. A window is taken only while it would be at most
/// ``gapDensity(level:)`` full, which falls as windows double (a packed-memory array: Bender,
/// Demaine and Farach-Colton, "Cache-Oblivious B-Trees", 2000), so that a place keeps gaps near
/// it and a move costs O(log² *n*) places amortized, not every place between the definitions
/// it moves and where they go.
extension Tableau {
    /// The symbol listed at `place`: the definition there, or what a gap holds.
    @inline(__always)
    func listed(at place: Int32) -> Symbol {
        place >= 0 ? backDefinitions[Int(place)] : frontDefinitions[Int(-place - 1)]
    }

    /// Whether `place` holds a definition (it is not a gap).
    @inline(__always)
    func holdsDefinition(_ place: Int32) -> Bool {
        let symbol = listed(at: place)
        return symbol.isValid && isDefined(symbol) && positions[Int(symbol.id)] == place
    }

    /// The lowest place of the lists, and one past the highest.
    var placeRange: Range<Int32> { -Int32(frontDefinitions.count)..<Int32(backDefinitions.count) }

    /// Puts the defined `symbol` at `place`. Not journaled: only an exchange by moving puts
    /// definitions, and it ends its insertion, which then commits (nothing can roll it back).
    mutating func put(_ symbol: Symbol, at place: Int32) {
        positions[Int(symbol.id)] = place
        list(symbol, at: place)
    }

    /// Makes `place` a gap.
    mutating func vacate(_ place: Int32) {
        list(.invalid, at: place)
    }

    @inline(__always)
    private mutating func list(_ symbol: Symbol, at place: Int32) {
        if place >= 0 {
            backDefinitions[Int(place)] = symbol
        } else {
            frontDefinitions[Int(-place - 1)] = symbol
        }
    }

    /// How many definitions lie at `low` through `high`, counted up to `limit + 1`: what
    /// `high − low + 1` was before there were gaps (a removal's gaps aside).
    ///
    /// - Complexity: O(places from `low`, up to `high` or the (`limit` + 1)th definition).
    func definitionCount(from low: Int32, through high: Int32, limit: Int) -> Int {
        guard low <= high else { return 0 }
        var count = 0
        for place in low...high where holdsDefinition(place) {
            count += 1
            if count > limit { break }
        }
        return count
    }

    /// How full a window of `64 · 2^level` places may be once gaps are opened in it: 7/8 for
    /// the smallest, falling by 1/64 a doubling down to 3/4.
    static func gapDensity(level: Int) -> Double { max(0.75, 0.875 - Double(level) / 64) }

    /// How full the lists are made when every place is fuller than ``gapDensity(level:)``
    /// allows: below every window's bound, so that many moves fit before the next time.
    static let spreadDensity = 0.625

    /// Makes `count` gaps in a row right after `anchor` (a place: a definition's or a gap), with
    /// no definition between, and returns the first of them. Definitions keep their order; some
    /// are put at other places (see ``put(_:at:)``). The back list grows by the gaps' places
    /// when they reach past its end, and to ``spreadDensity`` when every place is too full.
    ///
    /// - Complexity: O(`count`) when the gaps are there; O(64) when gaps lie within 64 places
    ///   after `anchor`; else O(*w*) for the window of *w* places spread again, O(log² *n*)
    ///   amortized.
    mutating func openGap(after anchor: Int32, count: Int) -> Int32 {
        precondition(count > 0, "no gap to open")
        // The definitions just after the anchor, up to the `count`th gap (past the end of the
        // lists, every place is one), move up into the gaps when those are near.
        var run: [Symbol] = []
        var free = 0
        var next = anchor + 1
        while free < count && next - anchor <= 64 {
            if next >= placeRange.upperBound || !holdsDefinition(next) {
                free += 1
            } else {
                run.append(listed(at: next))
            }
            next += 1
        }
        if free == count {
            if next > placeRange.upperBound {
                backDefinitions.append(contentsOf: repeatElement(.invalid, count: Int(next - placeRange.upperBound)))
            }
            let first = anchor + 1
            for place in first..<next { vacate(place) }
            for (offset, symbol) in run.enumerated() { put(symbol, at: first + Int32(count + offset)) }
            return first
        }

        // Else the smallest window around the anchor that is sparse enough, spread evenly; the
        // lists grow by the gaps' own places at most, unless every place is too full.
        var level = 0
        while true {
            let end = placeRange.upperBound + Int32(count)
            let size = min(Int32(64 << level), end - placeRange.lowerBound)
            let low = max(placeRange.lowerBound, min(anchor + 1 - size / 2, end - size))
            var high = low + size
            var kept: [Symbol] = []
            var before = 0
            for place in low..<min(high, placeRange.upperBound) where holdsDefinition(place) {
                kept.append(listed(at: place))
                if place <= anchor { before += 1 }
            }
            let total = kept.count + count
            if Double(total) > Self.gapDensity(level: level) * Double(size) {
                guard size == end - placeRange.lowerBound else {
                    level += 1
                    continue
                }
                // Every place: spread them over enough places to be `spreadDensity` full.
                high = low + Int32((Double(total) / Self.spreadDensity).rounded(.up))
            }
            if high > placeRange.upperBound {
                backDefinitions.append(contentsOf: repeatElement(.invalid, count: Int(high - placeRange.upperBound)))
            }
            for place in low..<high { vacate(place) }
            // Item i of `total` (the kept definitions, with the gaps among them after the
            // `before` first) at low + ⌊i · (high − low) / total⌋: a step of at least one place, so the
            // gaps' places follow one another and the definitions after them lie past them.
            func slot(_ item: Int) -> Int32 { low + Int32(item * Int(high - low) / total) }
            for (offset, symbol) in kept.enumerated() {
                put(symbol, at: slot(offset < before ? offset : offset + count))
            }
            return slot(before)
        }
    }
}
