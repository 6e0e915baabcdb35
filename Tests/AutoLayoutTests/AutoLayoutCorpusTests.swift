import Foundation
import Testing
import LayoutTemplates
import TestSupport

/// The engine against the frames Xcode stored in the corpus's Auto Layout documents, at the
/// saved device: every view Xcode does not mark misplaced or ambiguous must land within 1 pt.
@Suite("Auto Layout on the corpus", .enabled(if: PackagePaths.isCorpusAvailable, "../shared/corpus is absent: the Auto Layout corpus test is skipped"))
struct AutoLayoutCorpusTests {
    /// Views that do not land within 1 pt of their stored frame, by file and id, with the reason.
    static let exceptions: [String: [String: String]] = [
        "duckduckgo__iOS/DuckDuckGo__Base.lproj__PrivacyProtection.storyboard": [
            "58W-Jj-gyT": "height off by 10; its cell's constraints cannot all hold at the stored row height; the engine leaves out another constraint than Xcode does",
            "BgM-9i-jF1": "height off by 14; its cell's constraints cannot all hold at the stored row height; the engine leaves out another constraint than Xcode does",
            "SmL-Y0-oTc": "height off by 14; in a table cell: vertical margins and text heights not reproduced",
            "bOw-e6-01J": "height off by 2; its cell's constraints cannot all hold at the stored row height; the engine leaves out another constraint than Xcode does",
            "zwL-NN-A0K": "height off by 14; in a table cell: vertical margins and text heights not reproduced",
        ],
        "monal-im__Monal/Monal__Classes__MLContactCell.xib": [
            "hcX-zy-gxd": "height off by 1.5; an SF Symbol image: its frame reaches past its 20x20 alignment rectangle by the symbol's own insets, unknown headlessly",
        ],
        "monal-im__Monal/Monal__localization__Base.lproj__Main.storyboard": [
            "17e-q1-qh5": "y off by 6; its cell's constraints cannot all hold at the stored row height; the engine leaves out another constraint than Xcode does",
            "BdL-U7-BOc": "height off by 6; placed against its root, guides or margins (not diagnosed)",
            "Dll-GD-ORU": "y off by 6; its cell's constraints cannot all hold at the stored row height; the engine leaves out another constraint than Xcode does",
            "GlC-dn-bvj": "y/width off by 19, 270; its cell's constraints cannot all hold at the stored row height; the engine leaves out another constraint than Xcode does",
            "Kkq-aZ-5fP": "height off by 26; placed against its root, guides or margins (not diagnosed)",
            "pDb-8S-deD": "height off by 10; in a table cell: vertical margins and text heights not reproduced",
            "vGy-8U-lGI": "x/y/width/height off by 270, 4, 270, 13; its cell's constraints cannot all hold at the stored row height; the engine leaves out another constraint than Xcode does",
            "xOs-7M-3BE": "y off by 10; in a table cell: vertical margins and text heights not reproduced",
            "xhf-eh-Dkx": "height off by 6; placed against its root, guides or margins (not diagnosed)",
        ],
        "owncloud__ios/Owncloud iOs Client__Main.storyboard": [
            "0NZ-MO-sTX": "width off by 33; Xcode 8 (tools 12118) stored the stack with its hidden arranged button still taking room, which UIKit collapses",
            "3io-Sx-qiv": "width off by 33; Xcode 8 (tools 12118) stored the stack with its hidden arranged button still taking room, which UIKit collapses",
            "K3Y-mX-EWx": "width off by 33; Xcode 8 (tools 12118) stored the stack with its hidden arranged button still taking room, which UIKit collapses",
        ],
    ]

    @Test("at the saved device, the views Xcode does not flag land within 1 pt of their stored frames (floor at the measured share, target 98%); every exception is listed and current")
    func savedDeviceFidelity() throws {
        let files = try AutoLayoutCorpus.documents()
        #expect(files.count == 17, "the corpus's Auto Layout documents: \(files)")
        var compared = 0
        var exact = 0
        var failures: [String] = []
        var stale: [String] = []
        for file in files {
            let stored = StoredFrames.read(PackagePaths.corpus(file))
            let document = try ImportResult(contentsOf: PackagePaths.corpus(file)).document
            let layout = AutoLayoutEngine.layOut(document, at: .saved)
            let exceptions = Self.exceptions[file] ?? [:]
            var laidOut: Set<String> = []
            for design in layout.designs {
                for view in design.views {
                    laidOut.insert(view.id.rawValue)
                    // Xcode's own verdicts, and hidden arranged views (a stack view gives them no
                    // room, yet Xcode keeps the frame they had): no evidence of a solved frame.
                    guard let xcode = stored[view.id.rawValue], let frame = xcode.frame, !xcode.isFlagged,
                          !(xcode.isHidden && xcode.inStackView) else { continue }
                    compared += 1
                    let solved = view.frame
                    let lands = abs(solved.x - frame.minX) <= 1 && abs(solved.y - frame.minY) <= 1
                        && abs(solved.width - frame.width) <= 1 && abs(solved.height - frame.height) <= 1
                    if lands { exact += 1 }
                    let excepted = exceptions[view.id.rawValue] != nil
                    if lands, excepted { stale.append("\(file) \(view.id.rawValue)") }
                    if !lands, !excepted {
                        failures.append("\(file) \(view.id.rawValue): solved \(solved), stored \(frame)")
                    }
                }
            }
            for id in exceptions.keys where !laidOut.contains(id) {
                stale.append("\(file) \(id) (not laid out)")
            }
        }
        let share = compared == 0 ? 0 : Double(exact) / Double(compared)
        print("Auto Layout corpus: \(exact) of \(compared) unflagged views within 1 pt at the saved device (\(String(format: "%.2f", share * 100))%; target 98%)")
        #expect(failures.isEmpty, "views off by more than 1 pt and not listed:\n\(failures.joined(separator: "\n"))")
        #expect(stale.isEmpty, "stale exceptions (these views land now): \(stale)")
        // The target is 98%; the exceptions above are the rest. The floor is what the engine
        // measures today, so that a change that lands fewer views fails.
        #expect(share >= 0.9809, "the engine lands \(String(format: "%.2f", share * 100))% of the corpus's unflagged views")
    }
}
