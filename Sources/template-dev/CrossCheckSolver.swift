import ArgumentParser
import Foundation
import LayoutTemplates

/// `template-dev crosscheck-solver`: the Auto Layout engine's frames against kiwisolver's on the
/// same constraint systems.
struct CrossCheckSolver: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "crosscheck-solver",
        abstract: "Solve the engine's constraint systems again with kiwisolver and compare the frames.",
        discussion: """
        For each document, every design's constraint system (the constraints the engine holds, \
        after any conflict was broken) is written out and solved by Scripts/kiwisolver-crosscheck.py \
        with kiwisolver, an independent Cassowary. At the saved device, the views where \
        kiwisolver's frame lands within 1 pt of the frame Xcode stored (views Xcode does not flag, \
        not hidden) are the reference; at each configuration the command counts the views whose \
        engine frame is within 1 pt of kiwisolver's, among the reference and among all views. \
        Needs kiwisolver (pip install kiwisolver).
        """
    )

    @Argument(help: "Auto Layout documents (.xib, .storyboard).")
    var documents: [String]

    @Option(name: .long, parsing: .upToNextOption, help: "Configurations, each DEVICE:ORIENTATION (portrait, landscape).")
    var configurations: [String] = ["iPhone SE:landscape", "iPhone 8 Plus:portrait", "iPhone 8 Plus:landscape"]

    @Option(name: .long, help: "The Python interpreter that has kiwisolver.")
    var python = "python3"

    @Option(name: .long, help: "kiwisolver's side of the cross-check.")
    var kiwiScript = "Scripts/kiwisolver-crosscheck.py"

    @Option(name: .long, help: "Also write kiwisolver's frames at each configuration to this file (tab-separated: configuration, document, view id, x, y, width, height), for a test to compare the engine with.")
    var record: String?

    @Option(name: .long, help: "Fail (exit 1) when fewer than this share (percent) of the reference views agree at a configuration.")
    var require: Double?

    /// Views compared and agreeing, among all and among the reference.
    struct Tally {
        var views = 0, agree = 0, reference = 0, referenceAgree = 0
    }

    func run() throws {
        let targets = try configurations.map(Self.target)
        var saved = Tally()
        var tallies = [Tally](repeating: Tally(), count: targets.count)
        var recorded = ["# kiwisolver's frames of the engine's constraint systems (template-dev crosscheck-solver --record)"]
        for path in documents {
            let document = try ImportResult(contentsOf: path).document
            let layout = AutoLayoutEngine.layOut(document, at: .saved)
            let savedFrames = try kiwiFrames(AutoLayoutEngine.constraintSystems(document, at: .saved))
            // The reference: views whose stored frame kiwisolver reproduces at the saved device.
            var reference: Set<String> = []
            for (design, frames) in zip(layout.designs, savedFrames) {
                for (view, frame) in zip(design.views, frames ?? []) where !view.isFlaggedByInterfaceBuilder && !view.isHidden {
                    saved.views += 1
                    if Self.lands(frame, view.storedFrame) { saved.agree += 1 } else { continue }
                    reference.insert(view.id.rawValue)
                    saved.reference += 1
                    if Self.lands(frame, view.frame) { saved.referenceAgree += 1 }
                }
            }
            for (slot, target) in targets.enumerated() {
                let systems = AutoLayoutEngine.constraintSystems(document, at: target.1)
                let theirs = try kiwiFrames(systems)
                for (system, frames) in zip(systems, theirs) {
                    let ours = system.frames(system.solution)
                    for (view, (mine, their)) in zip(system.views, zip(ours, frames ?? [])) {
                        recorded.append([target.0, path, view.id, "\(their.x)", "\(their.y)", "\(their.width)", "\(their.height)"].joined(separator: "\t"))
                        let agrees = Self.lands(mine, their)
                        tallies[slot].views += 1
                        if agrees { tallies[slot].agree += 1 }
                        guard reference.contains(view.id) else { continue }
                        tallies[slot].reference += 1
                        if agrees { tallies[slot].referenceAgree += 1 }
                    }
                }
            }
        }
        if let record {
            try (recorded.joined(separator: "\n") + "\n").write(toFile: record, atomically: true, encoding: .utf8)
        }
        func share(_ part: Int, _ whole: Int) -> String {
            String(format: "%d of %d (%.2f%%)", part, whole, whole == 0 ? 0 : Double(part) * 100 / Double(whole))
        }
        print("crosscheck-solver: \(documents.count) documents")
        print("saved device: kiwisolver lands \(share(saved.agree, saved.views)) unflagged views on Xcode's stored frames (the reference); the engine agrees with it on \(share(saved.referenceAgree, saved.reference)) of them")
        print("| configuration | engine = kiwisolver, reference views | engine = kiwisolver, all views |")
        var short = false
        for (slot, tally) in tallies.enumerated() {
            print("| \(targets[slot].0) | \(share(tally.referenceAgree, tally.reference)) | \(share(tally.agree, tally.views)) |")
            if let require, tally.reference > 0, Double(tally.referenceAgree) * 100 < require * Double(tally.reference) { short = true }
        }
        if short { throw ExitCode(1) }
    }

    /// Within 1 pt on every edge and size.
    static func lands(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= 1 && abs(a.y - b.y) <= 1 && abs(a.width - b.width) <= 1 && abs(a.height - b.height) <= 1
    }

    static func target(_ text: String) throws -> (String, AutoLayoutEngine.Target) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let device = DeviceCatalog.device(named: String(parts[0])) else {
            throw ValidationError("'\(text)' is not DEVICE:ORIENTATION with a device of the catalog")
        }
        switch parts[1] {
        case "portrait": return (text, .device(device, .portrait))
        case "landscape": return (text, .device(device, .landscapeLeft))
        default: throw ValidationError("'\(text)': the orientation is portrait or landscape")
        }
    }

    /// kiwisolver's frames for each system (nil where it refuses one).
    func kiwiFrames(_ systems: [ConstraintSystem]) throws -> [[Rect]?] {
        let file = (NSTemporaryDirectory() as NSString).appendingPathComponent("crosscheck-\(ProcessInfo.processInfo.processIdentifier).txt")
        var text = ""
        for (index, system) in systems.enumerated() { text += "design \(index)\n" + system.text }
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, kiwiScript, file]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            FileHandle.standardError.write(Data("error: \(kiwiScript): \(message)".utf8))
            throw ExitCode(process.terminationStatus == 3 ? 3 : 1)
        }
        struct Report: Decodable { var designs: [[Double]?] }
        let report = try JSONDecoder().decode(Report.self, from: data)
        return zip(systems, report.designs).map { system, values in values.map { system.frames($0) } }
    }
}
