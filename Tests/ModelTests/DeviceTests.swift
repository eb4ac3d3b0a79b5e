import Model
import Testing

/// The one table of screens (docs/devices.md) that solve, render, lint and import share.
@Suite("The device table")
struct DeviceTests {
    @Test("every iPhone back to the SE (1st generation) and every current iPad is there, by its own name")
    func coverage() throws {
        for name in [
            "iphone-se-1st", "iphone-se", "iphone-8-plus", "iphone-x", "iphone-xr", "iphone-12-mini", "iphone-14", "iphone-15", "iphone-15-pro-max",
            "iphone-16-pro", "iphone-17-pro-max", "iphone-air", "ipad-mini", "ipad-10.9", "ipad-11", "ipad-pro-13",
        ] {
            #expect(Device.named(name) != nil, "no \(name)")
        }
        let se = try #require(Device.named("iphone-se-1st"))
        #expect((se.width, se.height, se.scale) == (320, 568, 2))
        // Every name names one device, and a device's names all lead back to it.
        for device in Device.all {
            for name in device.names { #expect(Device.named(name) == device) }
        }
    }

    @Test("landscape turns the screen: its size swapped, the notch's inset at the sides, the home indicator shorter")
    func landscape() throws {
        let phone = try #require(Device.named("iphone-15"))
        #expect(phone.size(.portrait) == (393, 852) && phone.size(.landscape) == (852, 393))
        #expect(phone.safeArea(.portrait) == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(phone.safeArea(.landscape) == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let old = try #require(Device.named("iphone-se"))
        #expect(old.safeArea(.landscape) == .zero)
    }

    @Test("size classes: iPhones compact wide, regular tall; the widest regular wide in landscape; iPads regular both ways")
    func sizeClasses() throws {
        #expect(try #require(Device.named("iphone-15")).sizeClasses(.portrait) == (.compact, .regular))
        #expect(try #require(Device.named("iphone-15")).sizeClasses(.landscape) == (.compact, .compact))
        #expect(try #require(Device.named("iphone-15-pro-max")).sizeClasses(.landscape) == (.regular, .compact))
        #expect(try #require(Device.named("ipad-mini")).sizeClasses(.portrait) == (.regular, .regular))
    }

    @Test("Interface Builder's device ids lead to their rows")
    func interfaceBuilderIDs() throws {
        #expect(Device.interfaceBuilder("retina6_12")?.name == "iphone-15")
        #expect(Device.interfaceBuilder("retina4_0")?.name == "iphone-se-1st")
        #expect(Device.interfaceBuilder("ipad11")?.name == "ipad-11")
        #expect(Device.interfaceBuilder("retina9_9") == nil)
    }
}
