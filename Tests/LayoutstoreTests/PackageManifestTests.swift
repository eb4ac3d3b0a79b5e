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
