import LayoutCore

/// One target/action connection of a control: `target` receives `selector` on `events`.
public struct ControlAction: Hashable, Sendable, Encodable {
    /// Who receives the action.
    public var target: ActionTarget
    /// The selector as Interface Builder writes it, e.g. `updateSliderLabel:`.
    public var selector: String
    /// The control events that send it.
    public var events: ControlEvents

    /// An action sending `selector` to `target` on `events`.
    public init(target: ActionTarget, selector: String, events: ControlEvents) {
        self.target = target
        self.selector = selector
        self.events = events
    }
}
