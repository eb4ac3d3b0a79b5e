import Model

extension Array {
    /// An entity as a whole-entity record (a creation's or deletion's value): every field its
    /// presence says the record carries.
    func record<Entity>(of entity: Entity) -> FieldValue where Element == FieldDescriptor<Entity> {
        var members: [String: FieldValue] = [:]
        members.reserveCapacity(count)
        for descriptor in self where !descriptor.presence.isLeftOut(of: entity) {
            members[descriptor.name] = descriptor.value(entity)
        }
        return .object(members)
    }

    /// Sets every field of `entity` from a whole-entity record; a field records made before it
    /// lack keeps the entity's default.
    ///
    /// - Throws: ``StoreError/invalidValue(entity:field:reason:)`` for a missing field every
    ///   record has, or a value of the wrong shape.
    func read<Entity>(_ record: FieldValue, into entity: inout Entity, named entityName: @escaping @autoclosure () -> String) throws(StoreError)
    where Element == FieldDescriptor<Entity> {
        let members = try FieldReader(entity: entityName(), field: "*").object(record)
        for descriptor in self {
            guard let value = members[descriptor.name] else {
                if descriptor.presence.mayBeMissing { continue }
                throw .invalidValue(entity: entityName(), field: descriptor.name, reason: "missing")
            }
            try descriptor.assign(&entity, value, FieldReader(entity: entityName(), field: descriptor.name))
        }
    }

    /// The value of a group column (``FieldDescriptor/Storage/group(_:)``): its members'
    /// values as one object, nil when every member is null.
    func groupValue<Entity>(_ group: String, of entity: Entity) -> FieldValue? where Element == FieldDescriptor<Entity> {
        var members: [String: FieldValue] = [:]
        var isNull = true
        for descriptor in self {
            guard case .group(group) = descriptor.storage, !descriptor.presence.isLeftOut(of: entity) else { continue }
            let value = descriptor.value(entity)
            if value != .null { isNull = false }
            members[descriptor.name] = value
        }
        // `.none`, not `nil`: a JSON value is ExpressibleByNilLiteral, and `nil` would be `.null`.
        return isNull ? .none : .object(members)
    }

    /// Sets a group's members from ``groupValue(_:of:)``: a member the object lacks is null.
    func setGroup<Entity>(_ group: String, to value: FieldValue, in entity: inout Entity, named entityName: @escaping @autoclosure () -> String)
        throws(StoreError) where Element == FieldDescriptor<Entity>
    {
        let members = try FieldReader(entity: entityName(), field: group).object(value)
        for descriptor in self {
            guard case .group(group) = descriptor.storage else { continue }
            try descriptor.assign(&entity, members[descriptor.name] ?? .null, FieldReader(entity: entityName(), field: descriptor.name))
        }
    }

    /// The names of the group columns, in the order of their first members.
    func groups<Entity>() -> [String] where Element == FieldDescriptor<Entity> {
        var names: [String] = []
        for descriptor in self {
            if case .group(let group) = descriptor.storage, !names.contains(group) { names.append(group) }
        }
        return names
    }
}
