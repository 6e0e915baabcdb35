/// An outlet connection of a document's owner: `property` names the view with id `destination`.
public struct Outlet: Hashable, Sendable, Codable {
    public var property: String
    public var destination: String
    public var location: SourceLocation?

    public init(property: String, destination: String, location: SourceLocation? = nil) {
        self.property = property
        self.destination = destination
        self.location = location
    }
}
