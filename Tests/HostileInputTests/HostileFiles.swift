import Foundation
import LayoutTemplates
import LayoutXML

/// Hostile inputs are generated at test time in a fresh temporary directory: large ones are never
/// committed, and each test can check that nothing it did not write appears there.
struct HostileFiles {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory + "/" + name }

    /// Writes `bytes` as the file `name` and returns its path.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }

    /// Writes a large file piece by piece: `head`, then `count` copies of `repeated`, then `tail`,
    /// without building it whole in memory.
    @discardableResult
    func write(_ name: String, head: String, repeated: String, count: Int, tail: String) throws -> String {
        let path = path(name)
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(head.utf8))
        let block = Data(String(repeating: repeated, count: 4096).utf8)
        var remaining = count
        while remaining >= 4096 {
            try handle.write(contentsOf: block)
            remaining -= 4096
        }
        try handle.write(contentsOf: Data(String(repeating: repeated, count: remaining).utf8))
        try handle.write(contentsOf: Data(tail.utf8))
        return path
    }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }
}

/// The first diagnostic of the error the library throws for the file, or `nil` when it imports.
func importDiagnostic(_ path: String) -> Diagnostic? {
    do {
        _ = try ImportResult(contentsOf: path)
        return nil
    } catch {
        return error.diagnostics.first
    }
}

/// Visits every event, keeping nothing but counts: the reader's own behaviour on a whole document,
/// without an importer deciding to stop early.
struct WalkingHandler: XMLEventHandler {
    var elements = 0
    var textBytes = 0
    var maximumDepth = 0
    var wantsText: Bool { true }

    mutating func startElement(_ element: XMLStartElement) throws {
        elements += 1
        maximumDepth = max(maximumDepth, element.depth)
        for attribute in element.attributes { textBytes += attribute.value.utf8.count }
    }

    mutating func text(_ text: String) throws { textBytes += text.utf8.count }

    mutating func endElement(name: String) throws {}
}

/// The reader's error for the file walked whole, or `nil` when it reads to the end.
func walkError(_ path: String, limits: XMLReaderLimits = .default) -> XMLParseError? {
    var handler = WalkingHandler()
    do {
        try XMLStreamReader.parse(file: path, handler: &handler, limits: limits)
        return nil
    } catch let error as XMLParseError {
        return error
    } catch {
        return XMLParseError(kind: .io, message: "unexpected error \(error)", position: nil)
    }
}

/// A modern Interface Builder document's opening, so that inputs reach past the root-element sniff.
let modernHead = """
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
    <objects>

"""
let modernTail = """
    </objects>
</document>

"""
