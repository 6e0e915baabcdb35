import LayoutCore

extension Device {
    /// The phone a root drawn at `frame` in `orientation` was drawn for: the screen it fills (a
    /// root drawn below the status bar is the screen less its top, in that orientation only).
    /// That is `preferred` when its screen is that size, else the first phone of the catalog whose
    /// screen is, else a phone of that size with neither a sensor housing nor a Plus's regular
    /// width. `merge --auto-layout` synthesizes for it and lays the written document out on it,
    /// so that both see the margins and safe area the designer drew against.
    package static func drawnPhone(_ frame: Rect, _ orientation: InterfaceOrientation, preferring preferred: Device) -> Device {
        let portraitSize = orientation.isPortrait
            ? Size(width: frame.width, height: frame.height + frame.y)
            : Size(width: frame.height + frame.y, height: frame.width)
        let phones = ([preferred] + DeviceCatalog.devices).filter { $0.family == .phone }
        return phones.first { $0.portraitSize == portraitSize } ?? Device(name: "drawn", family: .phone, portraitSize: portraitSize)
    }
}
