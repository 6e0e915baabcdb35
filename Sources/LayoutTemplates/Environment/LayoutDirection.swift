/// UIKit's `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case leftToRight
    case rightToLeft
}
