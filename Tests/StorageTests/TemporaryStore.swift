import Foundation
import GRDB
import Model
import Testing

@testable import Storage

/// A store in a fresh temporary directory, removed when the value goes away.
final class TemporaryStore {
    let directory: URL
    let path: String
    let store: Store

    init(file: String = "test.db") throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "layoutstore-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appending(path: file).path
        store = try Store(path: path)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// A project with a root view of 375 × 812, and its id.
    func makeProject(_ name: String = "Login") throws -> (id: ProjectID, root: ItemID) {
        _ = try store.createProject(name: name, rootSize: (375, 812), message: "create \(name)", author: "tester")
        let summary = try store.resolveProject(name)
        let root = try #require(try store.state(of: summary.id).itemID(named: "root"))
        return (summary.id, root)
    }

    /// Runs raw SQL on the file through a separate connection, as a user with `sqlite3` would.
    func rawSQL(_ sql: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
    }

    /// The store's file, byte for byte.
    func fileBytes() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
}

/// A seeded generator (SplitMix64), so that property tests repeat.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Constraint {
    /// `first.attribute == second.attribute + constant`.
    static func pin(
        _ first: ItemID, _ attribute: Attribute, to second: ItemID, _ secondAttribute: Attribute? = nil,
        constant: Double = 0, identifier: String? = nil
    ) -> Constraint {
        Constraint(
            identifier: identifier,
            equation: Equation(Anchor(first, attribute), .equal, Anchor(second, secondAttribute ?? attribute), constant: constant))
    }
}
