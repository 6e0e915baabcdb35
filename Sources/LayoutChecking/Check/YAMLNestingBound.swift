import LayoutCore

/// An upper bound of how deeply the YAML parser would nest collections for a text, found in one
/// pass over the characters before the parser sees them: the YAML library builds its tree by
/// recursion, and a few kilobytes of `[` would otherwise run the process out of stack.
///
/// The bound never falls below what the parser builds, so it errs on the side of refusing:
/// - flow nesting is followed under every reading of the text the parser could make at once, a
///   `{` one level and a `[` two, since an entry of a flow sequence may be a single-pair mapping of
///   its own (`[a: b]`, `[?a]`): where the parser's choice depends on what this pass does not
///   track (whether a plain scalar goes on to the next line, whether a `[` or `,` is inside a flow
///   collection), both are taken. Each state (between tokens, in a plain scalar, a tag, a quoted
///   scalar, a comment) keeps the range of depths its readings can have (so that whether a `,` is
///   inside a flow collection is often known), and the bound is the deepest of them: brackets
///   inside a quoted scalar or a comment are not counted, and a quote inside a plain scalar
///   (`don't`) opens nothing;
/// - block nesting is at most twice the number of distinct columns where a block collection can
///   start: the parser stacks one strictly deeper column per level, and a mapping's value may be a
///   sequence at the key's own column (`key:` then `- item` below it). The columns counted are
///   those of every `-` or `?` followed by a blank, and of every word before a `:` followed by a
///   blank on its line.
///
/// Columns count characters and lines end at LF, CR, CRLF, NEL, LS and PS, as the parser counts them.
package enum YAMLNestingBound {
    /// Where the bound first passes a limit: the 1-based line and column, and the bound there.
    package struct Excess: Hashable, Sendable {
        package var line: Int
        package var column: Int
        package var depth: Int
    }

    /// The first place in `text` where the bound passes `limit`, or `nil` when it never does.
    package static func firstExcess(in text: String, limit: Int) -> Excess? {
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
        /// In a tag (`!...`), an anchor (`&...`) or an alias (`*...`): up to a blank (or a `,` in a
        /// flow collection).
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

    /// The flow depths some readings in one mode can have: every one lies in `low...high`.
    private struct Depths {
        var low: Int
        var high: Int

        /// No reading.
        static let none = Depths(low: Int.max, high: -1)

        var isEmpty: Bool { high < 0 }

        /// The readings of both.
        mutating func merge(_ other: Depths) {
            low = min(low, other.low)
            high = max(high, other.high)
        }

        /// The readings inside a flow collection (depth at least 1), if there can be any.
        var inFlow: Depths? { high >= 1 ? Depths(low: max(low, 1), high: high) : nil }
        /// The reading outside any flow collection, if there can be one.
        var outsideFlow: Depths? { low == 0 ? Depths(low: 0, high: 0) : nil }
        /// Inside the collection `bracket` opens.
        func opened(by bracket: Unicode.Scalar) -> Depths {
            let levels = Depths.levels(bracket)
            return Depths(low: low + levels, high: high + levels)
        }

        /// Out of the collection `bracket` closes (never below none).
        func closed(by bracket: Unicode.Scalar) -> Depths {
            let levels = Depths.levels(bracket)
            return Depths(low: max(low - levels, 0), high: max(high - levels, 0))
        }

        /// The levels a flow collection can add: a sequence's entry may be a mapping of its own.
        private static func levels(_ bracket: Unicode.Scalar) -> Int {
            bracket == "[" || bracket == "]" ? 2 : 1
        }
    }

    private struct Scanner {
        /// The readings in each mode (by raw value).
        private var depths: [Depths] = Mode.allCases.map { $0 == .between ? Depths(low: 0, high: 0) : .none }
        /// The next character's readings, built in place of a new array for each character.
        private var after = [Depths](repeating: .none, count: Mode.allCases.count)
        private static let modes = Mode.allCases
        /// The columns where a block collection may start.
        private var blockColumns: Set<Int> = []
        /// The columns on this line where a word starts.
        private var wordStarts: [Int] = []
        /// The line and column (both from 1) of the character read last.
        private(set) var line = 1
        private(set) var column = 0
        private var nextColumn = 0
        private var previousIsBlank = true
        private var skipLineFeed = false

        /// The deepest any reading can be so far.
        var bound: Int {
            2 * blockColumns.count + max(depths.map(\.high).max() ?? 0, 0)
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
                    guard !depth.isEmpty else { continue }
                    switch mode {
                    case .between, .tag, .comment, .singleQuote: put(.between, depth)
                    // The next line may go on with the scalar, or start a token: both.
                    case .plainScalar:
                        put(.plainScalar, depth)
                        put(.between, depth)
                    case .single: put(.single, depth)
                    case .double, .doubleEscape: put(.double, depth)
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
            let plainAlive = !depths[Mode.between.rawValue].isEmpty || !depths[Mode.plainScalar.rawValue].isEmpty
                || !depths[Mode.tag.rawValue].isEmpty
            if !isBlank, previousIsBlank, plainAlive { wordStarts.append(here) }
            let followedByBlank = next.map { $0 == " " || $0 == "\t" || Self.isBreak($0) } ?? true
            if plainAlive, followedByBlank, scalar == "-" || scalar == "?" || scalar == ":" {
                blockColumns.formUnion(wordStarts)
            }
            clearAfter()
            for mode in Self.modes {
                let depth = depths[mode.rawValue]
                guard !depth.isEmpty else { continue }
                step(mode, depth, scalar, isBlank: isBlank, followedByBlank: followedByBlank)
            }
            swap(&depths, &after)
            previousIsBlank = isBlank
        }

        private mutating func clearAfter() {
            for index in after.indices { after[index] = .none }
        }

        private mutating func put(_ mode: Mode, _ depth: Depths?) {
            if let depth { after[mode.rawValue].merge(depth) }
        }

        private mutating func step(_ mode: Mode, _ depth: Depths, _ scalar: Unicode.Scalar, isBlank: Bool, followedByBlank: Bool) {
            switch mode {
            case .between:
                switch scalar {
                case "[", "{": put(.between, depth.opened(by: scalar))
                case "]", "}": put(.between, depth.closed(by: scalar))
                case ",": put(.between, depth)
                case "'": put(.single, depth)
                case "\"": put(.double, depth)
                case "#": put(.comment, depth)
                // Tags, anchors and aliases end at a blank (a `,` or `]` may follow in a flow).
                case "!", "&", "*": put(.tag, depth)
                case "-", "?", ":":
                    // An indicator when a blank follows; otherwise a scalar's first character, or
                    // (in a flow collection) an indicator all the same.
                    put(.between, depth)
                    if !followedByBlank { put(.plainScalar, depth) }
                default: put(isBlank ? .between : .plainScalar, depth)
                }
            case .plainScalar:
                switch scalar {
                // In a flow collection these end the scalar and are tokens; outside, characters.
                case "[", "{":
                    put(.between, depth.inFlow?.opened(by: scalar))
                    put(.plainScalar, depth.outsideFlow)
                case "]", "}":
                    put(.between, depth.inFlow?.closed(by: scalar))
                    put(.plainScalar, depth.outsideFlow)
                case ",":
                    put(.between, depth.inFlow)
                    put(.plainScalar, depth.outsideFlow)
                case "#" where previousIsBlank: put(.comment, depth)
                case ":":
                    put(.between, depth)
                    if !followedByBlank { put(.plainScalar, depth) }
                default: put(.plainScalar, depth)
                }
            case .tag:
                switch scalar {
                // A tag ends at a blank, or at a `,` in a flow collection.
                case ",":
                    put(.tag, depth)
                    put(.between, depth.inFlow)
                default: put(isBlank ? .between : .tag, depth)
                }
            case .single:
                put(scalar == "'" ? .singleQuote : .single, depth)
            case .singleQuote:
                if scalar == "'" {
                    put(.single, depth)
                } else {
                    step(.between, depth, scalar, isBlank: isBlank, followedByBlank: followedByBlank)
                }
            case .double:
                switch scalar {
                case "\\": put(.doubleEscape, depth)
                case "\"": put(.between, depth)
                default: put(.double, depth)
                }
            case .doubleEscape:
                put(.double, depth)
            case .comment:
                put(.comment, depth)
            }
        }

        private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
    }
}
