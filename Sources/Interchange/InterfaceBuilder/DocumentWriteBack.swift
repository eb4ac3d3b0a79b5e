import Model

/// Projects written back into the Interface Builder document they were imported from, in
/// place: only the bytes of what the layout changed are touched, and everything else (comments,
/// attribute order, indentation, the elements layoutstore does not model) stays byte for byte.
///
/// A changed constant changes that one attribute; a new constraint is one new `<constraint>`
/// in its owning view's `<constraints>`, in id order as Interface Builder keeps them, with an
/// id in Interface Builder's form made from its own UUID; a removed view removes its element
/// and the constraints and outlets naming it, and a removed constraint its own. Frames change
/// where ``write(_:over:base:frames:)`` is given them, or where the project's design frame
/// changed. What a document cannot take in place (a new view, a view moved to another
/// superview, margins, a stack's arrangement) is left as the document has it and counted in
/// ``notWritten``.
///
/// ```swift
/// var writeBack = try DocumentWriteBack(bytes: bytes, file: "Main.storyboard")
/// let file = writeBack.layout(ofRoot: 0, identifiedWith: stored)
/// writeBack.write(stored, over: file, base: stored)
/// let updated = writeBack.writtenBytes
/// ```
public struct DocumentWriteBack: Sendable {
    /// The document as read, and as import maps it.
    public let file: String
    /// The document's bytes as read.
    public let bytes: [UInt8]
    /// The document as read.
    public let document: IBDocument
    /// The document as import maps it to projects.
    public let imported: DocumentImport
    /// Every element by the offset of its `<`, and the offset of its parent element.
    private let elements: [Int: XMLElement]
    private let parents: [Int: Int]
    /// The `<exclude reference="…">` elements (a constraint left out of the base size class) by
    /// the constraint id they name.
    private let excludes: [String: [Int]]
    /// The outlets (`<outlet>`, `<outletCollection>`) by the object id they point at.
    private let outlets: [String: [Int]]
    private var splices = XMLSplices()
    private var ids: IBObjectIDs
    /// Elements removed so far, and containers (`<constraints>`) something was added to.
    private var removed: Set<Int> = []
    private var filled: Set<Int> = []
    /// The ids of removed elements: one that moves to another view keeps its id.
    private var removedIDs: Set<String> = []
    private var skipped: [String: Int] = [:]

    /// A document layout root's layout with the ids of the project it is written from, and
    /// where its views and constraints stand in the document.
    public struct FileLayout: Sendable {
        /// The layout root's index among the document's ``IBDocument/layoutRoots``.
        public var root: Int
        /// The layout as the document holds it, with the ids of the project it is compared to.
        public var project: Project
        /// Where each view's and constraint's element starts in the document's bytes.
        public var offsets: DocumentImport.ElementOffsets
    }

    /// Reads the document.
    ///
    /// - Throws: ``InterchangeError`` as ``IBDocument/init(bytes:file:)`` does.
    public init(bytes: [UInt8], file: String, fallbackName: String? = nil) throws(InterchangeError) {
        self.file = file
        self.bytes = bytes
        document = try IBDocument(bytes: bytes, file: file)
        let stem = fallbackName ?? String((file.split(separator: "/").last ?? "").split(separator: ".").first ?? "")
        imported = DocumentImport(document, fallbackName: stem)
        let root = try XMLReader.read(bytes, file: file)
        var elements: [Int: XMLElement] = [:]
        var parents: [Int: Int] = [:]
        var taken: Set<String> = []
        var excludes: [String: [Int]] = [:]
        var outlets: [String: [Int]] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            elements[element.offset] = element
            if let id = element["id"] { taken.insert(id) }
            if element.name == "exclude", let reference = element["reference"] { excludes[reference, default: []].append(element.offset) }
            if element.name == "outlet" || element.name == "outletCollection", let destination = element["destination"] {
                outlets[destination, default: []].append(element.offset)
            }
            for child in element.children {
                parents[child.offset] = element.offset
                pending.append(child)
            }
        }
        self.elements = elements
        self.parents = parents
        self.excludes = excludes
        self.outlets = outlets
        ids = IBObjectIDs(taken: taken)
    }

    /// What could not be written in place, with the reason and count (as import's report).
    public var notWritten: [DocumentImport.Skipped] {
        skipped.map { DocumentImport.Skipped(reason: $0.key, count: $0.value) }.sorted { $0.reason < $1.reason }
    }

    /// The document with every write made so far.
    public var writtenBytes: [UInt8] { splices.applied(to: bytes) }

    /// The layout root `index` as the document holds it, with the ids `existing` (a project
    /// imported from this document) gives the same views and constraints.
    public func layout(ofRoot index: Int, identifiedWith existing: Project) -> FileLayout {
        let fresh = imported.projects[index]
        let project = existing.identified(fresh)
        let freshOffsets = imported.elementOffsets[index]
        var offsets = DocumentImport.ElementOffsets()
        // `identified` keeps the order of views and constraints.
        for (old, new) in zip(fresh.views, project.views) { offsets.views[new.id] = freshOffsets.views[old.id] }
        for (old, new) in zip(fresh.constraints, project.constraints) { offsets.constraints[new.id] = freshOffsets.constraints[old.id] }
        return FileLayout(root: index, project: project, offsets: offsets)
    }

    /// How `project` differs from what the document holds, frames aside, in document order.
    public func differences(from file: FileLayout, to project: Project) -> [LayoutDifference] {
        LayoutDifference.between(file: file.project, offsets: file.offsets, and: project)
    }

    /// Where an element starts, as `line:column`, and how a message names it (`<constraint id="…">`).
    public func describe(_ difference: LayoutDifference) -> String {
        guard let element = elements[difference.offset] else {
            return "a \(difference.subjectName) that is not in the document"
        }
        let place = XMLReader.location(ofOffset: element.offset, in: bytes)
        let name = "<\(element.name)" + (element["id"].map { " id=\"\($0)\"" } ?? "") + ">"
        let what: String
        switch difference.kind {
        case .removed: what = "not in the project"
        case .added: what = "the project has a \(difference.subjectName) here that the document does not"
        case .changed(let fields): what = fields.joined(separator: ", ") + " differ"
        }
        return "\(name) at \(file):\(place) (\(what))"
    }

    /// Writes `project` over the layout root `file` holds.
    ///
    /// - Parameters:
    ///   - project: the layout to write.
    ///   - file: the document, as read.
    ///   - base: the project as it was when it last agreed with the document (its import), whose
    ///     design frames tell which frames the project changed; the document's own layout with
    ///     `--force`.
    ///   - frames: frames to write, relative to the superview (a solve's, rounded to the design
    ///     device's pixels), for the views a layout change moved; any other view's frame is
    ///     written only where the project's design frame differs from `base`'s.
    public mutating func write(_ project: Project, over file: FileLayout, base: Project, frames: [ItemID: Rect] = [:]) {
        let differences = differences(from: file, to: project)
        let fileViews = Dictionary(file.project.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let views = Dictionary(project.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let fileConstraints = Dictionary(file.project.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var added: [Constraint] = []
        for difference in differences {
            switch (difference.subject, difference.kind) {
            case (.view(let id), .removed):
                if let element = file.offsets.views[id].flatMap({ elements[$0] }), parents[element.offset] != nil, fileViews[id]?.parent != nil {
                    removeElement(element)
                    // An outlet to it would point at nothing: Xcode would not open the document.
                    for outlet in element["id"].flatMap({ outlets[$0] }) ?? [] { elements[outlet].map { removeElement($0) } }
                }
            case (.view, .added):
                skip("new views (add them in Xcode, then import the document again)")
            case (.view(let id), .changed(let fields)):
                guard let view = views[id], let element = file.offsets.views[id].flatMap({ elements[$0] }) else { continue }
                writeViewFields(fields, of: view, into: element)
            case (.constraint(let id), .removed):
                guard let element = file.offsets.constraints[id].flatMap({ elements[$0] }) else { continue }
                removeElement(element)
                for exclude in element["id"].flatMap({ excludes[$0] }) ?? [] { elements[exclude].map { removeElement($0) } }
            case (.constraint(let id), .added):
                if let constraint = project.constraints.first(where: { $0.id == id }) { added.append(constraint) }
            case (.constraint(let id), .changed(let fields)):
                guard let constraint = project.constraints.first(where: { $0.id == id }), let old = fileConstraints[id],
                    let element = file.offsets.constraints[id].flatMap({ elements[$0] })
                else { continue }
                writeConstraintFields(fields, of: constraint, old: old, element: element, in: project, file: file)
            }
        }
        insert(added, in: project, file: file)
        writeFrames(of: project, over: file, base: base, frames: frames)
        removeEmptiedContainers()
    }

    // MARK: Views

    private mutating func writeViewFields(_ fields: [String], of view: View, into element: XMLElement) {
        let priorities: [String: (String, Float, Float)] = [
            "horizontalHugging": ("horizontalHuggingPriority", view.contentHugging.horizontal.rawValue, IBDefaults.contentHugging),
            "verticalHugging": ("verticalHuggingPriority", view.contentHugging.vertical.rawValue, IBDefaults.contentHugging),
            "horizontalCompressionResistance": (
                "horizontalCompressionResistancePriority", view.compressionResistance.horizontal.rawValue, IBDefaults.compressionResistance
            ),
            "verticalCompressionResistance": (
                "verticalCompressionResistancePriority", view.compressionResistance.vertical.rawValue, IBDefaults.compressionResistance
            ),
        ]
        for field in fields {
            if let (attribute, value, fallback) = priorities[field] {
                setAttribute(attribute, to: value == fallback ? nil : IBNumber.text(value), of: element, order: IBDocument.attributeOrder)
            } else if field == "hidden" {
                setAttribute("hidden", to: view.isHidden ? "YES" : nil, of: element, order: IBDocument.attributeOrder)
            } else {
                skip("view \(field) changes (change them in Xcode)")
            }
        }
    }

    // MARK: Constraints

    /// The document's name for an anchor's item: the view's id, or its built-in guide's.
    private func itemID(_ anchor: Anchor<ItemID>, file: FileLayout) -> String? {
        guard let offset = file.offsets.views[anchor.item], let element = elements[offset] else { return nil }
        guard let guide = anchor.guide else { return element["id"] }
        let keys: [BuiltInGuide: String] = [
            .safeArea: "safeArea", .margins: "layoutMargins", .contentLayout: "contentLayoutGuide", .frameLayout: "frameLayoutGuide",
        ]
        guard let key = keys[guide] else { return nil }
        return element.children.first { $0.name == "viewLayoutGuide" && $0["key"] == key }?["id"]
    }

    /// The view that holds a constraint: the nearest view containing every item of it.
    private func owner(of constraint: Constraint, in project: Project) -> ItemID? {
        let parents = Dictionary(project.views.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
        func chain(_ id: ItemID) -> [ItemID] {
            var result: [ItemID] = []
            var current: ItemID? = id
            while let view = current, result.count <= project.views.count {
                result.append(view)
                current = parents[view] ?? nil
            }
            return result
        }
        let first = chain(constraint.equation.first.item)
        guard let second = constraint.equation.second else { return first.first }
        let others = Set(chain(second.item))
        return first.first(where: others.contains)
    }

    /// A constraint's attributes as Interface Builder writes them, held by `owner`; nil when
    /// one of its items has no element or guide element in the document.
    private func attributes(of constraint: Constraint, owner: ItemID, file: FileLayout) -> [String: String]? {
        let equation = constraint.equation
        var attributes = valueAttributes(of: constraint)
        attributes["firstAttribute"] = IBDefaults.name(of: equation.first.attribute)
        if !(equation.first.item == owner && equation.first.guide == nil) {
            guard let first = itemID(equation.first, file: file) else { return nil }
            attributes["firstItem"] = first
        }
        if let second = equation.second {
            guard let id = itemID(second, file: file) else { return nil }
            attributes["secondItem"] = id
            attributes["secondAttribute"] = IBDefaults.name(of: second.attribute)
        }
        return attributes
    }

    /// The attributes of a constraint that do not name its items.
    private func valueAttributes(of constraint: Constraint) -> [String: String] {
        let equation = constraint.equation
        var attributes: [String: String] = [:]
        attributes["multiplier"] = IBNumber.multiplier(equation.multiplier)
        if equation.constant != 0 { attributes["constant"] = IBNumber.text(equation.constant) }
        if constraint.priority != .required { attributes["priority"] = IBNumber.text(constraint.priority.rawValue) }
        attributes["identifier"] = constraint.identifier
        if constraint.isPlaceholder { attributes["placeholder"] = "YES" }
        if constraint.isStandardSpacing { attributes["symbolic"] = "YES" }
        if equation.relation != .equal { attributes["relation"] = IBDefaults.relations.first { $0.value == equation.relation }?.key }
        return attributes
    }

    private mutating func writeConstraintFields(
        _ fields: [String], of constraint: Constraint, old: Constraint, element: XMLElement, in project: Project, file: FileLayout
    ) {
        var attributes = valueAttributes(of: constraint)
        if fields.contains(Constraint.Field.structure.rawValue) {
            guard let owner = owner(of: constraint, in: project), let all = self.attributes(of: constraint, owner: owner, file: file) else {
                return skip("constraints to a view or guide the document does not have")
            }
            attributes = all
            // Held by another view now: the element moves there, with its id.
            let holder = parents[element.offset].flatMap { parents[$0] }
            if holder != file.offsets.views[owner] {
                removeElement(element)
                var moved = constraint
                moved.documentID = element["id"]
                return insert([moved], in: project, file: file)
            }
        }
        let attributesOf: [String: [String]] = [
            Constraint.Field.structure.rawValue: ["firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute"],
            Constraint.Field.multiplier.rawValue: ["multiplier"], Constraint.Field.constant.rawValue: ["constant"],
            Constraint.Field.priority.rawValue: ["priority"], Constraint.Field.identifier.rawValue: ["identifier"],
            Constraint.Field.placeholder.rawValue: ["placeholder"], Constraint.Field.standardSpacing.rawValue: ["symbolic", "constant"],
        ]
        var names: Set<String> = []
        for field in fields {
            guard let written = attributesOf[field] else {
                skip(
                    field == LayoutDifference.sizeClassVariations
                        ? "size-class variations of constraints changed (export --xib writes them; change them in Xcode)"
                        : "constraints made active or inactive (a size class variation: change it in Xcode)")
                continue
            }
            names.formUnion(written)
        }
        // In Interface Builder's order, so that two attributes added at one place come out in it.
        for name in IBDocument.constraintAttributeOrder where names.contains(name) {
            // A constant of zero stays as the document wrote it when only its standard spacing changed.
            setAttribute(name, to: attributes[name], of: element, order: IBDocument.constraintAttributeOrder)
        }
    }

    /// New constraints, each in its owning view's `<constraints>` in id order (made when the
    /// view has none).
    private mutating func insert(_ constraints: [Constraint], in project: Project, file: FileLayout) {
        var byOwner: [Int: [(id: String, text: String)]] = [:]
        for constraint in constraints.sorted(by: { $0.id < $1.id }) {
            guard let owner = owner(of: constraint, in: project), let ownerOffset = file.offsets.views[owner],
                var attributes = attributes(of: constraint, owner: owner, file: file)
            else {
                skip("new constraints to a view or guide the document does not have")
                continue
            }
            if !constraint.isActive { skip("new inactive constraints (written active: make them a size class variation in Xcode)") }
            if !constraint.variations.isEmpty { skip("size-class variations of new constraints (export --xib writes them; add them in Xcode)") }
            let id =
                constraint.documentID.flatMap { removedIDs.contains($0) || ids.claim($0) ? $0 : nil }
                ?? ids.make(for: constraint.id.rawValue)
            attributes["id"] = id
            let text =
                "<constraint"
                + IBDocument.constraintAttributeOrder.compactMap { name in attributes[name].map { " \(name)=\"\(XMLWriter.escaped($0))\"" } }
                .joined() + "/>"
            byOwner[ownerOffset, default: []].append((id, text))
        }
        for (ownerOffset, new) in byOwner.sorted(by: { $0.key < $1.key }) {
            guard let owner = elements[ownerOffset] else { continue }
            let sorted = new.sorted { $0.id < $1.id }
            if let container = owner.children.first(where: { $0.name == "constraints" }) {
                filled.insert(container.offset)
                let existing = container.children.filter { $0.name == "constraint" }
                let indent = existing.first.map { indentation(of: $0) } ?? indentation(of: container) + unit(inside: owner)
                for constraint in sorted {
                    if let next = existing.first(where: { ($0["id"] ?? "") > constraint.id }) {
                        splices.insert(indent + constraint.text + "\n", at: lineStart(of: next))
                    } else if let last = existing.last {
                        splices.insert("\n" + indent + constraint.text, at: last.endOffset)
                    } else {
                        splices.insert(indent + constraint.text + "\n", at: lineStart(ofOffset: closingTagStart(of: container)))
                    }
                }
            } else {
                // Where Interface Builder writes it: after the frame, the subviews, the colour
                // and the guides, before what follows them.
                let before: Set<String> = ["rect", "autoresizingMask", "subviews", "color", "viewLayoutGuide", "edgeInsets", "directionalEdgeInsets"]
                let indent = owner.children.first.map { indentation(of: $0) } ?? indentation(of: owner) + unit(inside: owner)
                let unit = unit(inside: owner)
                var text = indent + "<constraints>\n"
                for constraint in sorted { text += indent + unit + constraint.text + "\n" }
                text += indent + "</constraints>"
                if let after = owner.children.last(where: { before.contains($0.name) }) {
                    splices.insert("\n" + text, at: after.endOffset)
                } else {
                    splices.insert(text + "\n", at: lineStart(ofOffset: closingTagStart(of: owner)))
                }
            }
        }
    }

    // MARK: Frames

    private mutating func writeFrames(of project: Project, over file: FileLayout, base: Project, frames: [ItemID: Rect]) {
        let baseViews = Dictionary(base.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let fileViews = Dictionary(file.project.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var written: [ItemID: Rect] = [:]
        for view in project.viewsInLayoutOrder {
            guard fileViews[view.id] != nil else { continue }
            var frame: Rect
            if let solved = frames[view.id] {
                frame = solved
            } else if let old = baseViews[view.id], !Self.same(old.frame, view.frame) {
                frame = view.frame
            } else {
                continue
            }
            guard let element = file.offsets.views[view.id].flatMap({ elements[$0] }),
                let rect = element.children.first(where: { $0.name == "rect" && $0["key"] == "frame" })
            else { continue }
            written[view.id] = frame
            var values: [(String, Double)] = [("width", frame.width), ("height", frame.height)]
            if let parent = view.parent {
                var y = frame.y
                if document.platform == .cocoa, element["flipped"] != "YES" {
                    // AppKit measures y up from the bottom of the superview.
                    let parentHeight = written[parent]?.height ?? fileViews[parent]?.frame.height ?? 0
                    y = parentHeight - frame.y - frame.height
                }
                values = [("x", frame.x), ("y", y)] + values
            }
            let tag = XMLStartTag(of: rect, in: bytes)
            for (name, value) in values {
                let current = tag.attribute(name).flatMap { Double(String(decoding: bytes[$0.value], as: UTF8.self)) } ?? 0
                if abs(current - value) > 1e-6 { setAttribute(name, to: IBNumber.text(value), of: rect, order: IBDocument.attributeOrder) }
            }
        }
    }

    private static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    // MARK: Bytes

    private mutating func skip(_ reason: String) { skipped[reason, default: 0] += 1 }

    /// Sets, adds (in `order`, after the last attribute that comes before it) or removes (nil)
    /// one attribute of an element's start tag.
    private mutating func setAttribute(_ name: String, to value: String?, of element: XMLElement, order: [String]) {
        let tag = XMLStartTag(of: element, in: bytes)
        if let existing = tag.attribute(name) {
            guard let value else {
                var start = existing.start
                while start > tag.nameEnd, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 || bytes[start - 1] == 0x0A { start -= 1 }
                return splices.remove(start..<existing.end)
            }
            if String(decoding: bytes[existing.value], as: UTF8.self) != XMLWriter.escaped(value) {
                splices.replace(existing.value, with: XMLWriter.escaped(value))
            }
            return
        }
        guard let value else { return }
        let rank = order.firstIndex(of: name) ?? Int.max
        let after = tag.attributes.last { (order.firstIndex(of: $0.name) ?? Int.max) < rank }
        splices.insert(" \(name)=\"\(XMLWriter.escaped(value))\"", at: after?.end ?? tag.nameEnd)
    }

    /// Removes an element, with its line when it stands on a line of its own.
    private mutating func removeElement(_ element: XMLElement) {
        removed.insert(element.offset)
        if let id = element["id"] { removedIDs.insert(id) }
        let start = lineStart(of: element)
        var end = element.endOffset
        var scan = end
        while scan < bytes.count, bytes[scan] == 0x20 || bytes[scan] == 0x09 || bytes[scan] == 0x0D { scan += 1 }
        let ownLine = start == 0 || bytes[start - 1] == 0x0A
        if ownLine, scan < bytes.count, bytes[scan] == 0x0A { end = scan + 1 }
        splices.remove(start..<end)
    }

    /// A `<constraints>`, `<subviews>`, `<connections>` or size-class `<mask>` and `<variation>`
    /// whose every child is removed goes too (Interface Builder writes no empty one).
    private mutating func removeEmptiedContainers() {
        var containers = Set(removed.compactMap { parents[$0] })
        while !containers.isEmpty {
            var next: Set<Int> = []
            for offset in containers.sorted() where !filled.contains(offset) && !removed.contains(offset) {
                guard let container = elements[offset], ["constraints", "subviews", "mask", "variation", "connections"].contains(container.name),
                    container.children.allSatisfy({ removed.contains($0.offset) })
                else { continue }
                removeElement(container)
                if let parent = parents[offset] { next.insert(parent) }
            }
            containers = next
        }
    }

    /// Where an element's line starts, when only spaces and tabs stand before it there; else
    /// the element's own start.
    private func lineStart(of element: XMLElement) -> Int { lineStart(ofOffset: element.offset) }

    private func lineStart(ofOffset offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return start == 0 || bytes[start - 1] == 0x0A ? start : offset
    }

    /// The spaces and tabs before an element on its line.
    private func indentation(of element: XMLElement) -> String {
        String(decoding: bytes[lineStart(of: element)..<element.offset], as: UTF8.self)
    }

    /// One level of indentation inside `element`: its first child's indentation less its own
    /// (four spaces, as Xcode writes, when that says nothing).
    private func unit(inside element: XMLElement) -> String {
        let outer = indentation(of: element)
        guard let child = element.children.first else { return "    " }
        let inner = indentation(of: child)
        return inner.hasPrefix(outer) && inner.count > outer.count ? String(inner.dropFirst(outer.count)) : "    "
    }

    /// The offset of an element's end tag `</…>`.
    private func closingTagStart(of element: XMLElement) -> Int {
        var offset = element.endOffset - 1
        while offset > element.startTagEnd, !(bytes[offset] == UInt8(ascii: "<") && bytes[offset + 1] == UInt8(ascii: "/")) { offset -= 1 }
        return offset
    }
}

extension LayoutDifference {
    var subjectName: String {
        switch subject {
        case .view: "view"
        case .constraint: "constraint"
        }
    }
}
