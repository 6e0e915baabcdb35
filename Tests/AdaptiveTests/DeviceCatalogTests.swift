import Testing
import LayoutTemplates

@Suite("Device catalog: environments with the size classes of ADAPTIVE.md")
struct DeviceCatalogTests {
    func device(_ name: String) throws -> Device {
        try #require(DeviceCatalog.device(named: name))
    }

    func classes(_ environment: Environment?) -> [SizeClass]? {
        environment.map { [$0.horizontalSizeClass, $0.verticalSizeClass] }
    }

    @Test("iPad full screen is regular/regular in both orientations")
    func padFullScreen() throws {
        let pad = try device("iPad Air")
        #expect(classes(pad.environment(orientation: .portrait)) == [.regular, .regular])
        #expect(classes(pad.environment(orientation: .landscapeLeft)) == [.regular, .regular])
        #expect(pad.environment(orientation: .landscapeLeft)?.size == Size(width: 1180, height: 820))
    }

    @Test("iPad split: height regular; width regular only in 2/3 landscape (and 1/2 on the 12.9-inch)")
    func padSplit() throws {
        let pad = try device("iPad Pro 11-inch")
        let large = try device("iPad Pro 12.9-inch")
        for orientation in [InterfaceOrientation.portrait, .landscapeRight] {
            for fraction in Device.SplitScreenFraction.allCases {
                let regularWidth = orientation.isLandscape && fraction == .twoThirds
                #expect(classes(pad.environment(orientation: orientation, multitasking: .split(fraction)))
                        == [regularWidth ? .regular : .compact, .regular])
                let largeRegular = orientation.isLandscape && fraction != .oneThird
                #expect(classes(large.environment(orientation: orientation, multitasking: .split(fraction)))
                        == [largeRegular ? .regular : .compact, .regular])
            }
        }
        #expect(large.environment(orientation: .landscapeRight, multitasking: .split(.oneHalf))?.size
                == Size(width: 683, height: 1024))
    }

    @Test("Slide Over is 320 pt wide, compact/regular")
    func slideOver() throws {
        let environment = try device("iPad mini").environment(orientation: .landscapeRight, multitasking: .slideOver)
        #expect(environment?.size == Size(width: 320, height: 744))
        #expect(classes(environment) == [.compact, .regular])
    }

    @Test("iPhone: portrait compact/regular; landscape compact/compact except Plus/Max (regular/compact)")
    func phones() throws {
        let phone = try device("iPhone 13")
        let max = try device("iPhone 15 Pro Max")
        #expect(classes(phone.environment(orientation: .portrait)) == [.compact, .regular])
        #expect(classes(phone.environment(orientation: .landscapeLeft)) == [.compact, .compact])
        #expect(phone.environment(orientation: .landscapeLeft)?.size == Size(width: 844, height: 390))
        #expect(classes(max.environment(orientation: .landscapeLeft)) == [.regular, .compact])
        #expect(classes(try device("iPhone 8 Plus").environment(orientation: .landscapeLeft)) == [.regular, .compact])
        #expect(phone.environment(orientation: .portrait, multitasking: .slideOver) == nil, "phones have no multitasking")
    }

    @Test("device names are unique")
    func uniqueNames() {
        #expect(Set(DeviceCatalog.devices.map(\.name)).count == DeviceCatalog.devices.count)
    }
}
