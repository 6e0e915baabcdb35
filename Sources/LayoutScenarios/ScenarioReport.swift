import LayoutCore

/// What replaying a ``Scenario`` gives: the state after every step.
package struct ScenarioReport: Hashable, Sendable {
    /// The container's kind (`splitOrFlip`, `indexDetail`, `splitView`).
    package var container: String
    /// The state after each step, in order.
    package var steps: [ScenarioStepResult]

    /// A report for `container` with `steps`.
    package init(container: String, steps: [ScenarioStepResult]) {
        self.container = container
        self.steps = steps
    }

    /// The stable JSON form: `{"version": 1, "container": ..., "steps": [...]}`.
    package var json: ScenarioJSON {
        .object([ScenarioJSONMember("version", .number(1)),
                 ScenarioJSONMember("container", .string(container)),
                 ScenarioJSONMember("steps", .array(steps.map(\.json)))])
    }

    /// One block of lines per step, blocks separated by a blank line, with a final newline.
    package var text: String {
        var output = ""
        ScenarioReport.write(container: container, format: .text, steps: { body in steps.forEach(body) }) { output += $0 }
        return output
    }

    /// The two forms a report is printed in.
    package typealias Format = ScenarioReplay.Format

    /// Writes a report piece by piece, a step at a time, exactly as ``text`` or `json`'s
    /// rendering reads: what a streamed replay (``ScenarioReplay``) prints without holding the
    /// steps. Input-derived text is escaped by the format's own rule (``TerminalText`` in text).
    static func write(container: String, format: Format, steps: ((ScenarioStepResult) -> Void) -> Void, to write: (String) -> Void) {
        // `steps` calls back once per step and returns: `write` never outlives this call.
        withoutActuallyEscaping(write) { write in
            writeReport(container: container, format: format, steps: steps, to: write)
        }
    }

    private static func writeReport(container: String, format: Format, steps: ((ScenarioStepResult) -> Void) -> Void, to write: @escaping (String) -> Void) {
        var first = true
        switch format {
        case .text:
            write("container: \(TerminalText.escaped(container))\n")
            steps { step in
                write("\n" + step.text + "\n")
                first = false
            }
            // No steps: the blank line and the final newline of an empty list of blocks.
            if first { write("\n\n") }
        case .json:
            var head = "{\n  \"version\": 1,\n  \"container\": "
            ScenarioJSON.string(container).append(to: &head, indent: 2)
            head += ",\n  \"steps\": ["
            write(head)
            steps { step in
                var element = first ? "\n    " : ",\n    "
                step.json.append(to: &element, indent: 4)
                write(element)
                first = false
            }
            write(first ? "]\n}\n" : "\n  ]\n}\n")
        }
    }
}
