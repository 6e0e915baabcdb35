import Foundation
import LayoutCore
import LayoutDocuments
import LayoutMatching

/// Two-file designs told by their names: a portrait file and a landscape file in one folder.
///
/// The conventions real projects use (compared case-insensitively):
/// - `Foo.xib` + `Foo-landscape.xib`, `Foo_landscape.xib`, `Foo~landscape.xib` or `FooLandscape.xib`;
/// - `FooPortrait.xib` + `FooLandscape.xib`, also with `-`, `_` or `~` before the word;
/// - `PortraitFoo.xib` + `LandscapeFoo.xib`, also with `-`, `_` or `~` after the word.
///
/// Both files have the same extension and the same device suffix, if any (`Foo~iphone.xib` +
/// `Foo-landscape~iphone.xib`, `~ipad`): UIKit loads `Foo~iphone.xib` for `Foo` on a phone, so the
/// suffix is not part of the design's name. Whatever order the files come in, the portrait file
/// comes first in the design.
public enum NamePairing {
    /// The words that say a file holds one orientation, and the separators that may stand beside them.
    static let landscapeWord = "landscape"
    static let portraitWord = "portrait"
    static let separators = ["-", "_", "~", ""]
    /// The device suffixes UIKit reads after a nib's name, before its extension.
    static let deviceSuffixes = ["~iphone", "~ipad"]

    /// What a design is read from: one file holding its layouts, or a portrait file and a landscape file.
    public struct DesignFiles: Hashable, Sendable {
        /// One file, or the portrait file then the landscape file.
        public var files: [String]
        /// Whether the two files were put together by their names.
        package var isPairedByName: Bool

        /// A design read from `files` (portrait first).
        package init(files: [String], isPairedByName: Bool = false) {
            self.files = files
            self.isPairedByName = isPairedByName
        }

        /// A note saying which file plays which part, for a design paired by name.
        package var pairingNote: Diagnostic? {
            guard isPairedByName, files.count == 2 else { return nil }
            return Diagnostic(
                severity: .note, location: SourceLocation(file: files[0]), rule: .pairedByName,
                message: "paired by name: portrait layout from \(files[0]), landscape layout from \(files[1])"
            )
        }
    }

    /// `files` grouped into designs: every pair the names make, and each other file alone, sorted
    /// by their first file.
    package static func designs(_ files: [String]) -> [DesignFiles] {
        let named = files.map(NamedFile.init)
        var used = [Bool](repeating: false, count: files.count)
        var designs: [DesignFiles] = []
        var partners: [PartnerKey: [Int]] = [:]
        // A file with the word `portrait` is a better partner than one without it.
        for plain in [false, true] {
            for (index, file) in named.enumerated() where file.isPlain == plain {
                for key in file.portraitKeys { partners[key, default: []].append(index) }
            }
        }
        for (index, file) in named.enumerated() where !used[index] {
            for key in file.landscapeKeys {
                guard let partner = partners[key]?.first(where: { !used[$0] && $0 != index }) else { continue }
                used[index] = true
                used[partner] = true
                designs.append(DesignFiles(files: [files[partner], files[index]], isPairedByName: true))
                break
            }
        }
        for index in files.indices where !used[index] {
            designs.append(DesignFiles(files: [files[index]]))
        }
        return designs.sorted { DesignFileName.pathOrder($0.files[0], $1.files[0]) }
    }

    /// The design `file` belongs to in its folder: `file` and its partner when a file beside it
    /// pairs with it by name, else `file` alone.
    package static func design(withSiblingOf file: String) -> DesignFiles {
        let folder = (file as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        let name = (file as NSString).lastPathComponent
        let siblings = names.filter { $0 != name && !$0.hasPrefix(".") && DesignFileName.isDesign($0) }.sorted()
            .map { folder.isEmpty ? $0 : (folder as NSString).appendingPathComponent($0) }
        return designs([file] + siblings).first { $0.files.contains(file) } ?? DesignFiles(files: [file])
    }

    /// The files a command was given, as a design: two files put in portrait, landscape order by
    /// their names (with a note when that swaps them), one file joined by the sibling its name
    /// pairs with (with a note), anything else as given.
    ///
    /// A file that holds both layouts itself (a scene with a portrait and a landscape outlet, as
    /// `options` names them) is read alone even when a sibling pairs with it by name; a note names
    /// the sibling it does not use; with `reads`, that look at the file is at its bytes read into
    /// it, which the import then reads from. ``Design/init(contentsOf:options:)`` reads its files
    /// through it.
    package static func resolve(_ files: [String], options: LayoutOptions = LayoutOptions(), reads: DocumentReads? = nil) -> (files: [String], diagnostics: [Diagnostic]) {
        switch files.count {
        case 1:
            let design = design(withSiblingOf: files[0])
            guard design.files.count == 2, let other = design.files.first(where: { $0 != files[0] }) else { return (files, []) }
            // A file that cannot be read is reported by the loader that reads it next.
            let source: DocumentSource? = if let reads { try? DocumentSource.bytes(reads.bytes(reading: files[0]), path: files[0]) } else { .file(path: files[0]) }
            if let source, let document = try? ImportResult(source: source).document,
               let note = ownLayoutsNote(document, sibling: other, options: options) {
                return (files, [note])
            }
            let role = design.files[0] == other ? "portrait" : "landscape"
            let note = Diagnostic(
                severity: .note, location: SourceLocation(file: files[0]), rule: .pairedByName,
                message: "taking the \(role) layout from the sibling file \(other) (paired by name; name both files to choose otherwise)"
            )
            return (design.files, [note])
        case 2:
            guard let pair = designs(files).first, pair.files.count == 2, pair.files != files else { return (files, []) }
            let note = Diagnostic(
                severity: .note, location: SourceLocation(file: pair.files[0]), rule: .pairedByName,
                message: "taking \(pair.files[0]) as the portrait file and \(pair.files[1]) as the landscape file, as their names say"
            )
            return (pair.files, [note])
        default:
            return (files, [])
        }
    }

    /// The note for a document that holds both layouts itself, naming the sibling file its name
    /// pairs with, which is not used; `nil` when the document does not hold both layouts.
    package static func ownLayoutsNote(_ document: Document, sibling: String, options: LayoutOptions) -> Diagnostic? {
        guard let outlets = LayoutFinder.ownLayoutOutlets(document, options: options) else { return nil }
        return Diagnostic(
            severity: .note, location: SourceLocation(file: document.file), rule: .pairedByName,
            message: "reading both layouts from the file's own outlets \(outlets.portrait.property) and \(outlets.landscape.property); the sibling file \(sibling), which its name pairs with, is not used"
        )
    }

    /// Where a portrait file and a landscape file meet: same folder, extension, remaining name and
    /// form (word before or after the name; a file without the word pairs as `after`).
    struct PartnerKey: Hashable {
        var folder: String
        var base: String
        var fileExtension: String
        var deviceSuffix: String
        var wordFirst: Bool
    }

    /// A file name taken apart by the conventions.
    struct NamedFile {
        var portraitKeys: [PartnerKey] = []
        var landscapeKeys: [PartnerKey] = []
        /// Whether the name has neither word.
        var isPlain = false

        init(_ path: String) {
            let folder = (path as NSString).deletingLastPathComponent
            let name = (path as NSString).lastPathComponent.lowercased()
            let fileExtension = DesignFileName.extensions.first { name.hasSuffix($0) && name.count > $0.count }
                ?? ((name as NSString).pathExtension.isEmpty ? "" : "." + (name as NSString).pathExtension)
            var stem = String(name.dropLast(fileExtension.count))
            let deviceSuffix = NamePairing.deviceSuffixes.first { stem.hasSuffix($0) && stem.count > $0.count } ?? ""
            stem.removeLast(deviceSuffix.count)
            func key(_ base: Substring, wordFirst: Bool) -> PartnerKey {
                PartnerKey(folder: folder, base: String(base), fileExtension: fileExtension, deviceSuffix: deviceSuffix, wordFirst: wordFirst)
            }
            landscapeKeys = NamedFile.bases(of: stem, word: NamePairing.landscapeWord).map { key($0.base, wordFirst: $0.wordFirst) }
            portraitKeys = NamedFile.bases(of: stem, word: NamePairing.portraitWord).map { key($0.base, wordFirst: $0.wordFirst) }
            // A file whose name has neither word is the portrait half of `Foo` + `Foo-landscape`.
            if landscapeKeys.isEmpty, portraitKeys.isEmpty {
                isPlain = true
                portraitKeys = [key(Substring(stem), wordFirst: false)]
            }
        }

        /// The rest of `stem` when `word` (with a separator) ends or starts it.
        static func bases(of stem: String, word: String) -> [(base: Substring, wordFirst: Bool)] {
            var found: [(Substring, Bool)] = []
            if let separator = NamePairing.separators.first(where: { stem.hasSuffix($0 + word) }) {
                found.append((stem.dropLast(separator.count + word.count), false))
            }
            if let separator = NamePairing.separators.first(where: { stem.hasPrefix(word + $0) }) {
                found.append((stem.dropFirst(separator.count + word.count), true))
            }
            return found
        }
    }
}
