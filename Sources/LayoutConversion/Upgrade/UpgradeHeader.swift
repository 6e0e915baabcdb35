/// The header of an upgraded document: what Xcode writes for the format `upgrade` writes (version
/// 3.0 without Auto Layout, as Xcode 5.1 writes it when it upgrades an archive), not the
/// versions of the tools that last saved the archive, which describe another format.
enum UpgradeHeader {
    /// Xcode 5.1's build, and the Interface Builder plug-in version it writes beside it.
    static let toolsVersion = "5056"
    static let pluginVersion = "3733"
    /// The system version Xcode 5.1 wrote with that build (Mac OS X 10.9.2).
    static let systemVersion = "13C64"
}
