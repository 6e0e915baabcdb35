import Foundation

/// A value shared between the runner and the queues that read a child's pipes or guard it against
/// hanging; the lock is what makes the `@unchecked Sendable` true.
public final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    public init() {}

    public var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
