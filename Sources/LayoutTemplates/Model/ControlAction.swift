/// One target/action connection of a control: `target` receives `selector` on `events`.
public struct ControlAction: Hashable, Sendable, Codable {
    public var target: ActionTarget
    /// The selector as Interface Builder writes it, e.g. `updateSliderLabel:`.
    public var selector: String
    public var events: ControlEvents

    public init(target: ActionTarget, selector: String, events: ControlEvents) {
        self.target = target
        self.selector = selector
        self.events = events
    }
}
