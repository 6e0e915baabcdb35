import Foundation

/// Where `swift test` put what it built: found by walking up from the test bundle (five levels, for
/// platforms that nest it, such as `.xctest/Contents/MacOS` on macOS).
public enum BuildProducts {
    /// The first folder at or above the test bundle for which `holds` is true.
    public static func directory(where holds: (URL) -> Bool) -> URL? {
        var starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments.first ?? "")]
        #if canImport(Darwin)
        // Where the test bundle is loaded into another process (xctest). Elsewhere the test runner
        // is the main bundle, and swift-corelibs-foundation's `allBundles` leaks the array it
        // builds, which LeakSanitizer would report in Scripts/sanitize-hostile.sh.
        starts.append(contentsOf: Bundle.allBundles.map(\.bundleURL))
        #endif
        if let executable = Bundle.main.executableURL { starts.append(executable) }
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<5 {
                if holds(directory) { return directory }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }
}
