/// A convenience table of known devices, to build ``Environment``s for common cases.
///
/// Size classes are always inputs of the containers; this table only produces environments with
/// the classes a device reports (see ``Environment/init(device:orientation:layoutDirection:)``).
public enum DeviceCatalog {
    /// The known devices, phones first, each with its portrait screen in points.
    public static let devices: [Device] = [
        Device(name: "iPhone SE", family: .phone, portraitSize: Size(width: 375, height: 667)),
        Device(name: "iPhone 8 Plus", family: .phone, portraitSize: Size(width: 414, height: 736),
               isRegularWidthInLandscape: true),
        Device(name: "iPhone 11", family: .phone, portraitSize: Size(width: 414, height: 896),
               isRegularWidthInLandscape: true),
        Device(name: "iPhone 11 Pro Max", family: .phone, portraitSize: Size(width: 414, height: 896),
               isRegularWidthInLandscape: true),
        Device(name: "iPhone 13", family: .phone, portraitSize: Size(width: 390, height: 844)),
        Device(name: "iPhone 15", family: .phone, portraitSize: Size(width: 393, height: 852)),
        Device(name: "iPhone 15 Pro Max", family: .phone, portraitSize: Size(width: 430, height: 932),
               isRegularWidthInLandscape: true),
        // The 320-pt phones the oldest designs were drawn for (3.5-inch and 4-inch screens).
        Device(name: "iPhone 4s", family: .phone, portraitSize: Size(width: 320, height: 480)),
        Device(name: "iPhone SE (1st generation)", family: .phone, portraitSize: Size(width: 320, height: 568)),
        Device(name: "iPad mini", family: .pad, portraitSize: Size(width: 744, height: 1133)),
        Device(name: "iPad 9.7-inch", family: .pad, portraitSize: Size(width: 768, height: 1024)),
        Device(name: "iPad Air", family: .pad, portraitSize: Size(width: 820, height: 1180)),
        Device(name: "iPad Pro 11-inch", family: .pad, portraitSize: Size(width: 834, height: 1194)),
        Device(name: "iPad Pro 12.9-inch", family: .pad, portraitSize: Size(width: 1024, height: 1366),
               isLargePad: true),
    ]

    /// The device a size-class document is applied, matched and drawn as when no device is named:
    /// the iPhone SE, the smallest phone (compact width in both orientations, compact height in
    /// landscape), which is also the phone `merge` writes variations for by default.
    public static var defaultDevice: Device { devices[0] }

    /// The device called `name`, compared without regard to case (`"iphone se"`), or `nil`.
    public static func device(named name: String) -> Device? {
        devices.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The name of the known device closest to `name` (a misspelling), or `nil` when none is close.
    package static func closestName(to name: String) -> String? {
        Suggestion.closest(to: name, among: devices.map(\.name))
    }
}
