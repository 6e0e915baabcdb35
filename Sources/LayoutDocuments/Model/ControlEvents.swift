import LayoutCore

extension ControlAction {
    /// UIKit's `UIControl.Event` bits, named as Interface Builder's modern format names them.
    public struct Events: OptionSet, Hashable, Sendable, Encodable, CustomStringConvertible {
        public let rawValue: UInt32

        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A touch down in the control.
        public static let touchDown = ControlAction.Events(rawValue: 1 << 0)
        /// A repeated touch down (a tap count above one).
        public static let touchDownRepeat = ControlAction.Events(rawValue: 1 << 1)
        /// A finger dragged within the control.
        public static let touchDragInside = ControlAction.Events(rawValue: 1 << 2)
        /// A finger dragged just outside the control.
        public static let touchDragOutside = ControlAction.Events(rawValue: 1 << 3)
        /// A finger dragged into the control.
        public static let touchDragEnter = ControlAction.Events(rawValue: 1 << 4)
        /// A finger dragged out of the control.
        public static let touchDragExit = ControlAction.Events(rawValue: 1 << 5)
        /// A touch lifted inside the control: a tap.
        public static let touchUpInside = ControlAction.Events(rawValue: 1 << 6)
        /// A touch lifted outside the control.
        public static let touchUpOutside = ControlAction.Events(rawValue: 1 << 7)
        /// A touch cancelled by the system.
        public static let touchCancel = ControlAction.Events(rawValue: 1 << 8)
        /// The control's value changed (sliders, switches, segmented controls).
        public static let valueChanged = ControlAction.Events(rawValue: 1 << 12)
        /// The control's primary action (a button's tap, a text field's return).
        public static let primaryActionTriggered = ControlAction.Events(rawValue: 1 << 13)
        /// The control's menu was shown.
        public static let menuActionTriggered = ControlAction.Events(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = ControlAction.Events(rawValue: 1 << 16)
        /// The text of a text field changed.
        public static let editingChanged = ControlAction.Events(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = ControlAction.Events(rawValue: 1 << 18)
        /// Editing ended in a text field by its return key.
        public static let editingDidEndOnExit = ControlAction.Events(rawValue: 1 << 19)

        /// Every named event, in bit order.
        package static let named: [(name: String, event: ControlAction.Events)] = [
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
        package init?(name: String) {
            guard let match = ControlAction.Events.named.first(where: { $0.name == name }) else { return nil }
            self = match.event
        }

        /// The set bits, lowest first, each as a one-bit set.
        package var bits: [ControlAction.Events] {
            (0..<32).compactMap { shift in
                let bit = ControlAction.Events(rawValue: 1 << UInt32(shift))
                return contains(bit) ? bit : nil
            }
        }

        public var description: String {
            bits.map { bit in ControlAction.Events.named.first(where: { $0.event == bit })?.name ?? "bit\(bit.rawValue.trailingZeroBitCount)" }
                .joined(separator: "|")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
