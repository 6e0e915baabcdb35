import Foundation
import LayoutCore

/// An archived `NSColor` as Xcode writes it when it upgrades the archive to the modern format:
/// one system colour, or a colour space with its components spelled the way Xcode spells them.
///
/// Learned from Xcode's own upgrades of legacy archives: colour space 1 is `calibratedRGB`, 2
/// `deviceRGB`, 3 `calibratedWhite`, 4 `deviceWhite`; a custom colour space (`NSCustomColorSpace`)
/// makes the space `custom` with the custom space named by its `NSID`; black in calibrated RGB is
/// `darkTextColor`, as is any colour that names that UIKit key path.
package struct LegacyColor: Hashable, Sendable {
    /// What the colour is.
    enum Value: Hashable, Sendable {
        /// UIKit's system colour (`cocoaTouchSystemColor`).
        case system(String)
        /// A catalog colour by name (`NSColorName`).
        case named(String)
        /// Components in `colorSpace`: `red`, `green`, `blue`, `alpha` or `white`, `alpha`.
        case components(names: [String], values: [String], colorSpace: String, customColorSpace: String?)
    }

    var value: Value

    /// Colour spaces by `NSColorSpace` number.
    static let colorSpaces: [Int64: (name: String, isWhite: Bool)] = [
        1: ("calibratedRGB", false), 2: ("deviceRGB", false), 3: ("calibratedWhite", true), 4: ("deviceWhite", true),
    ]
    /// Custom colour spaces by the `NSID` of their `NSColorSpace`.
    static let customColorSpaces: [Int64: String] = [1: "calibratedRGB", 2: "calibratedWhite"]
    static let customColorSpace = "custom"
    static let darkTextColor = "darkTextColor"
    static let rgbNames = ["red", "green", "blue", "alpha"]
    static let whiteNames = ["white", "alpha"]

    /// The colour from its archived members; `nil` when they do not describe one (no colour space,
    /// components that are not numbers).
    init?(colorSpace: Int64?, components: String?, keyPath: String?, catalogName: String?, customSpaceID: Int64?) {
        if let keyPath, !keyPath.isEmpty {
            value = .system(keyPath)
            return
        }
        if let catalogName, !catalogName.isEmpty {
            value = .named(catalogName)
            return
        }
        guard let colorSpace, let space = LegacyColor.colorSpaces[colorSpace], let components else { return nil }
        var values: [Double] = []
        for part in components.split(whereSeparator: { $0 == " " || $0 == "\0" || $0 == "\n" }) {
            guard let number = Double(part), number.isFinite else { return nil }
            values.append(number)
        }
        let count = space.isWhite ? 1 : 3
        guard values.count == count || values.count == count + 1 else { return nil }
        if values.count == count { values.append(1) }
        if !space.isWhite, colorSpace == 1, customSpaceID == nil, values == [0, 0, 0, 1] {
            value = .system(LegacyColor.darkTextColor)
            return
        }
        if space.isWhite { values[0] = LegacyColor.snappedGray(values[0]) }
        var custom: String?
        if let customSpaceID {
            // A custom space this table does not name has no spelling in the modern format.
            guard let name = LegacyColor.customColorSpaces[customSpaceID] else { return nil }
            custom = name
        }
        value = .components(
            names: space.isWhite ? LegacyColor.whiteNames : LegacyColor.rgbNames,
            values: values.map(LegacyColor.xcodeNumber),
            colorSpace: custom == nil ? space.name : LegacyColor.customColorSpace,
            customColorSpace: custom
        )
    }

    /// Whether the colour is fully transparent: a cell content view's default background, which
    /// Xcode does not write.
    var isClear: Bool {
        guard case .components(let names, let values, _, _) = value, names.last == "alpha" else { return false }
        return values.last == LegacyColor.xcodeNumber(0)
    }

    /// The description ``ViewNode/backgroundColor`` holds, the same as the modern importer gives the
    /// `<color>` Xcode writes for this colour.
    var modelDescription: String {
        switch value {
        case .system(let name): "system:" + name
        case .named(let name): "name:" + name
        case .components(let names, let values, _, _): (names.count == 4 ? "rgba:" : "white:") + values.joined(separator: ",")
        }
    }

    /// The attributes of the `<color>` element Xcode writes, in its order (after `key`).
    package var attributes: [(name: String, value: String)] {
        switch value {
        case .system(let name): return [("cocoaTouchSystemColor", name)]
        case .named(let name): return [("name", name)]
        case .components(let names, let values, let colorSpace, let custom):
            var attributes = Array(zip(names, values)).map { (name: $0.0, value: $0.1) }
            attributes.append(("colorSpace", colorSpace))
            if let custom { attributes.append(("customColorSpace", custom)) }
            return attributes
        }
    }

    /// Interface Builder archives a gray level with ten digits; Xcode reads the two grays UIKit
    /// names by a fraction (`darkGrayColor` 1/3, `lightGrayColor` 2/3) back as those fractions.
    static func snappedGray(_ value: Double) -> Double {
        for exact in [1.0 / 3.0, 2.0 / 3.0] where abs(value - exact) < 0.5e-10 { return exact }
        return value
    }

    /// A number as Xcode writes a colour component: 17 significant digits, shortest form, and zero
    /// as `0.0`.
    package static func xcodeNumber(_ value: Double) -> String {
        if value == 0 { return "0.0" }
        return String(format: "%.17g", value)
    }
}

extension LegacyObjectTable {
    /// The colour object `index` holds, read silently: a colour is appearance, and one that cannot
    /// be read is reported by the translator, not by the importer.
    package func color(_ index: Int) -> LegacyColor? {
        guard self[index].className == LegacyIBNames.colorClass else { return nil }
        let components = LegacyIBNames.colorComponentKeys.lazy.compactMap { scalarString($0, of: index, base64: true) }.first
        var customSpaceID: Int64?
        if case .object(let space)? = member(LegacyIBNames.customColorSpaceKey, of: index) {
            customSpaceID = scalarString(LegacyIBNames.colorSpaceIDKey, of: space).flatMap { Int64($0) }
        }
        return LegacyColor(
            colorSpace: scalarString(LegacyIBNames.colorSpaceKey, of: index).flatMap { Int64($0) },
            components: components,
            keyPath: scalarString(LegacyIBNames.cocoaTouchColorKeyPathKey, of: index),
            catalogName: scalarString(LegacyIBNames.colorNameKey, of: index),
            customSpaceID: customSpaceID
        )
    }

    /// A scalar member's text (a `<bytes>` element's decoded when `base64`), `nil` when absent or
    /// not a scalar.
    package func scalarString(_ key: String, of index: Int, base64: Bool = false) -> String? {
        guard case .scalar(let scalar)? = member(key, of: index) else { return nil }
        if base64, scalar.element == .bytes { return LegacyValueParser.decodeBase64UTF8(scalar.text) }
        return scalar.string
    }
}
