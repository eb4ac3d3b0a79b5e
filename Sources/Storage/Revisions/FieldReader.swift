import Model

/// Reads typed values out of a field's JSON value, throwing ``StoreError/invalidValue(entity:field:reason:)``
/// that names the entity and field when the shape is wrong.
struct FieldReader {
    /// Made only for an error message: building it for every field read was measurable.
    let entity: () -> String
    let field: String

    init(entity: @escaping @autoclosure () -> String, field: String) {
        self.entity = entity
        self.field = field
    }

    func fail(_ reason: String) -> StoreError { .invalidValue(entity: entity(), field: field, reason: reason) }

    func number(_ value: CanonicalJSON?, _ what: String = "a number") throws(StoreError) -> Double {
        guard let number = value?.numberValue, number.isFinite else { throw fail("expected \(what)") }
        return number
    }

    func optionalNumber(_ value: CanonicalJSON?) throws(StoreError) -> Double? {
        if value == nil || value == .null { return nil }
        return try number(value, "a number or null")
    }

    func integer(_ value: CanonicalJSON?) throws(StoreError) -> Int {
        let number = try number(value, "a whole number")
        guard number == number.rounded(), abs(number) < 1e15 else { throw fail("expected a whole number") }
        return Int(number)
    }

    func string(_ value: CanonicalJSON?) throws(StoreError) -> String {
        guard let text = value?.stringValue else { throw fail("expected a string") }
        return text
    }

    /// A view's or guide's name: a string, not empty.
    func name(_ value: CanonicalJSON?) throws(StoreError) -> String {
        let text = try string(value)
        guard !text.isEmpty else { throw fail("a name cannot be empty") }
        return text
    }

    func optionalString(_ value: CanonicalJSON?) throws(StoreError) -> String? {
        if value == nil || value == .null { return nil }
        return try string(value)
    }

    func bool(_ value: CanonicalJSON?) throws(StoreError) -> Bool {
        guard let flag = value?.boolValue else { throw fail("expected true or false") }
        return flag
    }

    func object(_ value: CanonicalJSON?) throws(StoreError) -> [String: CanonicalJSON] {
        guard let members = value?.objectValue else { throw fail("expected an object") }
        return members
    }

    func enumeration<T: RawRepresentable>(_ value: CanonicalJSON?, _ type: T.Type) throws(StoreError) -> T
    where T.RawValue == String, T: CaseIterable {
        let text = try string(value)
        guard let result = T(rawValue: text) else {
            throw fail("'\(text)' is not one of " + T.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return result
    }

    func itemID(_ value: CanonicalJSON?) throws(StoreError) -> ItemID {
        let text = try string(value)
        guard let id = ItemID(text: text) else { throw fail("'\(text)' is not an item id (a UUID)") }
        return id
    }

    func optionalItemID(_ value: CanonicalJSON?) throws(StoreError) -> ItemID? {
        if value == nil || value == .null { return nil }
        return try itemID(value)
    }

    func priority(_ value: CanonicalJSON?) throws(StoreError) -> Priority {
        Priority(Float(try number(value, "a priority")))
    }
}

extension FieldValue {
    init(_ priority: Priority) { self = .number(Double(priority.rawValue)) }
    init(_ number: Double?) { self = number.map(CanonicalJSON.number) ?? .null }
    init(_ text: String?) { self = text.map(CanonicalJSON.string) ?? .null }
}
