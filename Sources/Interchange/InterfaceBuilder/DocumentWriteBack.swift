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
/// ``notWritten``. Where a constraint is installed (its base class and each size class, as
/// Interface Builder's "Installed" boxes and Vary for Traits set it) is written into the masks
/// of the view holding it, and its constant and priority per size class into its own
/// `<variation>` elements.
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
    /// The `<include>` and `<exclude reference="…">` elements of size-class masks by the id
    /// they name.
    private let maskEntries: [String: [Int]]
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
    /// What changed in the size-class variations of views, by the offset of the view element
    /// whose `<variation>` elements say it.
    private var variationEdits: [Int: VariationEdits] = [:]

    /// What changed in one view element's `<variation>` elements.
    private struct VariationEdits {
        /// Constraints it holds, by document id, as installed now (nil: removed).
        var constraints: [(id: String, constraint: Constraint?)] = []
        /// Its subviews, by document id, as installed now (nil: removed).
        var subviews: [(id: String, view: View?)] = []
        /// A stack view's own attributes per class, when they changed.
        var stackAttributes: [SizeClass: [String: String]]?
    }

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
        var maskEntries: [String: [Int]] = [:]
        var outlets: [String: [Int]] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            elements[element.offset] = element
            if let id = element["id"] { taken.insert(id) }
            if element.name == "exclude" || element.name == "include", let reference = element["reference"] {
                maskEntries[reference, default: []].append(element.offset)
            }
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
        self.maskEntries = maskEntries
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
                    if let documentID = element["id"] {
                        for entry in maskEntries[documentID] ?? [] { elements[entry].map { removeElement($0) } }
                        if let holder = holder(of: element) { variationEdits[holder, default: VariationEdits()].subviews.append((documentID, nil)) }
                    }
                }
            case (.view, .added):
                skip("new views (add them in Xcode, then import the document again)")
            case (.view(let id), .changed(let fields)):
                guard let view = views[id], let element = file.offsets.views[id].flatMap({ elements[$0] }) else { continue }
                writeViewFields(fields, of: view, into: element)
            case (.constraint(let id), .removed):
                guard let element = file.offsets.constraints[id].flatMap({ elements[$0] }) else { continue }
                removeElement(element)
                // Out of its holder's masks: rewritten there, else each entry naming it removed.
                if let documentID = element["id"] {
                    for entry in maskEntries[documentID] ?? [] { elements[entry].map { removeElement($0) } }
                    if let holder = holder(of: element) { variationEdits[holder, default: VariationEdits()].constraints.append((documentID, nil)) }
                }
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
        writeViewVariations()
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
            } else if field == LayoutDifference.sizeClassVariations {
                if let documentID = element["id"], let holder = holder(of: element) {
                    variationEdits[holder, default: VariationEdits()].subviews.append((documentID, view))
                } else if view.variations.values.contains(where: { $0.isInstalled != nil }) {
                    skip("a root view installed per size class (no superview's mask can say it)")
                }
                if view.stack != nil {
                    variationEdits[element.offset, default: VariationEdits()].stackAttributes = ExportMapping.stackAttributes(of: view)
                }
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
            let holder = holder(of: element)
            if holder != file.offsets.views[owner] {
                removeElement(element)
                if let holder, let documentID = element["id"], maskEntries[documentID] != nil {
                    variationEdits[holder, default: VariationEdits()].constraints.append((documentID, nil))
                }
                var moved = constraint
                moved.documentID = element["id"]
                return insert([moved], in: project, file: file)
            }
        }
        if fields.contains(Constraint.Field.active.rawValue) || fields.contains(LayoutDifference.sizeClassVariations),
            let documentID = element["id"], let holder = holder(of: element)
        {
            variationEdits[holder, default: VariationEdits()].constraints.append((documentID, constraint))
        }
        if fields.contains(LayoutDifference.sizeClassVariations) { writeVariations(of: constraint, into: element) }
        let attributesOf: [String: [String]] = [
            Constraint.Field.structure.rawValue: ["firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute"],
            Constraint.Field.multiplier.rawValue: ["multiplier"], Constraint.Field.constant.rawValue: ["constant"],
            Constraint.Field.priority.rawValue: ["priority"], Constraint.Field.identifier.rawValue: ["identifier"],
            Constraint.Field.placeholder.rawValue: ["placeholder"], Constraint.Field.standardSpacing.rawValue: ["symbolic", "constant"],
        ]
        var names: Set<String> = []
        for field in fields { names.formUnion(attributesOf[field] ?? []) }
        // In Interface Builder's order, so that two attributes added at one place come out in it.
        for name in IBDocument.constraintAttributeOrder where names.contains(name) {
            // A constant of zero stays as the document wrote it when only its standard spacing changed.
            setAttribute(name, to: attributes[name], of: element, order: IBDocument.constraintAttributeOrder)
        }
    }

    /// New constraints, each in its owning view's `<constraints>` in id order (made when the
    /// view has none).
    private mutating func insert(_ constraints: [Constraint], in project: Project, file: FileLayout) {
        var byOwner: [Int: [(id: String, startTag: String, variations: [XMLElement])]] = [:]
        for constraint in constraints.sorted(by: { $0.id < $1.id }) {
            guard let owner = owner(of: constraint, in: project), let ownerOffset = file.offsets.views[owner],
                var attributes = attributes(of: constraint, owner: owner, file: file)
            else {
                skip("new constraints to a view or guide the document does not have")
                continue
            }
            let id =
                constraint.documentID.flatMap { removedIDs.contains($0) || ids.claim($0) ? $0 : nil }
                ?? ids.make(for: constraint.id.rawValue)
            attributes["id"] = id
            let startTag =
                "<constraint"
                + IBDocument.constraintAttributeOrder.compactMap { name in attributes[name].map { " \(name)=\"\(XMLWriter.escaped($0))\"" } }
                .joined()
            byOwner[ownerOffset, default: []].append((id, startTag, ExportMapping.variations(of: constraint).xmlElements))
            var installed = IBVariations()
            installed.setInstallation(ofConstraint: id, as: constraint)
            if !installed.constraints.isEmpty { variationEdits[ownerOffset, default: VariationEdits()].constraints.append((id, constraint)) }
        }
        for (ownerOffset, new) in byOwner.sorted(by: { $0.key < $1.key }) {
            guard let owner = elements[ownerOffset] else { continue }
            let sorted = new.sorted { $0.id < $1.id }
            let unit = unit(inside: owner)
            /// The element's text from its indentation on: one line, or its variations on lines of their own.
            func text(_ constraint: (id: String, startTag: String, variations: [XMLElement]), indent: String) -> String {
                guard !constraint.variations.isEmpty else { return constraint.startTag + "/>" }
                return constraint.startTag + ">\n" + Self.writer.fragment(constraint.variations, indent: indent + unit) + indent + "</constraint>"
            }
            if let container = owner.children.first(where: { $0.name == "constraints" }) {
                filled.insert(container.offset)
                let existing = container.children.filter { $0.name == "constraint" }
                let indent = existing.first.map { indentation(of: $0) } ?? indentation(of: container) + unit
                for constraint in sorted {
                    if let next = existing.first(where: { ($0["id"] ?? "") > constraint.id }) {
                        splices.insert(indent + text(constraint, indent: indent) + "\n", at: lineStart(of: next))
                    } else if let last = existing.last {
                        splices.insert("\n" + indent + text(constraint, indent: indent), at: last.endOffset)
                    } else {
                        splices.insert(indent + text(constraint, indent: indent) + "\n", at: lineStart(ofOffset: closingTagStart(of: container)))
                    }
                }
            } else {
                // Where Interface Builder writes it: after the frame, the subviews, the colour
                // and the guides, before what follows them.
                let before: Set<String> = ["rect", "autoresizingMask", "subviews", "color", "viewLayoutGuide", "edgeInsets", "directionalEdgeInsets"]
                let indent = owner.children.first.map { indentation(of: $0) } ?? indentation(of: owner) + unit
                var written = indent + "<constraints>\n"
                for constraint in sorted { written += indent + unit + text(constraint, indent: indent + unit) + "\n" }
                written += indent + "</constraints>"
                if let after = owner.children.last(where: { before.contains($0.name) }) {
                    splices.insert("\n" + written, at: after.endOffset)
                } else {
                    splices.insert(written + "\n", at: lineStart(ofOffset: closingTagStart(of: owner)))
                }
            }
        }
    }

    // MARK: Size classes

    /// How elements made here are written: attributes in Interface Builder's order.
    private static let writer = XMLWriter(
        attributeOrder: IBDocument.attributeOrder, elementOrders: ["constraint": IBDocument.constraintAttributeOrder])

    /// The view element holding a constraint or subview element (the parent of its
    /// `<constraints>` or `<subviews>`).
    private func holder(of element: XMLElement) -> Int? { parents[element.offset].flatMap { parents[$0] } }

    /// A constraint's constant and priority per size class, as its own `<variation>` children.
    private mutating func writeVariations(of constraint: Constraint, into element: XMLElement) {
        guard element.children.allSatisfy({ $0.name == "variation" }) else {
            return skip("size-class variations of constraints with other elements inside (change them in Xcode)")
        }
        let variations = ExportMapping.variations(of: constraint).xmlElements
        let isEmptyElement = bytes[element.startTagEnd - 2] == UInt8(ascii: "/")
        if let first = element.children.first, let last = element.children.last {
            if variations.isEmpty {
                // `<constraint …>…</constraint>` becomes `<constraint …/>`.
                return splices.replace(element.startTagEnd - 1..<element.endOffset, with: "/>")
            }
            replaceLines(from: first, through: last, with: Self.writer.fragment(variations, indent: indentation(of: first)))
        } else if !variations.isEmpty, isEmptyElement {
            let indent = indentation(of: element)
            let inner = indent + (parents[element.offset].flatMap { elements[$0] }.map { unit(inside: $0) } ?? "    ")
            splices.replace(
                element.startTagEnd - 2..<element.startTagEnd,
                with: ">\n" + Self.writer.fragment(variations, indent: inner) + indent + "</constraint>")
        }
    }

    /// The `<variation>` elements of each view whose variations changed, rewritten as Interface
    /// Builder writes them, in place of those it had: the masks of the constraints it holds and
    /// of its subviews, and a stack view's attributes.
    private mutating func writeViewVariations() {
        for (offset, edits) in variationEdits.sorted(by: { $0.key < $1.key }) {
            guard let holder = elements[offset], !removed.contains(offset) else { continue }
            var variations = IBVariations(ofHolder: holder)
            let stackAttributeNames: Set<String> = ["axis", "distribution", "alignment", "spacing", "spacingType"]
            guard variations.other.isEmpty,
                edits.stackAttributes == nil || variations.attributes.values.allSatisfy({ Set($0.keys).isSubset(of: stackAttributeNames) })
            else {
                if edits.constraints.contains(where: { $0.constraint != nil }) || edits.subviews.contains(where: { $0.view != nil })
                    || edits.stackAttributes != nil
                {
                    skip("size-class variations of a view whose variations also set fonts or other traits (change them in Xcode)")
                }
                continue
            }
            for change in edits.constraints { variations.setInstallation(ofConstraint: change.id, as: change.constraint) }
            for change in edits.subviews { variations.setInstallation(ofSubview: change.id, as: change.view) }
            if let attributes = edits.stackAttributes { variations.attributes = attributes }
            let old = holder.children.filter { $0.name == "variation" }
            if let first = old.first, let last = old.last {
                let between = holder.children.filter { $0.offset >= first.offset && $0.offset <= last.offset }
                guard between.count == old.count else {
                    skip("size-class variations split by other elements (change them in Xcode)")
                    continue
                }
                let text = Self.writer.fragment(variations.xmlElements, indent: indentation(of: first))
                if text != String(decoding: bytes[lineStart(of: first)..<lineEnd(after: last)], as: UTF8.self) {
                    replaceLines(from: first, through: last, with: text)
                }
            } else if !variations.xmlElements.isEmpty {
                // Where Interface Builder writes them: before the view's outlets and its place on
                // the canvas, else last.
                let indent = holder.children.first.map { indentation(of: $0) } ?? indentation(of: holder) + unit(inside: holder)
                let text = Self.writer.fragment(variations.xmlElements, indent: indent)
                if let next = holder.children.first(where: { $0.name == "connections" || $0.name == "point" }) {
                    splices.insert(text, at: lineStart(of: next))
                } else {
                    splices.insert(text, at: lineStart(ofOffset: closingTagStart(of: holder)))
                }
            }
        }
    }

    /// Replaces the lines from `first`'s to `last`'s (with its line break) by `text`.
    private mutating func replaceLines(from first: XMLElement, through last: XMLElement, with text: String) {
        splices.replace(lineStart(of: first)..<lineEnd(after: last), with: text)
    }

    /// Just past the line break after an element that ends its line; else the element's end.
    private func lineEnd(after element: XMLElement) -> Int {
        var scan = element.endOffset
        while scan < bytes.count, bytes[scan] == 0x20 || bytes[scan] == 0x09 || bytes[scan] == 0x0D { scan += 1 }
        return scan < bytes.count && bytes[scan] == 0x0A ? scan + 1 : element.endOffset
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
