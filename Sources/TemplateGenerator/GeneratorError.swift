/// Why a synthetic document could not be written.
public enum GeneratorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The options are unusable; each message names the option.
    case invalidOptions([String])
    /// The file system refused: the path and the system's reason.
    case io(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidOptions(let problems): problems.joined(separator: "; ")
        case .io(let path, let reason): "\(path): \(reason)"
        }
    }
}
