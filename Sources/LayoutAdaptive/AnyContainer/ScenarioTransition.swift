extension ScenarioContainer {
    /// The result of one scenario step: the container after it and what happened (the events of
    /// whichever container the scenario drives).
    package typealias Transition = AdaptiveTransition<ScenarioContainer>
}
