import Foundation

/// The JSON `simulate --format json` prints, read back for checking values.
struct SimulateOutput {
    var version: Int?
    var steps: [[String: Any]]

    init?(_ text: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let steps = object["steps"] as? [[String: Any]] else { return nil }
        self.version = object["version"] as? Int
        self.steps = steps
    }

    /// The frame of `name` at step `index` as [x, y, w, h], or `nil`.
    func frame(_ index: Int, _ name: String) -> [Double]? {
        guard index < steps.count, let frames = steps[index]["frames"] as? [String: Any],
              let values = frames[name] as? [NSNumber] else { return nil }
        return values.map(\.doubleValue)
    }

    /// The string array `key` at step `index`, or `nil`.
    func strings(_ index: Int, _ key: String) -> [String]? {
        index < steps.count ? steps[index][key] as? [String] : nil
    }

    /// The value of `key` at step `index`, or `nil`.
    func value(_ index: Int, _ key: String) -> Any? {
        index < steps.count ? steps[index][key] : nil
    }
}
