@testable import LayoutCore
import Foundation
import LayoutTemplates
import Testing
import TestSupport

/// One edit of a fixture: the hostile value put in place of a good one.
struct FixtureVariant: Sendable, CustomTestStringConvertible {
    var name: String
    var base: String
    var replace: String
    var with: String
    /// The rule of the expected error, or `nil` when the variant must import.
    var rule: RuleID?
    /// The 1-based line the error must point at.
    var line: Int

    var testDescription: String { name }

    /// Writes the variant into `files` and returns its path; `nil` when `replace` is not found
    /// exactly once (the test then fails: the fixture changed under it).
    func write(to files: HostileFiles) throws -> String? {
        let text = try String(contentsOfFile: PackagePaths.fixture(base), encoding: .utf8)
        guard text.components(separatedBy: replace).count == 2 else { return nil }
        let safeName = name.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: "/", with: "-")
        return try files.write(safeName + "." + (base as NSString).pathExtension, text.replacingOccurrences(of: replace, with: with))
    }
}

/// Numbers, tags, event names and flags that a document cannot mean: each is an error at its line,
/// never a silent zero or default. What is accepted is documented on `AttributeValueParser`:
/// plain decimal numbers, frames of at most 1e9 points with sizes not negative, `-0` read as 0,
/// integers for tags, UIKit's event names, and exactly `YES`/`NO` as Interface Builder writes them.
@Suite("Hostile values", .timeLimit(.minutes(1)))
struct ValueTests {
    static let modern = "Modern/EveryMapping.xib"
    static let frame = #"<rect key="frame" x="20" y="50" width="280" height="42"/>"#

    static let variants: [FixtureVariant] = [
        FixtureVariant(name: "1e999 width", base: modern, replace: frame, with: #"<rect key="frame" x="20" y="50" width="1e999" height="42"/>"#, rule: .invalidValue, line: 32),
        FixtureVariant(name: "NaN x", base: modern, replace: frame, with: #"<rect key="frame" x="NaN" y="50" width="280" height="42"/>"#, rule: .invalidValue, line: 32),
        FixtureVariant(name: "inf y", base: modern, replace: frame, with: #"<rect key="frame" x="20" y="inf" width="280" height="42"/>"#, rule: .invalidValue, line: 32),
        FixtureVariant(name: "hex float x", base: modern, replace: frame, with: #"<rect key="frame" x="0x1p4" y="50" width="280" height="42"/>"#, rule: .invalidValue, line: 32),
        FixtureVariant(name: "empty height", base: modern, replace: frame, with: #"<rect key="frame" x="20" y="50" width="280" height=""/>"#, rule: .invalidValue, line: 32),
        FixtureVariant(name: "negative width", base: modern, replace: frame, with: #"<rect key="frame" x="20" y="50" width="-280" height="42"/>"#, rule: .invalidValue, line: 32),
        FixtureVariant(name: "negative height", base: modern, replace: frame, with: #"<rect key="frame" x="20" y="50" width="280" height="-0.5"/>"#, rule: .invalidValue, line: 32),
        FixtureVariant(name: "huge height", base: modern, replace: frame, with: #"<rect key="frame" x="20" y="50" width="280" height="1e12"/>"#, rule: .invalidValue, line: 32),
        FixtureVariant(name: "huge x", base: modern, replace: frame, with: #"<rect key="frame" x="-2000000000" y="50" width="280" height="42"/>"#, rule: .invalidValue, line: 32),
        FixtureVariant(name: "word tag", base: modern, replace: #"tag="7""#, with: #"tag="seven""#, rule: .invalidValue, line: 31),
        FixtureVariant(name: "fractional tag", base: modern, replace: #"tag="7""#, with: #"tag="7.5""#, rule: .invalidValue, line: 31),
        FixtureVariant(name: "overflowing tag", base: modern, replace: #"tag="7""#, with: #"tag="99999999999999999999""#, rule: .invalidValue, line: 31),
        FixtureVariant(name: "unknown event", base: modern, replace: #"eventType="touchUpInside""#, with: #"eventType="touchUpSideways""#, rule: .invalidValue, line: 53),
        FixtureVariant(name: "event in lower case", base: modern, replace: #"eventType="touchUpInside""#, with: #"eventType="touchupinside""#, rule: .invalidValue, line: 53),
        FixtureVariant(name: "hidden yes", base: modern, replace: #"hidden="YES""#, with: #"hidden="yes""#, rule: .invalidValue, line: 72),
        FixtureVariant(name: "hidden true", base: modern, replace: #"hidden="YES""#, with: #"hidden="true""#, rule: .invalidValue, line: 72),
        FixtureVariant(name: "hidden 1", base: modern, replace: #"hidden="YES""#, with: #"hidden="1""#, rule: .invalidValue, line: 72),
        FixtureVariant(name: "mask flag True", base: modern, replace: #"widthSizable="YES" flexibleMaxY="YES""#, with: #"widthSizable="True" flexibleMaxY="YES""#, rule: .invalidValue, line: 39),
    ]

    @Test("each hostile value is an invalid-value error at its line", arguments: variants)
    func hostileValue(variant: FixtureVariant) throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try #require(try variant.write(to: files), "the fixture no longer holds \(variant.replace)")
        do {
            let result = try ImportResult(contentsOf: path)
            Issue.record("\(variant.name) imported: \(result.document.scenes.count) scenes")
        } catch {
            let matching = error.diagnostics.filter { $0.rule == variant.rule && $0.location?.line == variant.line }
            #expect(matching.count == 1, "\(error.diagnostics.map(\.rendered))")
            #expect(matching.first?.location?.file == path)
        }
    }

    @Test("-0 is read as 0, never kept as a negative zero")
    func negativeZero() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let variant = FixtureVariant(name: "negative zero", base: Self.modern, replace: Self.frame, with: #"<rect key="frame" x="-0" y="-0.0" width="280" height="42"/>"#, rule: nil, line: 32)
        let path = try #require(try variant.write(to: files))
        let document = try ImportResult(contentsOf: path).document
        let frame = try #require(document.scenes.first?.view(id: "P3")?.attributes.frame)
        #expect(frame.x == 0 && frame.x.sign == .plus)
        #expect(frame.y == 0 && frame.y.sign == .plus)
    }

    @Test("a million bad values stop at the error cap instead of filling memory with diagnostics")
    func errorCap() throws {
        let files = try HostileFiles()
        defer { files.remove() }
        let path = try files.write(
            "many-bad.xib",
            head: modernHead + "<view id=\"root\"><subviews>\n",
            repeated: "<view tag=\"x\"/>\n",
            count: 1_000_000,
            tail: "</subviews></view>" + modernTail
        )
        do {
            _ = try ImportResult(contentsOf: path)
            Issue.record("imported")
        } catch {
            #expect(error.diagnostics.count == DiagnosticError.maximumErrors + 1)
            #expect(error.diagnostics.last?.rule == .inputLimit)
            #expect(error.diagnostics.first?.rule == .invalidValue)
        }
    }
}
