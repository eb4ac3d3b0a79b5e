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
    static let magic: [UInt8] = Array("LSS5".utf8)
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
        writer.count(state.views.count)
        for view in state.views.values {
            writer.uuid(view.id.rawValue)
            writer.string(view.name)
            writer.optionalUUID(view.parent?.rawValue)
            writer.double(Double(view.index))
            writer.string(view.kind.rawValue)
            for value in [view.frame.x, view.frame.y, view.frame.width, view.frame.height] { writer.double(value) }
            writer.optionalDouble(view.intrinsicContentSize.width)
            writer.optionalDouble(view.intrinsicContentSize.height)
            for priority in [
                view.contentHugging.horizontal, view.contentHugging.vertical,
                view.compressionResistance.horizontal, view.compressionResistance.vertical,
            ] {
                writer.float(priority.rawValue)
            }
            let margins = view.layoutMargins
            for value in [margins.top, margins.left, margins.bottom, margins.right] { writer.double(value) }
            writer.bool(view.preservesSuperviewLayoutMargins)
            writer.bool(view.insetsLayoutMarginsFromSafeArea)
            writer.string(view.semanticContentAttribute.rawValue)
            writer.optionalDouble(view.baselineOffsets.firstFromTop)
            writer.optionalDouble(view.baselineOffsets.lastFromBottom)
            writer.bool(view.isHidden)
            writer.optionalString(view.stackFieldValues?.encodedString)
            writer.optionalString(view.documentID)
            writer.bool(view.deviceSafeAreaInsets != nil)
            if let insets = view.deviceSafeAreaInsets {
                for value in [insets.top, insets.left, insets.bottom, insets.right] { writer.double(value) }
            }
            let alignment = view.alignmentInsets
            for value in [alignment.top, alignment.left, alignment.bottom, alignment.right] { writer.double(value) }
            writer.optionalString(view.autoresizingMask?.text)
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
        }
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8]) throws(StoreError) -> ProjectState {
        var reader = Reader(bytes: bytes)
        let format = Array(try reader.take(magic.count))
        guard
            format == magic || format == magicBeforeAutoresizing || format == magicBeforeDeviceSafeArea || format == magicBeforeDocumentIDs
                || format == magicBeforeStacks
        else { throw .corruptData("a state snapshot has an unknown format") }
        var state = ProjectState(name: try reader.string())
        for _ in 0..<(try reader.count()) {
            let id = ItemID(try reader.uuid())
            var view = View(
                id: id, name: try reader.string(), parent: try reader.optionalUUID().map(ItemID.init),
                index: Int(try reader.double()), kind: try reader.enumeration(ViewKind.self),
                frame: Rect(x: try reader.double(), y: try reader.double(), width: try reader.double(), height: try reader.double()),
                intrinsicContentSize: IntrinsicContentSize(width: try reader.optionalDouble(), height: try reader.optionalDouble()),
                contentHugging: AxisPriorities(horizontal: Priority(try reader.float()), vertical: Priority(try reader.float())),
                compressionResistance: AxisPriorities(horizontal: Priority(try reader.float()), vertical: Priority(try reader.float())),
                layoutMargins: EdgeInsets(
                    top: try reader.double(), left: try reader.double(), bottom: try reader.double(), right: try reader.double()),
                preservesSuperviewLayoutMargins: try reader.bool(), insetsLayoutMarginsFromSafeArea: try reader.bool(),
                semanticContentAttribute: try reader.enumeration(SemanticContentAttribute.self),
                baselineOffsets: BaselineOffsets(firstFromTop: try reader.optionalDouble(), lastFromBottom: try reader.optionalDouble()),
                isHidden: try reader.bool())
            if format != magicBeforeStacks, let stack = try reader.optionalString() {
                try view.setStackFieldValues(try CanonicalJSON(parsing: stack))
            }
            let hasDocumentIDs = format == magic || format == magicBeforeAutoresizing || format == magicBeforeDeviceSafeArea
            if hasDocumentIDs { view.documentID = try reader.optionalString() }
            let hasAlignmentInsets = format == magic || format == magicBeforeAutoresizing
            if hasAlignmentInsets, try reader.bool() {
                view.deviceSafeAreaInsets = EdgeInsets(
                    top: try reader.double(), left: try reader.double(), bottom: try reader.double(), right: try reader.double())
            }
            if hasAlignmentInsets {
                view.alignmentInsets = EdgeInsets(
                    top: try reader.double(), left: try reader.double(), bottom: try reader.double(), right: try reader.double())
            }
            if format == magic, let mask = try reader.optionalString() {
                guard let parsed = try? AutoresizingMask(text: mask) else {
                    throw .corruptData("a state snapshot has an unknown autoresizing mask '\(mask)'")
                }
                view.autoresizingMask = parsed
            }
            state.views[id] = view
        }
        for _ in 0..<(try reader.count()) {
            let id = ItemID(try reader.uuid())
            var guide = LayoutGuide(id: id, name: try reader.string(), owner: ItemID(try reader.uuid()))
            if format == magic || format == magicBeforeAutoresizing || format == magicBeforeDeviceSafeArea {
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
            if format == magic || format == magicBeforeAutoresizing || format == magicBeforeDeviceSafeArea {
                constraint.documentID = try reader.optionalString()
                constraint.isStandardSpacing = try reader.bool()
            }
            state.constraints[id] = constraint
        }
        guard reader.offset == bytes.count else { throw .corruptData("a state snapshot has bytes after its end") }
        return state
    }

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
