import Testing
import LayoutTemplates

@Suite("Split or flip (ADAPTIVE.md section 1)")
struct SplitOrFlipTests {
    /// The container after `environment`, from the initial state.
    func laidOut(_ environment: Environment, animates: Bool = true) -> SplitOrFlip {
        SplitOrFlip(animatesFlips: animates).applying(environment: environment).container
    }

    @Test("starts side by side with focus left")
    func initialState() {
        let container = SplitOrFlip()
        #expect(container.displayMode == .sideBySide)
        #expect(container.focus == .left)
        #expect(!container.flipAvailable)
    }

    @Test("vector 1024x768 LTR: left (0,0,440,768), right (440,0,584,768)")
    func landscapeLeftToRight() {
        let layout = laidOut(env(1024, 768)).arrangement
        #expect(layout.frame(of: "left") == rect(0, 0, 440, 768))
        #expect(layout.frame(of: "right") == rect(440, 0, 584, 768))
        #expect(layout.visible == ["left", "right"])
    }

    @Test("vector 1024x768 RTL: left (584,0,440,768), right (0,0,584,768)")
    func landscapeRightToLeft() {
        let layout = laidOut(env(1024, 768, .regular, .regular, .rightToLeft)).arrangement
        #expect(layout.frame(of: "left") == rect(584, 0, 440, 768))
        #expect(layout.frame(of: "right") == rect(0, 0, 584, 768))
    }

    @Test("column vectors: 768x1024 -> 320/448, 736x414 -> 320/416, 896x414 -> 440/456, 880x600 -> 320/560",
          arguments: [(768.0, 1024.0, 320.0, 448.0), (736, 414, 320, 416), (896, 414, 440, 456), (880, 600, 320, 560)])
    func columnWidths(width: Double, height: Double, left: Double, right: Double) {
        let layout = laidOut(env(width, height)).arrangement
        #expect(layout.frame(of: "left") == rect(0, 0, left, height))
        #expect(layout.frame(of: "right") == rect(left, 0, right, height))
        #expect(SplitOrFlip.leftColumnWidth(for: Size(width: width, height: height)) == left)
    }

    @Test("gap fixed: a container narrower than the column never gives a negative width")
    func narrowContainerIsClamped() {
        let ltr = laidOut(env(200, 600)).arrangement
        #expect(ltr.frame(of: "left") == rect(0, 0, 200, 600))
        #expect(ltr.frame(of: "right") == rect(200, 0, 0, 600))
        let rtl = laidOut(env(200, 600, .regular, .regular, .rightToLeft)).arrangement
        #expect(rtl.frame(of: "left") == rect(0, 0, 200, 600))
        #expect(rtl.frame(of: "right") == rect(0, 0, 0, 600))
        // A negative size from code (the scenario reader refuses it) is clamped too.
        let negative = laidOut(env(-50, 600)).arrangement
        #expect(negative.children.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })
    }

    @Test("compact width shows only the focused child, filling the container, with the flip affordance")
    func oneMode() {
        let container = laidOut(env(375, 667, .compact))
        #expect(container.displayMode == .one)
        #expect(container.flipAvailable)
        #expect(container.arrangement.children == [ContainerArrangement.ChildFrame(name: "left", frame: rect(0, 0, 375, 667))])
        let unspecified = laidOut(env(375, 667, .unspecified))
        #expect(unspecified.displayMode == .one)
    }

    @Test("focus survives any number of mode changes")
    func focusSurvivesModeChanges() {
        var container = laidOut(env(375, 667, .compact), animates: false)
        container = container.applying(.flip).container
        #expect(container.focus == .right)
        for environment in [env(1024, 768), env(375, 667, .compact), env(768, 1024), env(667, 375, .compact, .compact)] {
            container = container.applying(environment: environment).container
            #expect(container.focus == .right)
        }
        #expect(container.arrangement.visible == ["right"])
    }

    @Test("an animated flip: begin state, in flight, end state (LTR)")
    func animatedFlipLeftToRight() throws {
        let start = laidOut(env(375, 667, .compact))
        let began = start.applying(.flip)
        #expect(began.events == [.flipBegan(from: .left, to: .right)])
        let flight = try #require(began.container.flight)
        // Begin: outgoing on screen, incoming right child off screen at +W.
        #expect(began.arrangement.children == [ContainerArrangement.ChildFrame(name: "left", frame: rect(0, 0, 375, 667)),
                                          ContainerArrangement.ChildFrame(name: "right", frame: rect(375, 0, 375, 667))])
        #expect(flight.endFrames == [ContainerArrangement.ChildFrame(name: "left", frame: rect(-375, 0, 375, 667)),
                                     ContainerArrangement.ChildFrame(name: "right", frame: rect(0, 0, 375, 667))])
        #expect(flight.frames(atProgress: 0.5) == [ContainerArrangement.ChildFrame(name: "left", frame: rect(-187.5, 0, 375, 667)),
                                                  ContainerArrangement.ChildFrame(name: "right", frame: rect(187.5, 0, 375, 667))])
        let ended = began.container.applying(.finishFlip)
        #expect(ended.events == [.flipEnded(.right)])
        #expect(ended.container.flight == nil)
        #expect(ended.arrangement.children == [ContainerArrangement.ChildFrame(name: "right", frame: rect(0, 0, 375, 667))])
    }

    @Test("flip start positions: left child at -W LTR / +W RTL, right child at +W LTR / -W RTL")
    func offScreenPositions() {
        let w = 400.0
        let toRightLTR = SplitOrFlip.Flight(outgoing: .left, size: Size(width: w, height: 700), direction: .leftToRight)
        #expect(toRightLTR.beginFrames[1].frame.x == w)
        let toLeftLTR = SplitOrFlip.Flight(outgoing: .right, size: Size(width: w, height: 700), direction: .leftToRight)
        #expect(toLeftLTR.beginFrames[1].frame.x == -w)
        let toRightRTL = SplitOrFlip.Flight(outgoing: .left, size: Size(width: w, height: 700), direction: .rightToLeft)
        #expect(toRightRTL.beginFrames[1].frame.x == -w)
        let toLeftRTL = SplitOrFlip.Flight(outgoing: .right, size: Size(width: w, height: 700), direction: .rightToLeft)
        #expect(toLeftRTL.beginFrames[1].frame.x == w)
    }

    @Test("gap fixed: a trait change during a flip is queued and applied when the flip ends")
    func traitChangeDuringFlipIsQueued() {
        let flying = laidOut(env(375, 667, .compact)).applying(.flip).container
        let queued = flying.applying(environment: env(1024, 768))
        #expect(queued.events == [.environmentQueued])
        #expect(queued.container.displayMode == .one)
        #expect(queued.container.pending == [.environment(env(1024, 768))])
        let ended = queued.container.applying(.finishFlip)
        #expect(ended.events == [.flipEnded(.right), .displayModeChanged(.sideBySide)])
        #expect(ended.container.environment == env(1024, 768))
        #expect(ended.arrangement.frame(of: "left") == rect(0, 0, 440, 768))
        #expect(ended.container.focus == .right)
    }

    @Test("queued environments coalesce into the last one")
    func queuedEnvironmentsCoalesce() {
        var container = laidOut(env(375, 667, .compact)).applying(.flip).container
        container = container.applying(environment: env(1024, 768)).container
        container = container.applying(environment: env(320, 568, .compact)).container
        #expect(container.pending == [.environment(env(320, 568, .compact))])
        let ended = container.applying(.finishFlip).container
        #expect(ended.displayMode == .one)
        #expect(ended.arrangement.children == [ContainerArrangement.ChildFrame(name: "right", frame: rect(0, 0, 320, 568))])
    }

    @Test("gap fixed: a second flip during a flight is queued and runs after, neither lost nor doubled")
    func secondFlipIsQueued() {
        let flying = laidOut(env(375, 667, .compact)).applying(.flip).container
        let second = flying.applying(.flip)
        #expect(second.events == [.flipQueued])
        #expect(second.container.focus == .right)
        let firstEnded = second.container.applying(.finishFlip)
        #expect(firstEnded.events == [.flipEnded(.right), .flipBegan(from: .right, to: .left)])
        #expect(firstEnded.container.flight?.incoming == .left)
        let secondEnded = firstEnded.container.applying(.finishFlip)
        #expect(secondEnded.events == [.flipEnded(.left)])
        #expect(secondEnded.container.focus == .left)
        #expect(secondEnded.container.flight == nil)
        #expect(secondEnded.container.pending.isEmpty)
        // No third flip hides anywhere.
        #expect(secondEnded.container.applying(.finishFlip).events == [.ignored(.finishFlip)])
    }

    @Test("n flips requested during one flight toggle the focus exactly n more times", arguments: [1, 2, 3, 4])
    func manyQueuedFlips(extra: Int) {
        var container = laidOut(env(375, 667, .compact)).applying(.flip).container
        for _ in 0..<extra { container = container.applying(.flip).container }
        var ends = 0
        while container.flight != nil {
            container = container.applying(.finishFlip).container
            ends += 1
        }
        #expect(ends == extra + 1)
        #expect(container.focus == ((extra + 1).isMultiple(of: 2) ? .left : .right))
    }

    @Test("a queued flip after a queued switch to regular toggles the focus without animating")
    func queuedFlipInSideBySide() {
        var container = laidOut(env(375, 667, .compact)).applying(.flip).container
        container = container.applying(environment: env(1024, 768)).container
        container = container.applying(.flip).container
        let ended = container.applying(.finishFlip)
        #expect(ended.events == [.flipEnded(.right), .displayModeChanged(.sideBySide), .focusChanged(.left)])
        #expect(ended.container.flight == nil)
        #expect(ended.container.focus == .left)
    }

    @Test("flips without animation complete at once; finishFlip without a flight is ignored")
    func unanimatedFlip() {
        let flipped = laidOut(env(375, 667, .compact), animates: false).applying(.flip)
        #expect(flipped.events == [.flipBegan(from: .left, to: .right), .flipEnded(.right)])
        #expect(flipped.container.flight == nil)
        #expect(flipped.arrangement.visible == ["right"])
        #expect(flipped.container.applying(.finishFlip).events == [.ignored(.finishFlip)])
    }

    @Test("a flip in side-by-side toggles the focus without an animation")
    func flipInSideBySide() {
        let flipped = laidOut(env(1024, 768)).applying(.flip)
        #expect(flipped.events == [.focusChanged(.right)])
        #expect(flipped.container.flight == nil)
        #expect(flipped.arrangement.visible == ["left", "right"])
    }

    @Test("applying(environment:) answers each visible child's frame for an environment (the integration entry point)")
    func arrangementInEnvironment() {
        let answer = SplitOrFlip().applying(environment: env(768, 1024))
        #expect(answer.container.arrangement.children == [ContainerArrangement.ChildFrame(name: "left", frame: rect(0, 0, 320, 1024)),
                                                     ContainerArrangement.ChildFrame(name: "right", frame: rect(320, 0, 448, 1024))])
        #expect(answer.container.environment == env(768, 1024))
    }
}
