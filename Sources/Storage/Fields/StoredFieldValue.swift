import GRDB
import Model

/// A Swift type a stored field holds, and the forms it takes: the JSON value history records,
/// its bytes in a snapshot, and how people read and type it. A field of such a type is
/// declared with ``FieldDescriptor/field(_:_:storage:presence:text:json:)``.
protocol StoredFieldValue: Equatable, SendableMetatype {
    var fieldValue: FieldValue { get }
    init(fieldValue: FieldValue, reader: FieldReader) throws(StoreError)
    func write(to writer: inout SnapshotCoding.Writer)
    init(from reader: inout SnapshotCoding.Reader) throws(StoreError)
    /// How people read and type it.
    static var text: FieldText { get }
}

/// A stored field type kept in columns of its own type (numbers in REAL columns, flags in
/// INTEGER ones) rather than as JSON text.
protocol ColumnStoredFieldValue: StoredFieldValue {
    static var columnCount: Int { get }
    var columnValues: [(any DatabaseValueConvertible)?] { get }
    init(row: Row, at index: Int) throws
}

// MARK: Scalars

extension Int: ColumnStoredFieldValue {
    var fieldValue: FieldValue { .number(Double(self)) }
    init(fieldValue: FieldValue, reader: FieldReader) throws(StoreError) { self = try reader.integer(fieldValue) }
    func write(to writer: inout SnapshotCoding.Writer) { writer.double(Double(self)) }
    init(from reader: inout SnapshotCoding.Reader) throws(StoreError) { self = Int(try reader.double()) }
    static var text: FieldText { .number }
    static var columnCount: Int { 1 }
    var columnValues: [(any DatabaseValueConvertible)?] { [self] }
    init(row: Row, at index: Int) throws { self = try row.decoded(index) }
}

extension Bool: ColumnStoredFieldValue {
    var fieldValue: FieldValue { .bool(self) }
    init(fieldValue: FieldValue, reader: FieldReader) throws(StoreError) { self = try reader.bool(fieldValue) }
    func write(to writer: inout SnapshotCoding.Writer) { writer.bool(self) }
    init(from reader: inout SnapshotCoding.Reader) throws(StoreError) { self = try reader.bool() }
    static var text: FieldText {
        FieldText(
            expected: "true or false", describe: { value, _ in value.boolValue.map { String($0) } },
            parse: { text, _ in Bool(text).map(FieldValue.bool) })
    }
    static var columnCount: Int { 1 }
    var columnValues: [(any DatabaseValueConvertible)?] { [self] }
    init(row: Row, at index: Int) throws { self = try row.decoded(index) }
}

/// An enumeration kept by raw value, so that reordering its cases changes no record.
protocol StoredEnumeration: ColumnStoredFieldValue, RawRepresentable, CaseIterable where RawValue == String {}

extension StoredEnumeration {
    var fieldValue: FieldValue { .string(rawValue) }
    init(fieldValue: FieldValue, reader: FieldReader) throws(StoreError) { self = try reader.enumeration(fieldValue, Self.self) }
    func write(to writer: inout SnapshotCoding.Writer) { writer.string(rawValue) }
    init(from reader: inout SnapshotCoding.Reader) throws(StoreError) { self = try reader.enumeration(Self.self) }
    static var text: FieldText {
        FieldText(
            expected: "one of " + allCases.map(\.rawValue).joined(separator: ", "), describe: { value, _ in value.stringValue },
            parse: { text, _ in Self(rawValue: text).map { .string($0.rawValue) } })
    }
    static var columnCount: Int { 1 }
    var columnValues: [(any DatabaseValueConvertible)?] { [rawValue] }
    init(row: Row, at index: Int) throws {
        let text: String = try row.decoded(index)
        guard let value = Self(rawValue: text) else { throw StoreError.corruptData("'\(text)' is not a \(Self.self)") }
        self = value
    }
}

extension ViewKind: StoredEnumeration {}
extension SemanticContentAttribute: StoredEnumeration {}

/// Text that may be absent: a document id. (The one optional type with a conformance: other
/// optional fields are declared with closures.)
extension Optional: StoredFieldValue, ColumnStoredFieldValue where Wrapped == String {
    var fieldValue: FieldValue { FieldValue(self) }
    init(fieldValue: FieldValue, reader: FieldReader) throws(StoreError) { self = try reader.optionalString(fieldValue) }
    func write(to writer: inout SnapshotCoding.Writer) { writer.optionalString(self) }
    init(from reader: inout SnapshotCoding.Reader) throws(StoreError) { self = try reader.optionalString() }
    static var text: FieldText { .string }
    static var columnCount: Int { 1 }
    var columnValues: [(any DatabaseValueConvertible)?] { [self] }
    init(row: Row, at index: Int) throws { self = try row.text(index) }
}

// MARK: Many-valued

/// A value of several numbers (or nulls), recorded as an object with one member per number
/// and kept in one column per member, typed and read as `A,B,…` in the members' order.
protocol MemberwiseFieldValue: ColumnStoredFieldValue {
    /// The members' keys, in the order people type them.
    static var keys: [String] { get }
    /// What people type: `X,Y,W,H`.
    static var form: String { get }
    var members: [Double?] { get }
    init(members: [Double?], reader: FieldReader) throws(StoreError)
    init?(commaSeparated text: String)
    /// Whether a snapshot keeps each member as a 32-bit float (priorities).
    static var snapshotsAsFloats: Bool { get }
    /// Whether a member may be null (no intrinsic size on an axis, no baseline).
    static var hasOptionalMembers: Bool { get }
}

extension MemberwiseFieldValue {
    static var snapshotsAsFloats: Bool { false }
    var fieldValue: FieldValue { .object(Dictionary(uniqueKeysWithValues: zip(Self.keys, members.map { FieldValue($0) }))) }
    init(fieldValue: FieldValue, reader: FieldReader) throws(StoreError) {
        let object = try reader.object(fieldValue)
        var members: [Double?] = []
        for key in Self.keys { members.append(try reader.optionalNumber(object[key])) }
        try self.init(members: members, reader: reader)
    }
    func write(to writer: inout SnapshotCoding.Writer) {
        for member in members {
            if Self.snapshotsAsFloats {
                writer.float(Float(member ?? 0))
            } else if Self.hasOptionalMembers {
                writer.optionalDouble(member)
            } else {
                writer.double(member ?? 0)
            }
        }
    }
    init(from reader: inout SnapshotCoding.Reader) throws(StoreError) {
        var members: [Double?] = []
        for _ in Self.keys {
            if Self.snapshotsAsFloats {
                members.append(Double(try reader.float()))
            } else if Self.hasOptionalMembers {
                members.append(try reader.optionalDouble())
            } else {
                members.append(try reader.double())
            }
        }
        try self.init(members: members, reader: FieldReader(entity: "a snapshot", field: "\(Self.self)"))
    }
    static var text: FieldText {
        FieldText(
            expected: form,
            describe: { value, _ in
                guard let object = value.objectValue else { return nil }
                return keys.map { key in object[key]?.numberValue.map(formatNumber) ?? "-" }.joined(separator: ",")
            },
            parse: { text, _ in Self(commaSeparated: text)?.fieldValue })
    }
    static var columnCount: Int { keys.count }
    var columnValues: [(any DatabaseValueConvertible)?] { members }
    init(row: Row, at index: Int) throws {
        var members: [Double?] = []
        for offset in Self.keys.indices {
            if Self.hasOptionalMembers {
                members.append(try row.number(index + offset))
            } else {
                members.append(try row.decoded(index + offset, as: Double.self))
            }
        }
        try self.init(members: members, reader: FieldReader(entity: "a row", field: "\(Self.self)"))
    }
    static var hasOptionalMembers: Bool { false }
}

extension Rect: MemberwiseFieldValue {
    static var keys: [String] { ["x", "y", "width", "height"] }
    static var form: String { "X,Y,W,H" }
    var members: [Double?] { [x, y, width, height] }
    init(members: [Double?], reader: FieldReader) throws(StoreError) {
        self.init(x: members[0] ?? 0, y: members[1] ?? 0, width: members[2] ?? 0, height: members[3] ?? 0)
    }
}

extension EdgeInsets: MemberwiseFieldValue {
    static var keys: [String] { ["top", "left", "bottom", "right"] }
    static var form: String { "T,L,B,R" }
    var members: [Double?] { [top, left, bottom, right] }
    init(members: [Double?], reader: FieldReader) throws(StoreError) {
        self.init(top: members[0] ?? 0, left: members[1] ?? 0, bottom: members[2] ?? 0, right: members[3] ?? 0)
    }
}

extension AxisPriorities: MemberwiseFieldValue {
    static var keys: [String] { ["horizontal", "vertical"] }
    static var form: String { "H,V (priorities from 1 to 1000)" }
    static var snapshotsAsFloats: Bool { true }
    var members: [Double?] { [Double(horizontal.rawValue), Double(vertical.rawValue)] }
    init(members: [Double?], reader: FieldReader) throws(StoreError) {
        self.init(horizontal: try reader.priority(FieldValue(members[0])), vertical: try reader.priority(FieldValue(members[1])))
    }
}

extension IntrinsicContentSize: MemberwiseFieldValue {
    static var keys: [String] { ["width", "height"] }
    static var form: String { "W,H ('-' for none on an axis)" }
    static var hasOptionalMembers: Bool { true }
    var members: [Double?] { [width, height] }
    init(members: [Double?], reader: FieldReader) throws(StoreError) { self.init(width: members[0], height: members[1]) }
}

extension BaselineOffsets: MemberwiseFieldValue {
    static var keys: [String] { ["firstFromTop", "lastFromBottom"] }
    static var form: String { "FIRST,LAST ('-' for none)" }
    static var hasOptionalMembers: Bool { true }
    var members: [Double?] { [firstFromTop, lastFromBottom] }
    init(members: [Double?], reader: FieldReader) throws(StoreError) { self.init(firstFromTop: members[0], lastFromBottom: members[1]) }
}

// MARK: Text forms

extension FieldText {
    /// A number as written: `16`, `0.5`.
    static var number: FieldText {
        FieldText(
            expected: "a number", describe: { value, _ in value.numberValue.map(formatNumber) },
            parse: { text, _ in Double(text).flatMap { $0.isFinite ? .number($0) : nil } })
    }

    /// Text as typed; empty for none.
    static var string: FieldText {
        FieldText(
            expected: "text", describe: { value, _ in value == .null ? "-" : value.stringValue },
            parse: { text, _ in text.isEmpty ? .null : .string(text) })
    }

    /// What `item` expects.
    public static let itemExpectation = "the name of a view"

    /// An item by name; `-` (or nothing) for none.
    static var item: FieldText {
        FieldText(
            expected: itemExpectation,
            describe: { value, names in
                if value == .null { return "-" }
                guard let text = value.stringValue else { return nil }
                return ItemID(text: text).flatMap(names) ?? text
            },
            parse: { text, itemNamed in
                if text.isEmpty || text == "-" { return .null }
                return itemNamed(text).map { .string($0.text) }
            })
    }

    /// Any value as its JSON.
    static var json: FieldText {
        FieldText(
            expected: "a JSON value", describe: { _, _ in nil },
            parse: { text, _ in try? CanonicalJSON(parsing: text) })
    }
}
