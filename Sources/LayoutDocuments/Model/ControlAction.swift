import LayoutCore

/// One target/action connection of a control: `target` receives `selector` on `events`.
public struct ControlAction: Hashable, Sendable, Encodable {
    /// Who receives the action.
    public package(set) var target: ControlAction.Target
    /// The selector as Interface Builder writes it, e.g. `updateSliderLabel:`.
    public package(set) var selector: String
    /// The control events that send it.
    public package(set) var events: ControlAction.Events

    /// An action sending `selector` to `target` on `events`.
    package init(target: ControlAction.Target, selector: String, events: ControlAction.Events) {
        self.target = target
        self.selector = selector
        self.events = events
    }
}
