import LayoutTemplates

/// Writes synthetic two-layout Interface Builder documents with known answers, for the matcher's
/// accuracy tests and the benchmarks.
///
/// One file holds both layouts: File's Owner's outlets `view` and `portraitView` name the portrait
/// root, `landscapeView` the landscape root. The landscape layout lists siblings in another order,
/// gives every view another frame, flips `hidden` on some and changes some autoresizing masks;
/// about 2% of each layout's views (small whole subtrees) are missing from the other. A quarter of
/// all views but the roots carry a tag. Containers are plain views with no text, a third of them
/// with a user label; every leaf carries an identity a matching rule can use (text, title, image,
/// placeholder or action), and about 1% of tags and keys repeat a sibling's on purpose.
public enum SyntheticDocumentGenerator {
    /// Writes the document to `path` and its ground truth to ``GroundTruth/path(forDocument:)``,
    /// each atomically, and returns the ground truth.
    ///
    /// The same options (seed included) always give byte-identical files.
    ///
    /// - Throws: ``GeneratorError``.
    @discardableResult
    public static func generate(_ options: GeneratorOptions, to path: String) throws(GeneratorError) -> GroundTruth {
        let problems = options.problems
        guard problems.isEmpty else { throw GeneratorError.invalidOptions(problems) }
        var builder = SyntheticTreeBuilder(options: options)
        let tree = builder.build()
        let ids = SyntheticIdentifiers(format: options.format, viewCount: tree.views.count)

        let truth = groundTruth(tree, ids: ids, options: options)
        let paths = [path, GroundTruth.path(forDocument: path)]
        // Written as a set: a full disk or an interruption never leaves a new document beside the
        // ground truth of an old one.
        var generatorFailure: GeneratorError?
        do throws(DiagnosticError) {
            try AtomicFileWriter.write(paths) { (index, sink: borrowing AtomicFileWriter.Sink) throws(DiagnosticError) in
                let out = BufferedFileWriter(descriptor: sink.fileDescriptor, path: paths[index])
                if index == 0 {
                    switch options.format {
                    case .modern: ModernDocumentWriter(tree: tree, ids: ids, out: out).write()
                    case .legacy: LegacyDocumentWriter(tree: tree, ids: ids, out: out).write()
                    }
                } else {
                    GroundTruthWriter(out: out).write(truth)
                }
                do throws(GeneratorError) {
                    try out.finish()
                } catch {
                    generatorFailure = error
                    throw DiagnosticError(.error(.unwritableFile, "\(error)", at: SourceLocation(file: paths[index])))
                }
            }
        } catch {
            if let generatorFailure { throw generatorFailure }
            let diagnostic = error.diagnostics.first
            throw GeneratorError.io(path: diagnostic?.location?.file ?? path, reason: diagnostic?.message ?? "\(error)")
        }
        return truth
    }

    static func groundTruth(_ tree: SyntheticTree, ids: SyntheticIdentifiers, options: GeneratorOptions) -> GroundTruth {
        var pairs: [GroundTruth.Pair] = []
        var portraitOnly: [String] = []
        for node in tree.preOrder(.portrait) {
            if tree.views[Int(node)].membership == .both {
                pairs.append(GroundTruth.Pair(portrait: ids.view(node, in: .portrait), landscape: ids.view(node, in: .landscape)))
            } else {
                portraitOnly.append(ids.view(node, in: .portrait))
            }
        }
        let landscapeOnly = tree.preOrder(.landscape)
            .filter { tree.views[Int($0)].membership == .landscapeOnly }
            .map { ids.view($0, in: .landscape) }
        var ambiguous: [String] = []
        var seen: Set<Int32> = []
        for (copy, original) in tree.duplicates {
            for node in [original, copy] where seen.insert(node).inserted {
                let layout: SyntheticLayout = tree.views[Int(node)].membership.inPortrait ? .portrait : .landscape
                ambiguous.append(ids.view(node, in: layout))
            }
        }
        return GroundTruth(
            format: options.format,
            viewsPerLayout: options.viewsPerLayout,
            seed: options.seed,
            portraitRoot: ids.view(SyntheticTree.root, in: .portrait),
            landscapeRoot: ids.view(SyntheticTree.root, in: .landscape),
            pairs: pairs,
            portraitOnly: portraitOnly,
            landscapeOnly: landscapeOnly,
            ambiguous: ambiguous,
            interchangeable: interchangeableGroups(tree, ids: ids, format: options.format)
        )
    }

    /// Siblings whose subtrees look the same in `format` (the same class, colour and image, no
    /// identity, equal subviews; the legacy writer writes no colours), and the corresponding views
    /// inside such subtrees, by portrait id; `nil` when there are none.
    static func interchangeableGroups(_ tree: SyntheticTree, ids: SyntheticIdentifiers, format: GeneratedFormat) -> [[String]]? {
        var looks: [Int32: String?] = [:]
        func look(_ node: Int32) -> String? {
            if let known = looks[node] { return known }
            let view = tree.views[Int(node)]
            var result: String?
            if view.tag == 0, view.text == nil, view.title == nil, view.placeholder == nil, view.selector == nil, view.userLabel == nil {
                let children = view.portraitChildren.map(look)
                if !children.contains(where: { $0 == nil }) {
                    let colour = format == .modern ? view.backgroundColor ?? "" : ""
                    result = "\(view.kind.rawValue)|\(colour)|\(view.image ?? "")|[\(children.compactMap { $0 }.sorted().joined(separator: ","))]"
                }
            }
            looks[node] = result
            return result
        }
        var groups: [[Int32]] = []
        /// A group and, position by position, the groups of the views inside its members.
        func add(_ group: [Int32]) {
            groups.append(group)
            let sortedChildren = group.map { member in tree.views[Int(member)].portraitChildren.sorted { (look($0) ?? "") < (look($1) ?? "") } }
            guard let count = sortedChildren.first?.count else { return }
            for position in 0..<count { add(sortedChildren.map { $0[position] }) }
        }
        for node in tree.preOrder(.portrait) {
            var byLook: [String: [Int32]] = [:]
            var order: [String] = []
            for child in tree.views[Int(node)].portraitChildren where tree.views[Int(child)].membership == .both {
                guard let key = look(child) else { continue }
                if byLook[key] == nil { order.append(key) }
                byLook[key, default: []].append(child)
            }
            for key in order where (byLook[key]?.count ?? 0) > 1 { add(byLook[key] ?? []) }
        }
        return groups.isEmpty ? nil : groups.map { $0.map { ids.view($0, in: .portrait) } }
    }
}
