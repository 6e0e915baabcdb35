import LayoutCore

/// UIKit's `UIView.AutoresizingMask`, with UIKit's bit values.
///
/// Every output of this package spells a mask one way, the template format's
/// (the template format article of the documentation): UIKit's flag names in bit order, separated by spaces
/// (`flexibleWidth flexibleHeight`), and the empty string for a mask without flags. That is its
/// ``description``, its JSON form (``encode(to:)``), and what `inspect`, `apply` (JSON and XML),
/// `compose` and the diagnostics print. Only the Interface Builder documents `merge` writes keep
/// Xcode's own attribute names (`widthSizable`, `flexibleMinY`, ...), because that format is
/// Xcode's.
public struct AutoresizingMask: OptionSet, Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The bits, as UIKit numbers them.
    public let rawValue: UInt32

    /// The mask with these bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The left margin grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The six flags by their UIKit names, in bit order: the one list every spelling of a mask
    /// (``description``, JSON, the template format) is made from.
    package static let flags: [(name: String, flag: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin),
        ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin),
        ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight),
        ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// All bits UIKit defines.
    package static let all = AutoresizingMask(rawValue: 0x3F)

    /// The names of the flags set, in bit order, separated by spaces; empty without flags. Bits
    /// UIKit does not define have no name and are left out.
    public var description: String {
        AutoresizingMask.flags.filter { contains($0.flag) }.map(\.name).joined(separator: " ")
    }

    /// The mask a ``description`` spells, `nil` when a word is not a flag's name.
    package init?(names: String) {
        var mask: AutoresizingMask = []
        for word in names.split(whereSeparator: \.isWhitespace) {
            guard let flag = AutoresizingMask.flags.first(where: { $0.name == word })?.flag else { return nil }
            mask.insert(flag)
        }
        self = mask
    }

    /// Encodes the mask as ``description`` spells it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
