/// UIKit's `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Hashable, Sendable, Codable, CaseIterable {
    case unspecified
    case compact
    case regular
}
