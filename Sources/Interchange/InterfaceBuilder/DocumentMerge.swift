/// Three versions of an Interface Builder document merged as a tree keyed by object ids: an
/// element with an `id` is the same element wherever it stands; one without is known by its
/// name, its `key` and its place among its siblings of that name and key (a view's
/// `<rect key="frame">`, its `<constraints>`), and an `<exclude>` by the constraint it names.
///
/// The result is ours (`%A`) with their changes made in place: each attribute one side changed
/// takes that side's value (as written there); an element one side added comes in whole, after
/// the sibling it follows there; one side removed goes, when the other left it as it was. What
/// both sides changed differently stays as ours has it and is a ``Conflict``. Frames
/// (`<rect key="frame">`) and the flags Xcode writes from them (`misplaced`, `ambiguous`) and
/// the version Xcode saved with are not conflicts: ours is kept, and frames follow from the
/// constraints anyway.
///
/// - Complexity: O(*n*) in the three documents' elements, on average.
public struct DocumentMerge: Sendable {
    /// What both sides changed differently, placed at the element in ours (or theirs, for an
    /// element only theirs has).
    public struct Conflict: Hashable, Sendable {
        /// The element as a message names it: `<label id="abc-de-fgh">`, or a child of one
        /// (`<rect key="frame"> of <view id="…">`).
        public var element: String
        /// The object id of the element, or of the nearest element above it that has one.
        public var objectID: String?
        /// The attribute both changed, `nil` for the whole element (changed against removed).
        public var attribute: String?
        /// Our value, as written; `nil` when ours does not have the attribute or element.
        public var ours: String?
        /// Their value, as written; `nil` when theirs does not have the attribute or element.
        public var theirs: String?
        /// The element's line in ours (in theirs, for an element only theirs has).
        public var line: Int
    }

    /// The merged document.
    public var bytes: [UInt8]
    /// What both sides changed differently, in document order; empty for a clean merge.
    public var conflicts: [Conflict]

    /// Merges `theirs` into `ours` over `base`.
    ///
    /// - Parameters:
    ///   - base: the common ancestor's bytes.
    ///   - ours: our version's bytes, which a conflicting element keeps.
    ///   - theirs: their version's bytes.
    ///   - file: the document's name, for the conflicts' messages.
    ///   - keepingOurs: object ids whose elements stay as ours has them (present or
    ///     absent), whatever theirs did: those the layout's own three-way merge found in conflict.
    /// - Throws: ``InterchangeError`` when one of the three is not XML.
    public init(base: [UInt8], ours: [UInt8], theirs: [UInt8], file: String, keepingOurs: Set<String> = []) throws(InterchangeError) {
        let baseRoot = try XMLReader.read(base, file: file + " (base)")
        let ourRoot = try XMLReader.read(ours, file: file + " (ours)")
        let theirRoot = try XMLReader.read(theirs, file: file + " (theirs)")
        var merging = Merging(base: base, ours: ours, theirs: theirs, keepingOurs: keepingOurs)
        merging.merge(base: baseRoot, ours: ourRoot, theirs: theirRoot, owner: nil)
        // What theirs removed and what stays still refers to (a constraint ours added to a view
        // theirs removed, an outlet): it stays, as ours has it, and is a conflict.
        let referred = merging.referencesKept(in: ourRoot)
        let stillReferred = merging.removed.filter { !$0.ids.isDisjoint(with: referred) }
        if !stillReferred.isEmpty {
            var again = Merging(
                base: base, ours: ours, theirs: theirs, keepingOurs: keepingOurs.union(stillReferred.compactMap { $0.element["id"] }))
            again.merge(base: baseRoot, ours: ourRoot, theirs: theirRoot, owner: nil)
            merging = again
            for removal in stillReferred {
                merging.conflicts.append(
                    Conflict(
                        element: "<\(removal.element.name)" + (removal.element["id"].map { " id=\"\($0)\"" } ?? "") + ">",
                        objectID: removal.element["id"],
                        attribute: nil, ours: "still referred to", theirs: "removed", line: merging.line(of: removal.element.offset, in: ours)))
            }
        }
        bytes = merging.splices.applied(to: ours)
        conflicts = merging.conflicts
    }
}

/// The state of one merge: the three documents' bytes, the edits to ours, the conflicts.
private struct Merging {
    let base: [UInt8]
    let ours: [UInt8]
    let theirs: [UInt8]
    let keepingOurs: Set<String>
    var splices = XMLSplices()
    var conflicts: [DocumentMerge.Conflict] = []
    /// The elements of ours that theirs removed, each with the ids in it.
    var removed: [(element: XMLElement, ids: Set<String>)] = []
    /// The elements of theirs added to ours.
    var inserted: [XMLElement] = []

    /// The attributes that name another object by its id.
    static let referenceAttributes: Set<String> = ["firstItem", "secondItem", "destination", "reference"]

    /// The ids the merged document still names: in ours' elements that stay, and in those
    /// theirs added.
    func referencesKept(in root: XMLElement) -> Set<String> {
        let gone = Set(removed.map(\.element.offset))
        var references: Set<String> = []
        func collect(_ element: XMLElement, skipping: Set<Int>) {
            guard !skipping.contains(element.offset) else { return }
            for name in Self.referenceAttributes { if let id = element[name] { references.insert(id) } }
            element.children.forEach { collect($0, skipping: skipping) }
        }
        collect(root, skipping: gone)
        inserted.forEach { collect($0, skipping: []) }
        return references
    }

    static func ids(in element: XMLElement) -> Set<String> {
        var ids: Set<String> = element["id"].map { [$0] } ?? []
        for child in element.children { ids.formUnion(Self.ids(in: child)) }
        return ids
    }

    /// Attributes Xcode writes as it saves or lays out, which never conflict: ours is kept.
    static let derivedAttributes: Set<String> = ["misplaced", "ambiguous", "toolsVersion", "version", "systemVersion"]

    /// An element's key among its siblings.
    static func keys(of children: [XMLElement]) -> [String] {
        var seen: [String: Int] = [:]
        return children.map { child in
            if let id = child["id"] { return "#" + id }
            if child.name == "exclude", let reference = child["reference"] { return "exclude@" + reference }
            let base = child.name + "[" + (child["key"] ?? "") + "]"
            let count = seen[base, default: 0]
            seen[base] = count + 1
            return base + "\(count)"
        }
    }

    func text(_ element: XMLElement, in bytes: [UInt8]) -> ArraySlice<UInt8> { bytes[element.offset..<element.endOffset] }

    func name(_ element: XMLElement, owner: XMLElement?) -> String {
        let own = "<\(element.name)" + (element["id"].map { " id=\"\($0)\"" } ?? element["key"].map { " key=\"\($0)\"" } ?? "") + ">"
        guard element["id"] == nil, let owner else { return own }
        return own + " of <\(owner.name)" + (owner["id"].map { " id=\"\($0)\"" } ?? "") + ">"
    }

    func line(of offset: Int, in bytes: [UInt8]) -> Int { XMLReader.location(ofOffset: offset, in: bytes).line }

    /// `owner` is the nearest element above with an id, for messages.
    mutating func merge(base: XMLElement?, ours: XMLElement, theirs: XMLElement, owner: XMLElement?) {
        if let id = ours["id"], keepingOurs.contains(id) { return }
        let isFrame = ours.name == "rect" && ours["key"] == "frame"
        mergeAttributes(base: base, ours: ours, theirs: theirs, owner: owner, derived: isFrame)
        let owner = ours["id"] != nil ? ours : owner
        // Text content (a `<string>`'s): one more value, for elements without children.
        if ours.children.isEmpty, theirs.children.isEmpty, ours.endOffset > ours.startTagEnd, theirs.endOffset > theirs.startTagEnd {
            let ourText = content(of: ours, in: self.ours), theirText = content(of: theirs, in: self.theirs)
            let baseText = base.map { content(of: $0, in: self.base) }
            if ourText != theirText, theirText != baseText {
                if ourText == baseText {
                    splices.replace(contentRange(of: ours, in: self.ours), with: String(decoding: theirText, as: UTF8.self))
                } else if !isFrame {
                    conflicts.append(
                        .init(
                            element: name(ours, owner: owner), objectID: ours["id"] ?? owner?["id"], attribute: "text",
                            ours: String(decoding: ourText, as: UTF8.self), theirs: String(decoding: theirText, as: UTF8.self),
                            line: line(of: ours.offset, in: self.ours)))
                }
            }
        }
        mergeChildren(base: base, ours: ours, theirs: theirs, owner: owner)
    }

    func contentRange(of element: XMLElement, in bytes: [UInt8]) -> Range<Int> {
        var end = element.endOffset - 1
        while end > element.startTagEnd, !(bytes[end] == UInt8(ascii: "<") && bytes[end + 1] == UInt8(ascii: "/")) { end -= 1 }
        return element.startTagEnd..<end
    }

    func content(of element: XMLElement, in bytes: [UInt8]) -> ArraySlice<UInt8> {
        guard element.endOffset > element.startTagEnd else { return [] }
        return bytes[contentRange(of: element, in: bytes)]
    }

    mutating func mergeAttributes(base: XMLElement?, ours: XMLElement, theirs: XMLElement, owner: XMLElement?, derived: Bool) {
        guard ours.attributes != theirs.attributes else { return }
        let ourTag = XMLStartTag(of: ours, in: self.ours)
        let theirTag = XMLStartTag(of: theirs, in: self.theirs)
        let names = theirTag.attributes.map(\.name) + ourTag.attributes.map(\.name).filter { theirs[$0] == nil }
        for attribute in names {
            let (b, o, t) = (base?[attribute], ours[attribute], theirs[attribute])
            if o == t || t == b { continue }
            guard o == b else {
                if !derived, !Self.derivedAttributes.contains(attribute) {
                    conflicts.append(
                        .init(
                            element: name(ours, owner: owner), objectID: ours["id"] ?? owner?["id"], attribute: attribute, ours: o, theirs: t,
                            line: line(of: ours.offset, in: self.ours)))
                }
                continue
            }
            // Only theirs changed it: their value, as they wrote it.
            if let existing = ourTag.attribute(attribute) {
                if let theirs = theirTag.attribute(attribute) {
                    splices.replace(existing.value, with: String(decoding: self.theirs[theirs.value], as: UTF8.self))
                } else {
                    var start = existing.start
                    while start > ourTag.nameEnd, [0x20, 0x09, 0x0A, 0x0D].contains(self.ours[start - 1]) { start -= 1 }
                    splices.remove(start..<existing.end)
                }
            } else if let added = theirTag.attribute(attribute) {
                // After the attribute that comes before it in theirs, where ours has that one.
                let index = theirTag.attributes.firstIndex { $0.name == attribute } ?? 0
                let before = theirTag.attributes[..<index].reversed().lazy.compactMap { ourTag.attribute($0.name) }.first
                let text = " " + attribute + "=\"" + String(decoding: self.theirs[added.value], as: UTF8.self) + "\""
                splices.insert(text, at: before?.end ?? ourTag.nameEnd)
            }
        }
    }

    mutating func mergeChildren(base: XMLElement?, ours: XMLElement, theirs: XMLElement, owner: XMLElement?) {
        let baseChildren = base?.children ?? []
        let baseByKey = Dictionary(zip(Self.keys(of: baseChildren), baseChildren), uniquingKeysWith: { first, _ in first })
        let ourKeys = Self.keys(of: ours.children)
        let ourByKey = Dictionary(zip(ourKeys, ours.children), uniquingKeysWith: { first, _ in first })
        let theirKeys = Self.keys(of: theirs.children)
        let theirByKey = Dictionary(zip(theirKeys, theirs.children), uniquingKeysWith: { first, _ in first })
        for (key, child) in zip(ourKeys, ours.children) {
            if let theirChild = theirByKey[key] {
                merge(base: baseByKey[key], ours: child, theirs: theirChild, owner: owner)
                continue
            }
            guard let baseChild = baseByKey[key] else { continue }  // ours added it
            if let id = child["id"], keepingOurs.contains(id) { continue }
            if text(child, in: self.ours) == text(baseChild, in: self.base) {
                removeElement(child)  // theirs removed it; ours left it as it was
                removed.append((child, Self.ids(in: child)))
            } else {
                conflicts.append(
                    .init(
                        element: name(child, owner: owner), objectID: child["id"] ?? owner?["id"], attribute: nil, ours: "changed",
                        theirs: "removed", line: line(of: child.offset, in: self.ours)))
            }
        }
        for (position, key) in theirKeys.enumerated() where ourByKey[key] == nil {
            let child = theirs.children[position]
            if let id = child["id"], keepingOurs.contains(id) { continue }
            if let baseChild = baseByKey[key] {
                // Ours removed it: it stays removed, unless theirs changed it.
                if text(child, in: self.theirs) != text(baseChild, in: self.base) {
                    conflicts.append(
                        .init(
                            element: name(child, owner: owner), objectID: child["id"] ?? owner?["id"], attribute: nil, ours: "removed",
                            theirs: "changed", line: line(of: ours.offset, in: self.ours)))
                }
                continue
            }
            insert(child, from: theirKeys, at: position, into: ours, ourByKey: ourByKey)
        }
    }

    /// Theirs's new element, whole, after the sibling it follows there (the first place else).
    mutating func insert(_ child: XMLElement, from theirKeys: [String], at position: Int, into parent: XMLElement, ourByKey: [String: XMLElement]) {
        inserted.append(child)
        let indent = indentation(of: child, in: theirs)
        let text = String(decoding: theirs[child.offset..<child.endOffset], as: UTF8.self)
        if let previous = theirKeys[..<position].reversed().lazy.compactMap({ ourByKey[$0] }).first {
            splices.insert("\n" + indent + text, at: previous.endOffset)
        } else if let first = parent.children.first {
            splices.insert(text + "\n" + indentation(of: first, in: ours), at: first.offset)
        } else if parent.endOffset > parent.startTagEnd {
            splices.insert("\n" + indent + text, at: parent.startTagEnd)
        } else {
            // `<x/>` in ours: it opens now, holding the new element.
            let closing = ">\n" + indent + text + "\n" + indentation(of: parent, in: ours) + "</" + parent.name + ">"
            splices.replace((parent.endOffset - 2)..<parent.endOffset, with: closing)
        }
    }

    func indentation(of element: XMLElement, in bytes: [UInt8]) -> String {
        var start = element.offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return String(decoding: bytes[start..<element.offset], as: UTF8.self)
    }

    mutating func removeElement(_ element: XMLElement) {
        var start = element.offset
        while start > 0, ours[start - 1] == 0x20 || ours[start - 1] == 0x09 { start -= 1 }
        var end = element.endOffset
        if start == 0 || ours[start - 1] == 0x0A {
            var scan = end
            while scan < ours.count, ours[scan] == 0x20 || ours[scan] == 0x09 || ours[scan] == 0x0D { scan += 1 }
            if scan < ours.count, ours[scan] == 0x0A { end = scan + 1 }
        } else {
            start = element.offset
        }
        splices.remove(start..<end)
    }
}
