/// UIKit's `UIView.AutoresizingMask`, with UIKit's bit values.
public struct AutoresizingMask: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The left margin grows and shrinks (`flexibleMinX` in Interface Builder's format).
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks (`widthSizable`).
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks (`flexibleMaxX`).
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks (`flexibleMinY`).
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks (`heightSizable`).
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks (`flexibleMaxY`).
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The six flags, each with the attribute name Interface Builder's modern format gives it.
    public static let named: [(name: String, flag: AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin),
        ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight),
        ("flexibleMaxY", .flexibleBottomMargin),
    ]

    /// All bits UIKit defines.
    public static let all = AutoresizingMask(rawValue: 0x3F)

    public var description: String {
        let names = AutoresizingMask.named.filter { contains($0.flag) }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: "|")
    }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(UInt32.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
