extension Project {
    /// The longest a project's name may be.
    public static let maximumNameLength = 100

    /// What is wrong with a project name, or nil: it is one line of at most
    /// ``maximumNameLength`` characters, with something besides spaces and no control characters.
    public static func problem(withName name: String) -> String? {
        if name.allSatisfy(\.isWhitespace) { return "a project name cannot be empty" }
        let count = name.count
        if count > maximumNameLength {
            return "a project name is at most \(maximumNameLength) characters, and this one has \(count)"
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "a project name is one line without control characters"
        }
        return nil
    }

    /// Turns the names in a typed equation into this project's item ids.
    ///
    /// - Throws: ``ModelError/unknownItem(_:project:suggestion:)`` for a name the project does
    ///   not have, with the closest name it does have; ``ModelError/guideOnGuide(_:guide:)``
    ///   for `customGuide.margins`, since only views have built-in guides.
    public func resolve(_ equation: Equation<String>) throws(ModelError) -> Equation<ItemID> {
        func resolveAnchor(_ anchor: Anchor<String>) throws(ModelError) -> Anchor<ItemID> {
            guard let id = itemID(named: anchor.item) else {
                throw .unknownItem(anchor.item, project: name, suggestion: closestName(to: anchor.item))
            }
            if let guide = anchor.guide, self.guide(id) != nil {
                throw .guideOnGuide(anchor.item, guide: guide)
            }
            return Anchor(id, anchor.attribute, guide: anchor.guide)
        }
        let first = try resolveAnchor(equation.first)
        let second: Anchor<ItemID>? = if let anchor = equation.second { try resolveAnchor(anchor) } else { nil }
        return Equation(first, equation.relation, multiplier: equation.multiplier, second, constant: equation.constant)
    }

    /// Turns the ids of a stored equation into names, for printing. An id the project no
    /// longer has prints as its UUID.
    public func named(_ equation: Equation<ItemID>) -> Equation<String> {
        equation.mapItems { name(of: $0) ?? $0.description }
    }

    /// Every view's and guide's name by id: ``ItemNames/named(_:)`` names many equations
    /// without searching the items for each.
    public var itemNamesByID: ItemNames {
        var names: [ItemID: String] = [:]
        names.reserveCapacity(views.count + guides.count)
        for view in views { names[view.id] = view.name }
        for guide in guides { names[guide.id] = guide.name }
        return ItemNames(names: names)
    }

    /// The item name closest to a mistyped one, if any is close enough to be a likely typo.
    public func closestName(to name: String) -> String? {
        closestMatch(to: name, among: itemNames)
    }
}

/// The candidate that `text` abbreviates (the shortest one it is a prefix of), else the one
/// closest by edit distance if that is within a third of the length (at least 1, at most 3
/// edits): close enough that people mean it.
public func closestMatch(to text: String, among candidates: [String]) -> String? {
    // A prefix is what people type when they abbreviate: `lead` for `leading`.
    if text.count >= 3,
        let completion = candidates.filter({ $0.lowercased().hasPrefix(text.lowercased()) }).min(by: { $0.count < $1.count })
    {
        return completion
    }
    let lowered = Array(text.lowercased())
    let limit = min(3, max(1, lowered.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(lowered, Array(candidate.lowercased()))
        if distance <= limit, distance < (best?.distance ?? .max) {
            best = (candidate, distance)
        }
    }
    return best?.name
}

/// The edit distance between two strings of characters, counting an insertion, a deletion,
/// a substitution or a swap of two neighbours (`titel` for `title`) as one edit
/// (optimal string alignment).
///
/// - Complexity: O(*m* × *n*) time, O(*n*) memory.
func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for i in 1...lhs.count {
        current[0] = i
        for j in 1...rhs.count {
            let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[rhs.count]
}

/// A project's item names by id (``Project/itemNamesByID``).
public struct ItemNames: Sendable {
    let names: [ItemID: String]

    /// The name of an item, or nil.
    public subscript(id: ItemID) -> String? { names[id] }

    /// The equation with names for ids, as ``Project/named(_:)`` gives it.
    public func named(_ equation: Equation<ItemID>) -> Equation<String> {
        equation.mapItems { names[$0] ?? $0.description }
    }
}
