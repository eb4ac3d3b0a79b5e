import Foundation
import Model

/// The compact binary form of a project's whole state kept in the `snapshots` table.
///
/// Snapshots are a cache of the history (the state after a revision, rebuilt by replay and
/// checked by `verify`), never hashed or sent to other stores, so their form is chosen for
/// decoding speed: reading a 2,000-constraint state from keyed JSON took most of the 50 ms
/// budget of `state(of:at:)`. Enumerations are kept by raw value, so that a reordering of a
/// Model enumeration cannot change their meaning. Numbers are little-endian.
enum SnapshotCoding {
    /// Self-describing: the names of the view's fields (``View/fieldDescriptors``) come first,
    /// and a field a snapshot does not name keeps its default, so a new view field needs no
    /// new format.
    static let magic: [UInt8] = Array("LSS8".utf8)
    /// Snapshots from before constraints' size-class variations, without them.
    static let magicBeforeVariations: [UInt8] = Array("LSS7".utf8)
    /// Snapshots from before constraints' source locations, without them.
    static let magicBeforeSourceLocations: [UInt8] = Array("LSS6".utf8)
    /// Snapshots from before self-describing views (their views are read by
    /// ``decodeLegacyView(format:reader:)``), and the ones before them.
    static let magicBeforeSelfDescribing: [UInt8] = Array("LSS5".utf8)
    /// Snapshots from before autoresizing masks, without them.
    static let magicBeforeAutoresizing: [UInt8] = Array("LSS4".utf8)
    /// Snapshots from before the device safe area and alignment insets, without them.
    static let magicBeforeDeviceSafeArea: [UInt8] = Array("LSS3".utf8)
    /// Snapshots from before document ids and standard spacing, without them.
    static let magicBeforeDocumentIDs: [UInt8] = Array("LSS2".utf8)
    /// Snapshots from before stack views, without a view's stack fields.
    static let magicBeforeStacks: [UInt8] = Array("LSS1".utf8)

    static func encode(_ state: ProjectState) -> [UInt8] {
        var writer = Writer()
        writer.bytes.append(contentsOf: magic)
        writer.string(state.name)
        let slots = viewSlots
        writer.count(slots.count)
        for slot in slots { writer.string(slot.name) }
        writer.count(state.views.count)
        for view in state.views.values {
            writer.uuid(view.id.rawValue)
            for slot in slots { slot.write(view, &writer) }
        }
        writer.count(state.guides.count)
        for guide in state.guides.values {
            writer.uuid(guide.id.rawValue)
            writer.string(guide.name)
            writer.uuid(guide.owner.rawValue)
            writer.optionalString(guide.documentID)
        }
        writer.count(state.constraints.count)
        for constraint in state.constraints.values {
            writer.uuid(constraint.id.rawValue)
            writer.optionalString(constraint.identifier)
            let equation = constraint.equation
            writer.anchor(equation.first)
            writer.string(equation.relation.rawValue)
            writer.double(equation.multiplier)
            writer.bool(equation.second != nil)
            if let second = equation.second { writer.anchor(second) }
            writer.double(equation.constant)
            writer.float(constraint.priority.rawValue)
            writer.bool(constraint.isPlaceholder)
            writer.bool(constraint.isActive)
            writer.optionalString(constraint.documentID)
            writer.bool(constraint.isStandardSpacing)
            writer.optionalString(constraint.sourceLocation)
            writer.optionalString(constraint.variationsValue?.encodedString)
        }
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8]) throws(StoreError) -> ProjectState {
        var reader = Reader(bytes: bytes)
        let format = Array(try reader.take(magic.count))
        guard
            format == magic || format == magicBeforeVariations || format == magicBeforeSourceLocations || format == magicBeforeSelfDescribing
                || format == magicBeforeAutoresizing
                || format == magicBeforeDeviceSafeArea || format == magicBeforeDocumentIDs || format == magicBeforeStacks
        else { throw .corruptData("a state snapshot has an unknown format") }
        var state = ProjectState(name: try reader.string())
        if format == magic || format == magicBeforeVariations || format == magicBeforeSourceLocations {
            let known = Dictionary(uniqueKeysWithValues: viewSlots.map { ($0.name, $0) })
            var slots: [Slot] = []
            for _ in 0..<(try reader.count()) {
                let name = try reader.string()
                guard let slot = known[name] else { throw .corruptData("a state snapshot holds a view field '\(name)' this version does not know") }
                slots.append(slot)
            }
            for _ in 0..<(try reader.count()) {
                var view = View(id: ItemID(try reader.uuid()), name: "?")
                for slot in slots { try slot.decode(&view, &reader) }
                state.views[view.id] = view
            }
        } else {
            for _ in 0..<(try reader.count()) {
                let view = try decodeLegacyView(format: format, reader: &reader)
                state.views[view.id] = view
            }
        }
        for _ in 0..<(try reader.count()) {
            let id = ItemID(try reader.uuid())
            var guide = LayoutGuide(id: id, name: try reader.string(), owner: ItemID(try reader.uuid()))
            if hasDocumentIDs(format) {
                guide.documentID = try reader.optionalString()
            }
            state.guides[id] = guide
        }
        for _ in 0..<(try reader.count()) {
            let id = ConstraintID(try reader.uuid())
            let identifier = try reader.optionalString()
            let first = try reader.anchor()
            let relation = try reader.enumeration(Relation.self)
            let multiplier = try reader.double()
            let second = try reader.bool() ? try reader.anchor() : nil
            // Assigned after the initializer, which resets the multiplier of a constant-only equation.
            var equation = Equation(first, relation, second, constant: try reader.double())
            equation.multiplier = multiplier
            var constraint = Constraint(
                id: id, identifier: identifier, equation: equation, priority: Priority(try reader.float()),
                isPlaceholder: try reader.bool(), isActive: try reader.bool())
            if hasDocumentIDs(format) {
                constraint.documentID = try reader.optionalString()
                constraint.isStandardSpacing = try reader.bool()
            }
            if format == magic || format == magicBeforeVariations { constraint.sourceLocation = try reader.optionalString() }
            if format == magic, let variations = try reader.optionalString() { try constraint.setVariations(try CanonicalJSON(parsing: variations)) }
            state.constraints[id] = constraint
        }
        guard reader.offset == bytes.count else { throw .corruptData("a state snapshot has bytes after its end") }
        return state
    }

    /// Whether guides and constraints of a format carry document ids (and standard spacing).
    static func hasDocumentIDs(_ format: [UInt8]) -> Bool {
        format != magicBeforeDocumentIDs && format != magicBeforeStacks
    }

    /// One view field (or group of fields kept together) in a snapshot (an immutable table of
    /// functions, hence `@unchecked Sendable`).
    struct Slot: @unchecked Sendable {
        let name: String
        let write: (View, inout Writer) -> Void
        let decode: (inout View, inout Reader) throws(StoreError) -> Void
    }

    /// The view's fields as snapshots keep them, from the view's field descriptors.
    static let viewSlots: [Slot] = {
        let descriptors = View.fieldDescriptors
        var slots: [Slot] = []
        for descriptor in descriptors {
            switch descriptor.storage {
            case .columns(let columns):
                slots.append(Slot(name: descriptor.name, write: columns.write, decode: columns.decode))
            case .group(let group):
                guard !slots.contains(where: { $0.name == group }) else { continue }
                // The group's members alone, found once: every view goes through them.
                let descriptors = descriptors.filter { if case .group(group) = $0.storage { true } else { false } }
                slots.append(
                    Slot(
                        name: group, write: { view, writer in writer.optionalString(descriptors.groupValue(group, of: view)?.encodedString) },
                        decode: { view, reader throws(StoreError) in
                            guard let text = try reader.optionalString() else { return }
                            let id = view.id
                            try descriptors.setGroup(group, to: try CanonicalJSON(parsing: text), in: &view, named: "view \(id)")
                        }))
            }
        }
        return slots
    }()

    struct Writer {
        var bytes: [UInt8] = []

        mutating func count(_ value: Int) { withUnsafeBytes(of: UInt32(value).littleEndian) { bytes.append(contentsOf: $0) } }
        mutating func double(_ value: Double) { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
        mutating func float(_ value: Float) { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
        mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
        mutating func string(_ value: String) {
            count(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }
        mutating func optionalString(_ value: String?) {
            bool(value != nil)
            if let value { string(value) }
        }
        mutating func optionalDouble(_ value: Double?) {
            bool(value != nil)
            if let value { double(value) }
        }
        mutating func uuid(_ value: UUID) { withUnsafeBytes(of: value.uuid) { bytes.append(contentsOf: $0) } }
        mutating func optionalUUID(_ value: UUID?) {
            bool(value != nil)
            if let value { uuid(value) }
        }
        mutating func anchor(_ anchor: Anchor<ItemID>) {
            uuid(anchor.item.rawValue)
            optionalString(anchor.guide?.rawValue)
            string(anchor.attribute.rawValue)
        }
    }

    struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func take(_ count: Int) throws(StoreError) -> ArraySlice<UInt8> {
            guard count >= 0, offset + count <= bytes.count else { throw .corruptData("a state snapshot ends too early") }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws(StoreError) -> T {
            let slice = try take(MemoryLayout<T>.size)
            var value: T = 0
            for (shift, byte) in slice.enumerated() { value |= T(byte) << (8 * shift) }
            return value
        }

        mutating func count() throws(StoreError) -> Int { Int(try integer(UInt32.self)) }
        mutating func double() throws(StoreError) -> Double { Double(bitPattern: try integer(UInt64.self)) }
        mutating func float() throws(StoreError) -> Float { Float(bitPattern: try integer(UInt32.self)) }
        mutating func bool() throws(StoreError) -> Bool { try take(1).first == 1 }
        mutating func string() throws(StoreError) -> String { String(decoding: try take(try count()), as: UTF8.self) }
        mutating func optionalString() throws(StoreError) -> String? { try bool() ? try string() : nil }
        mutating func optionalDouble() throws(StoreError) -> Double? { try bool() ? try double() : nil }
        mutating func uuid() throws(StoreError) -> UUID {
            let slice = try take(16)
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: slice) }
            return UUID(uuid: value)
        }
        mutating func optionalUUID() throws(StoreError) -> UUID? { try bool() ? try uuid() : nil }
        mutating func enumeration<T: RawRepresentable>(_ type: T.Type) throws(StoreError) -> T where T.RawValue == String {
            let text = try string()
            guard let value = T(rawValue: text) else { throw .corruptData("a state snapshot holds an unknown value '\(text)'") }
            return value
        }
        mutating func anchor() throws(StoreError) -> Anchor<ItemID> {
            let item = ItemID(try uuid())
            let guideText = try optionalString()
            let guide: BuiltInGuide?
            if let guideText {
                guard let known = BuiltInGuide(rawValue: guideText) else { throw .corruptData("a state snapshot holds an unknown guide") }
                guide = known
            } else {
                guide = nil
            }
            return Anchor(item, try enumeration(Attribute.self), guide: guide)
        }
    }
}
