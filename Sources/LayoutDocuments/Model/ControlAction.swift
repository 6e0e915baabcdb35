import LayoutCore

/// One target/action connection of a control: `target` receives `selector` on `events`.
public struct ControlAction: Hashable, Sendable, Encodable {
    /// Who receives the action.
    public var target: ControlAction.Target
    /// The selector as Interface Builder writes it, e.g. `updateSliderLabel:`.
    public var selector: String
    /// The control events that send it.
    public var events: ControlAction.Events

    /// An action sending `selector` to `target` on `events`.
    public init(target: ControlAction.Target, selector: String, events: ControlAction.Events) {
        self.target = target
        self.selector = selector
        self.events = events
    }
}
