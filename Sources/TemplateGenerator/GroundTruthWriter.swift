/// Writes a ``GroundTruth`` as JSON by hand: keys in a fixed order, one pair per line, so files
/// are byte-identical across runs and platforms and a 100k-view truth takes milliseconds.
/// `JSONDecoder` reads it back as ``GroundTruth``.
struct GroundTruthWriter {
    let out: BufferedFileWriter

    func write(_ truth: GroundTruth) {
        out.write("{\n  \"version\": ")
        out.write(truth.version)
        out.write(",\n  \"format\": ")
        string(truth.format.rawValue)
        out.write(",\n  \"viewsPerLayout\": ")
        out.write(truth.viewsPerLayout)
        out.write(",\n  \"seed\": ")
        out.write(raw: String(truth.seed))
        out.write(",\n  \"portraitRoot\": ")
        string(truth.portraitRoot)
        out.write(",\n  \"landscapeRoot\": ")
        string(truth.landscapeRoot)
        out.write(",\n  \"pairs\": [")
        for (index, pair) in truth.pairs.enumerated() {
            out.write(index == 0 ? "\n    {\"portrait\": " : ",\n    {\"portrait\": ")
            string(pair.portrait)
            out.write(", \"landscape\": ")
            string(pair.landscape)
            out.write("}")
        }
        out.write(truth.pairs.isEmpty ? "]" : "\n  ]")
        list("portraitOnly", truth.portraitOnly)
        list("landscapeOnly", truth.landscapeOnly)
        list("ambiguous", truth.ambiguous)
        if let groups = truth.interchangeable {
            out.write(",\n  \"interchangeable\": [")
            for (index, group) in groups.enumerated() {
                out.write(index == 0 ? "\n    [" : ",\n    [")
                for (position, id) in group.enumerated() {
                    if position > 0 { out.write(", ") }
                    string(id)
                }
                out.write("]")
            }
            out.write(groups.isEmpty ? "]" : "\n  ]")
        }
        out.write("\n}\n")
    }

    private func list(_ key: StaticString, _ values: [String]) {
        out.write(",\n  \"")
        out.write(key)
        out.write("\": [")
        for (index, value) in values.enumerated() {
            out.write(index == 0 ? "\n    " : ",\n    ")
            string(value)
        }
        out.write(values.isEmpty ? "]" : "\n  ]")
    }

    /// Ids and format names are plain ASCII; anything else is escaped as JSON requires.
    private func string(_ value: String) {
        out.write("\"")
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out.write("\\\"")
            case "\\": out.write("\\\\")
            case "\u{0}"..."\u{1F}":
                out.write("\\u00")
                let hex = Array("0123456789abcdef".utf8)
                out.write(raw: String(decoding: [hex[Int(scalar.value >> 4)], hex[Int(scalar.value & 0xF)]], as: UTF8.self))
            default: out.write(raw: String(scalar))
            }
        }
        out.write("\"")
    }
}
