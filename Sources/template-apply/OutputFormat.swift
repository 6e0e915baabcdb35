import ArgumentParser

/// `--format`: compiler-style text for people, or versioned JSON for tools.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
