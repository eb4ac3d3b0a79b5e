import Foundation
import Model
import Testing

@testable import Interchange

/// `export --xib` writes the same bytes it always wrote: every project of every corpus document
/// (and a generated list of views without document ids, whose ids export makes), exported in
/// this one process, against the digests in `Tests/Fixtures/ibcorpus-exports.txt`
/// (`EXPORT_RECORD=1` writes them). Import makes random ids, which export turns into the ids of
/// the views that have none, so each project's ids are first replaced by ids drawn from a seed.
@Suite("Export bytes")
struct ExportBytesTests {
    static let digests = CorpusImportTests.folder.deletingLastPathComponent().appending(path: "ibcorpus-exports.txt")

    @Test("every corpus project and a generated list export to the bytes recorded for them")
    func exportsUnchanged() throws {
        var lines: [String] = []
        for url in try CorpusImportTests.documents() {
            let document = try IBDocument(bytes: Array(try Data(contentsOf: url)), file: url.lastPathComponent)
            for (index, project) in DocumentImport(document, fallbackName: "doc").projects.enumerated() {
                lines.append(try Self.line(for: project, named: "\(url.lastPathComponent) #\(index)"))
            }
        }
        lines.append(try Self.line(for: Self.list(views: 300), named: "generated list of 300 views"))
        let recorded = (try? String(contentsOf: Self.digests, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        if ProcessInfo.processInfo.environment["EXPORT_RECORD"] == "1" {
            try (lines.joined(separator: "\n") + "\n").write(to: Self.digests, atomically: true, encoding: .utf8)
            return
        }
        #expect(lines.count > 61)
        // By name, so that a document added to the corpus reads as one not recorded yet.
        func byName(_ lines: [String]) -> [String: String] {
            Dictionary(lines.map { line in (String(line.split(separator: " ", maxSplits: 2)[2]), line) }, uniquingKeysWith: { first, _ in first })
        }
        let expected = byName(recorded)
        for (name, line) in byName(lines) {
            guard let recordedLine = expected[name] else {
                Issue.record("\(name) is not recorded: a document new to the corpus? EXPORT_RECORD=1 records it")
                continue
            }
            #expect(line == recordedLine)
        }
        #expect(Set(byName(lines).keys) == Set(expected.keys), "recorded projects that no longer export")
    }

    /// `FNV-1a digest, bytes, name` of the project's export.
    static func line(for project: Project, named name: String) throws -> String {
        let bytes = Array(try DocumentExport(Self.seededIDs(project)).document.xmlText.utf8)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16) + " " + String(bytes.count) + " " + name
    }

    /// The project with every view, guide and constraint id replaced by one drawn from a fixed seed, in order.
    static func seededIDs(_ project: Project) -> Project {
        var generator = SplitMix64(seed: 37)
        func uuid() -> UUID {
            var bytes = (generator.next(), generator.next())
            return withUnsafeBytes(of: &bytes) { raw in UUID(uuid: raw.load(as: uuid_t.self)) }
        }
        var items: [ItemID: ItemID] = [:]
        for view in project.views { items[view.id] = ItemID(uuid()) }
        for guide in project.guides { items[guide.id] = ItemID(uuid()) }
        var result = project.replacingItemIDs { items[$0] ?? $0 }
        for index in result.constraints.indices { result.constraints[index].id = ConstraintID(uuid()) }
        return result
    }

    /// A root with `count` views in a vertical list and no document ids (export makes them all).
    static func list(views count: Int) -> Project {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: Double(count) * 52 + 20))
        let views = (0..<count).map { index in
            View(name: "view\(index + 1)", parent: root.id, index: index, frame: Rect(x: 16, y: Double(index) * 52 + 8, width: 343, height: 44))
        }
        var constraints: [Constraint] = []
        for (index, view) in views.enumerated() {
            let above = index == 0 ? Anchor(root.id, .top) : Anchor(views[index - 1].id, .bottom)
            constraints += [
                Constraint(equation: Equation(Anchor(view.id, .leading), .equal, Anchor(root.id, .leading), constant: 16)),
                Constraint(equation: Equation(Anchor(view.id, .trailing), .equal, Anchor(root.id, .trailing), constant: -16)),
                Constraint(equation: Equation(Anchor(view.id, .top), .equal, above, constant: 8)),
                Constraint(equation: Equation(Anchor(view.id, .height), .equal, constant: 44), priority: index % 2 == 0 ? .required : 750),
            ]
        }
        return Project(name: "List", views: [root] + views, guides: [], constraints: constraints)
    }
}
