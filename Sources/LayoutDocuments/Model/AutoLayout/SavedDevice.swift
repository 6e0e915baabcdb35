import LayoutCore

extension Document {
    /// The device and orientation a modern document was last saved for (`<device id="retina4_7"
    /// orientation="portrait"/>`): the canvas its stored frames were solved at.
    package struct SavedDevice: Hashable, Sendable, Encodable {
        /// Interface Builder's device id (`retina4_0`, `retina4_7`, `retina5_5`, `retina6_1`, `ipad9_7`, ...).
        package var id: String
        /// The orientation as written (portrait when not written or not `landscape`).
        package var orientation: LayoutCondition.OrientationClass

        /// The device `id` in `orientation`.
        package init(id: String, orientation: LayoutCondition.OrientationClass = .portrait) {
            self.id = id
            self.orientation = orientation
        }

        /// Whether the document was saved in landscape.
        package var isLandscape: Bool { orientation == .landscape }

        /// The device's screen in points in the saved orientation, and whether it has a sensor
        /// housing; `nil` for a device id this package does not know.
        package var screen: (size: Size, hasSensorHousing: Bool)? {
            guard let known = ModernIBNames.deviceScreens[id] else { return nil }
            let size = isLandscape ? Size(width: known.height, height: known.width) : Size(width: known.width, height: known.height)
            return (size, known.hasSensorHousing)
        }

        /// Whether the device is an iPad.
        package var isPad: Bool { id.hasPrefix("ipad") }
    }
}
