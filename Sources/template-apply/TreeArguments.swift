import ArgumentParser
import Foundation
import LayoutChecking
import LayoutMigration
import LayoutTemplates

/// The options of `upgrade` and `merge` given a folder: the whole tree converted in one run
/// (``TreeConversion``), its documents found as `check` finds them.
struct TreeArguments: ParsableArguments {
    @Flag(name: .customLong("in-place"), help: "With a folder: replace each converted document itself, atomically, instead of writing a mirror tree with -o.")
    var inPlace = false

    @Option(help: ArgumentHelp("With a folder: only convert documents that match this glob (repeatable; replaces the configuration's include).", valueName: "glob"))
    var include: [String] = []

    @Option(help: ArgumentHelp("With a folder: leave out documents that match this glob (repeatable; added to the configuration's exclude).", valueName: "glob"))
    var exclude: [String] = []

    @Option(help: ArgumentHelp("With a folder: the configuration file whose include, exclude and pairs apply (default: \(CheckConfiguration.fileName) as check finds it).", valueName: "file"))
    var config: String?

    /// Whether `path` names a folder: the command then converts the tree under it.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The usage errors of `path` with `-o output` and these options.
    func validate(path: String, output: String?) throws {
        guard Self.isFolder(path) else {
            if inPlace { throw ValidationError("--in-place converts the documents of a folder; write one file's conversion with -o") }
            if !include.isEmpty || !exclude.isEmpty || config != nil { throw ValidationError("--include, --exclude and --config filter the documents of a folder") }
            return
        }
        if inPlace, output != nil { throw ValidationError("--in-place and -o exclude each other") }
        if !inPlace, output == nil {
            throw ValidationError("converting a folder writes a tree: give the output folder with -o OUTDIR, or --in-place to replace each converted document")
        }
    }

    /// Converts the tree under `folder`, prints each document's line and the summary on stdout and
    /// the diagnostics on stderr, and exits with `check`'s status.
    func run(_ kind: TreeConversion.Kind, folder: String, output: String?, layout: LayoutArguments? = nil,
             device: Device = DeviceCatalog.defaultDevice) throws -> Never {
        var configuration: CheckConfiguration?
        if let path = config ?? CheckConfiguration.find(forChecking: [folder]) {
            do {
                configuration = try CheckConfiguration.read(file: path)
            } catch {
                DiagnosticPrinter.printToStandardError(error.diagnostics)
                throw ExitCode(CheckReport.Status.incomplete.rawValue)
            }
        }
        let root = FileManager.default.currentDirectoryPath
        let settings = layout?.settings(configuration: configuration, root: root) ?? CheckSettings(configuration: configuration ?? CheckConfiguration(folder: root), root: root)
        let conversion = TreeConversion(kind, folder: folder, into: inPlace ? .inPlace : .mirror(output ?? folder), settings: settings,
                                        configuration: configuration, include: include, exclude: exclude, device: device)
        DiagnosticPrinter.printToStandardError(conversion.diagnostics.filter { $0.severity >= .warning })
        FileHandle.standardOutput.write(Data(conversion.report.utf8))
        throw ExitCode(conversion.status.rawValue)
    }
}

extension LayoutArguments {
    /// `check`'s settings from the configuration, with these flags winning over it.
    func settings(configuration: CheckConfiguration?, root: String) -> CheckSettings {
        var settings = CheckSettings(configuration: configuration ?? CheckConfiguration(folder: root), root: root)
        var options = self.options
        if portraitOutlet == nil { options.portraitOutlets = settings.options.portraitOutlets }
        if landscapeOutlet == nil { options.landscapeOutlets = settings.options.landscapeOutlets }
        settings.options = options
        if let mode = matching?.mode { settings.mode = mode }
        return settings
    }
}
