import Testing
import LayoutTemplates

/// Xcode 8's frames by edges (`<frame key="frameInset">`), on `Fixtures/Modern/FrameInsets.storyboard`
/// (every form, in points and percentages, from either edge), `FrameInsetVariations.storyboard`
/// (inside size-class variations) and `FrameInsetErrors.xib`.
@Suite("Frame insets")
struct FrameInsetTests {
    let document: Document

    init() throws {
        document = try Fixture.document("Modern/FrameInsets.storyboard")
    }

    private func frame(_ id: ViewID) throws -> Rect {
        guard let view = document.scenes.lazy.compactMap({ $0.view(id: id) }).first else {
            Issue.record("no view \(id)")
            throw DiagnosticError([])
        }
        return view.attributes.frame
    }

    private func expectClose(_ frame: Rect, _ expected: Rect, _ id: ViewID) {
        let pairs = [(frame.x, expected.x), (frame.y, expected.y), (frame.width, expected.width), (frame.height, expected.height)]
        #expect(pairs.allSatisfy { abs($0.0 - $0.1) < 0.001 }, "\(id): \(frame), expected \(expected)")
    }

    @Test("each form is read as Xcode means it, in points and percentages, from either edge", arguments: [
        ("SIZE", Rect(x: 0, y: 64, width: 375, height: 603)),
        ("PCT", Rect(x: 93.75, y: 0, width: 93.75, height: 603)),
        ("BOTH", Rect(x: 16, y: 20, width: 343, height: 30)),
        ("TRAIL", Rect(x: 295, y: 587, width: 64, height: 64)),
        ("FILL", Rect(x: 0, y: 0, width: 375, height: 667)),
        ("PCTMAX", Rect(x: 37.5, y: 533.6, width: 300, height: 66.7)),
        ("MINONLY", Rect(x: 8, y: 0, width: 367, height: 667)),
    ] as [(String, Rect)])
    func forms(id: String, expected: Rect) throws {
        expectClose(try frame(ViewID(id)), expected, ViewID(id))
    }

    @Test("a variation's frame inset is placed in the superview's frame of that size class, which follows it in the file", arguments: [
        ("PANEL", "heightClass=compact", Rect(x: 0, y: 0, width: 333.5, height: 375)),
        ("BADGE", "heightClass=compact", Rect(x: 233.45, y: 262.5, width: 66.7, height: 75)),
        ("BADGE", "heightClass=regular", Rect(x: 0, y: 0, width: 187.5, height: 333.5)),
        ("SIDE", "heightClass=compact", Rect(x: 333.5, y: 0, width: 333.5, height: 375)),
    ] as [(String, String, Rect)])
    func variations(id: String, traits: String, expected: Rect) throws {
        let document = try Fixture.document("Modern/FrameInsetVariations.storyboard")
        let view = document.scenes.lazy.compactMap { $0.view(id: ViewID(id)) }.first
        let variations = view?.frameVariations.filter { $0.traits == SizeClassTraits(traits) } ?? []
        #expect(variations.count == 1, "\(id) \(traits): \(variations)")
        if let variation = variations.first { expectClose(variation.frame, expected, ViewID(id)) }
        // The base frames are the superviews' base frames' share.
        if id == "BADGE", let view { expectClose(view.attributes.frame, Rect(x: 262.5, y: 233.45, width: 75, height: 66.7), ViewID(id)) }
    }

    @Test("a frame inset that cannot be read is an error at its line, never zeros")
    func errors() {
        let errors = Fixture.errors("Modern/FrameInsetErrors.xib")
        #expect(errors.allSatisfy { $0.rule == .invalidValue && $0.severity == .error })
        let lines = errors.map { $0.location?.line ?? 0 }
        #expect(lines == [7, 10, 13, 21, 24, 34], "\(errors.map(\.message))")
        #expect(errors.first?.message.contains("has no superview") == true)
        #expect(errors.count > 1 && errors[1].message.contains("'ten'"))
        #expect(errors.count > 3 && errors[3].message.contains("do not add up"))
        #expect(errors.count > 4 && errors[4].message.contains("negative size"))
        // Consistent with the superview's base width (100), not with its compact one (200).
        #expect(errors.count > 5 && errors[5].message.contains("superview's 200"))
    }
}
