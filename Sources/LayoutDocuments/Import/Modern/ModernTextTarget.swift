import LayoutCore

/// Which property a `<string key="...">` element's character data becomes.
enum ModernTextTarget {
    case text
    case placeholder
    case stateTitle
    case configurationTitle
    /// A `<string key="content">` inside an attributed text's `<fragment>`.
    case fragmentContent
}
