import Foundation
import GRDB

/// Reading columns without trapping: GRDB's `row[i]` stops the process when a column holds NULL
/// or a value of another type, and a store edited with `sqlite3` (or damaged) can hold either.
/// These read the value or throw ``StoreError/corruptData(_:)`` naming the column, so that
/// every command, `verify` first, reports a damaged store instead of crashing on it.
extension Row {
    /// The value of a column that must not be NULL.
    @inline(__always)
    func decoded<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ index: Int, as type: Value.Type = Value.self)
        throws(StoreError) -> Value
    {
        do {
            return try decode(Value.self, atIndex: index)
        } catch {
            throw corrupt(index, expected: "\(Value.self)")
        }
    }

    /// The value of a column that may be NULL.
    @inline(__always)
    func decodedIfPresent<Value: DatabaseValueConvertible & StatementColumnConvertible>(
        _ index: Int, as type: Value.Type = Value.self
    ) throws(StoreError) -> Value? {
        hasNull(atIndex: index) ? nil : try decoded(index, as: Value.self)
    }

    /// The text of a column, nil for NULL. (`row[i] as String?` takes GRDB's generic path,
    /// several times slower when decoding thousands of rows.)
    func text(_ index: Int) throws(StoreError) -> String? { try decodedIfPresent(index, as: String.self) }

    /// The number in a column, nil for NULL.
    func number(_ index: Int) throws(StoreError) -> Double? { try decodedIfPresent(index, as: Double.self) }

    private func corrupt(_ index: Int, expected: String) -> StoreError {
        let names = Array(columnNames)
        let column = names.indices.contains(index) ? "'\(names[index])'" : "#\(index)"
        let found = hasNull(atIndex: index) ? "NULL" : "a value of another type"
        return .corruptData("column \(column) holds \(found) where \(expected.lowercased() == "data" ? "bytes" : "a value") is expected")
    }
}

extension Row {
    /// A revision id kept as its 32 bytes (schema 0011).
    func revisionID(_ index: Int) throws(StoreError) -> RevisionID {
        let bytes: Data = try decoded(index)
        guard let id = RevisionID(blob: bytes) else { throw .corruptData("a revision id of \(bytes.count) bytes where 32 are expected") }
        return id
    }

    /// A revision id kept as its 32 bytes, nil for NULL.
    func revisionIDIfPresent(_ index: Int) throws(StoreError) -> RevisionID? {
        hasNull(atIndex: index) ? nil : try revisionID(index)
    }
}
