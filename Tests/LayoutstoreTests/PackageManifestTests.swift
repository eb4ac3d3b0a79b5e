import Foundation
import Testing

/// What `Package.swift` declares is what the code needs: a package that says it builds for
/// macOS 14 but uses macOS 15's `Mutex` fails in its users' builds, not in ours.
@Suite("The package manifest")
struct PackageManifestTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The macOS version a manifest declares (`.macOS(.v15)` → 15), nil when it declares none.
    static func declaredMacOS(in manifest: String) -> Int? {
        guard let range = manifest.range(of: #"\.macOS\(\.v(\d+)"#, options: .regularExpression) else { return nil }
        return Int(manifest[range].filter(\.isNumber))
    }

    @Test("the declared platforms are true: Synchronization's Mutex needs macOS 15, in the package and in its consumer")
    func declaredPlatforms() throws {
        let sources = try #require(FileManager.default.enumerator(at: Self.root.appending(path: "Sources"), includingPropertiesForKeys: nil))
        let usingMutex = try sources.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .filter { try String(contentsOf: $0, encoding: .utf8).contains("import Synchronization") }
        #expect(!usingMutex.isEmpty, "the check still has something to check")
        for manifest in ["Package.swift", "Tests/PackageConsumer/Package.swift"] {
            let text = try String(contentsOf: Self.root.appending(path: manifest), encoding: .utf8)
            let macOS = try #require(Self.declaredMacOS(in: text), "\(manifest) declares macOS")
            #expect(macOS >= 15, "\(manifest) declares macOS \(macOS), but \(usingMutex.map(\.lastPathComponent).sorted()) use Mutex (macOS 15)")
            #expect(!text.contains(".iOS(.v") || text.contains(".iOS(.v18"), "\(manifest): Mutex needs iOS 18")
        }
    }
}

extension PackageManifestTests {
    /// Modules of the toolchain, which no target declares.
    static let toolchainModules: Set<String> = [
        "Foundation", "FoundationXML", "FoundationNetworking", "FoundationEssentials", "Dispatch", "Glibc", "Musl", "Darwin",
        "Synchronization", "Testing", "XCTest",
    ]

    /// Each target of `Package.swift` with the names its declaration quotes (its dependencies'
    /// targets and products among them) and the folder of its sources.
    static func declaredTargets(in manifest: String) -> [(folder: String, quoted: Set<String>)] {
        let starts = manifest.ranges(of: #/\.(target|testTarget|executableTarget|plugin|systemLibrary)\(/#).map(\.lowerBound)
        return zip(starts, starts.dropFirst() + [manifest.endIndex]).compactMap { start, end in
            let block = manifest[start..<end]
            let quoted = Set(block.matches(of: #/"([^"]+)"/#).map { String($0.output.1) })
            guard let name = block.firstMatch(of: #/name: "([^"]+)"/#)?.output.1 else { return nil }
            let folder =
                block.firstMatch(of: #/path: "([^"]+)"/#).map { String($0.output.1) }
                ?? (block.hasPrefix(".testTarget") ? "Tests/" : "Sources/") + name
            return (folder, quoted)
        }
    }

    @Test("every module a target imports is declared in its dependencies (one that builds today only through another's)")
    func importsAreDeclared() throws {
        let manifest = try String(contentsOf: Self.root.appending(path: "Package.swift"), encoding: .utf8)
        let targets = Self.declaredTargets(in: manifest)
        #expect(targets.count > 10, "the manifest's targets were found")
        var undeclared: [String] = []
        for (folder, quoted) in targets {
            guard let files = FileManager.default.enumerator(at: Self.root.appending(path: folder), includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    guard
                        let match = line.firstMatch(
                            of: #/^(?:@\w+(?:\([^)]*\))? )*import (?:(?:struct|class|enum|protocol|func|typealias|var|let) )?(\w+)/#)
                    else { continue }
                    let module = String(match.output.1)
                    guard !Self.toolchainModules.contains(module), !quoted.contains(module) else { continue }
                    undeclared.append("\(folder)/\(file.lastPathComponent) imports \(module)")
                }
            }
        }
        #expect(undeclared.isEmpty, "declare these in Package.swift: \(undeclared.sorted())")
    }
}
