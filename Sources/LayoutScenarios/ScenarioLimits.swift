import LayoutCore

/// How much a scenario may ask of `simulate`, so that a small hostile file cannot make it read,
/// keep or print without bound. Each limit exceeded is an `invalid-scenario` error (`input-limit`
/// for the file's size) before anything is printed.
package struct ScenarioLimits: Hashable, Sendable {
    /// The largest scenario file read, in bytes. A step is a few dozen bytes: the default takes
    /// millions of steps, and the file is refused by its size before a byte is read.
    package var maximumBytes: Int
    /// The most steps a scenario may have.
    package var maximumSteps: Int
    /// The most inputs a split or flip may hold back behind a flip in flight. Each step's state
    /// lists them, so without a bound 20,000 queued flips printed 200 million names.
    package var maximumQueuedInputs: Int
    /// The deepest an index/detail navigation stack may grow (`pushDetail`), for the same reason.
    package var maximumStackDepth: Int

    /// The largest size or column width a scenario may give, in points. Lengths are summed and
    /// scaled; near the largest double they overflowed to infinity (`null` in JSON).
    package static let maximumLength = 1e9

    /// Limits far beyond any real scenario.
    package init(maximumBytes: Int = 64 << 20, maximumSteps: Int = 4_000_000,
                maximumQueuedInputs: Int = 64, maximumStackDepth: Int = 1_000) {
        self.maximumBytes = maximumBytes
        self.maximumSteps = maximumSteps
        self.maximumQueuedInputs = maximumQueuedInputs
        self.maximumStackDepth = maximumStackDepth
    }
}
