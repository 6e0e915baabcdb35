import Foundation
import LayoutTemplates
import TestSupport

/// The fixtures of container documents: the shipped example, and small documents written inline
/// so that each test shows the whole input it depends on.
enum CompositionFixtures {
    /// `Fixtures/Template/MapAndList.layouts.xml`: split or flip, a map (left) and a list (right),
    /// each with layouts compact, phone (compact, maxWidth 430) and landscape (compact, landscape).
    static let mapAndList = PackagePaths.root.appendingPathComponent("Fixtures/Template/MapAndList.layouts.xml").path

    static func read(_ text: String, path: String = "Container.layouts.xml") throws(DiagnosticError) -> Document {
        try ImportResult(bytes: Array(text.utf8), path: path).document
    }

    /// The errors reading `text` gives, `[]` when it reads.
    static func errors(_ text: String) -> [Diagnostic] {
        do {
            _ = try read(text)
            return []
        } catch {
            return error.diagnostics
        }
    }

    static func tree(_ text: String) throws -> AdaptiveTemplateTree {
        try AdaptiveTemplateTree(document: read(text))
    }

    /// A `<child>` whose one view `<name>Root` has an attribute set for each layout, `layouts`
    /// being (name, condition attributes) in order; each layout gives the root a distinct width so
    /// that tests can see which one was applied.
    static func child(_ name: String, layouts: [(String, String)]) -> String {
        var lines = ["        <child name=\"\(name)\">"]
        for (layout, condition) in layouts {
            lines.append("            <layout name=\"\(layout)\" \(condition)/>")
        }
        lines.append("            <hierarchy>")
        lines.append("                <view id=\"\(name)Root\" class=\"UIView\">")
        for (index, (layout, _)) in layouts.enumerated() {
            lines.append("                    <attributes layout=\"\(layout)\" frame=\"0 0 \(100 + index) 100\"/>")
        }
        lines.append("                </view>")
        lines.append("            </hierarchy>")
        lines.append("        </child>")
        return lines.joined(separator: "\n")
    }

    /// A document with one container `<container kind="kind" options>` holding `children`.
    static func document(kind: String, options: String = "", children: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <layoutTemplate version="1">
            <container kind="\(kind)"\(options.isEmpty ? "" : " " + options)>
        \(children.joined(separator: "\n"))
            </container>
        </layoutTemplate>
        """
    }

    /// Two layouts told apart by the horizontal size class.
    static let compactOrRegular = [("narrow", "horizontalSizeClass=\"compact\""), ("wide", "horizontalSizeClass=\"regular\"")]

    static func environment(_ width: Double, _ height: Double, _ horizontal: SizeClass, _ vertical: SizeClass,
                            _ direction: Environment.LayoutDirection = .leftToRight) -> Environment {
        Environment(orientation: width > height ? .landscapeRight : .portrait, size: Size(width: width, height: height),
                    horizontalSizeClass: horizontal, verticalSizeClass: vertical, layoutDirection: direction)
    }
}
