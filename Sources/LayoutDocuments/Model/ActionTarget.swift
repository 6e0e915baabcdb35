import LayoutCore

extension ControlAction {
    /// The receiver of a control action.
    ///
    /// File's Owner and First Responder are compared by role, never by id: the two files of a
    /// portrait/landscape pair give them different ids.
    public enum Target: Hashable, Sendable, Encodable, CustomStringConvertible {
        /// The File's Owner placeholder, or in a storyboard the scene's view controller.
        case filesOwner
        /// The First Responder placeholder.
        case firstResponder
        /// Another object of the same document, by id.
        case object(id: ViewID)

        public var description: String {
            switch self {
            case .filesOwner: "File's Owner"
            case .firstResponder: "First Responder"
            case .object(let id): id.rawValue
            }
        }
    }
}
