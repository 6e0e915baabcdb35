@testable import LayoutChecking
import Foundation
import LayoutTemplates
import Testing

@Suite("The .template-apply.yml configuration")
struct ConfigurationTests {
    @Test("Every key is read")
    func keys() throws {
        let yaml = """
        include: [App/**]
        exclude:
          - Pods
          - "**/Generated"
        portrait_outlets: portraitView
        landscape_outlets: [landscapeView, landscape]
        matching: compatible
        strict: true
        rules:
          moved-view: off
          weak-match: error
        baseline: baseline.json
        """
        let configuration = try CheckConfiguration.parse(yaml, file: "/repo/.template-apply.yml")
        #expect(configuration.folder == "/repo")
        #expect(configuration.include == [GlobPattern("App/**")])
        #expect(configuration.exclude == [GlobPattern("Pods"), GlobPattern("**/Generated")])
        #expect(configuration.portraitOutlets == ["portraitView"])
        #expect(configuration.landscapeOutlets == ["landscapeView", "landscape"])
        #expect(configuration.matching == .compatible)
        #expect(configuration.strict == true)
        #expect(configuration.ruleLevels == [.movedView: .off, .weakMatch: .error])
        #expect(configuration.baseline == "/repo/baseline.json")
    }

    @Test("An invalid key or value is an error at its line", arguments: [
        ("exclude: [Pods]\nexlude: [Build]\n", 2, "unknown key 'exlude' (did you mean 'exclude'?); the keys are"),
        ("rule:\n  moved-view: off\n", 1, "unknown key 'rule' (did you mean 'rules'?); the keys are"),
        ("portrait_outlet: [portraitView]\n", 1, "unknown key 'portrait_outlet' (did you mean 'portrait_outlets'?)"),
        ("colour: blue\n", 1, "unknown key 'colour'; the keys are include, exclude"),
        ("matching: fuzzy\n", 1, "'matching' must be one of"),
        ("strict: maybe\n", 1, "'strict' must be true or false"),
        ("rules:\n  moved-view: off\n  no-such-rule: error\n", 3, "unknown rule 'no-such-rule'"),
        ("rules:\n  moved-view: loud\n", 2, "rule 'moved-view' must be one of off, warning, error"),
        ("rules:\n  unmatched-view: fatal\n", 2, "rule 'unmatched-view' must be one of off, warning, error"),
        ("include: {a: b}\n", 1, "'include' must be a list of strings"),
        ("exclude: [Pods\n", 2, "not valid YAML"),
        ("- a\n- b\n", 1, "must be a mapping"),
    ])
    func invalid(yaml: String, line: Int, message: String) throws {
        let error = try #require(throws: DiagnosticError.self) { try CheckConfiguration.parse(yaml, file: "c.yml") }
        let first = try #require(error.diagnostics.first)
        #expect(first.rule == .invalidConfiguration)
        #expect(first.location?.line == line, "\(yaml)")
        #expect(first.message.contains(message), "\(first.message)")
    }

    @Test("The file is found in the folder or a parent inside the repository")
    func find() throws {
        let folder = try CheckFixtures.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try CheckFixtures.write("strict: true\n", to: CheckConfiguration.fileName, in: folder)
        try CheckFixtures.write("<x/>", to: "App/Deep/A.xib", in: folder)
        let found = CheckConfiguration.find(from: folder.appendingPathComponent("App/Deep").path)
        #expect(found == FileDiscovery.absolutePath(folder.appendingPathComponent(CheckConfiguration.fileName).path))
    }
}
