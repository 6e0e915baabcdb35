import LayoutCore

/// The object table of a legacy archive, built while streaming: every container by index, and
/// every `id` to what it names. References are resolved only after the whole file is read, since
/// an archive may refer to an object before defining it.
package struct LegacyObjectTable: Sendable {
    /// What a value turns out to be once references are followed.
    package enum Resolved {
        case object(Int)
        case scalar(LegacyArchiveScalar)
        case null
        /// A reference to an id the archive never defines.
        case dangling(id: String, position: LegacyPosition)
    }

    package private(set) var objects: [LegacyArchiveObject] = []
    private var indexByID: [String: Int] = [:]
    private var scalarByID: [String: LegacyArchiveScalar] = [:]

    /// An id defined a second time, and what that means for references to it.
    struct Duplicate {
        /// Where the id was first defined.
        var earlier: LegacyPosition
        /// Whether references still resolve to one object: one of the two is a constraint, which
        /// nothing the importer follows names, and the id is kept for the other.
        var isUnambiguous: Bool
    }

    /// Adds a container and returns its index, and the earlier definition when its id repeats one.
    mutating func add(_ object: LegacyArchiveObject) -> (index: Int, duplicate: Duplicate?) {
        let index = objects.count
        objects.append(object)
        guard let id = object.id else { return (index, nil) }
        if let earlier = indexByID[id] {
            let constraint = LegacyIBNames.constraintClass
            let isUnambiguous = (objects[earlier].className == constraint) != (object.className == constraint)
            if isUnambiguous, objects[earlier].className == constraint { indexByID[id] = index }
            return (index, Duplicate(earlier: objects[earlier].position, isUnambiguous: isUnambiguous))
        }
        if let earlier = scalarByID[id] { return (index, Duplicate(earlier: earlier.position, isUnambiguous: false)) }
        indexByID[id] = index
        return (index, nil)
    }

    /// Records a scalar that carries an id, so that references to it resolve.
    mutating func addScalar(_ scalar: LegacyArchiveScalar, id: String) -> LegacyPosition? {
        if let earlier = indexByID[id] { return objects[earlier].position }
        if let earlier = scalarByID[id] { return earlier.position }
        scalarByID[id] = scalar
        return nil
    }

    mutating func addMember(_ value: LegacyArchiveValue, key: String, to index: Int) {
        objects[index].members.append(LegacyArchiveMember(key: key, value: value))
    }

    mutating func appendItem(_ value: LegacyArchiveValue, to index: Int) {
        objects[index].items.append(value)
    }

    package subscript(index: Int) -> LegacyArchiveObject { objects[index] }

    /// Follows a reference; ids name objects or scalars, never other references, so one step suffices.
    package func resolve(_ value: LegacyArchiveValue) -> Resolved {
        switch value {
        case .object(let index): return .object(index)
        case .scalar(let scalar): return .scalar(scalar)
        case .null: return .null
        case .reference(let id, let position):
            if let index = indexByID[id] { return .object(index) }
            if let scalar = scalarByID[id] { return .scalar(scalar) }
            return .dangling(id: id, position: position)
        }
    }

    /// The resolved member `key` of object `index`, or `nil` when the member is absent.
    package func member(_ key: String, of index: Int) -> Resolved? {
        objects[index].member(key).map(resolve)
    }

    /// The object a member names, if it names one.
    package func memberObject(_ key: String, of index: Int) -> Int? {
        if case .object(let target)? = member(key, of: index) { return target }
        return nil
    }
}
