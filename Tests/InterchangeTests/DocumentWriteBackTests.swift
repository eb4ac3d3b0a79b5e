import Foundation
import Model
import Testing

@testable import Interchange

/// `export --into`: a project written back into its own document, in place.
@Suite("Write back in place")
struct DocumentWriteBackTests {
    /// The document's text with each root's project changed by `change`, written back as
    /// `--frames keep` does (frames only where the design frame changed).
    func writtenBack(_ text: String, file: String = "Login.xib", change: (inout Project) throws -> Void) throws -> String {
        try String(decoding: writtenBack(Array(text.utf8), file: file, change: change).bytes, as: UTF8.self)
    }

    func writtenBack(_ bytes: [UInt8], file: String, change: (inout Project) throws -> Void) throws -> (
        bytes: [UInt8], notWritten: [DocumentImport.Skipped]
    ) {
        var writeBack = try DocumentWriteBack(bytes: bytes, file: file)
        for (index, stored) in writeBack.imported.projects.enumerated() {
            var project = stored
            try change(&project)
            let layout = writeBack.layout(ofRoot: index, identifiedWith: stored)
            writeBack.write(project, over: layout, base: stored)
        }
        return (writeBack.writtenBytes, writeBack.notWritten)
    }

    /// The lines of `after` that are not in `before` and those of `before` not in `after`, in order.
    func changedLines(_ before: String, _ after: String) -> (removed: [String], added: [String]) {
        let old = before.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = after.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let difference = new.difference(from: old)
        var removed: [String] = []
        var added: [String] = []
        for change in difference {
            switch change {
            case .remove(_, let line, _): removed.append(line)
            case .insert(_, let line, _): added.append(line)
            }
        }
        return (removed, added)
    }

    @Test("an unchanged import writes back the same bytes, for every document of the corpus")
    func corpusUnchanged() throws {
        var roots = 0
        for url in try CorpusImportTests.documents() {
            let bytes = Array(try Data(contentsOf: url))
            let written = try writtenBack(bytes, file: url.lastPathComponent) { _ in }
            roots += try DocumentWriteBack(bytes: bytes, file: url.lastPathComponent).imported.projects.count
            #expect(written.bytes == bytes, "\(url.lastPathComponent) changed")
            #expect(written.notWritten.isEmpty, "\(url.lastPathComponent): \(written.notWritten)")
        }
        #expect(roots > 200)
    }

    @Test("a changed constant is a one-line diff, and the document imports with it, in every corpus document")
    func corpusConstant() throws {
        var documents = 0
        for url in try CorpusImportTests.documents() {
            let bytes = Array(try Data(contentsOf: url))
            let before = String(decoding: bytes, as: UTF8.self)
            var changed: (root: Int, id: String?, constant: Double)?
            var root = 0
            let written = try writtenBack(bytes, file: url.lastPathComponent) { project in
                defer { root += 1 }
                guard changed == nil, let index = project.constraints.indices.first(where: { project.constraints[$0].documentID != nil }) else {
                    return
                }
                project.constraints[index].equation.constant += 12
                changed = (root, project.constraints[index].documentID, project.constraints[index].equation.constant)
            }
            guard let changed else { continue }
            documents += 1
            let after = String(decoding: written.bytes, as: UTF8.self)
            let lines = changedLines(before, after)
            #expect(lines.removed.count == 1 && lines.added.count == 1, "\(url.lastPathComponent): \(lines)")
            #expect(lines.added.first?.contains("id=\"\(changed.id ?? "")\"") == true, "\(url.lastPathComponent): \(lines)")
            let reimported = DocumentImport(try IBDocument(bytes: written.bytes, file: url.lastPathComponent), fallbackName: "doc")
            let constraint = reimported.projects[changed.root].constraints.first { $0.documentID == changed.id }
            #expect(constraint?.equation.constant == changed.constant, "\(url.lastPathComponent)")
        }
        #expect(documents == 60)
    }

    @Test("constant, priority, relation and multiplier changes touch their attributes only, in Interface Builder's order")
    func attributes() throws {
        let after = try writtenBack(DocumentImportTests.login) { project in
            let c2 = try #require(project.constraints.firstIndex { $0.documentID == "c2" })
            project.constraints[c2].equation.constant = 8
            project.constraints[c2].priority = Priority(999)
            let c3 = try #require(project.constraints.firstIndex { $0.documentID == "c3" })
            project.constraints[c3].equation.relation = .equal
            project.constraints[c3].equation.constant = 0
            let c4 = try #require(project.constraints.firstIndex { $0.documentID == "c4" })
            project.constraints[c4].equation.multiplier = 0.5
        }
        let lines = changedLines(DocumentImportTests.login, after)
        #expect(
            lines.added == [
                #"                <constraint firstItem="lbl" firstAttribute="leading" secondItem="root1" secondAttribute="leadingMargin" priority="999" constant="8" id="c2"/>"#,
                #"                <constraint firstItem="fld" firstAttribute="top" secondItem="lbl" secondAttribute="baseline" priority="750" identifier="fieldTop" id="c3"/>"#,
                #"                <constraint firstItem="box" firstAttribute="height" secondItem="box" secondAttribute="width" multiplier="0.5" id="c4"/>"#,
            ])
        #expect(lines.removed.count == 3)
    }

    @Test("a new constraint is one new element in id order with an id in Interface Builder's form, and is known by it again")
    func newConstraint() throws {
        var writeBack = try DocumentWriteBack(bytes: Array(DocumentImportTests.login.utf8), file: "Login.xib")
        let stored = try #require(writeBack.imported.projects.first)
        var project = stored
        let field = try #require(project.view(named: "textField1")), title = try #require(project.view(named: "titleLabel"))
        project.constraints.append(Constraint(equation: Equation(Anchor(field.id, .leading), .equal, Anchor(title.id, .leading))))
        writeBack.write(project, over: writeBack.layout(ofRoot: 0, identifiedWith: stored), base: stored)
        let after = String(decoding: writeBack.writtenBytes, as: UTF8.self)
        let lines = changedLines(DocumentImportTests.login, after)
        #expect(lines.removed.isEmpty && lines.added.count == 1, "\(lines)")
        let line = try #require(lines.added.first)
        #expect(
            line.hasPrefix(
                #"                <constraint firstItem="fld" firstAttribute="leading" secondItem="lbl" secondAttribute="leading" id=""#))
        let id = try #require(line.split(separator: "\"").dropLast().last.map(String.init))
        #expect(id.wholeMatch(of: /[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}/) != nil, "\(id)")
        // In id order among its siblings, as Interface Builder keeps them.
        let ids = after.matches(of: /<constraint [^>]*id="([^"]+)"/).map { String($0.output.1) }
        #expect(ids == ids.sorted())
        // The document now agrees with the project: the new element is known by its id, even
        // with another constant.
        let again = try DocumentWriteBack(bytes: writeBack.writtenBytes, file: "Login.xib")
        #expect(again.differences(from: again.layout(ofRoot: 0, identifiedWith: project), to: project).isEmpty)
        project.constraints[project.constraints.count - 1].equation.constant = 4
        let differences = again.differences(from: again.layout(ofRoot: 0, identifiedWith: project), to: project)
        #expect(differences.map(\.kind) == [.changed(["constant"])])
    }

    @Test("a removed view removes its element and the constraints that name it, and nothing else")
    func removedView() throws {
        let after = try writtenBack(DocumentImportTests.login) { project in
            let box = try #require(project.view(named: "view1"))
            project.views.removeAll { $0.id == box.id }
            project.constraints.removeAll { $0.equation.items.contains(box.id) }
        }
        #expect(!after.contains("id=\"box\"") && !after.contains("id=\"c4\"") && !after.contains("id=\"c6\""))
        #expect(!after.contains("<variation") && !after.contains("<exclude"), "the size-class mask of c6 goes with it")
        let lines = changedLines(DocumentImportTests.login, after)
        #expect(lines.added.isEmpty)
        #expect(lines.removed.count == 4 + 2 + 3, "\(lines.removed)")
        #expect(after.contains(#"<constraint firstItem="fld" firstAttribute="top""#))
    }

    @Test("a changed design frame changes that frame's numbers only")
    func designFrame() throws {
        let after = try writtenBack(DocumentImportTests.login) { project in
            let index = try #require(project.views.firstIndex { $0.name == "titleLabel" })
            project.views[index].frame.y = 80
        }
        let lines = changedLines(DocumentImportTests.login, after)
        #expect(lines.added == [#"                    <rect key="frame" x="16" y="80" width="42" height="21"/>"#])
    }

    @Test("what a document cannot take in place is counted, and left as it was")
    func notWritten() throws {
        let result = try writtenBack(Array(DocumentImportTests.login.utf8), file: "Login.xib") { project in
            let root = try #require(project.rootViews.first)
            project.views.append(View(name: "badge", parent: root.id, index: 9))
            let index = try #require(project.views.firstIndex { $0.name == "view1" })
            project.views[index].layoutMargins = .zero
        }
        #expect(result.bytes == Array(DocumentImportTests.login.utf8))
        #expect(result.notWritten.map(\.reason).contains { $0.hasPrefix("new views") })
        #expect(result.notWritten.map(\.reason).contains { $0.hasPrefix("view layoutMargins") })
    }
}
