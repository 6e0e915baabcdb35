import Foundation
import LayoutTemplates
import TestSupport

/// Shared helpers: environments in one call and the scenario fixtures' folder.
enum AdaptiveFixtures {
    /// `Fixtures/Scenarios` in the package root.
    static let scenarios = PackagePaths.fixtures.appendingPathComponent("Scenarios")

    /// The path of the scenario fixture `name` (with its extension).
    static func scenario(_ name: String) -> String {
        scenarios.appendingPathComponent(name).path
    }

    /// The text of the fixture `name`, or "" when it cannot be read (the test comparing it then fails).
    static func text(_ name: String) -> String {
        (try? String(contentsOfFile: scenario(name), encoding: .utf8)) ?? ""
    }
}

/// An environment of `width` x `height` with the given classes and direction.
func env(_ width: Double, _ height: Double, _ horizontal: SizeClass = .regular, _ vertical: SizeClass = .regular,
         _ direction: Environment.LayoutDirection = .leftToRight) -> Environment {
    Environment(orientation: width > height ? .landscapeRight : .portrait, size: Size(width: width, height: height),
                horizontalSizeClass: horizontal, verticalSizeClass: vertical, layoutDirection: direction)
}

/// `Rect(x:y:width:height:)` in one short call.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
