import Model
import Solver
import Testing

/// `--device` and `--landscape`: a full-screen root on a row of the device table.
@Suite("Device environments")
struct DeviceEnvironmentTests {
    @Test("the presets solve and render used before the table are unchanged")
    func presetsKept() throws {
        let se = try #require(LayoutEnvironment.device(named: "iphone-se"))
        #expect((se.rootWidth, se.rootHeight, se.readableWidth) == (375, 667, 343))
        #expect(se.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(se.rootMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        let phone = try #require(LayoutEnvironment.device(named: "iphone-15"))
        #expect((phone.rootWidth, phone.rootHeight, phone.readableWidth) == (393, 852, 361))
        let pad = try #require(LayoutEnvironment.device(named: "ipad-11"))
        #expect((pad.rootWidth, pad.rootHeight, pad.readableWidth) == (834, 1194, 672))
        #expect(pad.rootMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    }

    @Test("in landscape a root takes the turned screen and its safe area")
    func landscape() throws {
        let turned = try #require(LayoutEnvironment.device(named: "iphone-15", orientation: .landscape))
        #expect((turned.rootWidth, turned.rootHeight) == (852, 393))
        #expect(turned.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(LayoutEnvironment.device(named: "iphone-99") == nil)
    }
}
