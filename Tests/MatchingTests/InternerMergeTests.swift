import Foundation
@testable import LayoutTemplates
import TemplateGenerator
import TestSupport
import Testing

/// The matcher keys the live tree and the other layouts with interners of their own, on two
/// processors, then merges them (`KeyInterner.absorb`): every key must come out as keying all
/// trees with one interner gives it, id for id.
@Suite("Interner merge")
struct InternerMergeTests {
    /// Keys every tree layout of the file's set both ways and returns where they differ.
    private func differences(file: String) throws -> [String] {
        let set = try LayoutLoader.load(files: [file]).set
        let live = IndexedTree(root: set.live)
        var single = KeyInterner()
        var merged = KeyInterner()
        let liveSingle = Matcher.keys(of: live, outlets: set.liveOutlets, interner: &single)
        let liveMerged = Matcher.keys(of: live, outlets: set.liveOutlets, interner: &merged)
        var problems: [String] = []
        if "\(liveSingle)" != "\(liveMerged)" { problems.append("live keys") }
        var separate = KeyInterner()
        var keyedApart: [[NodeKeys]] = []
        var keyedTogether: [[NodeKeys]] = []
        for layout in set.layouts {
            // As the matcher does: the layout that is the live tree shares the live keys.
            guard case .tree(let root, _) = layout.content, root != set.live else { continue }
            let tree = IndexedTree(root: root)
            keyedTogether.append(Matcher.keys(of: tree, outlets: layout.outlets, interner: &single))
            keyedApart.append(Matcher.keys(of: tree, outlets: layout.outlets, interner: &separate))
        }
        let remap = merged.absorb(separate)
        for (index, (together, apart)) in zip(keyedTogether, keyedApart).enumerated() {
            let remapped = apart.map { keys in var keys = keys; keys.remap(by: remap); return keys }
            for (view, (a, b)) in zip(together, remapped).enumerated() where "\(a)" != "\(b)" {
                problems.append("layout \(index) view \(view): \(a) != \(b)")
            }
        }
        if single.keyLimit != merged.keyLimit { problems.append("key limit \(single.keyLimit) != \(merged.keyLimit)") }
        if "\(single.classes)" != "\(merged.classes)" { problems.append("classes") }
        return problems
    }

    @Test("merged keys equal keys made with one interner, on every fixture")
    func fixtures() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: PackagePaths.fixtures.path)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
        #expect(files.count > 5)
        for file in files.sorted() {
            guard let problems = try? differences(file: PackagePaths.fixture(file)) else { continue }
            #expect(problems.isEmpty, "\(file): \(problems.prefix(3))")
        }
    }

    @Test("merged keys equal keys made with one interner, on the corpus (../shared/corpus)")
    func corpus() throws {
        guard PackagePaths.isCorpusAvailable else {
            print("skipped: ../shared/corpus is absent; the corpus merge check did not run")
            return
        }
        let files = try FileManager.default.subpathsOfDirectory(atPath: PackagePaths.corpusRoot.path)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
        var checked = 0
        for file in files.sorted() {
            guard let problems = try? differences(file: PackagePaths.corpus(file)) else { continue }
            checked += 1
            #expect(problems.isEmpty, "\(file): \(problems.prefix(3))")
        }
        #expect(checked > 10)
    }

    @Test("controls with several targets keep canonical actions when the merge reorders their targets")
    func reorderedTargets() {
        var builder = TreeBuilder()
        let down = ControlEvents.touchDown
        let twoTargets = [
            ControlAction(target: .object(id: "zeta"), selector: "tap:", events: down),
            ControlAction(target: .object(id: "alpha"), selector: "log:", events: [down, .touchDownRepeat]),
        ]
        // The live tree meets "alpha" first; the template, keyed alone, meets "zeta" first, so
        // its interner orders the two targets the other way round.
        let live = builder.view("root", [
            builder.view("a", "UIButton", actions: [ControlAction(target: .object(id: "alpha"), selector: "other:", events: down)]),
            builder.view("b", "UIButton", tag: 7, title: "Go", actions: twoTargets),
        ])
        let template = builder.view("root2", [
            builder.view("z", "UIButton", actions: [ControlAction(target: .object(id: "zeta"), selector: "first:", events: down)]),
            builder.view("c", "UISlider", tag: 9, text: "new", placeholder: "hint", actions: twoTargets.reversed()),
            builder.view("d", "UITextField", text: "Go", placeholder: "new"),
        ])
        let liveTree = IndexedTree(root: live), templateTree = IndexedTree(root: template)
        var single = KeyInterner(), merged = KeyInterner(), separate = KeyInterner()
        let liveSingle = Matcher.keys(of: liveTree, outlets: [], interner: &single)
        let together = Matcher.keys(of: templateTree, outlets: [], interner: &single)
        let liveMerged = Matcher.keys(of: liveTree, outlets: [], interner: &merged)
        let apart = Matcher.keys(of: templateTree, outlets: [], interner: &separate)
        let remap = merged.absorb(separate)
        #expect("\(liveSingle)" == "\(liveMerged)")
        var remapped = apart
        for index in remapped.indices { remapped[index].remap(by: remap) }
        #expect("\(together)" == "\(remapped)")
        #expect(single.keyLimit == merged.keyLimit)
        // The two-target control has the same actions in both trees, whatever the declared order.
        #expect(liveMerged[2].actions == remapped[2].actions)
        #expect(liveMerged[2].actions >= 0)
    }
}
