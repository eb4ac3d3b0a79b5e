import Foundation
import Testing

@Suite("layoutstore export")
struct ExportCommandTests {
    /// The views and constraints as a user lists them, without the UUIDs a new import makes.
    static func listing(_ cli: CLI, _ arguments: String...) throws -> [String] {
        let views = try #require(try cli.run(arguments + ["view", "list", "--json"]).json() as? [[String: Any]])
        let constraints = try #require(try cli.run(arguments + ["list", "--json"]).json() as? [[String: Any]])
        func line(_ object: [String: Any]) throws -> String {
            let kept = object.filter { $0.key != "id" && $0.key != "ibID" }
            return String(decoding: try JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys]), as: UTF8.self)
        }
        return try views.map(line) + constraints.map(line).sorted()
    }

    @Test("the demo exports to a .xib with -o, the same bytes every time, that imports back as the same project")
    func demoRoundTrip() throws {
        let cli = try CLI()
        try cli.ok("demo", "--store", cli.store.path)
        let file = cli.folder.appending(path: "Guide.xib")
        #expect(try cli.run("export", "--xib", "-o", file.path).stdout.isEmpty, "-o writes the file, not stdout")
        let first = try String(contentsOf: file, encoding: .utf8)
        #expect(first.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\""))
        #expect(try cli.ok("export", "--xib") == first, "a re-export makes no diff")
        // Made ids look like Interface Builder's, and none repeats.
        let ids = first.matches(of: /\bid="([^"-][^"]*)"/).map { String($0.output.1) }
        #expect(ids.count > 20 && Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.wholeMatch(of: /[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}/) != nil })

        let other = cli.folder.appending(path: "other.db")
        try cli.ok("--store", other.path, "import", file.path)
        #expect(try Self.listing(cli, "--store", other.path) == Self.listing(cli))
        // Imported back, each object keeps the id the export gave it: exporting again changes nothing.
        #expect(try cli.ok("--store", other.path, "export", "--xib") == first)
        // The demo ends with update-frames: its design frames are the solved ones. Move one, and
        // --solved writes where the constraints put it.
        #expect(try cli.ok("export", "--xib", "--solved") == first)
        try cli.ok("view", "edit", "red", "--frame", "1,2,3,4", "-m", "drag red")
        let design = try cli.ok("export", "--xib")
        #expect(design.contains("<rect key=\"frame\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/>"))
        #expect(try cli.ok("export", "--xib", "--solved") == first)
        #expect(try cli.ok("export", "--xib", "--at", "HEAD~1") == first)
    }

    /// Runs `swiftc` with these arguments in `folder`.
    static func swiftc(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test("export --swift -o writes layout-anchor code for the demo that type-checks against the UIKit-shaped stub")
    func demoSwift() throws {
        let cli = try CLI()
        try cli.ok("demo", "--store", cli.store.path)
        let file = cli.folder.appending(path: "GuideLayout.swift")
        try cli.ok("export", "--swift", "-o", file.path)
        let stub = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/UIKitStub/UIKit.swift")
        let module = try Self.swiftc(
            [
                "-emit-module", "-parse-as-library", "-module-name", "UIKit", stub.path, "-emit-module-path",
                cli.folder.appending(path: "UIKit.swiftmodule").path,
            ],
            in: cli.folder)
        try #require(module.status == 0, "\(module.output)")
        let checked = try Self.swiftc(["-typecheck", "-I", cli.folder.path, file.path], in: cli.folder)
        #expect(checked.status == 0, "\(checked.output)")
        let code = try String(contentsOf: file, encoding: .utf8)
        #expect(code.contains("import UIKit"))
        #expect(code.contains("NSLayoutConstraint.activate(["))
        #expect(code.contains("nameLabel.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20)"))
        #expect(code.contains("button1.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)"))
    }

    @Test("a revision that does not exist, or a bad -o, exits 1 with a message and writes nothing")
    func badInput() throws {
        let cli = try CLI()
        try cli.ok("init", "Login")
        let file = cli.folder.appending(path: "Login.xib")
        let missing = try cli.run("export", "--xib", "--at", "0123456789abcdef", "-o", file.path)
        #expect(missing.status == 1, "\(missing.stderr)")
        #expect(missing.stderr.contains("0123456789abcdef"))
        #expect(!FileManager.default.fileExists(atPath: file.path), "nothing written")
        // An existing file stays as it was.
        try "keep me".write(to: file, atomically: true, encoding: .utf8)
        #expect(try cli.run("export", "--xib", "--at", "HEAD~5", "-o", file.path).status == 1)
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")
        let noFolder = try cli.run("export", "--xib", "-o", cli.folder.appending(path: "no/such/folder/x.xib").path)
        #expect(noFolder.status == 1 && noFolder.stderr.contains("does not exist"))
        #expect(try cli.run("export").status == 64, "neither --xib nor --swift")
        #expect(try cli.run("export", "--swift", "--solved").status == 64)
        // After a successful export, only the file is left in the folder: no temporary files.
        try cli.ok("export", "--xib", "-o", file.path)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("<document "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    @Test("--strict fails when something cannot be exported, and the report names it")
    func strict() throws {
        let cli = try CLI()
        try cli.ok("init", "Login")
        try cli.ok("guide", "add", "column", "--owner", "root")
        let loose = try cli.run("export", "--xib")
        #expect(loose.status == 0 && loose.stderr.contains("not exported: 1 custom layout guides"))
        let strict = try cli.run("export", "--xib", "--strict")
        #expect(strict.status == 1 && strict.stdout.isEmpty)
    }
}
