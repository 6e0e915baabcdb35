/// Why a benchmark run stopped: an input could not be generated or read.
public struct BenchmarkError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
