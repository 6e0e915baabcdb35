import LayoutCore
import LayoutDocuments
import LayoutMatching

extension LayoutDrawing {
    /// Most layouts one drawing shows. Each layout is a panel that draws its whole tree, so the
    /// page grows with layouts times views: a template file of a few hundred kilobytes can name
    /// thousands of layouts and make a page of hundreds of megabytes. Real designs have a portrait
    /// and a landscape layout and a few size-class variations.
    package static let maximumLayouts = 64

    /// Throws an ``/LayoutCore/RuleID/inputLimit`` error when drawing `layoutNames` of `design` (every layout when
    /// `nil`, as ``init(title:result:layoutNames:diagnostics:)`` takes it) would show more than
    /// ``maximumLayouts`` layouts; call it before drawing a design read from a file.
    package static func checkLayoutCount(of design: Design, layoutNames: [LayoutName]? = nil) throws(DiagnosticError) {
        let count = layoutNames.map { names in Set(names).filter { name in design.layouts.contains { $0.name == name } }.count } ?? design.layouts.count
        guard count > maximumLayouts else { return }
        throw DiagnosticError(.error(
            .inputLimit,
            "the drawing would show \(count) layouts; at most \(maximumLayouts) are drawn at once (a documented limit): choose the layouts to draw",
            at: design.layouts.first.map { SourceLocation(file: $0.file) }
        ))
    }
}
