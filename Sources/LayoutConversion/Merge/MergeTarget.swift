import LayoutCore
import LayoutDocuments
import LayoutSynthesis

/// What `merge` writes: the one list of merge outputs, with the file extensions that choose each.
public enum MergeTarget: String, Hashable, Sendable, CaseIterable {
    /// A modern Interface Builder `.xib` whose landscape layout is a height-compact variation.
    case xib
    /// A modern Interface Builder `.storyboard`, likewise.
    case storyboard
    /// This project's template format (`*.layouts.xml`): every layout as a table, exact for iPad designs too.
    case template

    /// The file name endings that select this target (lowercase).
    package var fileExtensions: [String] {
        switch self {
        case .xib: [".xib"]
        case .storyboard: [".storyboard"]
        case .template: [".layouts.xml", ".xml"]
        }
    }

    /// The target a path's ending selects (case-insensitively): `.xib`, `.storyboard`, or
    /// `.layouts.xml` (any `.xml`) for the template format; `nil` when none does.
    public init?(path: String) {
        let lowercased = path.lowercased()
        guard let target = MergeTarget.allCases.first(where: { target in target.fileExtensions.contains { lowercased.hasSuffix($0) } }) else {
            return nil
        }
        self = target
    }

    /// The merged design written as this target: the text and what it could not carry.
    ///
    /// An Interface Builder target whose kind is the live layout's own file's (a modern `.xib` or
    /// `.storyboard`, read again from ``MergedDesign``'s live file), or a storyboard of a `.xib`
    /// design (its File's Owner becoming the scene's controller), is that document edited: every
    /// element, attribute and comment stays, and only the size-class variations, subview masks,
    /// the header's size-class declarations, the views drawn in one layout only and the other
    /// layout's connections and resources are added. Other inputs are written from the views'
    /// model, with a warning saying what that leaves out.
    ///
    /// - Parameters:
    ///   - design: the merged design.
    ///   - destination: the path the text will be written to: diagnostics name it, and nothing
    ///     is read from it or written to it here (``/LayoutDiscovery/OutputFile`` writes the text).
    ///   - device: for Interface Builder targets, the phone whose orientations the base and the
    ///     height-compact variation reproduce (by default ``/LayoutCore/DeviceCatalog/defaultDevice``,
    ///     the iPhone SE).
    /// The text returned is sound: it reads back with this package's own reader within its limits,
    /// every id defined once and every reference resolving; what would not is an error instead.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` when the design cannot be written as this target (an iPad
    ///   design as an Interface Builder document, a value XML cannot carry), or the text would not
    ///   be sound (each cause named).
    public func text(of design: MergedDesign, destination file: String, device: Device = DeviceCatalog.defaultDevice) throws(DiagnosticError) -> MergeTarget.MergedText {
        let merged = try uncheckedText(of: design, destination: file, device: device)
        try DocumentSoundness.check(merged.text, file: file)
        return merged
    }

    /// ``text(of:destination:device:)`` before its soundness check, for a caller that lets the design go
    /// and then checks the text with ``DocumentSoundness/check(_:file:)-([UInt8],_)`` before writing
    /// it: the design's model and the check's reading of the text, together, are a large merge's
    /// peak memory.
    package func uncheckedText(of design: MergedDesign, destination file: String, device: Device = DeviceCatalog.defaultDevice) throws(DiagnosticError) -> MergeTarget.MergedText {
        if let error = inputLimitError(files: [design.liveFile] + design.templates.map(\.file)) { throw DiagnosticError(error) }
        let merged: MergeTarget.MergedText
        switch self {
        case .template:
            let (document, diagnostics) = TemplateMerger.merge(design, file: file)
            merged = MergeTarget.MergedText(text: try TemplateFormatWriter.string(from: document), diagnostics: diagnostics)
        case .xib, .storyboard:
            let (text, diagnostics) = try InterfaceBuilderMerger.string(from: design, format: self == .xib ? .xib : .storyboard, file: file, device: device)
            merged = MergeTarget.MergedText(text: text, diagnostics: diagnostics)
        }
        return merged
    }

    /// The merged design placed by Auto Layout: the live layout's own document edited as
    /// ``text(of:destination:device:)`` edits it, but with constraints inferred from the phone's two
    /// orientations (``/LayoutSynthesis/ConstraintSynthesizer``, verified with LayoutSolver at
    /// both sizes) in place of frame variations, `translatesAutoresizingMaskIntoConstraints="NO"`
    /// on the placed views, `useAutolayout="YES"` in the header, and the landscape constants in
    /// `heightClass=compact` variations. The text is laid out by the AutoLayout engine at both
    /// drawn sizes (a conflict or an ambiguous view is an error) and is sound as
    /// ``text(of:destination:device:)``'s is. The synthesis comes back for its explanation.
    ///
    /// - Throws: ``/LayoutCore/DiagnosticError`` for the template target, an iPad design, a
    ///   design whose views already have constraints, a live document that cannot be edited, or
    ///   a text that would not be sound.
    public func autoLayoutText(of design: MergedDesign, destination file: String, device: Device = DeviceCatalog.defaultDevice) throws(DiagnosticError) -> (text: MergeTarget.MergedText, synthesis: SynthesisResult) {
        guard self != .template else {
            throw DiagnosticError(.error(.notExpressible, "the template format has no constraints: write a .xib or .storyboard to place the design by Auto Layout", at: SourceLocation(file: file)))
        }
        if let error = inputLimitError(files: [design.liveFile] + design.templates.map(\.file), autoLayout: true) { throw DiagnosticError(error) }
        let (text, diagnostics, synthesis) = try InterfaceBuilderMerger.autoLayoutString(from: design, format: self == .xib ? .xib : .storyboard, file: file, device: device)
        try DocumentSoundness.check(text, file: file)
        return (MergeTarget.MergedText(text: text, diagnostics: diagnostics), synthesis)
    }

    /// The most bytes of documents one merge to this target reads (a design's files together):
    /// an Interface Builder merge holds the edited tree, the design's model and the text, up to
    /// seven times its input (a legacy archive to a storyboard), the template format's model and
    /// text up to three (an archive's; a modern document's two); these keep a merge under 1 GB
    /// whatever the input's format, which is known only once it is read.
    package var maximumInputBytes: Int {
        switch self {
        case .template: 300_000_000
        case .xib, .storyboard: 135_000_000
        }
    }

    /// The most bytes of documents one merge placed by Auto Layout reads
    /// (``autoLayoutText(of:destination:device:)``): beside what a merge holds, the synthesis and
    /// its verification hold a solver for every view at both drawn sizes, and the engine lays out
    /// the written text again, about twelve times the input at the peak; this keeps it under 1 GB.
    package static let maximumAutoLayoutInputBytes = 70_000_000

    /// The `input-limit` error for a design whose `files` hold together more than `limit` bytes
    /// (by default ``maximumInputBytes``, or ``maximumAutoLayoutInputBytes`` for a merge placed by
    /// Auto Layout), `nil` for any other: said before the design is read, by a caller that has its
    /// files, and before any tree is built, by the merge.
    package func inputLimitError(files: [String], limit: Int? = nil, autoLayout: Bool = false) -> Diagnostic? {
        let limit = limit ?? (autoLayout ? Self.maximumAutoLayoutInputBytes : maximumInputBytes)
        let total = FileSize.total(of: files)
        guard total > limit else { return nil }
        let merge = autoLayout ? "a merge placed by Auto Layout" : "a merge to \(rawValue)"
        let advice = autoLayout ? "merge it with frame variations, or split the document"
            : self == .template ? "split the document" : "merge it to the template format, or split the document"
        return .error(
            .inputLimit,
            "the design's documents hold \(total) bytes, more than the \(limit) \(merge) reads (a documented limit, which keeps its memory under 1 GB); \(advice)",
            at: SourceLocation(file: files.first ?? ""))
    }
}
