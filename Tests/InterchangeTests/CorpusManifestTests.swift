import Crypto
import Foundation
import Testing

/// The rules the corpus's `MANIFEST.tsv` keeps (`Tests/Fixtures/ibcorpus/README.md`): no document
/// from the repositories kept aside for an independent check, and each repository in the set its
/// name gives it, so that no one chooses which documents the rules are checked on.
@Suite("The corpus manifest's rules")
struct CorpusManifestTests {
    /// The 16 repositories issue 36 keeps for a check on documents the project has never seen.
    static let keptAside = [
        "Caldis/Mos", "MacPass/MacPass", "NordicSemiconductor/IOS-nRF-Mesh-Library", "Ramotion/folding-cell",
        "Sequel-Ace/Sequel-Ace", "artsy/eidolon", "corona-warn-app/cwa-app-ios", "duckduckgo/iOS", "dwarvesf/hidden",
        "googleads/googleads-mobile-ios-examples", "iina/iina", "objective-see/LuLu", "onevcat/Kingfisher",
        "openfoodfacts/openfoodfacts-ios", "pock/pock", "shadowsocks/ShadowsocksX-NG",
    ]

    /// The set the README's rule gives a repository: `check` when the first 8 hex digits of the
    /// SHA-256 of `owner/name`, read as a number, divide by 3; `tuning` otherwise.
    static func set(of repository: String) -> String {
        let digest = SHA256.hash(data: Data(repository.utf8))
        let first = digest.prefix(4).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return first % 3 == 0 ? "check" : "tuning"
    }

    @Test("no document comes from a repository kept aside for the independent check, by its manifest row or its file name")
    func nothingFromTheKeptAsideRepositories() throws {
        let manifest = try CorpusImportTests.manifest()
        let keptAside = Set(Self.keptAside.map { $0.lowercased() })
        for entry in manifest {
            #expect(!keptAside.contains(entry.repository.lowercased()), "\(entry.file) comes from \(entry.repository)")
        }
        let prefixes = Self.keptAside.map { $0.lowercased().replacingOccurrences(of: "/", with: "__") + "__" }
        for document in try CorpusImportTests.documents() {
            let name = document.lastPathComponent.lowercased()
            #expect(!prefixes.contains { name.hasPrefix($0) }, "\(document.lastPathComponent)")
        }
    }

    @Test("every repository is in the set the SHA-256 of its name gives it")
    func setFollowsTheRule() throws {
        #expect(Self.set(of: "ianyh/Amethyst") == "check" && Self.set(of: "rxhanson/Rectangle") == "tuning")
        for entry in try CorpusImportTests.manifest() {
            #expect(entry.set == Self.set(of: entry.repository), "\(entry.file) (\(entry.repository)) is in the \(entry.set) set")
        }
    }

    /// The team's corpus, beside the package's folder where the project is checked out next to
    /// `shared/` (as on the team's machines and in CI).
    static let shared = CorpusImportTests.folder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "shared/ibcorpus")

    @Test(
        "every document is a byte copy of one in the team's corpus, the only place documents from other repositories are kept",
        .enabled(if: FileManager.default.fileExists(atPath: shared.appending(path: "MANIFEST.tsv").path)))
    func copiesOfTheSharedCorpus() throws {
        for document in try CorpusImportTests.documents() {
            let original = Self.shared.appending(path: document.lastPathComponent)
            let copy = FileManager.default.contents(atPath: original.path)
            let bytes = try Data(contentsOf: document)
            #expect(
                copy != nil,
                "\(document.lastPathComponent) is not in \(Self.shared.path): documents from other repositories go there, not into this repository")
            #expect(
                copy == nil || copy == bytes, "\(document.lastPathComponent) differs from its copy in \(Self.shared.path)")
        }
    }
}
