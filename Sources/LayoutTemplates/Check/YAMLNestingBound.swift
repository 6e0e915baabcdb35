/// An upper bound of how deeply the YAML parser would nest collections for a text, found in one
/// pass over the characters before the parser sees them: the YAML library builds its tree by
/// recursion, and a few kilobytes of `[` would otherwise run the process out of stack.
///
/// The bound never falls below what the parser builds, so it errs on the side of refusing:
/// - flow nesting (`[`, `{`) is followed under every reading of the text the parser could make at
///   once: where the parser's choice depends on what this pass does not track (whether a plain
///   scalar goes on to the next line, whether a `[` or `,` is inside a flow collection), both are
///   taken. Each state (between tokens, in a plain scalar, a tag, a quoted scalar, a comment)
///   keeps the deepest nesting of any reading in it, and the bound takes the deepest of them, so
///   brackets inside a quoted scalar or a comment are not counted, and a quote inside a plain
///   scalar (`don't`) opens nothing;
/// - block nesting is at most the number of distinct columns where a block collection can start
///   (the parser stacks one strictly deeper column per level): the column of every `-` or `?`
///   followed by a blank, and of every word before a `:` followed by a blank on its line.
///
/// Columns count characters and lines end at LF, CR, CRLF, NEL, LS and PS, as the parser counts them.
enum YAMLNestingBound {
    /// Where the bound first passes a limit: the 1-based line and column, and the bound there.
    struct Excess: Hashable, Sendable {
        var line: Int
        var column: Int
        var depth: Int
    }

    /// The first place in `text` where the bound passes `limit`, or `nil` when it never does.
    static func firstExcess(in text: String, limit: Int) -> Excess? {
        var scanner = Scanner()
        var scalars = text.unicodeScalars.makeIterator()
        var current = scalars.next()
        // A leading byte-order mark is not a column.
        if current == "\u{FEFF}" { current = scalars.next() }
        while let scalar = current {
            let next = scalars.next()
            scanner.read(scalar, next: next)
            if scanner.bound > limit { return Excess(line: scanner.line, column: scanner.column, depth: scanner.bound) }
            current = next
        }
        return nil
    }

    /// The states a reading can be in.
    private enum Mode: Int, CaseIterable {
        /// Where a token starts: after an indicator, a blank between tokens, a line start.
        case between
        /// In a plain scalar (or an anchor or alias name), which quotes do not end.
        case plainScalar
        /// In a tag (`!...`), which ends at a blank (or a `,` in a flow collection).
        case tag
        /// In a single-quoted scalar.
        case single
        /// Just after a `'` inside a single-quoted scalar: `''` is a quote, anything else closes it.
        case singleQuote
        /// In a double-quoted scalar.
        case double
        /// Just after a `\` inside a double-quoted scalar.
        case doubleEscape
        /// In a comment, until the line ends.
        case comment
    }

    private struct Scanner {
        /// The deepest flow nesting of any reading in each mode (by raw value); -1 when no reading is in it.
        var depths: [Int] = Mode.allCases.map { $0 == .between ? 0 : -1 }
        /// The next character's states, built in place of a new array for each character.
        private var after = [Int](repeating: -1, count: Mode.allCases.count)
        private static let modes = Mode.allCases
        /// The columns where a block collection may start.
        var blockColumns: Set<Int> = []
        /// The columns on this line where a word starts.
        var wordStarts: [Int] = []
        /// The line and column (both from 1) of the character read last.
        var line = 1
        var column = 0
        private var nextColumn = 0
        private var previousIsBlank = true
        private var skipLineFeed = false

        var bound: Int {
            blockColumns.count + max(depths.max() ?? 0, 0)
        }

        mutating func read(_ scalar: Unicode.Scalar, next: Unicode.Scalar?) {
            if skipLineFeed {
                skipLineFeed = false
                if scalar == "\n" { return }
            }
            if Self.isBreak(scalar) {
                skipLineFeed = scalar == "\r"
                clearAfter()
                for mode in Self.modes {
                    let depth = depths[mode.rawValue]
                    guard depth >= 0 else { continue }
                    switch mode {
                    case .between, .tag, .comment, .singleQuote: Self.merge(&after, .between, depth)
                    // The next line may go on with the scalar, or start a token: both.
                    case .plainScalar:
                        Self.merge(&after, .plainScalar, depth)
                        Self.merge(&after, .between, depth)
                    case .single: Self.merge(&after, .single, depth)
                    case .double, .doubleEscape: Self.merge(&after, .double, depth)
                    }
                }
                swap(&depths, &after)
                line += 1
                column = 1
                nextColumn = 0
                wordStarts = []
                previousIsBlank = true
                return
            }
            column = nextColumn + 1
            let here = nextColumn
            nextColumn += 1
            let isBlank = scalar == " " || scalar == "\t"
            let plainAlive = depths[Mode.between.rawValue] >= 0 || depths[Mode.plainScalar.rawValue] >= 0 || depths[Mode.tag.rawValue] >= 0
            if !isBlank, previousIsBlank, plainAlive { wordStarts.append(here) }
            let followedByBlank = next.map { $0 == " " || $0 == "\t" || Self.isBreak($0) } ?? true
            if plainAlive, followedByBlank, scalar == "-" || scalar == "?" || scalar == ":" {
                blockColumns.formUnion(wordStarts)
            }
            clearAfter()
            for mode in Self.modes {
                let depth = depths[mode.rawValue]
                guard depth >= 0 else { continue }
                step(mode, depth, scalar, isBlank: isBlank, followedByBlank: followedByBlank, into: &after)
            }
            swap(&depths, &after)
            previousIsBlank = isBlank
        }

        private mutating func clearAfter() {
            for index in after.indices { after[index] = -1 }
        }

        private func step(_ mode: Mode, _ depth: Int, _ scalar: Unicode.Scalar, isBlank: Bool, followedByBlank: Bool,
                          into after: inout [Int]) {
            switch mode {
            case .between:
                switch scalar {
                case "[", "{": Self.merge(&after, .between, depth + 1)
                case "]", "}": Self.merge(&after, .between, max(depth - 1, 0))
                case ",": Self.merge(&after, .between, depth)
                case "'": Self.merge(&after, .single, depth)
                case "\"": Self.merge(&after, .double, depth)
                case "#": Self.merge(&after, .comment, depth)
                case "!": Self.merge(&after, .tag, depth)
                case "-", "?", ":":
                    // An indicator when a blank follows; otherwise a scalar's first character, or
                    // (in a flow collection) an indicator all the same.
                    Self.merge(&after, .between, depth)
                    if !followedByBlank { Self.merge(&after, .plainScalar, depth) }
                default: Self.merge(&after, isBlank ? .between : .plainScalar, depth)
                }
            case .plainScalar:
                switch scalar {
                // In a flow collection these end the scalar and are tokens; outside, characters.
                case "[", "{":
                    Self.merge(&after, .between, depth + 1)
                    Self.merge(&after, .plainScalar, depth)
                case "]", "}":
                    Self.merge(&after, .between, max(depth - 1, 0))
                    Self.merge(&after, .plainScalar, depth)
                case ",":
                    Self.merge(&after, .between, depth)
                    Self.merge(&after, .plainScalar, depth)
                case "#" where previousIsBlank: Self.merge(&after, .comment, depth)
                case ":":
                    Self.merge(&after, .between, depth)
                    if !followedByBlank { Self.merge(&after, .plainScalar, depth) }
                default: Self.merge(&after, .plainScalar, depth)
                }
            case .tag:
                switch scalar {
                case ",":
                    Self.merge(&after, .tag, depth)
                    Self.merge(&after, .between, depth)
                default: Self.merge(&after, isBlank ? .between : .tag, depth)
                }
            case .single:
                Self.merge(&after, scalar == "'" ? .singleQuote : .single, depth)
            case .singleQuote:
                if scalar == "'" {
                    Self.merge(&after, .single, depth)
                } else {
                    step(.between, depth, scalar, isBlank: isBlank, followedByBlank: followedByBlank, into: &after)
                }
            case .double:
                switch scalar {
                case "\\": Self.merge(&after, .doubleEscape, depth)
                case "\"": Self.merge(&after, .between, depth)
                default: Self.merge(&after, .double, depth)
                }
            case .doubleEscape:
                Self.merge(&after, .double, depth)
            case .comment:
                Self.merge(&after, .comment, depth)
            }
        }

        private static func merge(_ depths: inout [Int], _ mode: Mode, _ depth: Int) {
            depths[mode.rawValue] = max(depths[mode.rawValue], depth)
        }

        private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
    }
}
