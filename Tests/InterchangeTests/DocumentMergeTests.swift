import Foundation
import Model
import Testing

@testable import Interchange

/// Three versions of a document merged as a tree keyed by object ids (the merge driver's
/// bytes; the command adds the layout's own three-way merge).
@Suite("Document merge")
struct DocumentMergeTests {
    /// The document with the `nth` constraint that has a document id (in document order of the
    /// projects) changed by `delta`, written back in place; and that constraint's id.
    func editConstant(_ bytes: [UInt8], file: String, nth: Int, by delta: Double) throws -> (bytes: [UInt8], id: String?) {
        var writeBack = try DocumentWriteBack(bytes: bytes, file: file)
        var id: String?
        var seen = 0
        for (index, stored) in writeBack.imported.projects.enumerated() {
            var project = stored
            for position in project.constraints.indices where project.constraints[position].documentID != nil {
                if seen == nth {
                    project.constraints[position].equation.constant += delta
                    id = project.constraints[position].documentID
                }
                seen += 1
            }
            writeBack.write(project, over: writeBack.layout(ofRoot: index, identifiedWith: stored), base: stored)
        }
        return (writeBack.writtenBytes, id)
    }

    func constant(of id: String?, in bytes: [UInt8], file: String) throws -> Double? {
        let projects = DocumentImport(try IBDocument(bytes: bytes, file: file), fallbackName: "doc").projects
        return projects.flatMap(\.constraints).first { $0.documentID == id }?.equation.constant
    }

    @Test("on every corpus document: two constraints changed apart merge with both; one changed two ways conflicts, keeping ours")
    func corpus() throws {
        var documents = 0
        for url in try CorpusImportTests.documents() {
            let name = url.lastPathComponent
            let base = Array(try Data(contentsOf: url))
            let ours = try editConstant(base, file: name, nth: 0, by: 12)
            let theirs = try editConstant(base, file: name, nth: 1, by: 5)
            guard let first = ours.id, let second = theirs.id else { continue }
            documents += 1
            let merged = try DocumentMerge(base: base, ours: ours.bytes, theirs: theirs.bytes, file: name)
            #expect(merged.conflicts.isEmpty, "\(name): \(merged.conflicts)")
            let before = (try constant(of: first, in: base, file: name) ?? 0, try constant(of: second, in: base, file: name) ?? 0)
            #expect(try constant(of: first, in: merged.bytes, file: name) == before.0 + 12, "\(name)")
            #expect(try constant(of: second, in: merged.bytes, file: name) == before.1 + 5, "\(name)")
            let clash = try DocumentMerge(
                base: base, ours: ours.bytes, theirs: try editConstant(base, file: name, nth: 0, by: 7).bytes, file: name)
            #expect(clash.conflicts.map(\.attribute) == ["constant"], "\(name)")
            #expect(clash.conflicts.first?.objectID == first)
            #expect(clash.bytes == ours.bytes, "\(name): ours is kept")
            #expect(try DocumentMerge(base: base, ours: base, theirs: base, file: name).bytes == base)
        }
        #expect(documents == 60)
    }

    @Test("a label's text changed on one side and a constraint on the other merge; an edited element removed on the other side conflicts")
    func elements() throws {
        let base = DocumentImportTests.login
        let ours = base.replacingOccurrences(of: #"constant="8" relation"#, with: #"constant="12" relation"#)
        let theirs = base.replacingOccurrences(of: #"<label text="Title""#, with: #"<label text="Welcome""#)
            .replacingOccurrences(
                of:
                    "                <constraint firstAttribute=\"trailing\" secondItem=\"fld\" secondAttribute=\"trailing\" constant=\"16\" placeholder=\"YES\" id=\"c5\"/>\n",
                with: ""
            )
            .replacingOccurrences(
                of: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>",
                with:
                    "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>\n            <color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\"/>"
            )
        let merged = try DocumentMerge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), file: "Login.xib")
        let text = String(decoding: merged.bytes, as: UTF8.self)
        #expect(merged.conflicts.isEmpty)
        #expect(text.contains(#"<label text="Welcome""#) && text.contains(#"constant="12" relation"#))
        #expect(!text.contains(#"id="c5""#), "their removal of an element ours left alone")
        #expect(
            text.contains("id=\"safe\"/>\n            <color key=\"backgroundColor\" white=\"1\""),
            "their new element, after the one it follows")
        // Ours changed c5; theirs removed it.
        let changed = base.replacingOccurrences(of: #"constant="16" placeholder"#, with: #"constant="20" placeholder"#)
        let clash = try DocumentMerge(base: Array(base.utf8), ours: Array(changed.utf8), theirs: Array(theirs.utf8), file: "Login.xib")
        #expect(clash.conflicts.map(\.objectID) == ["c5"])
        #expect(String(decoding: clash.bytes, as: UTF8.self).contains(#"constant="20" placeholder="YES" id="c5""#))
    }

    @Test("a view theirs removed that ours still names stays, as ours has it, and is a conflict")
    func danglingReference() throws {
        let base = DocumentImportTests.login
        var writeBack = try DocumentWriteBack(bytes: Array(base.utf8), file: "Login.xib")
        let stored = try #require(writeBack.imported.projects.first)
        var removing = stored
        let box = try #require(removing.view(named: "view1"))
        removing.views.removeAll { $0.id == box.id }
        removing.constraints.removeAll { $0.equation.items.contains(box.id) }
        writeBack.write(removing, over: writeBack.layout(ofRoot: 0, identifiedWith: stored), base: stored)
        let theirs = writeBack.writtenBytes
        #expect(!String(decoding: theirs, as: UTF8.self).contains(#"id="box""#))
        let anchor = #"<constraint firstItem="lbl" firstAttribute="leading""#
        let ours = base.replacingOccurrences(
            of: anchor,
            with: #"<constraint firstItem="box" firstAttribute="top" secondItem="fld" secondAttribute="bottom" id="new-cc-001"/>"#
                + "\n                " + anchor)
        let merged = try DocumentMerge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: theirs, file: "Login.xib")
        let text = String(decoding: merged.bytes, as: UTF8.self)
        #expect(text.contains(#"id="box""#) && text.contains(#"id="new-cc-001""#))
        #expect(merged.conflicts.contains { $0.objectID == "box" }, "\(merged.conflicts)")
        #expect(!text.contains(#"id="c4""#), "what only named the removed view goes with theirs")
    }

    @Test("on every corpus document: a view theirs added (with its constraints and outlets) and a constant ours changed merge with both")
    func addedView() throws {
        var documents = 0
        for url in try CorpusImportTests.documents() {
            let name = url.lastPathComponent
            let original = Array(try Data(contentsOf: url))
            // Base: the document without one leaf view (and what names it); theirs adds it back.
            var writeBack = try DocumentWriteBack(bytes: original, file: name)
            var removedID: String?
            var removedConstraints: [String] = []
            for (index, stored) in writeBack.imported.projects.enumerated() {
                var project = stored
                let parents = Set(project.views.compactMap(\.parent))
                if removedID == nil, let view = project.views.first(where: { $0.parent != nil && !parents.contains($0.id) && $0.documentID != nil }) {
                    removedID = view.documentID
                    removedConstraints = project.constraints.filter { $0.equation.items.contains(view.id) }.compactMap(\.documentID)
                    project.views.removeAll { $0.id == view.id }
                    project.constraints.removeAll { $0.equation.items.contains(view.id) }
                }
                writeBack.write(project, over: writeBack.layout(ofRoot: index, identifiedWith: stored), base: stored)
            }
            guard let removedID else { continue }
            let base = writeBack.writtenBytes
            let ours = try editConstant(base, file: name, nth: 0, by: 12)
            guard let changed = ours.id, !removedConstraints.contains(changed) else { continue }
            documents += 1
            let merged = try DocumentMerge(base: base, ours: ours.bytes, theirs: original, file: name)
            #expect(merged.conflicts.isEmpty, "\(name): \(merged.conflicts)")
            let projects = DocumentImport(try IBDocument(bytes: merged.bytes, file: name), fallbackName: "doc").projects
            #expect(projects.flatMap(\.views).contains { $0.documentID == removedID }, "\(name): their view")
            let constraints = Set(projects.flatMap(\.constraints).compactMap(\.documentID))
            #expect(constraints.isSuperset(of: removedConstraints), "\(name): its constraints")
            #expect(try constant(of: changed, in: merged.bytes, file: name) == (try constant(of: changed, in: ours.bytes, file: name)), "\(name)")
        }
        #expect(documents > 50)
    }
}
