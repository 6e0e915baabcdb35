import LayoutCore

/// Every `id` a modern document defines, and every reference the model keeps, so that a duplicate
/// id and a reference to an id the file does not define are errors at their element rather than a
/// view silently matched to the wrong one. A reference the model does not follow (any other of
/// ``ModernIBNames/idReferences``: a segue's destination, a constraint's items) to an undefined id
/// is a warning there: the document is read, but a merge that keeps the element cannot write it.
///
/// Ids are unique in a whole file in Interface Builder's format (across a storyboard's scenes
/// too). Any element's id counts as defined, not only views': an outlet may name a gesture
/// recognizer or a controller, which the model does not keep.
///
/// Every view and most other elements define an id, so this table is on the importer's hot path:
/// the ids are numbered by a ``StringTable`` (a seeded open-addressing table; `Dictionary<String, _>`
/// would run SipHash over every id and rehash as it grows), the locations kept beside them.
struct ModernIDRegistry {
    /// What defines an id, as far as a duplicate is concerned: whether a reference the model
    /// follows could mean it.
    enum Definer: UInt8 {
        /// A view: outlets, actions and layout references name views.
        case view
        /// Any other object a connection may target (a placeholder, a controller, a gesture recognizer).
        case object
        /// A constraint or a connection: no reference the model follows can name it, so sharing
        /// an id with a view leaves every reference unambiguous.
        case unnameable
    }

    private var ids = StringTable()
    /// Where each id is defined, by its number in `ids`, packed as line << 32 | column to keep it small.
    private var locations: [UInt64] = []
    /// What first defined each id (by number).
    private var definers: [Definer] = []
    private var references: [(id: String, what: String, location: SourceLocation)] = []
    /// References the model does not follow (a segue's destination, a constraint's items), to an
    /// id not defined before them.
    private var unfollowedReferences: [(id: String, what: String, location: SourceLocation)] = []
    /// Ids some reference the model keeps names (outlets, actions), resolved or not.
    private var referenced: Set<String> = []
    /// Ids defined twice where neither definition is a view: an error only if a reference names them.
    private var pendingDuplicates: [(id: String, location: SourceLocation, earlier: SourceLocation)] = []

    /// Records a definition; returns the earlier definition's location and definer when `id` was
    /// already defined.
    mutating func define(_ id: String, at location: SourceLocation, by definer: Definer) -> (earlier: SourceLocation, definer: Definer)? {
        let number = Int(ids.id(id))
        if number < locations.count {
            let earlier = locations[number]
            return (SourceLocation(file: location.file, line: Int(earlier >> 32), column: Int(earlier & 0xFFFF_FFFF)),
                    definers[number])
        }
        locations.append(UInt64(UInt32(clamping: location.line ?? 0)) << 32 | UInt64(UInt32(clamping: location.column ?? 0)))
        definers.append(definer)
        return nil
    }

    /// What a second definition of an id means: an error when a reference the model follows could
    /// resolve to either of two objects it can name (a view and anything a connection targets);
    /// a warning when one of the two is a constraint or a connection beside a view (references
    /// still resolve to the view); decided at the end otherwise (``deferDuplicate(_:at:earlier:)``).
    static func duplicate(
        _ id: String, at location: SourceLocation, by definer: Definer, earlier: SourceLocation, earlierDefiner: Definer
    ) -> Diagnostic? {
        let pair = [definer, earlierDefiner]
        guard pair.contains(.view) else { return nil }
        let shown = TerminalText.shortened(id, limit: 60)
        let notes = [DiagnosticNote(location: earlier, message: "first defined here")]
        if pair.contains(.unnameable) {
            return .warning(.duplicateID, "id '\(shown)' is defined twice, by a view and by a constraint or connection; references resolve to the view", at: location, notes: notes)
        }
        return .error(.brokenReference, "id '\(shown)' is defined twice; references to it would be ambiguous", at: location, notes: notes)
    }

    /// Records an id defined twice by elements that are not views (constraints, say, which the
    /// model does not read): ``duplicateDiagnostics()`` decides, once every reference is known,
    /// whether that matters.
    mutating func deferDuplicate(_ id: String, at location: SourceLocation, earlier: SourceLocation) {
        pendingDuplicates.append((id, location, earlier))
    }

    /// For each deferred duplicate: an error when a reference the model keeps names the id (it
    /// would resolve ambiguously), a warning otherwise.
    func duplicateDiagnostics() -> [Diagnostic] {
        pendingDuplicates.map { duplicate in
            let shown = TerminalText.shortened(duplicate.id, limit: 60)
            let notes = [DiagnosticNote(location: duplicate.earlier, message: "first defined here")]
            if referenced.contains(duplicate.id) {
                return .error(.brokenReference, "id '\(shown)' is defined twice and a reference names it: it would be ambiguous", at: duplicate.location, notes: notes)
            }
            return .warning(.duplicateID, "id '\(shown)' is defined twice, on elements that are not views and that no outlet or action names", at: duplicate.location, notes: notes)
        }
    }

    /// Whether some element defines `id`.
    func isDefined(_ id: String) -> Bool {
        ids.existingID(id) != nil
    }

    /// Whether some element defines the id whose UTF-8 is `bytes` (a parser's bytes, where an
    /// ampersand stays escaped: an id holding one is looked up as a `String` too).
    func isDefined(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ids.existingID(utf8: bytes) != nil
    }

    /// Records a reference to check once the whole file is read (a reference may precede its
    /// target). One to an id already defined is resolved here: most name an object defined
    /// before them (the File's Owner, an earlier view), and checking them now, while the parse
    /// still runs, takes the check off the time after it.
    mutating func reference(_ id: String, what: String, at location: SourceLocation) {
        referenced.insert(id)
        if isDefined(id) { return }
        references.append((id, what, location))
    }

    /// Records a reference the model does not follow, to check once the whole file is read: a
    /// writer that keeps the element keeps the reference, and refuses to write a document whose
    /// references do not resolve, so the reader says so where the reference stands.
    /// (Checked by the caller with ``isDefined(_:)`` first: most name an id defined already, and
    /// the description is then never made.)
    mutating func unfollowedReference(_ id: String, what: String, at location: SourceLocation) {
        unfollowedReferences.append((id, what, location))
    }

    /// One warning per reference the model does not follow to an id that no element defines,
    /// except where a followed reference (an error) stands already.
    func unresolvedUnfollowedReferences() -> [Diagnostic] {
        let reported = Set(references.lazy.filter { !isDefined($0.id) }.map(\.location))
        return unfollowedReferences.compactMap { reference in
            isDefined(reference.id) || reported.contains(reference.location) ? nil : .warning(
                .brokenReference,
                "\(reference.what) names id '\(TerminalText.shortened(reference.id, limit: 60))', which the document does not define; a merge to .xib or .storyboard keeps the reference, so it writes nothing",
                at: reference.location
            )
        }
    }

    /// One error per reference to an id that no element defines.
    func unresolvedReferences() -> [Diagnostic] {
        references.compactMap { reference in
            isDefined(reference.id) ? nil : .error(
                .brokenReference,
                "\(reference.what) names id '\(reference.id)', which the document does not define",
                at: reference.location
            )
        }
    }
}
