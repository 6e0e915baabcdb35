/// What the plugin makes of its arguments: the `template-apply` command line, whether the
/// diagnostics can go straight to the log, and which files `check` will write. Pure, so that it
/// can be tested without SwiftPM (it imports nothing the plugin API provides).
struct CheckInvocation: Equatable {
    /// `check` and the arguments as given; `check .` when there are none.
    var arguments: [String]
    /// Whether `check` prints text (the default format): its diagnostics then go to the log
    /// unchanged. In a machine format stdout is the report, and must hold nothing else.
    var isText: Bool
    /// The files `check` will write (`-o`, `--output`, `--write-baseline`), as given.
    var writtenFiles: [String]

    init(_ given: [String]) {
        arguments = ["check"] + (given.isEmpty ? ["."] : given)
        var format = "text"
        var written: [String] = []
        var index = given.startIndex
        while index < given.endIndex {
            let argument = given[index]
            let next = given.index(after: index) < given.endIndex ? given[given.index(after: index)] : nil
            if argument == "--" { break }
            if let (name, value) = Self.split(argument) {
                if name == "--format" { format = value }
                if Self.writingOptions.contains(name) { written.append(value) }
            } else if let next, argument == "--format" {
                format = next
                index += 1
            } else if let next, Self.writingOptions.contains(argument) {
                written.append(next)
                index += 1
            }
            index += 1
        }
        isText = format == "text"
        writtenFiles = written
    }

    /// The options of `check` that name a file it writes.
    static let writingOptions: Set<String> = ["-o", "--output", "--write-baseline"]

    /// `--name=value` taken apart.
    private static func split(_ argument: String) -> (String, String)? {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return nil }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// What the plugin says when `check` cannot write `file` inside the package: SwiftPM lets a
    /// command plugin write there only when the command line allows it.
    static func permissionMessage(for file: String) -> String {
        "template-apply check writes \(file), and SwiftPM lets this plugin write in the package folder only when asked to: "
            + "run `swift package --allow-writing-to-package-directory check-layouts ...` (or write the report elsewhere)"
    }

    /// The last line when `check` fails: its own status, since SwiftPM ends with 1 whatever it was.
    static func statusMessage(_ status: Int32) -> String {
        let meaning = switch status {
        case 1: "design problems found"
        case 2: "some input could not be checked"
        case 64: "usage error"
        default: "failed"
        }
        return "template-apply check exited with status \(status) (\(meaning))"
    }
}
