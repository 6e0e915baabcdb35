import LayoutCore

/// UIKit's `UIControl.Event` bits, named as Interface Builder's modern format names them.
public struct ControlEvents: OptionSet, Hashable, Sendable, Encodable, CustomStringConvertible {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A touch down in the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A repeated touch down (a tap count above one).
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// A finger dragged within the control.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// A finger dragged just outside the control.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// A finger dragged into the control.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// A finger dragged out of the control.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// A touch lifted inside the control: a tap.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// A touch lifted outside the control.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// A touch cancelled by the system.
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed (sliders, switches, segmented controls).
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's primary action (a button's tap, a text field's return).
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// The control's menu was shown.
    public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
    /// Editing began in a text field.
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// The text of a text field changed.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Editing ended in a text field by its return key.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

    /// Every named event, in bit order.
    package static let named: [(name: String, event: ControlEvents)] = [
        ("touchDown", .touchDown),
        ("touchDownRepeat", .touchDownRepeat),
        ("touchDragInside", .touchDragInside),
        ("touchDragOutside", .touchDragOutside),
        ("touchDragEnter", .touchDragEnter),
        ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside),
        ("touchUpOutside", .touchUpOutside),
        ("touchCancel", .touchCancel),
        ("valueChanged", .valueChanged),
        ("primaryActionTriggered", .primaryActionTriggered),
        ("menuActionTriggered", .menuActionTriggered),
        ("editingDidBegin", .editingDidBegin),
        ("editingChanged", .editingChanged),
        ("editingDidEnd", .editingDidEnd),
        ("editingDidEndOnExit", .editingDidEndOnExit),
    ]

    /// The event with this Interface Builder name, or `nil` for a name UIKit does not define.
    public init?(name: String) {
        guard let match = ControlEvents.named.first(where: { $0.name == name }) else { return nil }
        self = match.event
    }

    /// The set bits, lowest first, each as a one-bit set.
    package var bits: [ControlEvents] {
        (0..<32).compactMap { shift in
            let bit = ControlEvents(rawValue: 1 << UInt32(shift))
            return contains(bit) ? bit : nil
        }
    }

    public var description: String {
        bits.map { bit in ControlEvents.named.first(where: { $0.event == bit })?.name ?? "bit\(bit.rawValue.trailingZeroBitCount)" }
            .joined(separator: "|")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
