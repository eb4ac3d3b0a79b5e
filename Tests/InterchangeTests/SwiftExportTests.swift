import Foundation
import Model
import Solver
import Testing

@testable import Interchange

/// Reads back the constraints code from ``SwiftExport`` activates: the anchor calls
/// (`a.topAnchor.constraint(equalTo: b.layoutMarginsGuide.topAnchor, constant: 8)`), the
/// `NSLayoutConstraint(item:…)` form, and priorities set on named constraints. Items are
/// found by the variable names, which are the project's item names (`root` is the root).
struct GeneratedConstraints {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var active: [Constraint] = []

    init(code: String, project: Project) throws {
        let root = try #require(project.rootViews.first).id
        func item(_ name: String) throws -> ItemID {
            if name == "root" { return root }
            guard let id = project.itemID(named: name) else { throw Failure(description: "no item '\(name)'") }
            return id
        }
        func object(_ text: Substring) throws -> (ItemID, BuiltInGuide?) {
            let parts = text.split(separator: ".")
            let guides: [Substring: BuiltInGuide] = [
                "layoutMarginsGuide": .margins, "safeAreaLayoutGuide": .safeArea, "readableContentGuide": .readable,
                "contentLayoutGuide": .contentLayout, "frameLayoutGuide": .frameLayout,
            ]
            guard parts.count <= 2, let name = parts.first else { throw Failure(description: "not an item: \(text)") }
            if parts.count == 2 {
                guard let guide = guides[parts[1]] else { throw Failure(description: "not a guide: \(text)") }
                return (try item(String(name)), guide)
            }
            return (try item(String(name)), nil)
        }
        func anchor(_ text: Substring) throws -> Anchor<ItemID> {
            guard let dot = text.lastIndex(of: "."), text.hasSuffix("Anchor"),
                let attribute = Attribute(rawValue: String(text[text.index(after: dot)...].dropLast("Anchor".count)))
            else { throw Failure(description: "not an anchor: \(text)") }
            let (id, guide) = try object(text[..<dot])
            return Anchor(id, attribute, guide: guide)
        }
        func number(_ text: Substring) throws -> Double {
            guard let value = Double(text) else { throw Failure(description: "not a number: \(text)") }
            return value
        }
        func arguments(_ text: Substring) -> [(label: Substring, value: Substring)] {
            text.split(separator: ", ").map { argument in
                let parts = argument.split(separator: ": ", maxSplits: 1)
                return (parts[0], parts.count > 1 ? parts[1] : "")
            }
        }
        let relations: [String: Relation] = ["equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual]
        func constraint(_ text: Substring) throws -> Constraint {
            if text.hasPrefix("NSLayoutConstraint(item: ") {
                let values = arguments(text.dropFirst("NSLayoutConstraint(".count).dropLast()).map(\.value)
                guard values.count == 7, let relation = relations[String(values[2].dropFirst())],
                    let firstAttribute = Attribute(rawValue: String(values[1].dropFirst())),
                    let secondAttribute = Attribute(rawValue: String(values[4].dropFirst()))
                else { throw Failure(description: "not a constraint: \(text)") }
                let (firstItem, firstGuide) = try object(values[0])
                let second = values[3] == "nil" ? nil : Anchor(try object(values[3]).0, secondAttribute, guide: try object(values[3]).1)
                var equation = Equation(Anchor(firstItem, firstAttribute, guide: firstGuide), relation, second, constant: try number(values[6]))
                equation.multiplier = try number(values[5])
                return Constraint(equation: equation)
            }
            guard let call = text.range(of: ".constraint("), text.hasSuffix(")") else { throw Failure(description: "not a constraint: \(text)") }
            let first = try anchor(text[..<call.lowerBound])
            let list = arguments(text[call.upperBound...].dropLast())
            guard let (label, value) = list.first else { throw Failure(description: "no arguments: \(text)") }
            var relationWord = String(label)
            for (suffix, sign) in [("ToSystemSpacingAfter", 1.0), ("ToSystemSpacingBelow", 1.0)] where relationWord.hasSuffix(suffix) {
                // later = earlier + the standard spacing (8) × multiplier.
                guard let relation = relations[String(relationWord.dropLast(suffix.count))], list.count == 2, list[1].label == "multiplier"
                else { throw Failure(description: "not a system spacing: \(text)") }
                return Constraint(
                    equation: Equation(first, relation, try anchor(value), constant: sign * 8 * (try number(list[1].value))), isStandardSpacing: true)
            }
            let constantOnly = relationWord.hasSuffix("ToConstant")
            relationWord = String(relationWord.dropLast(constantOnly ? "ToConstant".count : "To".count))
            guard let relation = relations[relationWord] else { throw Failure(description: "not a relation: \(label)") }
            if constantOnly { return Constraint(equation: Equation(first, relation, nil, constant: try number(value))) }
            var equation = Equation(first, relation, try anchor(value), constant: 0)
            for (label, value) in list.dropFirst() {
                switch label {
                case "multiplier": equation.multiplier = try number(value)
                case "constant": equation.constant = try number(value)
                default: throw Failure(description: "unknown argument \(label) in \(text)")
                }
            }
            return Constraint(equation: equation)
        }
        var named: [Substring: Constraint] = [:]
        var inActivation = false
        for line in code.split(separator: "\n").map({ $0.trimmingPrefix(while: \.isWhitespace) }) {
            if inActivation {
                if line == "])" {
                    inActivation = false
                    continue
                }
                let entry = line.dropLast()  // the comma
                active.append(try named[entry] ?? constraint(entry))
            } else if line == "NSLayoutConstraint.activate([" {
                inActivation = true
            } else if line.hasPrefix("let constraint"), let equals = line.range(of: " = ") {
                named[line.dropFirst(4)[..<equals.lowerBound]] = try constraint(line[equals.upperBound...])
            } else if let dot = line.range(of: ".priority = UILayoutPriority("), named[line[..<dot.lowerBound]] != nil {
                named[line[..<dot.lowerBound]]?.priority = Priority(Float(try number(line[dot.upperBound...].dropLast())))
            }
        }
    }
}

@Suite("Export to Swift layout-anchor code")
struct SwiftExportTests {
    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/UIKitStub")

    /// Every project of every corpus document, with the document's file name.
    static func corpusProjects() throws -> [(file: String, project: Project)] {
        try CorpusImportTests.documents().flatMap { url in
            let document = try IBDocument(bytes: Array(try Data(contentsOf: url)), file: url.lastPathComponent)
            return DocumentImport(document, fallbackName: "doc").projects.map { (url.lastPathComponent, $0) }
        }
    }

    /// Runs a program, returning its exit status and what it printed.
    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test("the code for every corpus project type-checks against a UIKit-shaped module (one swiftc run)")
    func corpusTypeChecks() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for module in ["UIKit", "WebKit", "MapKit"] {
            let built = try Self.run(
                [
                    "swiftc", "-emit-module", "-parse-as-library", "-module-name", module, "-I", folder.path,
                    Self.stubs.appending(path: "\(module).swift").path, "-emit-module-path", folder.appending(path: "\(module).swiftmodule").path,
                ],
                in: folder)
            try #require(built.status == 0, "the \(module) stub: \(built.output)")
        }
        var imports: Set<String> = []
        var bodies: [String] = []
        let projects = try Self.corpusProjects()
        for (number, (file, project)) in projects.enumerated() {
            let code = try SwiftExport(project, functionName: "install", header: [file]).text
            let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
            imports.formUnion(lines.filter { $0.hasPrefix("import ") }.map(String.init))
            #expect(code.contains("NSLayoutConstraint.activate(["), "\(file) \(project.name)")
            // Each project's function inside a function of its own, so their names do not clash.
            bodies.append("func project\(number)() {\n" + lines.filter { !$0.hasPrefix("import ") }.joined(separator: "\n") + "\n}\n")
        }
        let source = folder.appending(path: "Corpus.swift")
        try (imports.sorted().joined(separator: "\n") + "\n\n" + bodies.joined(separator: "\n")).write(to: source, atomically: true, encoding: .utf8)
        let checked = try Self.run(["swiftc", "-typecheck", "-I", folder.path, source.path], in: folder)
        #expect(checked.status == 0, "\(checked.output.prefix(4000))")
        #expect(!checked.output.contains("error:"))
        print("export --swift: \(projects.count) projects type-check")
    }

    @Test("the constraints the code for every corpus project activates, read back, solve to the same frames")
    func corpusSolvesTheSame() throws {
        var compared = 0
        for (file, project) in try Self.corpusProjects() {
            let code = try SwiftExport(project).text
            let generated = try GeneratedConstraints(code: code, project: project)
            let runtime = project.constraints.filter { $0.isActive && !$0.isPlaceholder }
            #expect(
                generated.active.count == runtime.count,
                "\(file) \(project.name): \(generated.active.count) activated, \(runtime.count) in the project")
            var fromCode = project
            fromCode.constraints = generated.active
            let root = try #require(project.rootViews.first).frame
            let environment = LayoutEnvironment(rootWidth: root.width, rootHeight: root.height)
            let expected = LayoutSystem.solve(project, in: environment)
            let solved = LayoutSystem.solve(fromCode, in: environment)
            // Every view, the ambiguous ones too: the solver places them the same whatever order
            // the constraints come in.
            for view in project.views {
                let (a, b) = (expected.frames[view.id] ?? .zero, solved.frames[view.id] ?? .zero)
                let close = abs(a.x - b.x) <= 0.01 && abs(a.y - b.y) <= 0.01 && abs(a.width - b.width) <= 0.01 && abs(a.height - b.height) <= 0.01
                #expect(close || a.x.isNaN, "\(file) \(project.name) \(view.name): \(a) from the project, \(b) from the code")
                compared += 1
            }
        }
        print("export --swift: \(compared) views solve the same from the code")
        #expect(compared == 1797, "every view of the corpus")
    }

    @Test("the stub refuses what UIKit refuses: mixed axes, a multiplier on a location anchor, a guide's baseline")
    func stubIsStrict() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-stub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = try Self.run(
            [
                "swiftc", "-emit-module", "-parse-as-library", "-module-name", "UIKit", Self.stubs.appending(path: "UIKit.swift").path,
                "-emit-module-path", folder.appending(path: "UIKit.swiftmodule").path,
            ],
            in: folder)
        try #require(built.status == 0, "\(built.output)")
        let wrong = [
            "a.leadingAnchor.constraint(equalTo: b.topAnchor)",
            "a.leadingAnchor.constraint(equalTo: b.leadingAnchor, multiplier: 2)",
            "a.widthAnchor.constraint(equalTo: b.leadingAnchor)",
            "a.layoutMarginsGuide.firstBaselineAnchor.constraint(equalTo: b.topAnchor)",
        ]
        for (number, line) in wrong.enumerated() {
            let source = folder.appending(path: "Wrong\(number).swift")
            try "import UIKit\nfunc f(a: UIView, b: UIView) { _ = \(line) }\n".write(to: source, atomically: true, encoding: .utf8)
            #expect(try Self.run(["swiftc", "-typecheck", "-I", folder.path, source.path], in: folder).status != 0, "accepted: \(line)")
        }
        let right = folder.appending(path: "Right.swift")
        try "import UIKit\nfunc f(a: UIView, b: UIView) { _ = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2, constant: 1) }\n"
            .write(to: right, atomically: true, encoding: .utf8)
        #expect(try Self.run(["swiftc", "-typecheck", "-I", folder.path, right.path], in: folder).status == 0)
    }

    @Test("the chapter's forms: margins guide, safe area, ratio, priority and identifier before activation, hugging, stacks, guides")
    func forms() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let title = View(name: "title", parent: root.id, kind: .label, contentHugging: AxisPriorities(horizontal: 251, vertical: 250))
        let row = View(name: "row", parent: root.id, index: 1, kind: .stackView)
        let icon = View(name: "icon", parent: row.id, kind: .imageView)
        var stackRow = row
        stackRow.stack = StackView(axis: .vertical, spacing: .standard, arrangedSubviews: [icon.id])
        let guide = LayoutGuide(name: "column", owner: root.id)
        let project = Project(
            name: "login screen", views: [root, title, stackRow, icon], guides: [guide],
            constraints: [
                Constraint(equation: Equation(Anchor(title.id, .leading), .equal, Anchor(root.id, .leadingMargin))),
                Constraint(
                    identifier: "titleTop", equation: Equation(Anchor(title.id, .top), .equal, Anchor(root.id, .top, guide: .safeArea), constant: 20),
                    priority: 750),
                Constraint(equation: Equation(Anchor(icon.id, .height), .equal, multiplier: 2, Anchor(icon.id, .width))),
                Constraint(equation: Equation(Anchor(row.id, .centerX), .equal, multiplier: 0.5, Anchor(root.id, .centerX))),
                Constraint(equation: Equation(Anchor(guide.id, .width), .lessThanOrEqual, nil, constant: 600)),
                Constraint(equation: Equation(Anchor(row.id, .top), .equal, Anchor(root.id, .bottom, guide: .readable)), isPlaceholder: true),
                Constraint(equation: Equation(Anchor(row.id, .top), .equal, Anchor(title.id, .bottom), constant: 8), isStandardSpacing: true),
                Constraint(
                    equation: Equation(Anchor(title.id, .leading), .greaterThanOrEqual, Anchor(row.id, .trailing), constant: -8),
                    isStandardSpacing: true),
            ])
        let code = try SwiftExport(project).text
        #expect(code.contains("func installLoginScreenLayout(in root: UIView) {"))
        #expect(code.contains("title.translatesAutoresizingMaskIntoConstraints = false"))
        #expect(code.contains("title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),"))
        #expect(code.contains("let constraint1 = title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20)"))
        let priority = try #require(code.range(of: "constraint1.priority = UILayoutPriority(750)"))
        let identifier = try #require(code.range(of: "constraint1.identifier = \"titleTop\""))
        let activation = try #require(code.range(of: "NSLayoutConstraint.activate(["))
        #expect(priority.upperBound < activation.lowerBound && identifier.upperBound < activation.lowerBound, "set before activation")
        #expect(code.contains("icon.heightAnchor.constraint(equalTo: icon.widthAnchor, multiplier: 2),"))
        #expect(
            code.contains(
                "NSLayoutConstraint(item: row, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0.5, constant: 0),"
            ))
        #expect(code.contains("let column = UILayoutGuide()\n    root.addLayoutGuide(column)"))
        #expect(code.contains("column.widthAnchor.constraint(lessThanOrEqualToConstant: 600),"))
        #expect(code.contains("title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)"))
        #expect(!code.contains("title.setContentHuggingPriority(UILayoutPriority(250)"), "defaults are not set")
        #expect(!code.contains("title.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)"))
        #expect(code.contains("row.addArrangedSubview(icon)") && code.contains("row.spacing = UIStackView.spacingUseSystem"))
        #expect(code.contains("row.axis = .vertical"))
        #expect(!code.contains("readableContentGuide"), "the placeholder is left out")
        #expect(code.contains("row.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),"))
        #expect(code.contains("row.trailingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: title.leadingAnchor, multiplier: 1),"))
    }
}
