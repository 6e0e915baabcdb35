/// An upper bound of how deeply the YAML parser would nest collections for a text, found in one
/// pass over the characters before the parser sees them: the YAML library builds its tree by
/// recursion, and a few kilobytes of `[` would otherwise run the process out of stack.
///
/// The bound never falls below what the parser builds, so it errs on the side of refusing:
/// - flow nesting (`[`, `{`) is followed under every reading of the text at once, since a quote can
///   open a quoted scalar or be a character of a plain one (`don't`) and a tag can hold a `]`: one
///   depth per state (plain, tag, single-quoted, double-quoted, comment), each the largest any
///   reading in that state can have, and the bound is the largest of them;
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
        /// Between tokens or in a plain scalar.
        case plain
        /// In a tag (`!...`), which ends at a blank.
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
        /// The deepest flow nesting of any reading in each mode; `nil` when no reading is in it.
        var depths: [Int?] = Mode.allCases.map { $0 == .plain ? 0 : nil }
        /// The columns where a block collection may start.
        var blockColumns: Set<Int> = []
        /// The columns on this line where a word starts.
        var wordStarts: [Int] = []
        /// The position of the character read last (1-based line, 0-based column until read).
        var line = 1
        var column = 0
        private var nextColumn = 0
        private var previousIsBlank = true
        private var skipLineFeed = false

        var bound: Int {
            blockColumns.count + (depths.compactMap { $0 }.max() ?? 0)
        }

        mutating func read(_ scalar: Unicode.Scalar, next: Unicode.Scalar?) {
            if skipLineFeed {
                skipLineFeed = false
                if scalar == "\n" { return }
            }
            if Self.isBreak(scalar) {
                skipLineFeed = scalar == "\r"
                var after = [Int?](repeating: nil, count: Mode.allCases.count)
                for mode in Mode.allCases {
                    guard let depth = depths[mode.rawValue] else { continue }
                    let target: Mode = switch mode {
                    case .plain, .tag, .comment, .singleQuote: .plain
                    case .single: .single
                    case .double, .doubleEscape: .double
                    }
                    Self.merge(&after, target, depth)
                }
                depths = after
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
            let plainAlive = depths[Mode.plain.rawValue] != nil || depths[Mode.tag.rawValue] != nil
            if !isBlank, previousIsBlank, plainAlive { wordStarts.append(here) }
            let followedByBlank = next.map { $0 == " " || $0 == "\t" || Self.isBreak($0) } ?? true
            if plainAlive, followedByBlank, scalar == "-" || scalar == "?" || scalar == ":" {
                blockColumns.formUnion(wordStarts)
            }
            var after = [Int?](repeating: nil, count: Mode.allCases.count)
            for mode in Mode.allCases {
                guard let depth = depths[mode.rawValue] else { continue }
                step(mode, depth, scalar, isBlank: isBlank, into: &after)
            }
            depths = after
            previousIsBlank = isBlank
        }

        private func step(_ mode: Mode, _ depth: Int, _ scalar: Unicode.Scalar, isBlank: Bool, into after: inout [Int?]) {
            switch mode {
            case .plain:
                switch scalar {
                case "[", "{": Self.merge(&after, .plain, depth + 1)
                case "]", "}": Self.merge(&after, .plain, max(depth - 1, 0))
                case "'":
                    Self.merge(&after, .plain, depth)
                    Self.merge(&after, .single, depth)
                case "\"":
                    Self.merge(&after, .plain, depth)
                    Self.merge(&after, .double, depth)
                case "!":
                    Self.merge(&after, .plain, depth)
                    Self.merge(&after, .tag, depth)
                case "#" where previousIsBlank: Self.merge(&after, .comment, depth)
                default: Self.merge(&after, .plain, depth)
                }
            case .tag:
                switch scalar {
                case "[", "{": Self.merge(&after, .tag, depth + 1)
                case "'":
                    Self.merge(&after, .tag, depth)
                    Self.merge(&after, .single, depth)
                case "\"":
                    Self.merge(&after, .tag, depth)
                    Self.merge(&after, .double, depth)
                default: Self.merge(&after, isBlank ? .plain : .tag, depth)
                }
            case .single:
                Self.merge(&after, scalar == "'" ? .singleQuote : .single, depth)
            case .singleQuote:
                if scalar == "'" {
                    Self.merge(&after, .single, depth)
                } else {
                    step(.plain, depth, scalar, isBlank: isBlank, into: &after)
                }
            case .double:
                switch scalar {
                case "\\": Self.merge(&after, .doubleEscape, depth)
                case "\"": Self.merge(&after, .plain, depth)
                default: Self.merge(&after, .double, depth)
                }
            case .doubleEscape:
                Self.merge(&after, .double, depth)
            case .comment:
                Self.merge(&after, .comment, depth)
            }
        }

        private static func merge(_ depths: inout [Int?], _ mode: Mode, _ depth: Int) {
            depths[mode.rawValue] = max(depths[mode.rawValue] ?? 0, depth)
        }

        private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
    }
}
