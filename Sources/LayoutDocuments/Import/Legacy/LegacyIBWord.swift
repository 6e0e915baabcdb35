import LayoutCore
import LayoutXML

/// The element and attribute names of ``LegacyIBNames`` that the importer tells apart, as the
/// words of its ``XMLVocabulary``: an archive is mostly small scalar elements the importer skips,
/// and classifying each by a switch over an integer instead of hashing its name is most of what
/// skipping them costs.
enum LegacyIBWord: Int, CaseIterable {
    private typealias Names = LegacyIBNames

    // Elements
    case archive, data, object, array, dictionary, reference, null
    // Scalar elements, in the order of `LegacyIBNames.ScalarElement`
    case string, int, bool, float, double, bytes, integer, real, boolean, characters
    // Attributes
    case type, version, className, key, id, ref, value

    /// The name as the format spells it.
    var name: String {
        switch self {
        case .archive: Names.archiveElement
        case .data: Names.dataElement
        case .object: Names.objectElement
        case .array: Names.arrayElement
        case .dictionary: Names.dictionaryElement
        case .reference: Names.referenceElement
        case .null: Names.nilElement
        case .string: Names.ScalarElement.string.rawValue
        case .int: Names.ScalarElement.int.rawValue
        case .bool: Names.ScalarElement.bool.rawValue
        case .float: Names.ScalarElement.float.rawValue
        case .double: Names.ScalarElement.double.rawValue
        case .bytes: Names.ScalarElement.bytes.rawValue
        case .integer: Names.ScalarElement.integer.rawValue
        case .real: Names.ScalarElement.real.rawValue
        case .boolean: Names.ScalarElement.boolean.rawValue
        case .characters: Names.ScalarElement.characters.rawValue
        case .type: Names.typeAttribute
        case .version: Names.versionAttribute
        case .className: Names.classAttribute
        case .key: Names.keyAttribute
        case .id: Names.idAttribute
        case .ref: Names.refAttribute
        case .value: Names.valueAttribute
        }
    }

    /// Whether the element holds keyed members and unkeyed items (``LegacyIBNames/containerElements``).
    var isContainer: Bool {
        switch self {
        case .data, .object, .array, .dictionary: true
        default: false
        }
    }

    /// The scalar element this word names, if any.
    var scalarElement: LegacyIBNames.ScalarElement? {
        switch self {
        case .string: .string
        case .int: .int
        case .bool: .bool
        case .float: .float
        case .double: .double
        case .bytes: .bytes
        case .integer: .integer
        case .real: .real
        case .boolean: .boolean
        case .characters: .characters
        default: nil
        }
    }

    static let vocabulary = XMLVocabulary(allCases.map(\.name))
}
