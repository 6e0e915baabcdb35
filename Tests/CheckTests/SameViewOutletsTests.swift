@testable import LayoutChecking
import LayoutTemplates
import TestSupport
import Testing

/// A design whose portrait and landscape outlets name one view (`Fixtures/Modern/SameViewOutlets.xib`).
@Suite("Check: two layout outlets naming one view")
struct SameViewOutletsTests {
    static let path = PackagePaths.fixture("Modern/SameViewOutlets.xib")

    @Test("is reported as a one-layout design with a stale outlet, at the landscape outlet, not passed")
    func reported() throws {
        let result = DesignTriage.check(NamePairing.DesignFiles(files: [Self.path]), settings: CheckSettings(root: PackagePaths.root.path))
        #expect(result.outcome == .halfConnected)
        let finding = try #require(result.findings.first { $0.diagnostic.rule == .halfConnectedDesign })
        #expect(finding.diagnostic.message.contains("'portraitView' and 'landscapeView' outlets name view 1"))
        #expect(finding.diagnostic.message.contains("stale outlet"))
        #expect(finding.diagnostic.location?.line == 10)
        #expect(finding.diagnostic.notes.first?.location?.line == 9)
        let strict = DesignTriage.check(NamePairing.DesignFiles(files: [Self.path]), settings: CheckSettings(strict: true, root: PackagePaths.root.path))
        #expect(strict.fails)
    }
}
