import AutoLayout
import LayoutCore
import LayoutDocuments
import LayoutSynthesis

/// The written document of `merge --auto-layout` laid out by the AutoLayout engine on a phone of
/// each drawn size: the synthesis's own solver knows neither stack views nor intrinsic sizes, the
/// engine does, so only what the engine confirms is written.
package enum AutoLayoutVerification {
    /// Errors for conflicting constraints and ambiguous views, warnings for views the engine does
    /// not put within ``ConstraintSynthesizer/verificationTolerance`` of a drawing, on the phone the
    /// synthesis was made for (`Device.drawnPhone(_:_:preferring:)` with `device`).
    package static func diagnostics(of text: String, file: String, synthesis: SynthesisResult, device: Device, at location: SourceLocation) -> [Diagnostic] {
        let document: Document
        do {
            document = try ImportResult(bytes: Array(text.utf8), path: file).document
        } catch {
            return error.diagnostics
        }
        let drawn = synthesis.design.viewsByID
        let root = synthesis.design.root
        var diagnostics: [Diagnostic] = []
        for (orientation, compact) in [(InterfaceOrientation.portrait, false), (.landscapeLeft, true)] {
            let phone = Device.drawnPhone(compact ? root.landscape : root.portrait, orientation, preferring: device)
            let layout = AutoLayoutEngine.layOut(document, at: .device(phone, orientation), checkingAmbiguity: true)
            let name = compact ? "landscape" : "portrait"
            // Only the synthesized design's own conflicts: the document's other designs are as
            // their authors left them, and this phone is not one they were drawn for.
            let design = layout.designs.first { $0.rootID.rawValue == root.id }
            let synthesized = Set(design?.views.map(\.id) ?? [])
            for diagnostic in layout.diagnostics where diagnostic.rule == .unsatisfiableConstraints && diagnostic.subject?.view.map(synthesized.contains) == true {
                diagnostics.append(.error(.unsatisfiableConstraints, "the synthesized constraints conflict in the \(name) drawing: \(diagnostic.message)", at: diagnostic.location ?? location,
                                          subject: Diagnostic.Subject(layout: LayoutName(name), view: diagnostic.subject?.view)))
            }
            guard let design else { continue }
            for view in design.views.dropFirst() {
                guard let drawnView = drawn[view.id.rawValue] else { continue }
                let expected = compact ? drawnView.landscape : drawnView.portrait
                if !view.ambiguousAxes.isEmpty {
                    diagnostics.append(.error(.ambiguousLayout, "\(drawnView.name) is ambiguous (\(view.ambiguousAxes.joined(separator: ", "))) with the synthesized constraints in the \(name) drawing", at: view.location ?? location,
                                              subject: Diagnostic.Subject(layout: LayoutName(name), view: view.id)))
                } else if SynthesisResult.distance(expected, view.frame) > ConstraintSynthesizer.verificationTolerance {
                    diagnostics.append(.warning(.notExpressible, "the AutoLayout engine places \(drawnView.name) at \(view.frame) in the \(name) drawing, not where it is drawn (\(expected))", at: view.location ?? location,
                                                subject: Diagnostic.Subject(layout: LayoutName(name), view: view.id)))
                }
            }
        }
        return diagnostics
    }
}
