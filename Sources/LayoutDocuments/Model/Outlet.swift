import LayoutCore

extension Scene {
    /// An outlet connection of a document's owner: `property` names the view with id `destination`.
    public struct Outlet: Hashable, Sendable, Encodable {
        /// The owner's property, e.g. `landscapeView`.
        public package(set) var property: String
        /// The id of the object the outlet points at.
        public package(set) var destination: ViewID
        /// Where the outlet connection is written, when known.
        public package(set) var location: SourceLocation?

        /// An outlet `property` pointing at `destination`.
        package init(property: String, destination: ViewID, location: SourceLocation? = nil) {
            self.property = property
            self.destination = destination
            self.location = location
        }
    }
}
