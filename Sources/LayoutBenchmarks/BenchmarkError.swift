/// Why a benchmark run stopped: an input could not be generated or read.
public struct BenchmarkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, for a person to read.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
