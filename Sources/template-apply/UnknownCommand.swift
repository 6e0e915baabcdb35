import ArgumentParser
import LayoutTemplates

extension TemplateApply {
    /// The usage error for a first argument that names no command (`template-apply chek .`), or
    /// `nil`. ArgumentParser would take such a word for a stray value and report "2 unexpected
    /// arguments"; the tool names the command the user most likely meant instead, by the same
    /// distance as every other "did you mean" of the package.
    static func unknownCommandError(_ arguments: ArraySlice<String>) -> ValidationError? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        var names = ["help"]
        for command in configuration.subcommands {
            if let name = command.configuration.commandName { names.insert(name, at: names.count - 1) }
        }
        guard !names.contains(first) else { return nil }
        // Printed by ArgumentParser as it is: through the one escaper first.
        let word = TerminalText.escaped(first, limit: 100)
        if let closest = Suggestion.closest(to: first, among: names) {
            return ValidationError("unknown command '\(word)' (did you mean '\(closest)'?)")
        }
        return ValidationError("unknown command '\(word)'; the commands are \(names.joined(separator: ", "))")
    }
}
