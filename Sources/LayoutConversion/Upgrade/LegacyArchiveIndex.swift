import LayoutCore
import LayoutDocuments

/// What the translator looks up across a legacy archive's object table: each object's objectID,
/// user label and custom class (from the object records and `flattenedProperties`), the proxies,
/// the root objects, every connection, and the image sizes Interface Builder last saw.
///
/// Read silently: the importer, which reads the same archive first, reports what is broken.
struct LegacyArchiveIndex {
    /// One connection record: outlet, outlet collection or action.
    struct Connection {
        var className: String
        var label: String
        var source: Int
        var destination: Int
        /// The `IBEventType` of an action, `nil` when it has none.
        var eventType: Int64?
        var connectionID: String?
        var position: LegacyPosition
    }

    let table: LegacyObjectTable
    private(set) var objectIDs: [Int: String] = [:]
    private(set) var userLabels: [Int: String] = [:]
    private(set) var customClasses: [String: String] = [:]
    /// Every other `flattenedProperties` entry, by objectID: `(property, value, where)`.
    private(set) var properties: [String: [(name: String, value: LegacyArchiveValue)]] = [:]
    private(set) var roots: [Int] = []
    private(set) var connections: [Connection] = []
    private(set) var imageSizes: [String: String] = [:]
    private(set) var header: [String: String] = [:]

    /// The archive's header the upgrade reads: its deployment target and whether it uses Auto
    /// Layout. (The versions of the tools that saved it describe another format; the upgrade
    /// writes ``UpgradeHeader``'s.)
    static let headerKeys = ["IBDocument.SystemTarget", useAutolayoutKey]
    static let useAutolayoutKey = LegacyIBNames.useAutolayoutKey
    static let lastKnownImageSizesKey = "IBDocument.LastKnownImageSizes"
    static let connectionIDKey = "connectionID"

    init(table: LegacyObjectTable, dataIndex: Int) {
        self.table = table
        for key in LegacyArchiveIndex.headerKeys {
            if let value = table.scalarString(key, of: dataIndex) { header[key] = value }
        }
        if case .object(let roots)? = table.member(LegacyIBNames.rootObjectsKey, of: dataIndex) {
            self.roots = table[roots].items.compactMap(object)
        }
        if case .object(let sizes)? = table.member(LegacyArchiveIndex.lastKnownImageSizesKey, of: dataIndex) {
            for (name, value) in entries(sizes) { imageSizes[name] = scalar(value) }
        }
        guard case .object(let container)? = table.member(LegacyIBNames.objectsKey, of: dataIndex) else { return }
        readRecords(container)
        if case .object(let properties)? = table.member(LegacyIBNames.flattenedPropertiesKey, of: container) {
            for (key, value) in entries(properties) {
                if key.hasSuffix(LegacyIBNames.customClassNameSuffix) {
                    customClasses[String(key.dropLast(LegacyIBNames.customClassNameSuffix.count))] = scalar(value)
                } else if let dot = key.firstIndex(of: ".") {
                    self.properties[String(key[..<dot]), default: []].append((String(key[key.index(after: dot)...]), value))
                }
            }
        }
        readConnections(container)
    }

    private mutating func readRecords(_ container: Int) {
        guard case .object(let set)? = table.member(LegacyIBNames.objectRecordsKey, of: container) else { return }
        var records = set
        if case .object(let ordered)? = table.member(LegacyIBNames.orderedObjectsKey, of: set) { records = ordered }
        for item in table[records].items {
            guard let record = object(item), case .object(let target)? = table.member(LegacyIBNames.objectKey, of: record) else { continue }
            let id = table.scalarString(LegacyIBNames.objectIDKey, of: record) ?? table.scalarString(LegacyIBNames.objectRecordIDKey, of: record)
            guard let id = id.flatMap({ LegacyValueParser.parseObjectID($0, range: LegacyIBNames.objectIDRange) }) else { continue }
            if objectIDs[target] == nil { objectIDs[target] = id }
            if let name = table.scalarString(LegacyIBNames.objectNameKey, of: record) { userLabels[target] = name }
        }
    }

    private mutating func readConnections(_ container: Int) {
        guard case .object(let records)? = table.member(LegacyIBNames.connectionRecordsKey, of: container) else { return }
        for item in table[records].items {
            guard let record = object(item), case .object(let connection)? = table.member(LegacyIBNames.connectionKey, of: record),
                  let label = table.scalarString(LegacyIBNames.labelKey, of: connection),
                  case .object(let source)? = table.member(LegacyIBNames.sourceKey, of: connection),
                  case .object(let destination)? = table.member(LegacyIBNames.destinationKey, of: connection) else { continue }
            connections.append(Connection(
                className: table[connection].className, label: label, source: source, destination: destination,
                eventType: table.scalarString(LegacyIBNames.eventTypeKey, of: connection).flatMap { Int64($0) },
                // Xcode 4.6 and 5 write the id as an object record's, `<string key="id">`.
                connectionID: table.scalarString(LegacyArchiveIndex.connectionIDKey, of: record) ?? table.scalarString(LegacyIBNames.objectRecordIDKey, of: record),
                position: table[connection].position
            ))
        }
    }

    /// The custom class of an object, through its objectID.
    func customClass(_ index: Int) -> String? {
        objectIDs[index].flatMap { customClasses[$0] }
    }

    /// The object a value names.
    func object(_ value: LegacyArchiveValue) -> Int? {
        if case .object(let index) = table.resolve(value) { return index }
        return nil
    }

    func scalar(_ value: LegacyArchiveValue) -> String? {
        if case .scalar(let scalar) = table.resolve(value) { return scalar.string }
        return nil
    }

    /// A dictionary's entries in its three encodings (parallel `dict.sortedKeys` / `dict.values`,
    /// `NS.key.N` / `NS.object.N`, or members keyed directly).
    func entries(_ index: Int) -> [(key: String, value: LegacyArchiveValue)] {
        let dictionary = table[index]
        if case .object(let keys)? = table.member(LegacyIBNames.dictSortedKeysKey, of: index),
           case .object(let values)? = table.member(LegacyIBNames.dictValuesKey, of: index) {
            return zip(table[keys].items, table[values].items).compactMap { key, value in scalar(key).map { ($0, value) } }
        }
        var paired: [Substring: LegacyArchiveValue] = [:]
        for member in dictionary.members where member.key.hasPrefix(LegacyIBNames.nsObjectPrefix) {
            paired[member.key.dropFirst(LegacyIBNames.nsObjectPrefix.count)] = member.value
        }
        return dictionary.members.compactMap { member in
            if member.key.hasPrefix(LegacyIBNames.nsKeyPrefix) {
                guard let key = scalar(member.value), let value = paired[member.key.dropFirst(LegacyIBNames.nsKeyPrefix.count)] else { return nil }
                return (key, value)
            }
            return member.key.hasPrefix(LegacyIBNames.nsObjectPrefix) || member.key == "EncodedWithXMLCoder" ? nil : (member.key, member.value)
        }
    }
}
