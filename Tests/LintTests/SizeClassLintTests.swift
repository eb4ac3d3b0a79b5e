import Interchange
import Model
import Testing

@testable import Lint

/// Lint solves each device in its size class: a constraint installed for compact height only
/// holds on a phone in landscape, not in portrait nor on the design canvas (an iPhone 11 in
/// portrait, `wC hR`).
@Suite("Lint in size classes")
struct SizeClassLintTests {
    /// The fixture storyboard with the loose view's width and height installed for compact
    /// height only (`<variation key="heightClass=compact">`).
    static let storyboard = LintFixture.storyboard(looseConstrained: true).replacingOccurrences(
        of: "                        </constraints>\n",
        with: """
                                    </constraints>
                                    <variation key="default">
                                        <mask key="constraints"><exclude reference="l3"/><exclude reference="l4"/></mask>
                                    </variation>
                                    <variation key="heightClass=compact">
                                        <mask key="constraints"><include reference="l3"/><include reference="l4"/></mask>
                                    </variation>

            """)

    func ambiguousDevices(_ configuration: LintConfiguration) -> [String]? {
        DocumentLinter(configuration: configuration).lint(bytes: Array(Self.storyboard.utf8), path: "Profile.storyboard")
            .first { $0.rule == .ambiguousLayout && $0.message.contains("loose") }?.devices
    }

    @Test("the loose view is ambiguous on the design canvas and in portrait, and not in landscape, where its size is installed")
    func eachDeviceInItsClass() throws {
        #expect(Self.storyboard.contains("heightClass=compact"), "the variation went in")
        var configuration = LintConfiguration()
        configuration.devices = ["design", "iphone-se"]
        configuration.rightToLeft = false
        #expect(ambiguousDevices(configuration) == ["design", "iphone-se portrait"])
    }

    @Test("--size-class hC solves every device in compact height: the loose view is sized everywhere")
    func oneClassForAll() throws {
        var configuration = LintConfiguration()
        configuration.devices = ["design", "iphone-se"]
        configuration.rightToLeft = false
        configuration.sizeClass = SizeClass(height: .compact)
        #expect(ambiguousDevices(configuration) == nil)
    }

    @Test("a device's class: design is the document's device's, a phone turns compact in height")
    func deviceClasses() throws {
        let iPhone11 = IBDevice(id: "retina6_1", orientation: "portrait")
        #expect(LintDevice.design.sizeClass(designDevice: iPhone11).description == "wC hR")
        #expect(LintDevice.design.sizeClass(designDevice: nil) == .any)
        let landscape = try #require(LintDevice.named("iphone-se:landscape")?.first)
        #expect(landscape.sizeClass(designDevice: iPhone11).description == "wC hC")
    }
}
